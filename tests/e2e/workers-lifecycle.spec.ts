// An admin brings a roster in and tidies it (issue 12, item 3): a CSV with errors is previewed and cannot be
// imported, a clean one is; a worker with hours is archived (gone from the list, shown under Archived, unarchived);
// one without hours is deleted after confirmation. At a phone's width and at a desk.
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts";

async function shoot(page: Page, name: string, width: number) {
  await page.screenshot({ path: test.info().outputPath(`workers-${name}-${width}.png`), animations: "disabled" });
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 1024 ? 844 : 800 } });

    test("import a CSV roster with a preview, archive a worker with hours, delete one without", async ({ page }) => {
      await signInAsAdmin(page);
      const tag = `${width}${Date.now().toString(36)}`;
      const hours = `Hana Hours ${tag}`;
      const fresh = `Nico New ${tag}`;

      // A worker with one finished shift on a project.
      const project = await page.request.post("/api/projects", { data: { name: `Lifecycle ${tag}`, location: "Denver", status: "in-progress", endDate: "2030-12-31" } });
      expect(project.ok(), await project.text()).toBe(true);
      const worker = await page.request.post("/api/workers", { data: { name: hours, role: "foreman", category: "Carpentry", hourlyRate: 30 } });
      const entry = await page.request.post("/api/time-entries/clock-in", { data: { workerId: (await worker.json()).id, projectId: (await project.json()).id } });
      expect(entry.ok(), await entry.text()).toBe(true);
      expect((await page.request.post("/api/time-entries/clock-out", { data: { timeEntryId: (await entry.json()).id } })).ok()).toBe(true);

      await page.goto("/workers");
      await page.getByRole("button", { name: "Import CSV" }).click();
      const dialog = page.getByRole("dialog", { name: "Import Workers from CSV" });
      const dirty = [
        "Name,Role,Trade,Specialization,Phone,E-mail,Rate",
        `${fresh},In-house,Carpentry,Framing,303-555-0101,nico.${tag}@crew.test,$28.50`,
        ",foreman,Concrete,,,,",
        `Bad Role ${tag},boss,Concrete,,,not-an-email,20`,
        `Twin ${tag},apprentice,Masonry,,,nico.${tag}@crew.test,18`,
      ].join("\r\n");
      await dialog.getByLabel("CSV file").setInputFiles({ name: "roster.csv", mimeType: "text/csv", buffer: Buffer.from(dirty) });
      await expect(dialog.getByRole("status")).toHaveText("3 of 4 rows have errors. Fix them in the file and choose it again; nothing was saved.");
      await expect(dialog.getByText("Please fill in all required fields.").filter({ visible: true })).toBeVisible();
      await expect(dialog.getByText("E-mail: Please enter a valid email address").filter({ visible: true })).toBeVisible();
      await expect(dialog.getByText("E-mail: This e-mail address is also on line 2").filter({ visible: true })).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Import Workers" })).toBeDisabled();
      await shoot(page, "import-preview", width);

      const clean = `Name,Role,Trade,E-mail,Rate\r\n${fresh},In-house,Carpentry,nico.${tag}@crew.test,28.50\r\n`;
      await dialog.getByLabel("CSV file").setInputFiles({ name: "roster.csv", mimeType: "text/csv", buffer: Buffer.from(clean) });
      await expect(dialog.getByRole("status")).toHaveText("1 worker is ready to import.");
      await dialog.getByRole("button", { name: "Import 1 Worker" }).click();
      await expect(page.getByText("1 worker was added to the roster.")).toBeVisible();
      await expect(dialog).toBeHidden();

      // Archive the worker with hours: gone from the current list, shown under Archived.
      const search = page.getByRole("searchbox", { name: "Search workers" });
      await search.fill(tag);
      // Cards on a phone, table rows at a desk: the same facts and the same menu.
      const cards = page.getByTestId("worker-card").or(page.getByTestId("worker-row"));
      await expect(cards).toHaveCount(2);
      await page.getByRole("button", { name: `More actions for ${hours}` }).click();
      await page.getByRole("menuitem", { name: "Archive Worker" }).click();
      await expect(page.getByText(`${hours} is hidden from pickers and the list; their hours stay in payroll.`)).toBeVisible();
      await expect(cards).toHaveCount(1);
      await expect(cards).toContainText(fresh);
      await page.getByLabel("Show").click();
      await page.getByRole("option", { name: "Archived" }).click();
      await expect(cards).toHaveCount(1);
      await expect(cards.filter({ hasText: hours })).toContainText("Archived");
      await shoot(page, "archived-filter", width);

      // Deleting the archived worker is refused (they have hours); unarchive them instead.
      await page.getByRole("button", { name: `More actions for ${hours}` }).click();
      await page.getByRole("menuitem", { name: "Delete Worker" }).click();
      const confirm = page.getByRole("dialog", { name: "Delete this worker?" });
      await confirm.getByRole("button", { name: "Delete Worker" }).click();
      await expect(confirm.getByRole("alert")).toHaveText("This worker has time entries, so payroll needs their record: archive them instead of deleting.");
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await page.getByRole("button", { name: `More actions for ${hours}` }).click();
      await page.getByRole("menuitem", { name: "Unarchive Worker" }).click();
      await expect(page.getByText(`${hours} is back on the roster.`)).toBeVisible();
      await expect(cards).toHaveCount(0);
      await page.getByLabel("Show").click();
      await page.getByRole("option", { name: "Current Workers" }).click();
      await expect(cards).toHaveCount(2);

      // The imported worker has no hours: deleted after confirmation.
      await page.getByRole("button", { name: `More actions for ${fresh}` }).click();
      await page.getByRole("menuitem", { name: "Delete Worker" }).click();
      await expect(confirm).toContainText(`${fresh} will be removed from the roster, every job and every project team.`);
      await shoot(page, "delete-confirm", width);
      await confirm.getByRole("button", { name: "Delete Worker" }).click();
      await expect(page.getByText(`${fresh} was deleted.`)).toBeVisible();
      await expect(cards).toHaveCount(1);
      await expect(cards).toContainText(hours);
    });
  });
}

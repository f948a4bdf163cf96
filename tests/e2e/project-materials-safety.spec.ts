// A project's Materials tab shows each material's estimate against its actual use and what the stock movements say was
// used there, and takes an estimate; a safety checklist takes notes on itself and its items, and its creator deletes it
// after confirming (a user who did not create it sees no Delete). Phone cards and the desk table both.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { adminApi, createActiveUser, signInAsAdmin, signInWithEmail, uniqueEmail, USER_PASSWORD } from "./support/accounts";

async function created<T>(res: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<T> {
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

async function createProject(api: APIRequestContext, name: string): Promise<number> {
  const project = await created<{ id: number }>(
    await api.post("/api/projects", { data: { name, location: "Denver, CO", startDate: "2026-02-01", endDate: "2026-11-30" } }),
  );
  return project.id;
}

/** The material's card (phone) or table row (desk), whichever is on screen. */
function materialEntry(page: Page, name: string) {
  return page
    .getByTestId("project-material")
    .or(page.getByTestId("project-material-row"))
    .filter({ hasText: name })
    .filter({ visible: true });
}

test("the Materials tab shows estimated vs actual and used from stock, and takes an estimate", async ({ page }, testInfo) => {
  const stamp = `${Date.now()}-${testInfo.project.name}`;
  const api = await adminApi(testInfo);
  const projectId = await createProject(api, `Materials Site ${stamp}`);
  const emptyProjectId = await createProject(api, `Empty Site ${stamp}`);
  const cement = await created<{ id: number }>(
    await api.post("/api/materials", {
      data: { name: `Cement ${stamp}`, category: "Concrete", unit: "bags", unitCost: 12.5, currentStock: 100, minStockLevel: 5 },
    }),
  );
  await created<{ id: number }>(
    await api.post("/api/materials", {
      data: { name: `Studs ${stamp}`, category: "Lumber", unit: "pieces", unitCost: "4.00", currentStock: 500, minStockLevel: 5 },
    }),
  );
  await created(await api.post(`/api/materials/${cement.id}/transactions`, { data: { transactionType: "used", quantity: 24, projectId } }));
  await created(await api.post(`/api/materials/${cement.id}/transactions`, { data: { transactionType: "returned", quantity: 2, projectId } }));
  await api.dispose();

  await signInAsAdmin(page);

  // A project without materials says so and offers the way in.
  await page.goto(`/projects/${emptyProjectId}`);
  await page.getByRole("tab", { name: "Materials" }).click();
  await expect(page.getByText("No materials for this project yet")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Material" })).toBeVisible();

  await page.goto(`/projects/${projectId}`);
  await page.getByRole("tab", { name: "Materials" }).click();
  const cementEntry = materialEntry(page, `Cement ${stamp}`);
  await expect(cementEntry).toContainText("22"); // 24 used less 2 returned
  await expect(cementEntry).toContainText("$275.00"); // 22 x 12.50
  await expect(cementEntry.getByText("Over estimate")).toHaveCount(0);

  // Estimate below the actual use: the line says it is over, in words.
  await cementEntry.getByRole("button", { name: `Edit estimate for Cement ${stamp}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit estimate: Cement ${stamp}` });
  await dialog.getByLabel(/Estimated quantity/).fill("2.5");
  await dialog.getByRole("button", { name: "Save Estimate" }).click();
  await expect(dialog.getByText("Estimated quantity must be a whole number of 0 or more")).toBeVisible();
  await dialog.getByLabel(/Estimated quantity/).fill("20");
  await dialog.getByLabel("Budgeted cost ($)").fill("250");
  await dialog.getByRole("button", { name: "Save Estimate" }).click();
  await expect(page.getByText("Estimate Saved")).toBeVisible();
  await expect(cementEntry.getByText("Over estimate")).toBeVisible();
  await expect(cementEntry).toContainText("$250.00");

  // Add a material that has not been used yet.
  await page.getByRole("button", { name: "Add Material" }).click();
  const add = page.getByRole("dialog", { name: "Add Material to Project" });
  await add.getByRole("combobox", { name: /Material/ }).click();
  await page.getByRole("option", { name: `Studs ${stamp} (pieces)` }).click();
  await add.getByLabel(/Estimated quantity/).fill("1200");
  await expect(add.getByText("At $4.00 each: $4,800.00 for 1,200.")).toBeVisible();
  await add.getByLabel("Budgeted cost ($)").fill("4800");
  await add.getByRole("button", { name: "Save Estimate" }).click();
  const studsEntry = materialEntry(page, `Studs ${stamp}`);
  await expect(studsEntry).toContainText("1,200");
  await expect(studsEntry).toContainText("$4,800.00");

  // Stored, not just shown.
  await page.reload();
  await page.getByRole("tab", { name: "Materials" }).click();
  await expect(materialEntry(page, `Studs ${stamp}`)).toContainText("1,200");
  await expect(materialEntry(page, `Cement ${stamp}`).getByText("Over estimate")).toBeVisible();
});

test("checklist notes are saved, and only its creator or an admin deletes it after confirming", async ({ page, browser }, testInfo) => {
  const stamp = `${Date.now()}-${testInfo.project.name}`;
  const api = await adminApi(testInfo);
  const projectId = await createProject(api, `Safety Site ${stamp}`);
  const adminsList = await created<{ id: number; title: string }>(
    await api.post("/api/safety/checklists", { data: { projectId, checklistType: "equipment", title: `Admin check ${stamp}` } }),
  );
  await api.dispose();
  const email = uniqueEmail(testInfo, "crew-safety");
  await createActiveUser(testInfo, email);

  await signInWithEmail(page, email, USER_PASSWORD);
  await page.goto("/safety");

  // Someone else's checklist: notes yes, Delete no.
  await page.getByTestId("checklist-card").filter({ hasText: adminsList.title }).click();
  let dialog = page.getByRole("dialog", { name: adminsList.title });
  await expect(dialog.getByText("Checklist notes", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Delete Checklist" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close" }).click();

  // Their own checklist.
  await page.getByRole("button", { name: "Create Checklist" }).click();
  const create = page.getByRole("dialog", { name: /Create/ });
  await create.getByRole("combobox", { name: "Project" }).click();
  await page.getByRole("option", { name: `Safety Site ${stamp}` }).click();
  await create.getByLabel(/Title/).fill(`Crew check ${stamp}`);
  await create.getByRole("button", { name: /Create/ }).last().click();
  dialog = page.getByRole("dialog", { name: `Crew check ${stamp}` });
  await expect(dialog).toBeVisible();

  // Checklist notes: the limit is checked before sending, then a real note is saved.
  await dialog.getByRole("button", { name: "Add checklist notes" }).click();
  await dialog.getByRole("textbox", { name: "Checklist notes" }).fill("x".repeat(1001));
  await dialog.getByRole("button", { name: "Save Notes" }).click();
  await expect(dialog.getByText("Notes must be at most 1000 characters")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Checklist notes" }).fill("East guardrail loose on level 3, tagged out");
  await dialog.getByRole("button", { name: "Save Notes" }).click();
  await expect(dialog.getByTestId("checklist-notes-text")).toHaveText("Notes: East guardrail loose on level 3, tagged out");

  // An item's note leaves it unticked.
  const firstItem = dialog.getByTestId("checklist-item").first();
  await firstItem.getByRole("button", { name: /^Add note on:/ }).click();
  await firstItem.getByRole("textbox").fill("Two hard hats cracked, replaced");
  await firstItem.getByRole("button", { name: "Save Notes" }).click();
  await expect(firstItem).toContainText("Notes: Two hard hats cracked, replaced");
  await expect(firstItem.getByRole("checkbox")).not.toBeChecked();

  await page.reload();
  await page.getByTestId("checklist-card").filter({ hasText: `Crew check ${stamp}` }).click();
  dialog = page.getByRole("dialog", { name: `Crew check ${stamp}` });
  await expect(dialog.getByTestId("checklist-notes-text")).toContainText("East guardrail loose");
  await expect(dialog.getByTestId("checklist-item").first()).toContainText("Two hard hats cracked, replaced");

  // Delete asks first; keeping it changes nothing, confirming removes it.
  await dialog.getByRole("button", { name: "Delete Checklist" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this checklist?" });
  await expect(confirm).toContainText(`Crew check ${stamp}`);
  await confirm.getByRole("button", { name: "Keep Checklist" }).click();
  await expect(dialog.getByTestId("checklist-notes-text")).toBeVisible();
  await dialog.getByRole("button", { name: "Delete Checklist" }).click();
  await page.getByRole("dialog", { name: "Delete this checklist?" }).getByRole("button", { name: "Delete Checklist" }).click();
  await expect(page.getByText("Checklist Deleted")).toBeVisible();
  await expect(page.getByTestId("checklist-card").filter({ hasText: `Crew check ${stamp}` })).toHaveCount(0);

  // The admin may delete anyone's.
  const adminContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
  const adminPage = await adminContext.newPage();
  await signInAsAdmin(adminPage);
  await adminPage.goto("/safety");
  await adminPage.getByTestId("checklist-card").filter({ hasText: adminsList.title }).click();
  await expect(adminPage.getByRole("dialog", { name: adminsList.title }).getByRole("button", { name: "Delete Checklist" })).toBeVisible();
  await adminContext.close();
});

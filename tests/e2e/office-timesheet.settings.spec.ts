// Issue 26 item 7 at a desk (1280 px) and on a phone (390 px): an office user fixes a timesheet. They correct another
// worker's entry and add a missed shift by hand, but their own entry offers only its history. Approving stays with
// admins until an admin turns on "Office users approve payroll" in Company Settings; then the office approves a week
// (here one long past, holding only this journey's entry). Company settings are the company's: this journey runs after
// the others, holding their lock (support/company-settings.ts).
import { type Page } from "@playwright/test";
import { expect, test } from "./support/company-settings";
import { adminApi, signInAsAdmin, signInWithEmail, signOut } from "./support/accounts";
import { createPersonWithRole, createWorkerRecord } from "./support/people";
import { shootBoth } from "./support/screenshots";

test.use({ viewport: { width: 1280, height: 800 } });

async function addEntry(page: Page, admin: Awaited<ReturnType<typeof adminApi>>, workerId: number, projectId: number, day: string) {
  const res = await admin.post("/api/time-entries", {
    data: { workerId, projectId, clockInTime: `${day}T15:00:00Z`, clockOutTime: `${day}T23:00:00Z`, reason: "Set up by the journey" },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test("an office user corrects and adds entries, never their own, and approves once an admin lets them", async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const admin = await adminApi(testInfo);
  const projects = (await (await admin.get("/api/projects")).json()) as { id: number; name: string; status: string }[];
  const project = projects.filter((p) => p.status !== "completed").sort((a, b) => a.name.localeCompare(b.name))[0];
  const office = await createPersonWithRole(testInfo, "user", `Olive Office ${stamp}`);
  const patName = `Pat Fixme ${stamp}`;
  const pat = await createWorkerRecord(testInfo, patName);
  // Yesterday in Denver, whatever the hour of the run.
  const yesterday = new Date(Date.now() - 24 * 3_600_000).toLocaleDateString("en-CA", { timeZone: "America/Denver" });
  await addEntry(page, admin, pat, project.id, yesterday);
  await addEntry(page, admin, office.workerId, project.id, yesterday);

  await signInWithEmail(page, office.email, office.password);
  await page.goto("/timesheet");
  await page.getByRole("button", { name: "Previous day" }).click();
  const patRow = page.getByTestId("daily-entry-row").filter({ hasText: patName });
  const ownRow = page.getByTestId("daily-entry-row").filter({ hasText: office.workerName });
  await expect(patRow).toBeVisible();
  await expect(page.getByRole("button", { name: "Add time entry" })).toBeVisible();
  await expect(ownRow.getByRole("button", { name: `Correct entry of ${office.workerName}` })).toHaveCount(0);
  await shootBoth(page, "office-timesheet");
  await expect(patRow).toBeVisible();

  await patRow.getByRole("button", { name: `Correct entry of ${patName}` }).click();
  const correct = page.getByRole("dialog", { name: "Correct Time Entry" });
  await correct.getByLabel("Notes").fill("Left early for the inspection");
  await correct.getByLabel("Reason for the change *").fill("Foreman's note");
  await correct.getByRole("button", { name: "Save Correction" }).click();
  await expect(page.getByText("Entry Corrected")).toBeVisible();
  const patEntries = (await (await admin.get(`/api/time-entries?workerId=${pat}`)).json()) as { notes: string | null }[];
  expect(patEntries.map((e) => e.notes)).toContain("Left early for the inspection");

  // Payroll: no Approve and no pay changes while the setting keeps them for admins.
  await page.getByRole("tab", { name: "Payroll Calculations" }).click();
  await expect(page.getByRole("link", { name: "Export", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await expect(page.getByTestId("pay-changes")).toHaveCount(0);
  await signOut(page);

  // The admin shares approval in Company Settings.
  await signInAsAdmin(page);
  await page.goto("/company-settings");
  const share = page.getByRole("switch", { name: "Office users approve payroll" });
  await expect(share).not.toBeChecked();
  await share.click();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await shootBoth(page, "company-settings-office-approves", { focus: share });
  await signOut(page);

  // A week long past that holds only Pat's entry (made here): the office approves it.
  const pastDay = "2021-06-08";
  await addEntry(page, admin, pat, project.id, pastDay);
  await signInWithEmail(page, office.email, office.password);
  await page.goto("/timesheet");
  await page.getByRole("tab", { name: "Payroll Calculations" }).click();
  await page.getByLabel("Week of").fill(pastDay);
  await expect(page.getByTestId("pay-changes")).toBeVisible();
  await page.getByRole("button", { name: "Approve" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Approve Week" }).click();
  await expect(page.getByTestId("approved-badge")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reopen", exact: true })).toBeVisible();
  await shootBoth(page, "office-approved-week");
  await admin.dispose();
});

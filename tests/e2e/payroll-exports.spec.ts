// Files for the payroll provider (issue 27 step 6), at the office's desk: the week is approved; Gusto's pre-flight says
// a worker has no Gusto name, and its Fix link opens the worker's payroll identity, where the office maps them; the
// file is made and kept; the week is reopened, corrected and approved again, and the file says it is out of date and
// what changed; exporting again makes a whole new file. Pictured at 390 and 1280 px.
import { randomInt } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts";
import { shootBoth } from "./support/screenshots";

const DAY_MS = 86_400_000;

/** A Tuesday of 2021-2023 drawn for this test (no other journey approves a week there; a rerun rarely draws the same). */
function runsTuesday(): string {
  const firstTuesday = Date.parse("2021-01-05T12:00:00Z");
  return new Date(firstTuesday + randomInt(150) * 7 * DAY_MS).toISOString().slice(0, 10);
}

async function openWeek(page: Page, day: string) {
  await page.goto("/timesheet");
  await page.getByRole("tab", { name: "Payroll Calculations" }).click();
  await page.getByLabel("Week of").fill(day);
  await expect(page.getByTestId("payroll-exports")).toBeVisible();
}

test("the office maps a worker for Gusto, makes the file, reopens, corrects and makes it again", async ({ page }) => {
  await signInAsAdmin(page);
  const stamp = Date.now().toString(36);
  const workerName = `Gus Export ${stamp}`;
  const worker = (await (await page.request.post("/api/workers", { data: { name: workerName, role: "in-house", category: "Framing", hourlyRate: 30 } })).json()) as { id: number };
  const project = (await (await page.request.post("/api/projects", { data: { name: `E2E Export Site ${stamp}`, location: "Pueblo, CO", status: "in-progress", endDate: "2030-12-31" } })).json()) as { id: number };
  const day = runsTuesday();
  // 07:00-16:00 in Denver: 9 h, 1 h over 8.
  const entry = await page.request.post("/api/time-entries", {
    data: { workerId: worker.id, projectId: project.id, clockInTime: `${day}T14:00:00.000Z`, clockOutTime: `${day}T23:00:00.000Z`, breakMinutes: 0, reason: "Paper timesheet" },
  });
  expect(entry.ok(), await entry.text()).toBe(true);
  const entryId = ((await entry.json()) as { id: number }).id;

  await openWeek(page, day);
  const exportsCard = page.getByTestId("payroll-exports");
  await expect(exportsCard.getByTestId("export-problem").first()).toContainText("Approve this pay period first");
  await expect(exportsCard.getByRole("button", { name: "Make file" })).toBeDisabled();
  await page.getByRole("button", { name: "Approve", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Approve Week" }).click();
  await expect(page.getByTestId("approval-banner")).toBeVisible();

  // Gusto cannot match the worker: the problem links to where it is fixed.
  const problem = exportsCard.getByTestId("export-problem").filter({ hasText: workerName });
  await expect(problem).toContainText("has no Gusto name or employee id");
  await shootBoth(page, "payroll-exports-preflight", { focus: exportsCard });
  await problem.getByRole("link", { name: "Fix" }).click();
  const identity = page.getByRole("dialog", { name: `Payroll identity · ${workerName}` });
  await identity.getByLabel("Gusto first name").fill("Gus");
  await identity.getByLabel("Gusto last name").fill(`Export-${stamp}`);
  await identity.getByLabel("ADP file number").fill("12a");
  await identity.getByRole("button", { name: "Save" }).click();
  await expect(identity.getByText("ADP file number is 1 to 6 digits")).toBeVisible();
  await identity.getByLabel("ADP file number").fill("004512");
  await shootBoth(page, "payroll-identity-dialog", { focus: identity });
  await identity.getByRole("button", { name: "Save" }).click();
  await expect(identity).toBeHidden();
  await expect(page).toHaveURL(/\/workers$/);

  // The file, made and kept.
  await openWeek(page, day);
  const batches = exportsCard.getByTestId("export-batch");
  const before = await batches.count();
  await expect(exportsCard.getByTestId("export-preflight")).toContainText("Ready: nothing stops this file.");
  await exportsCard.getByRole("button", { name: "Make file" }).click();
  await expect(batches).toHaveCount(before + 1);
  const first = batches.first();
  await expect(first).toContainText("Version 1");
  await expect(first).toContainText("Matches the period");
  const href = (await first.getByRole("link", { name: /^Download / }).getAttribute("href"))!;
  const file = await (await page.request.get(href)).text();
  expect(file).toContain(`Gus,Export-${stamp},,8.00,1.00,`);

  // Reopened, corrected, approved again: the file is out of date and says what changed.
  await page.getByRole("button", { name: "Reopen" }).click();
  await page.getByLabel("Reason").fill("Gus left at 3");
  await page.getByRole("button", { name: "Reopen Week" }).click();
  await expect(page.getByTestId("reopen-banner")).toBeVisible();
  await expect(first).toContainText("Out of date");
  const corrected = await page.request.patch(`/api/time-entries/${entryId}`, { data: { clockOutTime: `${day}T22:00:00.000Z`, reason: "Left at 3" } });
  expect(corrected.ok(), await corrected.text()).toBe(true);
  await page.reload();
  await page.getByRole("tab", { name: "Payroll Calculations" }).click();
  await page.getByLabel("Week of").fill(day);
  await page.getByRole("button", { name: "Approve", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Approve Week" }).click();
  await expect(page.getByTestId("approval-banner")).toBeVisible();
  await expect(first).toContainText(`${workerName}: Overtime 1.00 h → 0.00 h`);
  await exportsCard.getByRole("button", { name: "Make file" }).click();
  await expect(batches).toHaveCount(before + 2);
  await expect(batches.first()).toContainText("Version 2");
  await expect(batches.first()).toContainText("Matches the period");
  await expect(batches.nth(1)).toContainText("Out of date");
  await shootBoth(page, "payroll-exports-batches", { focus: exportsCard });

  // ADP Workforce Now asks for the company's code once; the worker's file number was set with their Gusto name.
  await exportsCard.getByRole("combobox", { name: "File for" }).click();
  await page.getByRole("option", { name: "ADP Workforce Now (paydata import)" }).click();
  const companyProblem = exportsCard.getByTestId("export-problem").filter({ hasText: "Set the ADP company code" });
  await expect(companyProblem).toBeVisible();
  await companyProblem.getByRole("link", { name: "Fix" }).click();
  const mapping = exportsCard.getByRole("form", { name: "File mapping" });
  await mapping.getByLabel("ADP company code").fill("K7XZ");
  await mapping.getByRole("button", { name: "Save mapping" }).click();
  await expect(mapping.getByText("ADP company code is 2 or 3 letters or digits")).toBeVisible();
  await mapping.getByLabel("ADP company code").fill("K7X");
  await mapping.getByRole("button", { name: "Save mapping" }).click();
  await expect(mapping.getByRole("status")).toContainText("Saved");
  await expect(exportsCard.getByTestId("export-preflight")).toContainText("Ready: nothing stops this file.");
  await shootBoth(page, "payroll-exports-adp-mapping", { focus: exportsCard.locator("#export-mapping") });
  await exportsCard.getByRole("button", { name: "Make file" }).click();
  await expect(batches.first()).toContainText("ADP Workforce Now (paydata import)");
  const adpHref = (await batches.first().getByRole("link", { name: /^Download / }).getAttribute("href"))!;
  expect(await (await page.request.get(adpHref)).text()).toMatch(/^Co Code,Batch ID,File #,Reg Hours,O\/T Hours,/);
});

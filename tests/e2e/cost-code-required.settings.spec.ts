// Issue 15's "cost codes required": an admin turns it on in Company Settings; a crew member clocks in and out on the
// GPS clock without choosing a code (the picker says the company requires one, the punch is taken); the admin sees
// "No cost code" on the timesheet, is refused the week's approval with a message naming the entry, gives the entry a
// code in the correction dialog, and the week is approved. Screens at 390 and 1280 px.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/company-settings";
import { adminApi, newContextLikeProject, signInAsAdmin, signInWithEmail } from "./support/accounts";
import { addToTeam, createPersonWithRole } from "./support/people";
import { shootBoth } from "./support/screenshots";
import { createSiteProject } from "./support/sites";

test.use({ viewport: { width: 390, height: 844 } });

const TIME_ZONE = "America/Denver";
// Bismarck, ND: hundreds of km from every other journey's site.
const SITE = { latitude: 46.8083, longitude: -100.7837, radius: 150 };
// A past week no other journey approves (the GPS clock journey approves the week of 70 days ago).
const DAYS_BACK = 105;

function dateKeyInZone(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}

async function approveWeekOf(page: Page, day: string) {
  await page.getByRole("tab", { name: "Payroll Calculations" }).click();
  await page.getByLabel("Week of").fill(day);
  await page.getByRole("button", { name: "Approve", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Approve Week" }).click();
}

test("a punch without a code is taken and flagged; the week is approved only once the entry has one", async ({ page, browser }, testInfo) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const admin = await adminApi(testInfo);
  const projectName = `Code Required ${stamp}`;
  const projectId = await createSiteProject(admin, projectName, SITE, "Bismarck, ND");
  const code = `CR-${stamp.slice(-6)}`.toUpperCase();
  const created = await admin.post("/api/cost-codes", { data: { code, name: "Footings" } });
  expect(created.ok(), await created.text()).toBe(true);
  const crew = await createPersonWithRole(testInfo, "crew", `Rita Rebar ${stamp}`);
  await addToTeam(testInfo, projectId, [crew.workerId]);

  // The admin turns it on in Company Settings.
  await signInAsAdmin(page);
  await page.goto("/company-settings");
  const required = page.getByRole("switch", { name: "Require a cost code on every entry" });
  await expect(required).not.toBeChecked();
  await required.click();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").getByText("Saved")).toBeVisible();
  await shootBoth(page, "company-settings-cost-code-required", { ready: required });

  // The crew member clocks in and out on the GPS clock without choosing a code: the punches are taken.
  const phone = await newContextLikeProject(browser, testInfo);
  await phone.grantPermissions(["geolocation"]);
  await phone.setGeolocation({ ...SITE, accuracy: 8 });
  const worker = await phone.newPage();
  await signInWithEmail(worker, crew.email, crew.password);
  await worker.goto("/timesheet-gps");
  await worker.getByRole("button", { name: "Refresh Location" }).click();
  await expect(worker.getByRole("radio", { name: new RegExp(projectName) })).toHaveAttribute("aria-checked", "true");
  const picker = worker.getByRole("combobox", { name: "Cost code (required by the company)" });
  await expect(picker).toContainText("No cost code");
  await shootBoth(worker, "gps-clock-cost-code-required", { focus: picker });
  await worker.getByRole("button", { name: "Clock In", exact: true }).click();
  await expect(worker.getByTestId("currently-working")).toContainText(projectName);
  await worker.getByRole("button", { name: "Clock Out", exact: true }).click();
  await expect(worker.getByRole("button", { name: "Clock In", exact: true })).toBeVisible();
  // The clock-out has reached the server before the phone goes away (the screen shows it as soon as it is tapped).
  type Listed = { id: number; costCodeId: number | null; costCodeDue: boolean; clockOutTime: string | null };
  const listedEntries = async () => (await (await admin.get(`/api/time-entries?projectId=${projectId}`)).json()) as Listed[];
  await expect.poll(async () => (await listedEntries())[0]?.clockOutTime ?? null).not.toBeNull();
  await phone.close();

  const [entry] = await listedEntries();
  expect(entry).toMatchObject({ costCodeId: null, costCodeDue: true });

  // The shift moves to a past week that only it is in (a correction that leaves the code as it is keeps the flag).
  const pastDay = dateKeyInZone(new Date(Date.now() - DAYS_BACK * 86_400_000));
  const moved = await admin.patch(`/api/time-entries/${entry.id}`, {
    data: { clockInTime: `${pastDay}T14:00:00.000Z`, clockOutTime: `${pastDay}T22:00:00.000Z`, reason: "E2E: the shift of a past week" },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  await admin.dispose();

  // The timesheet flags it.
  await page.goto("/timesheet");
  await page.getByLabel("Date", { exact: true }).fill(pastDay);
  const card = page.getByTestId("daily-entry").filter({ hasText: crew.workerName });
  await expect(card.getByText("No cost code", { exact: true })).toBeVisible();
  await expect(card).toContainText("Punched without a cost code while the company requires one.");
  await shootBoth(page, "timesheet-no-cost-code", { ready: page.getByText("No cost code", { exact: true }).first() });

  // Approval is refused, naming the entry.
  await approveWeekOf(page, pastDay);
  await expect(page.getByText(new RegExp(`Entry ${entry.id} \\(${crew.workerName}, \\w{3} \\d{1,2}\\) has no cost code, which the company requires`))).toBeVisible();
  await expect(page.getByTestId("approved-badge")).toHaveCount(0);

  // The admin gives it a code in the correction dialog; the flag is gone.
  await page.getByRole("tab", { name: "Daily Timesheet" }).click();
  await page.getByLabel("Date", { exact: true }).fill(pastDay);
  await card.getByRole("button", { name: `Correct entry of ${crew.workerName}` }).click();
  const dialog = page.getByRole("dialog", { name: "Correct Time Entry" });
  await expect(dialog).toContainText("Choosing one below clears the mark.");
  await dialog.getByRole("combobox", { name: "Cost code (required by the company)" }).click();
  await page.getByRole("option", { name: `${code} – Footings`, exact: true }).click();
  await dialog.getByLabel("Reason for the change *").fill("Poured the footings");
  await shootBoth(page, "correct-entry-no-cost-code", { ready: dialog });
  await dialog.getByRole("button", { name: "Save Correction" }).click();
  await expect(page.getByText("Entry Corrected")).toBeVisible();
  await expect(card).toContainText(`${code} – Footings`);
  await expect(card.getByText("No cost code", { exact: true })).toHaveCount(0);

  // Now the week is approved.
  await approveWeekOf(page, pastDay);
  await expect(page.getByTestId("approved-badge")).toBeVisible();
});

// Issue 15's sign-off at clock-out on a phone (390 px): an admin turns it on; a crew member clocks out on the GPS clock
// and answers (injured, with what happened); their entry shows the answers and the office sees the injury on Safety.
// A foreman's crew clock-out signs off for two at once. The screens are pictured at 390 and 1280 px.
import type { APIRequestContext, BrowserContext, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./support/company-settings";
import { adminApi, signInWithEmail } from "./support/accounts";
import { addToTeam, createPersonWithRole, foremanWithCrew } from "./support/people";
import { shootBoth } from "./support/screenshots";
import { drawRow } from "./support/windowed-table";
import { createSiteProject } from "./support/sites";

test.use({ viewport: { width: 390, height: 844 } });

function siteFor(testInfo: TestInfo, shift: number) {
  const offset = (Date.now() % 10_000) / 100_000 + testInfo.workerIndex * 0.2;
  return { latitude: 44.1 + offset + shift, longitude: -99.2, radius: 150 };
}

async function setSignOff(admin: APIRequestContext, on: boolean) {
  const current = (await (await admin.get("/api/settings/company")).json()) as Record<string, unknown>;
  const res = await admin.put("/api/settings/company", { data: { ...current, signOffAtClockOut: on } });
  expect(res.ok(), await res.text()).toBe(true);
}

interface EntryRow {
  id: number;
  workerId: number;
  signOffDue: boolean;
  signOff: { tookBreaks: boolean; injured: boolean; incidentId: number | null } | null;
}

async function entriesOnProject(admin: APIRequestContext, projectId: number): Promise<EntryRow[]> {
  const res = await admin.get(`/api/time-entries?projectId=${projectId}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as EntryRow[];
}

/**
 * The sign-off dialog after a clock-out. The clock reads the settings at the tap (a tap before they arrive is asked
 * too), so nothing waits for them here. If no dialog comes, the failure says what the phone said instead (its toasts).
 */
async function expectSignOffDialog(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Sign off" });
  await expect
    .poll(async () => ((await dialog.isVisible()) ? "the sign-off dialog" : `toasts: ${(await page.getByRole("status").allInnerTexts()).join(" | ") || "none"}`), {
      message: "the phone asks for the sign-off after the clock-out",
      timeout: 15_000,
    })
    .toBe("the sign-off dialog");
  return dialog;
}

async function locate(page: Page, projectName: string) {
  await page.getByRole("button", { name: "Refresh Location" }).click();
  await expect(page.getByRole("radio", { name: new RegExp(projectName) })).toHaveAttribute("aria-checked", "true");
}

/**
 * A crew member on a site of their own (`shift` keeps it apart from the other tests'), signed in on their phone there,
 * who clocks in and taps Clock Out: the sign-off is asked next.
 */
async function crewShiftOnItsSite(page: Page, context: BrowserContext, testInfo: TestInfo, { shift, label, stamp }: { shift: number; label: string; stamp: string }) {
  const site = siteFor(testInfo, shift);
  const projectName = `${label} Site ${stamp}`;
  const projectId = await createSiteProject(admin, projectName, site, "Pierre, SD");
  const crew = await createPersonWithRole(testInfo, "crew", `${label} Crew ${stamp}`);
  await addToTeam(testInfo, projectId, [crew.workerId]);
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ ...site, accuracy: 8 });
  await signInWithEmail(page, crew.email, crew.password);
  await page.goto("/timesheet-gps");
  await locate(page, projectName);
  await page.getByRole("button", { name: "Clock In", exact: true }).click();
  await expect(page.getByTestId("currently-working")).toContainText(projectName);
  await page.getByRole("button", { name: "Clock Out", exact: true }).click();
  return { projectName, projectId, crew };
}

test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;
test.beforeAll(async ({}, testInfo) => {
  admin = await adminApi(testInfo);
});
// Each test holds the company-settings lock and leaves the defaults (sign-off off) behind: turn it on inside the lock.
test.beforeEach(async () => {
  await setSignOff(admin, true);
});
test.afterAll(async () => {
  await admin.dispose();
});

test("a crew member clocks out, answers 'injured' with what happened; the entry and the office's Safety screen show it", async ({ page, context, browser }, testInfo) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const { projectName, projectId, crew } = await crewShiftOnItsSite(page, context, testInfo, { shift: 0, label: "Sign-off", stamp });
  const dialog = await expectSignOffDialog(page);
  await expect(dialog.getByRole("button", { name: "Answer both questions" })).toBeDisabled();
  await dialog.getByRole("group", { name: "Did you take your breaks?" }).getByRole("button", { name: "Yes" }).click();
  await dialog.getByRole("group", { name: "Were you injured today?" }).getByRole("button", { name: "Yes" }).click();
  await dialog.getByLabel("What happened? (optional)").fill("Twisted ankle stepping off the scaffold.");
  await shootBoth(page, "crew-sign-off-dialog", { ready: dialog });
  await dialog.getByRole("button", { name: "Save sign-off" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("The injury was sent to the office.")).toBeVisible();

  const [entry] = (await entriesOnProject(admin, projectId)).filter((e) => e.workerId === crew.workerId);
  expect(entry).toMatchObject({ signOffDue: true, signOff: { tookBreaks: true, injured: true } });
  expect(entry.signOff?.incidentId).toEqual(expect.any(Number));

  // Their timesheet: the answers on the entry card, and the "Injured" badge (no link for crew).
  await page.goto("/timesheet");
  const card = page.getByTestId("daily-entry").filter({ hasText: projectName });
  await expect(card).toContainText("Signed off: breaks taken · injured");
  await expect(card.getByText("Injured", { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: /Injured/ })).toHaveCount(0);
  // The card at 390 px, a table row at 1280 px: the answers are on both.
  await shootBoth(page, "crew-timesheet-signed-off", { ready: page.getByText("Signed off: breaks taken · injured").first() });

  // The entry's history names who answered.
  await page.setViewportSize({ width: 390, height: 844 });
  await card.getByRole("button", { name: "History" }).click();
  const history = page.getByRole("dialog", { name: "Entry history" });
  await expect(history).toContainText(/Signed off: breaks taken · injured \(by .+\)/);
  await shootBoth(page, "crew-entry-history-signed-off", { ready: history });
  await page.keyboard.press("Escape");

  // The office: the entry in the desk table, its badge a link to Safety, where the injury is listed.
  const officeContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-US", timezoneId: "America/Denver" });
  const officePage = await officeContext.newPage();
  const office = await createPersonWithRole(testInfo, "user", `Office ${stamp}`);
  await signInWithEmail(officePage, office.email, office.password);
  await officePage.goto("/timesheet");
  const row = officePage.getByRole("row").filter({ hasText: projectName });
  await drawRow(officePage, row);
  await expect(row).toContainText("Signed off: breaks taken · injured");
  await shootBoth(officePage, "office-timesheet-signed-off", { ready: officePage.getByText(projectName).first() });
  await officePage.setViewportSize({ width: 1280, height: 800 });
  await drawRow(officePage, row);
  await row.getByRole("link", { name: /Injured/ }).click();
  await expect(officePage).toHaveURL(/\/safety$/);
  const injuries = officePage.getByRole("region", { name: "Injuries reported" });
  await expect(injuries.getByRole("listitem").filter({ hasText: crew.workerName })).toContainText("Twisted ankle stepping off the scaffold.");
  await shootBoth(officePage, "office-safety-injury", { ready: injuries });
  await officeContext.close();
});

test("a foreman's crew clock-out signs off for two with 'All took breaks' and 'No one injured'; a skipped one is flagged", async ({ page, context }, testInfo) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const site = siteFor(testInfo, 0.05);
  const projectName = `Crew Sign-off ${stamp}`;
  const projectId = await createSiteProject(admin, projectName, site, "Pierre, SD");
  const names = [`Ana ${stamp}`, `Ben ${stamp}`];
  const { foreman, crew } = await foremanWithCrew(testInfo, projectId, `Foreman ${stamp}`, names, { clockedIn: true });

  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ ...site, accuracy: 8 });
  await signInWithEmail(page, foreman.email, foreman.password);
  await page.goto("/timesheet-gps");
  await page.getByRole("radio", { name: "Crew", exact: true }).click();
  await locate(page, projectName);
  const list = page.getByTestId("crew-list");
  for (const name of names) await list.getByRole("checkbox", { name }).click();
  await page.getByRole("button", { name: "Clock out 2" }).click();
  await expect(page.getByTestId("crew-results")).toContainText("2 clocked out");

  const dialog = await expectSignOffDialog(page);
  await expect(dialog).toContainText("2 clocked out. Answer for each of the crew.");
  await dialog.getByRole("button", { name: "All took breaks" }).click();
  await dialog.getByRole("button", { name: "No one injured" }).click();
  await shootBoth(page, "foreman-crew-sign-off-dialog", { ready: dialog });
  await dialog.getByRole("button", { name: "Save sign-off" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("2 shifts are signed off.")).toBeVisible();

  const stored = (await entriesOnProject(admin, projectId)).filter((e) => crew.includes(e.workerId));
  expect(stored).toHaveLength(2);
  for (const e of stored) expect(e).toMatchObject({ signOffDue: true, signOff: { tookBreaks: true, injured: false, incidentId: null } });

  // Skip: the clock-out stands, and the timesheet flags "No sign-off".
  const res = await admin.post("/api/time-entries/clock-in", { data: { workerId: crew[0], projectId } });
  expect(res.status(), await res.text()).toBe(201);
  await page.reload();
  await page.getByRole("radio", { name: "Crew", exact: true }).click();
  await locate(page, projectName);
  await list.getByRole("checkbox", { name: names[0] }).click();
  await page.getByRole("button", { name: "Clock out 1" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Skip" }).click();
  await expect(dialog).toHaveCount(0);
  // Skipped: the crew list keeps a "Sign off" for that person until the end of the day (issue 26 item 6)...
  const later = page.getByRole("button", { name: `Sign off for ${names[0]}` });
  await expect(later).toBeVisible();
  await shootBoth(page, "foreman-crew-sign-off-later", { ready: later });
  // ...which the foreman leaves for now: the timesheet flags it.
  await page.goto("/timesheet");
  await expect(page.getByText("No sign-off").first()).toBeVisible();
  await expect(page.getByText("Signed off: breaks taken · not injured").first()).toBeVisible();
  await shootBoth(page, "foreman-timesheet-no-sign-off", { ready: page.getByText("No sign-off").first() });
});

test("a sign-off skipped at clock-out is answered later from the clock's recent entries, until the end of the day", async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const { projectName, projectId, crew } = await crewShiftOnItsSite(page, context, testInfo, { shift: 0.4, label: "Later", stamp });
  const dialog = await expectSignOffDialog(page);
  await dialog.getByRole("button", { name: "Skip" }).click();
  await expect(dialog).toHaveCount(0);

  // The shift waits for its answer on the clock's recent entries (issue 26 item 6).
  const shift = page.getByTestId("recent-entries").getByTestId("time-entry").filter({ hasText: projectName });
  await expect(shift).toContainText("This shift has no sign-off yet: answer it until the end of the day.");
  await shootBoth(page, "crew-sign-off-later", { ready: shift.getByRole("button", { name: "Sign off" }) });
  await shift.getByRole("button", { name: "Sign off" }).click();
  const later = page.getByRole("dialog", { name: "Sign off" });
  await later.getByRole("group", { name: "Did you take your breaks?" }).getByRole("button", { name: "Yes" }).click();
  await later.getByRole("group", { name: "Were you injured today?" }).getByRole("button", { name: "No" }).click();
  await later.getByRole("button", { name: "Save sign-off" }).click();
  await expect(later).toHaveCount(0);
  await expect(shift.getByRole("button", { name: "Sign off" })).toHaveCount(0);

  const [entry] = (await entriesOnProject(admin, projectId)).filter((e) => e.workerId === crew.workerId);
  expect(entry).toMatchObject({ signOffDue: true, signOff: { tookBreaks: true, injured: false } });
});

test("a sign-off skipped at clock-out is answered later from the worker's own timesheet", async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const { projectName, projectId, crew } = await crewShiftOnItsSite(page, context, testInfo, { shift: 0.5, label: "Sheet", stamp });
  const dialog = await expectSignOffDialog(page);
  await dialog.getByRole("button", { name: "Skip" }).click();
  await expect(dialog).toHaveCount(0);

  // The timesheet offers it on their own shift (issue 26 item 6), beside the "No sign-off" flag it clears.
  await page.goto("/timesheet");
  const shift = page.getByTestId("daily-entry").filter({ hasText: projectName });
  await expect(shift.getByText("No sign-off", { exact: true })).toBeVisible();
  // The phone's card and the desk's row both offer it under this name.
  const button = page.getByRole("button", { name: `Sign off the shift of ${crew.workerName}` });
  await shootBoth(page, "crew-timesheet-sign-off-later", { ready: button });
  await button.click();
  const later = page.getByRole("dialog", { name: "Sign off" });
  await later.getByRole("group", { name: "Did you take your breaks?" }).getByRole("button", { name: "No" }).click();
  await later.getByRole("group", { name: "Were you injured today?" }).getByRole("button", { name: "No" }).click();
  await later.getByRole("button", { name: "Save sign-off" }).click();
  await expect(later).toHaveCount(0);
  await expect(shift.getByText("Signed off: breaks not taken · not injured")).toBeVisible();
  await expect(shift.getByText("No sign-off", { exact: true })).toHaveCount(0);
  await expect(button).toHaveCount(0);

  const [entry] = (await entriesOnProject(admin, projectId)).filter((e) => e.workerId === crew.workerId);
  expect(entry).toMatchObject({ signOffDue: true, signOff: { tookBreaks: false, injured: false } });
});

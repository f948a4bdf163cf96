// Issue 26 item 1 on a phone (390 px): punches made without signal are paid at the time they were tapped, not when the
// phone finds signal again. The phone's own clock is moved with Playwright's clock (the device's time is all the
// queue reads): a foreman clocks a crew in offline, clocks them out offline 50 minutes later by the phone's clock, and
// the phone syncs 10 minutes after that. The server pays the clock-out at its receive time less the 10 minutes the
// phone says have passed since the tap, and keeps the receive time beside it; the office reads both. Then the same at
// a site kiosk.
import { type APIRequestContext, expect, type Page, test, type TestInfo } from "@playwright/test";
import { adminApi, signInAsAdmin, signInWithEmail } from "./support/accounts";
// Only the kiosk's journey holds the run's kiosk-settings lock: the others punch at no kiosk.
import { test as kioskTest } from "./support/kiosk-settings";
import { kioskTile, setUpKioskSite } from "./support/kiosk-site";
import { addToTeam, createWorkerRecord, foremanWithCrew, openCrewModeAt } from "./support/people";
import { createSiteProject } from "./support/sites";
import { dayKeyInCompanyZone } from "./support/company-day";

test.use({ viewport: { width: 390, height: 844 } });

const MINUTE = 60_000;

interface StoredEntry {
  workerId: number;
  clockInTime: string;
  clockInReceivedAt: string;
  clockOutTime: string | null;
  clockOutReceivedAt: string | null;
}

const gap = (later: string | null, earlier: string | null) => Date.parse(later!) - Date.parse(earlier!);

async function entriesOf(admin: APIRequestContext, query: string): Promise<StoredEntry[]> {
  const res = await admin.get(`/api/time-entries?${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as StoredEntry[];
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true, animations: "disabled" });
}

/** A site of this test's own, far from every other journey's. */
function siteFor(testInfo: TestInfo) {
  return { latitude: 44.3 + testInfo.workerIndex * 0.2 + (Date.now() % 1000) / 100_000, longitude: -100.35, radius: 150 };
}

test("a crew clocked out without signal is paid to the tap, however long the phone took to sync", async ({ page, context }, testInfo) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const site = siteFor(testInfo);
  const admin = await adminApi(testInfo);
  const projectName = `Dead Zone ${stamp}`;
  const projectId = await createSiteProject(admin, projectName, site, "Pierre, SD");
  const { foreman, crew } = await foremanWithCrew(testInfo, projectId, `Foreman Tap ${stamp}`, [`Ada ${stamp}`, `Bo ${stamp}`]);
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ ...site, accuracy: 8 });

  // The phone's clock: an hour ago when the crew is clocked in.
  const start = Date.now();
  await page.clock.setFixedTime(start - 60 * MINUTE);
  await signInWithEmail(page, foreman.email, foreman.password);
  await openCrewModeAt(page, projectName);
  const list = page.getByTestId("crew-list");
  for (const id of [`Ada ${stamp}`, `Bo ${stamp}`]) await list.getByRole("checkbox", { name: id }).click();

  await context.setOffline(true);
  await page.getByRole("button", { name: "Clock in 2" }).click();
  await expect(page.getByTestId("crew-results")).toContainText("Waiting to sync");
  // 50 minutes later by the phone's clock, still without signal: everyone out.
  await page.clock.setFixedTime(start - 10 * MINUTE);
  await page.getByRole("checkbox", { name: "Select everyone on the clock" }).click();
  await page.getByRole("button", { name: "Clock out 2" }).click();
  const pending = page.getByTestId("pending-punches");
  await expect(pending).toContainText("Crew clock out · Crew of 2");
  await shot(page, "foreman-dead-zone-390");

  // Ten minutes after the clock-out the phone finds signal.
  await page.clock.setFixedTime(start);
  await context.setOffline(false);
  await expect(pending).toHaveCount(0, { timeout: 30_000 });

  const stored = (await entriesOf(admin, `projectId=${projectId}`)).filter((e) => crew.includes(e.workerId));
  expect(stored).toHaveLength(2);
  for (const entry of stored) {
    // Paid at the taps: exactly the phone's 60 and 10 minutes before each punch reached the server.
    expect(gap(entry.clockInReceivedAt, entry.clockInTime)).toBe(60 * MINUTE);
    expect(gap(entry.clockOutReceivedAt, entry.clockOutTime)).toBe(10 * MINUTE);
    const paidMinutes = gap(entry.clockOutTime, entry.clockInTime) / MINUTE;
    expect(paidMinutes).toBeGreaterThanOrEqual(50);
    expect(paidMinutes).toBeLessThan(51);
  }

  await admin.dispose();
});

test("the office reads when each late punch was tapped and when it arrived", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const admin = await adminApi(testInfo);
  const site = { ...siteFor(testInfo), latitude: siteFor(testInfo).latitude + 0.1 };
  const projectId = await createSiteProject(admin, `Late Sync ${stamp}`, site, "Pierre, SD");
  const workerId = await createWorkerRecord(testInfo, `Cy ${stamp}`);
  await addToTeam(testInfo, projectId, [workerId]);
  const clockIn = await admin.post("/api/time-entries/clock-in", {
    data: { workerId, projectId },
    headers: { "Idempotency-Key": `tap-in-${stamp}`, "Tap-Age-Ms": String(45 * MINUTE) },
  });
  expect(clockIn.status(), await clockIn.text()).toBe(201);
  const entry = (await clockIn.json()) as { id: number };
  const clockOut = await admin.post("/api/time-entries/clock-out", {
    data: { timeEntryId: entry.id },
    headers: { "Idempotency-Key": `tap-out-${stamp}`, "Tap-Age-Ms": String(20 * MINUTE) },
  });
  expect(clockOut.status(), await clockOut.text()).toBe(200);

  // The admin approves payroll and reads its pay changes.
  await signInAsAdmin(page);
  await page.goto("/timesheet");
  // Tapped 45 minutes ago: just after midnight in the company's zone that is yesterday, the day the entry is listed on.
  const tapDay = dayKeyInCompanyZone(new Date((await clockIn.json()).clockInTime));
  await page.getByLabel("Date", { exact: true }).fill(tapDay);
  const card = page.getByTestId("daily-entry").filter({ hasText: `Cy ${stamp}` });
  await expect(card.getByTestId("entry-received-times")).toContainText(/Clock-in reached the server at .*Clock-out reached the server at/s);
  await shot(page, "office-late-punch-card-390");
  await page.getByRole("tab", { name: "Payroll" }).click();
  await page.getByLabel("Week of").fill(tapDay);
  const lateTap = page.getByTestId("late-tap").filter({ hasText: `Cy ${stamp}` });
  await expect(lateTap.first()).toContainText("Clock-in sent without signal on");
  await shot(page, "office-pay-changes-late-390");
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(lateTap).toHaveCount(2);
  await shot(page, "office-pay-changes-late-1280");
  await admin.dispose();
});

kioskTest("a kiosk's tap kept overnight without signal is paid at the tap", async ({ page, context }, testInfo) => {
  const kioskSite = await setUpKioskSite(page, testInfo, { latitude: 44.9, longitude: -100.9, radius: 200, location: "Pierre, SD" }, ["Di Kiosk"]);
  const [di] = kioskSite.workers;
  const start = Date.now();
  // The tablet's clock ten minutes ago, without signal: the tap is kept with no PIN.
  await page.clock.setFixedTime(start - 10 * MINUTE);
  await page.goto("/kiosk");
  await expect(kioskTile(page, di.name)).toContainText("Not clocked in");
  await context.setOffline(true);
  await expect(page.getByText(/^No connection\. Punches are kept on this tablet/)).toBeVisible();
  await kioskTile(page, di.name).click();
  await page.getByRole("button", { name: "Clock in", exact: true }).click();
  await expect(page.getByRole("heading", { name: /^Clock in saved at/ })).toBeVisible();
  await page.getByRole("button", { name: "Done" }).click();

  await page.clock.setFixedTime(start);
  await context.setOffline(false);
  await expect(page.getByTestId("kiosk-waiting")).toBeHidden({ timeout: 30_000 });
  const [stored] = await entriesOf(kioskSite.admin, `workerId=${di.id}`);
  expect(gap(stored.clockInReceivedAt, stored.clockInTime)).toBe(10 * MINUTE);
  await kioskSite.admin.dispose();
});

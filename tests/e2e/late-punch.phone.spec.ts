// Issue 27 step 3, a late punch, on a 390 px phone and at a desk: a worker is clocked in and out with no signal on a day
// whose week the office approves before the phone finds signal again (the phone's clock is moved with Playwright's
// clock: the device's time is all the queue reads). Back online, both taps reach the server after the approval: they
// change nothing approved and are kept as one late punch for the office, and the phone says so. At a desk the office
// sees it waiting on the Timesheet screen with no entry yet; approving it while the week is approved is refused with
// what to do; once the week is reopened, approving it adds the entry at the tapped times.
import { TZDate } from "@date-fns/tz";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { adminApi, officeAtDesk, signInAsAdmin } from "./support/accounts";
import { COMPANY_TIME_ZONE, dayKeyInCompanyZone } from "./support/company-day";
import { shootBoth } from "./support/screenshots";
import { createSiteProject } from "./support/sites";

test.use({ viewport: { width: 390, height: 844 } });

// A site of our own near Casper, far (>50 km) from every other journey's sites.
const SITE = { latitude: 42.87, longitude: -106.31, radius: 150 };
// A week 22 days back: older than the demo's 14 days of entries, newer than other journeys' approved weeks, and
// within the 31 days a queued tap may be old.
const DAYS_BACK = 22;

/** `hour`:00 on the company-zone day `day` (YYYY-MM-DD), as an instant. */
function atHour(day: string, hour: number): Date {
  const [year, month, date] = day.split("-").map(Number);
  return new TZDate(year, month - 1, date, hour, 0, COMPANY_TIME_ZONE);
}

interface EntryRow {
  clockInTime: string;
  clockOutTime: string | null;
}

/** The week holding `day` approved (a run before this one may have left it approved). */
async function approveWeekOf(admin: APIRequestContext, day: string) {
  const res = await admin.post("/api/payroll/approve", { data: { periodOf: day } });
  expect([201, 409], await res.text()).toContain(res.status());
  const week = (await (await admin.get(`/api/payroll?periodOf=${day}`)).json()) as { payPeriod: { status: string } | null };
  expect(week.payPeriod?.status).toBe("approved");
}

test("taps that sync after their week was approved wait for the office as a late punch; reopened, the week takes them", async ({ page, context, browser }, testInfo) => {
  test.setTimeout(150_000);
  const admin = await adminApi(testInfo);
  const stamp = Date.now().toString(36).slice(-6);
  const projectName = `Late Yard ${stamp}`;
  const projectId = await createSiteProject(admin, projectName, { ...SITE, latitude: SITE.latitude + testInfo.workerIndex * 0.01 }, "Casper, WY");
  const workerName = `Late Worker ${stamp}`;
  const workerRes = await admin.post("/api/workers", { data: { name: workerName, role: "inhouse", category: "Carpentry", hourlyRate: 30 } });
  expect(workerRes.ok(), await workerRes.text()).toBe(true);
  const workerId = ((await workerRes.json()) as { id: number }).id;
  const day = dayKeyInCompanyZone(new Date(Date.now() - DAYS_BACK * 86_400_000));
  // The worker's early hour that day is on the books, and the week is approved.
  const early = await admin.post("/api/time-entries", {
    data: { workerId, projectId, clockInTime: atHour(day, 5).toISOString(), clockOutTime: atHour(day, 6).toISOString(), reason: "E2E: the week's first hour" },
  });
  expect(early.ok(), await early.text()).toBe(true);
  await approveWeekOf(admin, day);

  // That day, on the phone, with no signal: clocked in at 7:00 and out at 15:00 by the phone's clock.
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: SITE.latitude + testInfo.workerIndex * 0.01, longitude: SITE.longitude, accuracy: 8 });
  await page.clock.setFixedTime(atHour(day, 7));
  await signInAsAdmin(page);
  await page.goto("/timesheet-gps");
  await page.getByRole("button", { name: new RegExp(workerName) }).click();
  await expect(page.getByRole("radio", { name: new RegExp(projectName) })).toHaveAttribute("aria-checked", "true");
  await context.setOffline(true);
  await page.getByRole("button", { name: "Clock In", exact: true }).click();
  const pending = page.getByTestId("pending-punches");
  await expect(pending).toContainText(`Clock in · ${workerName}`);
  await page.clock.setFixedTime(atHour(day, 15));
  await page.getByRole("button", { name: "Clock Out", exact: true }).click();
  await expect(pending).toContainText(`Clock out · ${workerName}`);

  // Today the phone finds signal: both taps go out, and the phone says they went to the office.
  await page.clock.setFixedTime(Date.now());
  await context.setOffline(false);
  await expect(pending).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText("Sent to the office").first()).toBeVisible();
  // One toast at a time: the clock-out's, which joined the clock-in's late punch.
  await expect(page.getByText(/was added to the late punch waiting for the office; it is paid once they approve it\./).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("late-punch-phone-390.png"), animations: "disabled" });
  const entriesOfWorker = async () => (await (await admin.get(`/api/time-entries?workerId=${workerId}`)).json()) as EntryRow[];
  expect(await entriesOfWorker()).toHaveLength(1);

  // The office, at a desk: the late punch waits with no entry yet, the tapped shift and why.
  const office = await officeAtDesk(browser, testInfo);
  await office.goto("/timesheet");
  const waiting = office.getByRole("article", { name: `Correction request of ${workerName}` });
  await expect(waiting).toContainText("Late punch");
  await expect(waiting).toContainText("No entry yet: approving adds it");
  await expect(waiting).toContainText("7:00 AM – 3:00 PM");
  await expect(waiting).toContainText("without signal; it reached the server at");
  await shootBoth(office, "late-punch-card", { part: waiting });
  // While the week is approved, approving says what to do first, and nothing changes.
  await waiting.getByRole("button", { name: `Approve the request of ${workerName}` }).click();
  await expect(office.getByText(/is already approved, so no entries can be added to it; reopen it on the Payroll tab first\./).first()).toBeVisible();
  await expect(waiting).toBeVisible();

  const reopened = await admin.post("/api/payroll/reopen", { data: { periodOf: day, reason: "E2E: a late punch synced" } });
  expect(reopened.status(), await reopened.text()).toBe(200);
  await waiting.getByRole("button", { name: `Approve the request of ${workerName}` }).click();
  await expect(office.getByText(`${workerName}'s entry was added.`)).toBeVisible();
  await expect(waiting).toHaveCount(0);
  const entries = await entriesOfWorker();
  // Paid at the taps: the receive time less the phone's tap age (a fraction of a second of the sync itself aside).
  const near = (at: string | null, hour: number) => at !== null && Math.abs(Date.parse(at) - atHour(day, hour).getTime()) < 60_000;
  expect(entries.filter((e) => near(e.clockInTime, 7) && near(e.clockOutTime, 15))).toHaveLength(1);
  // Approved again, the week is as a later run finds it.
  await approveWeekOf(admin, day);
  await office.context().close();
  await admin.dispose();
});

// Issue 14, correction requests: a crew member forgot to clock out yesterday and asks, on their phone, for the entry to
// close at 3:30 PM; the office, at a desk, is told by the bell, sees the request on the Timesheet screen and approves
// it, and the entry closes at that time. A second request (an earlier clock-in) is rejected with a note, which the crew
// member reads on their phone. Screenshots of the dialog, the crew's list and the office's card at 390 and 1280 px.
import { TZDate } from "@date-fns/tz";
import { expect, type Page, test, type TestInfo } from "@playwright/test";
import { adminApi, officeAtDesk, signInWithEmail } from "./support/accounts";
import { addToTeam, createPersonWithRole } from "./support/people";
import { shootBoth } from "./support/screenshots";

const ZONE = "America/Denver";

/** 7:00 AM yesterday in the company's zone, whatever the hour of the run. */
function yesterdayAtSeven(): string {
  const today = new TZDate(Date.now(), ZONE);
  return new TZDate(today.getFullYear(), today.getMonth(), today.getDate() - 1, 7, 0, ZONE).toISOString();
}

/** A crew member on a project of this test, clocked in since 7:00 AM yesterday and never clocked out. */
async function crewWithForgottenClockOut(testInfo: TestInfo, stamp: string) {
  const admin = await adminApi(testInfo);
  const project = await admin.post("/api/projects", { data: { name: `Sloan Lake ${stamp}`, location: "Denver, CO", status: "in-progress", endDate: "2030-12-31" } });
  expect(project.ok(), await project.text()).toBe(true);
  const projectId = ((await project.json()) as { id: number }).id;
  const crew = await createPersonWithRole(testInfo, "crew", `Rosa Crew ${stamp}`);
  await addToTeam(testInfo, projectId, [crew.workerId]);
  const clockIn = await admin.post("/api/time-entries/clock-in", { data: { workerId: crew.workerId, projectId } });
  expect(clockIn.ok(), await clockIn.text()).toBe(true);
  const entryId = ((await clockIn.json()) as { id: number }).id;
  const moved = await admin.patch(`/api/time-entries/${entryId}`, { data: { clockInTime: yesterdayAtSeven(), reason: "Test set-up: yesterday's shift" } });
  expect(moved.ok(), await moved.text()).toBe(true);
  await admin.dispose();
  return crew;
}

async function yesterdaysTimesheet(page: Page) {
  await page.goto("/timesheet");
  await page.getByRole("button", { name: "Previous day" }).click();
}

test("a crew member asks on their phone to close a forgotten entry; the office approves one request and rejects another with a note", async ({ page, browser }, testInfo) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const crew = await crewWithForgottenClockOut(testInfo, stamp);
  const worker = crew.workerName;

  // The crew member, on their phone: yesterday's entry is still running; they ask for a 3:30 PM clock-out.
  await signInWithEmail(page, crew.email, crew.password);
  await yesterdaysTimesheet(page);
  const card = page.getByTestId("daily-entry").filter({ hasText: worker });
  await expect(card).toContainText("7:00 AM – now");
  await expect(page.getByTestId("my-correction-requests")).toHaveCount(0);
  await card.getByRole("button", { name: `Request correction of the entry of ${worker}` }).click();
  const dialog = page.getByRole("dialog", { name: "Request correction" });
  await expect(dialog.getByRole("combobox", { name: "What is wrong?" })).toHaveText("Missed punch");
  await expect(dialog.getByLabel("Clock-in")).toHaveValue("07:00");
  // Nothing changed yet: the shared rule says what the request needs.
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog.getByText("Give the time of the missed clock-in or clock-out")).toBeVisible();
  await expect(dialog.getByText("Please say what happened")).toBeVisible();
  await dialog.getByLabel("Clock-out").fill("15:30");
  await dialog.getByLabel("Reason *").fill("Phone died; left the site at 3:30");
  await expect(dialog.getByText("Give the time of the missed clock-in or clock-out")).toHaveCount(0);
  await shootBoth(page, "crew-request-dialog");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Correction Requested", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("Correction requested")).toBeVisible();
  await expect(card.getByRole("button", { name: /^Request correction/ })).toHaveCount(0);
  const mine = page.getByTestId("my-correction-requests");
  await expect(mine).toContainText("Missed punch: clock-out 3:30 PM");
  await expect(mine.getByText("Waiting", { exact: true })).toBeVisible();

  // The office, at a desk: the bell says so, the card shows the entry now beside what is asked; Approve.
  const office = await officeAtDesk(browser, testInfo);
  await office.getByRole("button", { name: "Notifications" }).click();
  await expect(office.getByText(`Correction requested: ${worker}`)).toBeVisible();
  await office.keyboard.press("Escape");
  await office.goto("/timesheet");
  const waiting = office.getByRole("article", { name: `Correction request of ${worker}` });
  await expect(office.getByRole("region", { name: /^Correction requests \(\d+\)$/ })).toBeVisible();
  await expect(waiting).toContainText("7:00 AM – still clocked in");
  await expect(waiting).toContainText("7:00 AM – 3:30 PM");
  await expect(waiting).toContainText("Phone died; left the site at 3:30");
  await shootBoth(office, "office-card", { part: office.getByTestId("correction-requests-card") });
  await waiting.getByRole("button", { name: `Approve the request of ${worker}` }).click();
  await expect(office.getByText("Correction Approved", { exact: true })).toBeVisible();
  await expect(waiting).toHaveCount(0);
  // The day's entries read again: the entry closed at the time asked.
  await office.getByRole("button", { name: "Previous day" }).click();
  const row = office.getByTestId("daily-entry-row").filter({ hasText: worker });
  await expect(row).toContainText("7:00 AM – 3:30 PM");
  await expect(row).toContainText("8.50");

  // The crew member sees it approved, and asks again: they started at 6:30.
  await yesterdaysTimesheet(page);
  await expect(mine.getByText("Approved", { exact: true })).toBeVisible();
  await expect(card).toContainText("7:00 AM – 3:30 PM");
  await card.getByRole("button", { name: `Request correction of the entry of ${worker}` }).click();
  await dialog.getByRole("combobox", { name: "What is wrong?" }).click();
  await page.getByRole("option", { name: "Wrong time" }).click();
  await dialog.getByLabel("Clock-in").fill("06:30");
  await dialog.getByLabel("Reason *").fill("Unloaded the lumber truck before 7");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog).toBeHidden();
  await expect(mine.getByText("Wrong time: clock-in 6:30 AM")).toBeVisible();

  // The office rejects it with a note.
  await office.reload();
  await expect(waiting).toContainText("6:30 AM – 3:30 PM");
  await waiting.getByRole("button", { name: `Reject the request of ${worker}` }).click();
  const reject = office.getByRole("dialog", { name: "Reject the request?" });
  await reject.getByLabel("Note for the crew (optional)").fill("The gate opened at 7:00; the badge log agrees");
  await reject.getByRole("button", { name: "Reject request" }).click();
  await expect(office.getByText("Request Rejected", { exact: true })).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await office.context().close();

  // The crew member reads the answer and the note; the entry is as approved before.
  await yesterdaysTimesheet(page);
  const rejected = mine.getByTestId("correction-request").filter({ hasText: "Wrong time" });
  await expect(rejected.getByText("Rejected", { exact: true })).toBeVisible();
  await expect(rejected).toContainText("Office's note: The gate opened at 7:00; the badge log agrees");
  await expect(card).toContainText("7:00 AM – 3:30 PM");
  await shootBoth(page, "crew-list", { part: mine });
});

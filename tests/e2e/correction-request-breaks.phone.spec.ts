// Issue 26 item 8, a correction request with breaks: a crew member left early, before yesterday's lunch. On their
// phone the new clock-out leaves lunch outside the shift, and the form says so under lunch's end, the field to change;
// they move lunch and send. The office, at a desk, reads the breaks asked, adjusts them while approving, and the entry
// takes the asked times with the office's breaks; the crew member hears "Correction approved" in the bell.
import { TZDate } from "@date-fns/tz";
import { expect, test, type TestInfo } from "@playwright/test";
import { adminApi, officeAtDesk, signInWithEmail } from "./support/accounts";
import { addToTeam, createPersonWithRole } from "./support/people";
import { shootBoth } from "./support/screenshots";

const ZONE = "America/Denver";

/** A time of day yesterday in the company's zone, whatever the hour of the run. */
function yesterdayAt(hour: number, minute = 0): string {
  const today = new TZDate(Date.now(), ZONE);
  return new TZDate(today.getFullYear(), today.getMonth(), today.getDate() - 1, hour, minute, ZONE).toISOString();
}

/** A crew member with yesterday's shift, 7:00 AM to 3:30 PM with lunch from 12:00 to 12:30, added by the office. */
async function crewWithLunchShift(testInfo: TestInfo, stamp: string) {
  const admin = await adminApi(testInfo);
  const project = await admin.post("/api/projects", { data: { name: `Cherry Creek ${stamp}`, location: "Denver, CO", status: "in-progress", endDate: "2030-12-31" } });
  expect(project.ok(), await project.text()).toBe(true);
  const projectId = ((await project.json()) as { id: number }).id;
  const crew = await createPersonWithRole(testInfo, "crew", `Luis Crew ${stamp}`);
  await addToTeam(testInfo, projectId, [crew.workerId]);
  const entry = await admin.post("/api/time-entries", {
    data: {
      workerId: crew.workerId,
      projectId,
      clockInTime: yesterdayAt(7),
      clockOutTime: yesterdayAt(15, 30),
      breaks: [{ kind: "meal", startTime: yesterdayAt(12), endTime: yesterdayAt(12, 30) }],
      reason: "Test set-up: yesterday's shift",
    },
  });
  expect(entry.ok(), await entry.text()).toBe(true);
  await admin.dispose();
  return crew;
}

test("a request moving the clock-out before lunch says so under lunch; the office adjusts the breaks while approving; the bell tells the crew", async ({ page, browser }, testInfo) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const crew = await crewWithLunchShift(testInfo, stamp);
  const worker = crew.workerName;

  // The crew member, on their phone: they left at 11:45, before lunch.
  await signInWithEmail(page, crew.email, crew.password);
  await page.goto("/timesheet");
  await page.getByRole("button", { name: "Previous day" }).click();
  const card = page.getByTestId("daily-entry").filter({ hasText: worker });
  await expect(card).toContainText("7:00 AM – 3:30 PM");
  await card.getByRole("button", { name: `Request correction of the entry of ${worker}` }).click();
  const dialog = page.getByRole("dialog", { name: "Request correction" });
  await dialog.getByRole("combobox", { name: "What is wrong?" }).click();
  await page.getByRole("option", { name: "Wrong time" }).click();
  // The entry's lunch is there to change.
  await expect(dialog.getByLabel("Break 1 Start")).toHaveValue("12:00");
  await expect(dialog.getByLabel("Break 1 End")).toHaveValue("12:30");
  await dialog.getByLabel("Clock-out").fill("11:45");
  await dialog.getByLabel("Reason *").fill("Left at 11:45 for the dentist; took lunch at 10");
  await dialog.getByRole("button", { name: "Send request" }).click();
  // Said under lunch's end, the field to change; nothing is sent.
  const lunchEnd = dialog.getByTestId("correction-breaks").locator("li").first();
  await expect(lunchEnd).toContainText("Breaks must be within the shift");
  await shootBoth(page, "crew-request-break-outside", { ready: lunchEnd });
  await dialog.getByLabel("Break 1 Start").fill("10:00");
  await dialog.getByLabel("Break 1 End").fill("10:30");
  await expect(dialog.getByText("Breaks must be within the shift")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog).toBeHidden();
  const mine = page.getByTestId("my-correction-requests");
  await expect(mine).toContainText("Wrong time: clock-out 11:45 AM, breaks: Meal 10:00 AM–10:30 AM");

  // The office at a desk: the breaks asked beside the times; it shortens lunch to 15 minutes while approving.
  const office = await officeAtDesk(browser, testInfo, ZONE);
  await office.goto("/timesheet");
  const waiting = office.getByRole("article", { name: `Correction request of ${worker}` });
  await expect(waiting).toContainText("7:00 AM – 11:45 AM · Breaks: Meal 10:00 AM–10:30 AM");
  await waiting.getByRole("button", { name: `Adjust the breaks of ${worker}'s request` }).click();
  await expect(waiting.getByLabel("Break 1 Start")).toHaveValue("10:00");
  // A break past the asked clock-out is said at once, under its end.
  await waiting.getByLabel("Break 1 End").fill("12:00");
  await expect(waiting).toContainText("Breaks must be within the shift");
  await waiting.getByLabel("Break 1 End").fill("10:15");
  await expect(waiting.getByText("Breaks must be within the shift")).toHaveCount(0);
  await shootBoth(office, "office-adjusts-breaks", { part: office.getByTestId("correction-requests-card") });
  await waiting.getByRole("button", { name: `Approve the request of ${worker}` }).click();
  await expect(office.getByText("Correction Approved", { exact: true })).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await office.getByRole("button", { name: "Previous day" }).click();
  const row = office.getByTestId("daily-entry-row").filter({ hasText: worker });
  await expect(row).toContainText("7:00 AM – 11:45 AM");
  // 4 h 45 min on the clock, less a 15-minute unpaid lunch.
  await expect(row).toContainText("4.50");
  await office.context().close();

  // The crew member hears it in the bell, and reads it approved.
  await page.reload();
  await page.getByRole("button", { name: "Notifications" }).click();
  await expect(page.getByText(`Correction approved: ${worker}`)).toBeVisible();
  await shootBoth(page, "crew-bell-correction-approved", { ready: page.getByText(`Correction approved: ${worker}`) });
  await page.keyboard.press("Escape");
  await page.goto("/timesheet");
  await page.getByRole("button", { name: "Previous day" }).click();
  await expect(mine.getByText("Approved", { exact: true })).toBeVisible();
  await expect(card).toContainText("7:00 AM – 11:45 AM");
});

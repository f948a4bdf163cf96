// The Weekly Summary from the server's per-day summary: last week of the demo crew (weekdays of a dozen-plus
// worker-project lines each), each card's total agreeing with the raw entries, a busy day showing its first lines
// with 'Show all N', weekend days saying 'No entries', nothing wider than the phone, and the office's hours by cost code
// adding up to the week.
import { expect, test, type Page } from "@playwright/test";
import { dayKeyInCompanyZone } from "./support/company-day";

const ADMIN = { username: "admin", password: "E2e-Admin-Passw0rd" };
const VISIBLE_LINES = 8;

async function signInAsAdmin(page: Page) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Admin" }).click();
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Admin Sign In" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
}


function addDays(key: string, days: number): string {
  const date = new Date(`${key}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test("Weekly Summary: day totals match the entries, a busy day folds its lines, weekends say 'No entries'", async ({ page }) => {
  await signInAsAdmin(page);
  // Last week: Sunday to Saturday before the current one, all in the past, so other tests' punches today do not move it.
  const today = dayKeyInCompanyZone(new Date());
  const thisSunday = addDays(today, -new Date(`${today}T12:00:00Z`).getUTCDay());
  const from = addDays(thisSunday, -7);
  const to = addDays(from, 6);
  const entries = (await (await page.request.get(`/api/time-entries?from=${from}&to=${to}`)).json()) as {
    clockInTime: string;
    clockOutTime: string | null;
    hoursWorked: string | null;
    workerId: number;
    projectId: number;
  }[];
  const hundredthsByDay = new Map<string, number>();
  const linesByDay = new Map<string, Set<string>>();
  const workerHundredths = new Map<string, number>();
  for (const e of entries) {
    const day = dayKeyInCompanyZone(new Date(e.clockInTime));
    hundredthsByDay.set(day, (hundredthsByDay.get(day) ?? 0) + Math.round(Number(e.hoursWorked ?? 0) * 100));
    linesByDay.set(day, (linesByDay.get(day) ?? new Set()).add(`${e.workerId}|${e.projectId}`));
    workerHundredths.set(`${day}|${e.workerId}`, (workerHundredths.get(`${day}|${e.workerId}`) ?? 0) + Math.round(Number(e.hoursWorked ?? 0) * 100));
  }
  // The company's day is over 8 h as soon as two people work: the red badge counts the workers past the daily 8.
  const pastDaily = (day: string) => [...workerHundredths.entries()].filter(([key, hundredths]) => key.startsWith(`${day}|`) && hundredths > 800).length;
  const busyDay = [...linesByDay.entries()].find(([, lines]) => lines.size > VISIBLE_LINES);
  expect(busyDay, `a day of ${from}..${to} with more than ${VISIBLE_LINES} worker-project lines in the demo data`).toBeTruthy();

  await page.goto("/timesheet");
  await page.getByRole("tab", { name: "Weekly Summary" }).click();
  await page.getByRole("button", { name: "Previous week" }).click();
  const cards = page.getByTestId("weekly-day");
  await expect(cards).toHaveCount(7);

  for (let i = 0; i < 7; i++) {
    const key = addDays(from, i);
    const card = cards.nth(i);
    const hours = (hundredthsByDay.get(key) ?? 0) / 100;
    await expect(card.getByTestId("weekly-day-total")).toHaveText(`${hours.toFixed(2)} h`);
    const past = pastDaily(key);
    if (past > 0) await expect(card.getByTestId("weekly-day-past-daily")).toHaveText(`${past} ${past === 1 ? "worker" : "workers"} over 8 h`);
    else await expect(card.getByTestId("weekly-day-past-daily")).toHaveCount(0);
    const lineCount = linesByDay.get(key)?.size ?? 0;
    if (lineCount === 0) {
      await expect(card.getByText("No entries")).toBeVisible();
      continue;
    }
    await expect(card.getByTestId("weekly-line")).toHaveCount(Math.min(lineCount, VISIBLE_LINES));
  }

  const busyIndex = Array.from({ length: 7 }, (_, i) => addDays(from, i)).indexOf(busyDay![0]);
  const busyCard = cards.nth(busyIndex);
  const total = busyDay![1].size;
  const toggle = busyCard.getByRole("button", { name: `Show all ${total}` });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(busyCard.getByTestId("weekly-line")).toHaveCount(total);
  await expect(busyCard.getByRole("button", { name: "Show fewer" })).toHaveAttribute("aria-expanded", "true");
  // Lines come most hours first.
  const shownHours = (await busyCard.getByTestId("weekly-line").allTextContents()).map((text) => {
    const match = /(\d+\.\d{2}) h/.exec(text);
    return match ? Number(match[1]) : 0; // 'active': still clocked in, no hours yet
  });
  expect(shownHours).toEqual([...shownHours].sort((a, b) => b - a));
  // Nothing is wider than the screen, the long list included.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await busyCard.getByRole("button", { name: "Show fewer" }).click();
  await expect(busyCard.getByTestId("weekly-line")).toHaveCount(VISIBLE_LINES);

  // The office's "Hours by cost code" for the same week: its lines add up to the week's hours, code or not.
  const weekHundredths = [...hundredthsByDay.values()].reduce((sum, h) => sum + h, 0);
  const byCode = page.getByTestId("cost-code-hours");
  await expect(byCode).toBeVisible();
  const codeHours = await byCode.locator("tbody tr td:nth-child(2)").allTextContents();
  expect(codeHours.reduce((sum, text) => sum + Math.round(Number(text) * 100), 0)).toBe(weekHundredths);
  await byCode.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("weekly-cost-code-hours.png") });
});

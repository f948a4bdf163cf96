// A pay schedule (issue 27 step 4): an administrator makes the company pay twice a month in Company Settings; the
// Payroll tab then steps by pay period, and a period whose first workweek began in the period before lists its
// workweeks and, on the worker's card, the hours carried in toward that workweek's 40; at a desk it is first a grid of
// workers and days, sortable by its headers. Pictured at 390 and 1280 px.
// Company settings are the company's: this journey runs after the others, holding their lock (support/company-settings.ts).
import { expect, test } from "./support/company-settings";
import { signInAsAdmin } from "./support/accounts";
import { shootBoth } from "./support/screenshots";
import { dayKeyInCompanyZone } from "./support/company-day";

const DAY_MS = 86_400_000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 'YYYY-MM-DD' of a calendar date (UTC arithmetic on dates only). */
const keyOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A semi-monthly period that starts inside a workweek (so it carries hours in) and ended more than 30 days ago, well
 * before the week another journey approves (22 days back): its start, and the day before it (in the period before).
 */
function carriedPeriod(today: string): { start: string; end: string; dayBefore: string } {
  for (let back = 40; ; back += 1) {
    const candidate = new Date(Date.parse(`${today}T00:00:00Z`) - back * DAY_MS);
    const date = candidate.getUTCDate();
    if ((date !== 1 && date !== 16) || candidate.getUTCDay() === 0) continue;
    const end = date === 1 ? new Date(Date.UTC(candidate.getUTCFullYear(), candidate.getUTCMonth(), 15)) : new Date(Date.UTC(candidate.getUTCFullYear(), candidate.getUTCMonth() + 1, 0));
    return { start: keyOf(candidate), end: keyOf(end), dayBefore: keyOf(new Date(candidate.getTime() - DAY_MS)) };
  }
}

const shortDay = (key: string) => `${MONTHS[Number(key.slice(5, 7)) - 1]} ${Number(key.slice(8, 10))}`;

test("twice a month: the Payroll tab steps by period and shows the hours a workweek carries in", async ({ page }) => {
  await signInAsAdmin(page);
  const stamp = Date.now().toString(36);
  const workerName = `E2E Semimonthly ${stamp}`;
  const project = await page.request.post("/api/projects", {
    data: { name: `E2E Pay Schedule Site ${stamp}`, location: "1 Main St, Loveland, CO", status: "in-progress", endDate: "2030-12-31" },
  });
  expect(project.ok(), await project.text()).toBe(true);
  const worker = await page.request.post("/api/workers", {
    data: { name: workerName, role: "in-house", category: "Concrete", subcategory: "Finishing", phone: null, email: null, hourlyRate: 20 },
  });
  expect(worker.ok(), await worker.text()).toBe(true);
  const period = carriedPeriod(dayKeyInCompanyZone(new Date()));
  // 8 h on the day before the period (its workweek began there) and 8 h on its first day, 07:00-15:00 in Denver.
  for (const day of [period.dayBefore, period.start]) {
    const added = await page.request.post("/api/time-entries", {
      data: {
        workerId: (await worker.json()).id,
        projectId: (await project.json()).id,
        clockInTime: `${day}T13:00:00.000Z`,
        clockOutTime: `${day}T21:00:00.000Z`,
        breakMinutes: 0,
        reason: "Paper timesheet",
      },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }

  await page.goto("/company-settings");
  const frequency = page.getByRole("combobox", { name: "Pay frequency" });
  await expect(frequency).toHaveText("Weekly");
  await frequency.click();
  await page.getByRole("option", { name: "Twice a month" }).click();
  await expect(page.getByText(/its overtime is paid in the period where it ends/)).toBeVisible();
  // Twice a month follows the calendar: no anchor date is asked for.
  await expect(page.getByLabel("A pay period starts on")).toBeHidden();
  await shootBoth(page, "company-settings-pay-schedule", { focus: frequency });
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await expect(page.getByTestId("settings-changes").getByRole("listitem").filter({ hasText: "Pay frequency: Weekly → Twice a month" })).toBeVisible();

  await page.goto("/timesheet");
  await page.getByRole("tab", { name: "Payroll Calculations" }).click();
  const picker = page.getByLabel("Pay period of");
  await picker.fill(period.start);
  await expect(page.getByTestId("pay-period")).toContainText(shortDay(period.start));
  await expect(page.getByTestId("pay-period")).toContainText(shortDay(period.end));
  const workweeks = page.getByTestId("period-workweeks");
  await expect(workweeks).toContainText("began in the period before");
  await shootBoth(page, "payroll-semimonthly-period", { focus: page.getByLabel("Pay period of") });
  const card = page.getByTestId("payroll-worker").filter({ hasText: workerName });
  await expect(card.getByTestId("payroll-carried-hours")).toHaveText(/^8\.00 h worked .+, paid in the period before, count toward this workweek's 40\.$/);
  await expect(card).toContainText("$160.00");
  await shootBoth(page, "payroll-semimonthly-carried", { focus: card });

  // At a desk the period is first a grid: workers down, days across, the flags last; sorted by any header.
  await page.setViewportSize({ width: 1280, height: 800 });
  const row = page.getByTestId("payroll-grid-row").filter({ hasText: workerName });
  // The period's first day's column holds its 8 h ("Fri 16"); the carried day is no column of this period.
  const firstDay = `${new Date(`${period.start}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "short", timeZone: "UTC" })} ${Number(period.start.slice(8, 10))}`;
  const headers = (await page.getByRole("columnheader").allTextContents()).map((text) => text.trim());
  expect(headers).toContain(firstDay);
  await expect(row.getByRole("cell").nth(headers.indexOf(firstDay))).toHaveText("8.00");
  await expect(row).toContainText("8.00 h carried in");
  await expect(row).toContainText("$160.00");
  const total = page.getByRole("columnheader", { name: "Total", exact: true });
  await total.getByRole("button").click();
  await expect(total).toHaveAttribute("aria-sort", "ascending");
  // The grid is a desk's only (a phone shows the cards): one picture, at 1280 px.
  const grid = page.getByRole("region", { name: "Payroll by worker and day" });
  // Back to the period's first days, the grid's top below the app's bar.
  await grid.evaluate((box) => {
    box.scrollLeft = 0;
    window.scrollTo(0, box.getBoundingClientRect().top + window.scrollY - 160);
  });
  await page.screenshot({ path: test.info().outputPath("payroll-semimonthly-grid-1280.png") });

  // The previous period is the first half's 1st-15th (or the month before's second half): one step back.
  await page.getByRole("button", { name: "Previous period" }).click();
  await expect(picker).toHaveValue(period.dayBefore);
  await expect(page.getByTestId("pay-period")).toContainText(shortDay(period.dayBefore));
});

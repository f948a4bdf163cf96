// The dashboard as SPEC 3 draws it: the Time Clock tile opens the Clock In / Clock Out dialog, and "today" on the
// dashboard and the schedule is the company's day (APP_TIME_ZONE America/Denver), as on the timesheets, whatever
// zone the device is set to. The office's Labour card counts who is on the clock from its own read, and the floating
// Add button covers no card's controls once the page is scrolled to its end, at 390 and 1280 px.
import { type Locator, type Page, expect, test } from "@playwright/test";
import { adminApi, officeAtDesk, signInAsAdmin, signInWithEmail } from "./support/accounts";
import { addToTeam, createPersonWithRole, createWorkerRecord } from "./support/people";
import { SHOT_VIEWPORTS, shootBoth } from "./support/screenshots";

test("the Time Clock tile opens the Clock In / Clock Out dialog without leaving the dashboard", async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole("button", { name: "Time Clock", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Clock In" });
  await expect(dialog.getByRole("combobox", { name: "Worker" })).toBeVisible();
  await expect(dialog.getByRole("combobox", { name: "Project" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
});

test("at a desk the floating add button covers no card, at the top of the page or at its end (issue 26)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 844 });
  await signInAsAdmin(page);
  await page.goto("/");
  const fab = page.getByRole("button", { name: "Add New Project" });
  await expect(page.getByRole("heading", { name: "Active Projects" })).toBeVisible();
  for (const scrolledTo of ["top", "end"] as const) {
    if (scrolledTo === "end") await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const box = (await fab.boundingBox())!;
    // Every card of the page (each section's outline), none under the button.
    const covered = await page.locator("main section, main [data-testid], main li").evaluateAll(
      (cards, b) =>
        cards
          .map((card) => ({ text: (card.textContent ?? "").slice(0, 40), r: card.getBoundingClientRect() }))
          .filter(({ r }) => r.width > 0 && r.left < b.x + b.width && r.right > b.x && r.top < b.y + b.height && r.bottom > b.y)
          .map(({ text }) => text),
      box,
    );
    expect(covered, `at the ${scrolledTo}`).toEqual([]);
  }
});

test.describe("on a device set to another time zone", () => {
  // UTC+14: for most of a Denver day the device is already on the next calendar day.
  test.use({ timezoneId: "Pacific/Kiritimati" });

  test("the dashboard and the schedule read today in the company's zone", async ({ page }) => {
    // 20:00 UTC on 10 March 2026 is 14:00 on the 10th in Denver and 10:00 on the 11th on the device.
    await page.clock.setFixedTime(new Date("2026-03-10T20:00:00Z"));
    await signInAsAdmin(page);
    await page.goto("/");
    // The page header and the Today's Schedule card both name the day.
    await expect(page.getByText("Tuesday, March 10, 2026", { exact: true })).toHaveCount(2);
    await expect(page.getByText("Wednesday, March 11, 2026")).toHaveCount(0);

    await page.goto("/schedule");
    await expect(page.locator('button[aria-current="date"]')).toHaveAttribute("data-day", "2026-03-10");
    await expect(page.getByRole("heading", { name: "Today", level: 2 })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Today, Tuesday, March 10, 2026/ })).toBeVisible();
  });
});

test("the office's Labour card shows a worker clocked in, and no longer once they clock out", async ({ page }, testInfo) => {
  const admin = await adminApi(testInfo);
  const name = `Lena Labour ${testInfo.project.name} ${Date.now()}`;
  const project = await admin.post("/api/projects", { data: { name: `Labour Site ${Date.now()}`, location: "North lot", status: "in-progress", endDate: "2030-12-31" } });
  expect(project.ok(), await project.text()).toBe(true);
  const projectId = ((await project.json()) as { id: number }).id;
  const workerId = await createWorkerRecord(testInfo, name);
  const clockIn = await admin.post("/api/time-entries/clock-in", { data: { workerId, projectId } });
  expect(clockIn.status(), await clockIn.text()).toBe(201);

  await signInAsAdmin(page);
  const labour = page.getByRole("region", { name: "Labour" });
  // The sign-in's own read of the card has answered before the one this test reads.
  await expect(labour.getByRole("group", { name: "On the clock now" })).toContainText(/\d/);
  // The figure is the length of the very list the page read (other journeys punch too, so no fixed number).
  const read = await readLabour(page);
  expect(read.onTheClock.map((p) => p.workerName)).toContain(name);
  await expect(labour.getByRole("group", { name: "On the clock now" })).toContainText(String(read.onTheClock.length));
  await expect(labour.getByRole("group", { name: "Hours this week" })).toContainText(`${read.hoursThisWeek.toFixed(1)} h`);
  await expect(labour.getByRole("list", { name: "On the clock" }).getByText(name)).toBeVisible();

  const timeEntryId = ((await clockIn.json()) as { id: number }).id;
  const clockOut = await admin.post("/api/time-entries/clock-out", { data: { timeEntryId } });
  expect(clockOut.ok(), await clockOut.text()).toBe(true);
  await admin.dispose();
  const after = await readLabour(page);
  expect(after.onTheClock.map((p) => p.workerName)).not.toContain(name);
  await expect(labour.getByRole("group", { name: "On the clock now" })).toContainText(String(after.onTheClock.length));
  await expect(labour.getByText(name)).toHaveCount(0);
});

type LabourRead = { onTheClock: { workerName: string }[]; hoursThisWeek: number };

/** Opens the dashboard and returns what its Labour card read. */
async function readLabour(page: Page): Promise<LabourRead> {
  const answer = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/stats/labour" && res.ok());
  await page.goto("/");
  return (await (await answer).json()) as LabourRead;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Scrolled to the end at each width: the button's box meets no link or button of the page, and every card ends above it.
 * Measured again until it holds: the page may still grow as its cards load at the new width (a short page is "at the
 * end" at once, and a card that loads then moves the end).
 */
async function expectFabCoversNothing(page: Page, fab: Locator) {
  for (const viewport of SHOT_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expect(async () => {
      const atEnd = await page.evaluate(() => {
        const root = document.documentElement;
        window.scrollTo(0, root.scrollHeight);
        return root.scrollHeight - (window.scrollY + window.innerHeight) <= 1;
      });
      expect(atEnd, "scrolled to the end").toBe(true);
      const fabBox = (await fab.boundingBox())!;
      const controls = page.locator("#main-content").locator("a, button, [role=group]");
      const boxes = (await controls.evaluateAll((elements) =>
        elements.map((e) => {
          const r = e.getBoundingClientRect();
          return { label: e.getAttribute("aria-label") ?? e.textContent?.trim().slice(0, 40) ?? "", x: r.x, y: r.y, width: r.width, height: r.height };
        }),
      )).filter((box) => box.label !== "Add New Project" && box.width > 0);
      expect(boxes.length).toBeGreaterThan(0);
      expect(boxes.filter((box) => overlaps(box, fabBox)).map((box) => box.label), `at ${viewport.width} px`).toEqual([]);
      const lastCard = await page.locator("#main-content .rounded-card").evaluateAll((cards) =>
        cards.map((c) => c.getBoundingClientRect()).reduce((low, r) => (r.bottom > low.bottom ? r : low)),
      );
      // Above the button's top, whichever column is the longer one (a day without jobs makes it the right one, under the button).
      expect(lastCard.bottom, `the bottom card's end at ${viewport.width} px, the button's top`).toBeLessThanOrEqual(fabBox.y);
    }).toPass();
  }
}

test("the floating Add button covers no card at 390 or 1280 px; the dashboards of admin, office and foreman pictured", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await expect(page.getByRole("region", { name: "Labour" }).getByRole("group", { name: "On the clock now" })).toContainText(/\d/);
  await expectFabCoversNothing(page, page.getByRole("button", { name: "Add New Project" }));
  await page.evaluate(() => window.scrollTo(0, 0));
  await shootBoth(page, "dashboard-admin");

  const office = await officeAtDesk(browser, testInfo);
  await expect(office.getByRole("region", { name: "Labour" }).getByRole("list", { name: "To review" }).or(office.getByText("Nothing to review"))).toBeVisible();
  await expectFabCoversNothing(office, office.getByRole("button", { name: "Add New Project" }));
  await office.evaluate(() => window.scrollTo(0, 0));
  await shootBoth(office, "dashboard-office");
  await office.context().close();

  const foreman = await createPersonWithRole(testInfo, "foreman", `Fern Foreman ${Date.now()}`);
  const admin = await adminApi(testInfo);
  const projects = (await (await admin.get("/api/projects")).json()) as { id: number; status: string }[];
  await admin.dispose();
  await addToTeam(testInfo, projects.find((p) => p.status !== "completed")!.id, [foreman.workerId]);
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 1280, height: 800 }, locale: "en-US", timezoneId: "America/Denver" });
  const foremanPage = await context.newPage();
  await signInWithEmail(foremanPage, foreman.email, foreman.password);
  await expect(foremanPage.getByText("Crew Hours This Week")).toBeVisible();
  // A foreman sees no company labour: the card is the office's.
  await expect(foremanPage.getByRole("region", { name: "Labour" })).toHaveCount(0);
  await shootBoth(foremanPage, "dashboard-foreman");
  await context.close();
});

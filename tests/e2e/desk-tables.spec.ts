// At a desk (1280 px) the Workers, Materials and daily Timesheet lists are tables sorted by their headers (by mouse
// and by keyboard, aria-sort saying how; the day's time entries by the server, so each read of a column waits for the
// order to arrive), the screens' filters still narrow them, and at a phone's width the same screens show their cards
// instead.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { officeAtDesk, signInAsAdmin } from "./support/accounts";
import { shootBoth } from "./support/screenshots";

// Every project runs it at a desk's width first, then at a phone's: the screen follows the window as it changes.
const DESK = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
// Each test walks several screens: on a busy machine it takes minutes, not the default's two (a hang guard only).
test.slow();

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESK);
});

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true, animations: "disabled" });
}

/** The first line of one column, top to bottom, for the rows of a table whose cell matches `only`. */
async function columnOf(rows: Locator, columnIndex: number, only: RegExp): Promise<string[]> {
  const texts = await rows.locator(`td:nth-child(${columnIndex})`).allInnerTexts();
  return texts.map((text) => text.trim().split("\n")[0]).filter((text) => only.test(text));
}

function header(page: Page, name: string): { cell: Locator; button: Locator } {
  const cell = page.getByRole("columnheader", { name });
  return { cell, button: cell.getByRole("button", { name }) };
}

test("workers: sorted by name, then by rate with the keyboard; the role filter still applies; cards on a phone", async ({ page }) => {
  await signInAsAdmin(page);
  const stamp = Date.now().toString(36);
  const people = [
    { name: `Desk Zed ${stamp}`, role: "foreman", hourlyRate: 31 },
    { name: `Desk Amy ${stamp}`, role: "in-house", hourlyRate: 40 },
    { name: `Desk Mia ${stamp}`, role: "in-house", hourlyRate: 25 },
  ];
  for (const person of people) {
    const created = await page.request.post("/api/workers", {
      data: { ...person, category: "Carpentry", subcategory: "Framing", phone: "303-555-0100", email: null },
    });
    expect(created.ok(), await created.text()).toBe(true);
  }
  const mine = new RegExp(stamp);

  await page.goto("/workers");
  await page.getByRole("searchbox", { name: "Search workers" }).fill(stamp);
  const rows = page.getByTestId("worker-row");
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId("worker-card")).toHaveCount(0);
  await expect(page.getByRole("table", { name: "Workers" })).toBeVisible();

  const name = header(page, "Name");
  await expect(name.cell).toHaveAttribute("aria-sort", "ascending");
  await expect.poll(() => columnOf(rows, 1, mine)).toEqual([people[1].name, people[2].name, people[0].name]);
  await name.button.click();
  await expect(name.cell).toHaveAttribute("aria-sort", "descending");
  await expect.poll(() => columnOf(rows, 1, mine)).toEqual([people[0].name, people[2].name, people[1].name]);

  // The keyboard alone: Enter on the Rate header sorts by it, again turns it around.
  const rate = header(page, "Rate/hr");
  await rate.button.focus();
  await page.keyboard.press("Enter");
  await expect(rate.cell).toHaveAttribute("aria-sort", "ascending");
  await expect(name.cell).toHaveAttribute("aria-sort", "none");
  await expect.poll(() => columnOf(rows, 1, mine)).toEqual([people[2].name, people[0].name, people[1].name]);
  await expect.poll(() => columnOf(rows, 5, /\$/)).toEqual(["$25.00", "$31.00", "$40.00"]);
  await page.keyboard.press("Space");
  await expect(rate.cell).toHaveAttribute("aria-sort", "descending");
  await expect.poll(() => columnOf(rows, 5, /\$/)).toEqual(["$40.00", "$31.00", "$25.00"]);
  await expect(rows.first().locator("td:nth-child(5)")).toHaveCSS("text-align", "right");
  await expect(rows.first().locator("td:nth-child(5)")).toHaveCSS("font-variant-numeric", "tabular-nums");

  // The row keeps the card's actions: Edit opens the same dialog.
  await page.getByRole("button", { name: `Edit ${people[0].name}` }).click();
  await expect(page.getByRole("dialog", { name: "Edit Worker Profile" })).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: "Foreman" }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(people[0].name);
  // Filtering keeps the order chosen.
  await expect(rate.cell).toHaveAttribute("aria-sort", "descending");

  await page.getByRole("searchbox", { name: "Search workers" }).fill("");
  await expect(rate.cell).toHaveAttribute("aria-sort", "descending");
  await shoot(page, "workers-1280");
  await page.setViewportSize(PHONE);
  await expect(page.getByRole("table", { name: "Workers" })).toHaveCount(0);
  await expect(page.getByTestId("worker-card").filter({ hasText: people[0].name })).toBeVisible();
  await shoot(page, "workers-390");
});

test("materials: sorted by total value and by name; the category filter still applies; cards on a phone", async ({ page }) => {
  await signInAsAdmin(page);
  const stamp = Date.now().toString(36);
  const materials = [
    { name: `Desk Bolts ${stamp}`, category: "Hardware", unit: "boxes", unitCost: 12.5, currentStock: 10, minStockLevel: 2 },
    { name: `Desk Cement ${stamp}`, category: "Concrete", unit: "bags", unitCost: 9, currentStock: 3, minStockLevel: 5 },
    { name: `Desk Anchors ${stamp}`, category: "Hardware", unit: "boxes", unitCost: 100, currentStock: 4, minStockLevel: 1 },
  ];
  for (const material of materials) {
    const created = await page.request.post("/api/materials", { data: material });
    expect(created.ok(), await created.text()).toBe(true);
  }
  const mine = new RegExp(stamp);

  await page.goto("/materials");
  await page.getByLabel("Search").fill(stamp);
  const rows = page.getByTestId("material-row");
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId("material-card")).toHaveCount(0);
  await expect.poll(() => columnOf(rows, 1, mine)).toEqual([materials[2].name, materials[0].name, materials[1].name]);

  // Total value: cement $27, bolts $125, anchors $400.
  const value = header(page, "Total value");
  await value.button.click();
  await expect(value.cell).toHaveAttribute("aria-sort", "ascending");
  await expect.poll(() => columnOf(rows, 5, /\$/)).toEqual(["$27.00", "$125.00", "$400.00"]);
  await value.button.click();
  await expect.poll(() => columnOf(rows, 1, mine)).toEqual([materials[2].name, materials[0].name, materials[1].name]);
  await expect.poll(() => columnOf(rows, 5, /\$/)).toEqual(["$400.00", "$125.00", "$27.00"]);

  // Status by urgency: the Low Stock cement first.
  await header(page, "Status").button.click();
  await expect(rows.first()).toContainText(materials[1].name);
  await expect(rows.first().getByTestId("stock-status")).toHaveText("Low Stock");

  await page.getByRole("button", { name: `Transaction for ${materials[1].name}` }).click();
  await expect(page.getByRole("dialog", { name: "Stock Transaction" })).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Hardware" }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: materials[1].name })).toHaveCount(0);

  await page.getByLabel("Search").fill("");
  await page.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "All Categories" }).click();
  await shoot(page, "materials-1280");
  await page.setViewportSize(PHONE);
  await expect(page.getByRole("table", { name: "Materials" })).toHaveCount(0);
  await expect(page.getByRole("article", { name: materials[0].name })).toBeVisible();
  await shoot(page, "materials-390");
});

test("daily timesheet: the day's entries sorted by clock-in, then by worker; another day shows its own; cards on a phone", async ({ page }) => {
  await signInAsAdmin(page);
  const stamp = Date.now().toString(36);
  const project = await page.request.post("/api/projects", {
    data: { name: `Desk Site ${stamp}`, location: "12 Main St", status: "in-progress", endDate: "2030-12-31" },
  });
  expect(project.ok(), await project.text()).toBe(true);
  const projectId = ((await project.json()) as { id: number }).id;
  const names = [`Desk Zed ${stamp}`, `Desk Amy ${stamp}`];
  for (const name of names) {
    const worker = await page.request.post("/api/workers", {
      data: { name, role: "in-house", category: "General", subcategory: null, phone: null, email: null, hourlyRate: 30 },
    });
    expect(worker.ok(), await worker.text()).toBe(true);
    const workerId = ((await worker.json()) as { id: number }).id;
    const clockIn = await page.request.post("/api/time-entries/clock-in", { data: { workerId, projectId, notes: `desk ${stamp}` } });
    expect(clockIn.ok(), await clockIn.text()).toBe(true);
    const entryId = ((await clockIn.json()) as { id: number }).id;
    if (name === names[0]) {
      const clockOut = await page.request.post("/api/time-entries/clock-out", { data: { timeEntryId: entryId } });
      expect(clockOut.ok(), await clockOut.text()).toBe(true);
    }
  }
  const mine = new RegExp(stamp);

  await page.goto("/timesheet");
  const rows = page.getByTestId("daily-entry-row");
  await expect(rows.filter({ hasText: stamp })).toHaveCount(2);
  await expect(page.getByTestId("daily-entry")).toHaveCount(0);
  const clockInHeader = header(page, "Time");
  await expect(clockInHeader.cell).toHaveAttribute("aria-sort", "ascending");
  await expect.poll(() => columnOf(rows, 1, mine)).toEqual(names);
  await expect(rows.filter({ hasText: names[1] })).toContainText("Active");
  await expect(rows.filter({ hasText: names[0] })).toContainText("Completed");

  // The list pages, so the server sorts it: a header asks for the day in its order.
  const worker = header(page, "Worker");
  const byWorker = page.waitForResponse((res) => /\/api\/time-entries\?date=[\d-]+&sort=workerName&direction=asc$/.test(res.url()));
  await worker.button.click();
  expect((await byWorker).ok()).toBe(true);
  await expect(worker.cell).toHaveAttribute("aria-sort", "ascending");
  await expect.poll(() => columnOf(rows, 1, mine)).toEqual([names[1], names[0]]);
  await worker.button.click();
  await expect.poll(() => columnOf(rows, 1, mine)).toEqual(names);

  await page.getByRole("button", { name: `Correct entry of ${names[0]}` }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await shoot(page, "timesheet-1280");

  // The day is the filter: the day before has none of today's entries.
  await page.getByRole("button", { name: /previous day/i }).click();
  await expect(page.getByText(/^An entry counts on the day/)).toBeVisible();
  await expect(rows.filter({ hasText: stamp })).toHaveCount(0);
  await page.getByRole("button", { name: /next day/i }).click();
  await expect(rows.filter({ hasText: stamp })).toHaveCount(2);

  await page.setViewportSize(PHONE);
  await expect(rows).toHaveCount(0);
  await expect(page.getByTestId("daily-entry").filter({ hasText: names[0] })).toBeVisible();
  await shoot(page, "timesheet-390");
});

test("daily timesheet: a worker's day total over two entries; a long name beside the status pills is never cut", async ({ page, browser }, testInfo) => {
  await signInAsAdmin(page);
  const stamp = Date.now().toString(36);
  const project = await page.request.post("/api/projects", {
    data: { name: `Desk Total Site ${stamp}`, location: "12 Main St", status: "in-progress", endDate: "2030-12-31" },
  });
  expect(project.ok(), await project.text()).toBe(true);
  const projectId = ((await project.json()) as { id: number }).id;
  const longName = `Maximiliano Fernández-Villanueva ${stamp}`;
  const shortName = `Desk Bo ${stamp}`;
  const workerIds: Record<string, number> = {};
  for (const name of [longName, shortName]) {
    const worker = await page.request.post("/api/workers", {
      data: { name, role: "in-house", category: "General", subcategory: null, phone: null, email: null, hourlyRate: 30 },
    });
    expect(worker.ok(), await worker.text()).toBe(true);
    workerIds[name] = ((await worker.json()) as { id: number }).id;
  }
  // Yesterday in the company's zone (Denver): 14:00Z is a morning there, 23:00Z the afternoon, whatever the season.
  const yesterday = new Date(Date.now() - 24 * 3_600_000).toLocaleDateString("en-CA", { timeZone: "America/Denver" });
  const shifts = [
    // A job switch: 4 h less a 30 min unpaid meal (3.50), then 4.25 h on the same day: 7.75 in all.
    { workerId: workerIds[longName], clockInTime: `${yesterday}T14:00:00Z`, clockOutTime: `${yesterday}T18:00:00Z`, breakMinutes: 30 },
    { workerId: workerIds[longName], clockInTime: `${yesterday}T18:30:00Z`, clockOutTime: `${yesterday}T22:45:00Z` },
    { workerId: workerIds[shortName], clockInTime: `${yesterday}T14:00:00Z`, clockOutTime: `${yesterday}T22:00:00Z` },
  ];
  for (const shift of shifts) {
    const added = await page.request.post("/api/time-entries", { data: { ...shift, projectId, reason: "Set up by the journey" } });
    expect(added.status(), await added.text()).toBe(201);
  }

  for (const viewer of [page, await officeAtDesk(browser, testInfo)]) {
    await viewer.goto("/timesheet");
    await viewer.getByRole("button", { name: "Previous day" }).click();
    const rows = viewer.getByTestId("daily-entry-row");
    const longRows = rows.filter({ hasText: longName });
    await expect(longRows).toHaveCount(2);
    // The worker's total on each of their rows (in clock-in order they are apart); a worker with one entry has none.
    await expect(longRows.getByTestId("worker-day-total")).toHaveText(["Day total 7.75 (2 entries)", "Day total 7.75 (2 entries)"]);
    await expect(rows.filter({ hasText: shortName }).getByTestId("worker-day-total")).toHaveCount(0);
    // The whole name shows: it wraps in its cell, nothing of it hidden under the next column.
    const name = longRows.first().getByText(longName, { exact: true });
    await expect(name).toBeVisible();
    const clipped = await name.evaluate((element) => {
      const cell = element.closest("td")!.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return element.scrollWidth > element.clientWidth || box.right > cell.right || box.left < cell.left;
    });
    expect(clipped, "the long name is cut").toBe(false);
    const cards = viewer.getByTestId("daily-entry").filter({ hasText: longName });
    const laterEntry = longRows.or(cards).filter({ hasText: "4.25" });
    await shootBoth(viewer, viewer === page ? "timesheet-day-total-admin" : "timesheet-day-total-office", { ready: laterEntry, focus: laterEntry });
    await viewer.setViewportSize(PHONE);
    await expect(cards.getByTestId("worker-day-total")).toHaveText(["Day total 7.75 (2 entries)", "Day total 7.75 (2 entries)"]);
    await viewer.setViewportSize(DESK);
  }
});

// A missed shift entered by hand and a wrong entry deleted (issue 12, item 4): the admin adds yesterday's shift from the
// Daily Timesheet with a meal and a rest break (issue 15), sees it marked Manual with its hours net of the unpaid meal,
// lengthens the meal in the Correct dialog, deletes it with a reason, and finds both in this week's pay
// changes or the deletion in its own week's. Screenshots of the dialog and the timesheet at the desk and on a phone.
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts";
import { shootBoth } from "./support/screenshots";

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true, animations: "disabled" });
}

test("an admin adds a missed shift on the timesheet, sees it marked Manual, then deletes it with a reason", async ({ page }) => {
  await signInAsAdmin(page);
  const workerName = `Rosa Diaz ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/workers", {
    data: { name: workerName, role: "in-house", category: "Framing", subcategory: null, phone: null, email: null, hourlyRate: "30.00" },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const projects = (await (await page.request.get("/api/projects")).json()) as { name: string; status: string }[];
  const project = projects.filter((p) => p.status !== "completed").map((p) => p.name).sort((a, b) => a.localeCompare(b))[0];

  await page.goto("/timesheet");
  // Yesterday, so the shift is in the past whatever the hour of the run.
  await page.getByRole("button", { name: "Previous day" }).click();
  const day = await page.getByLabel("Date", { exact: true }).inputValue();
  const dialog = page.getByRole("dialog", { name: "Add Time Entry" });
  // The day's change re-renders the toolbar as its entries arrive: a click that lands on the old button opens
  // nothing (CI saw it once on a busy machine), so the click is repeated until the dialog is there.
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole("button", { name: "Add time entry" }).click();
    await expect(dialog).toBeVisible({ timeout: 3_000 });
  }).toPass();
  await expect(dialog.getByLabel("Date")).toHaveValue(day);

  // Nothing picked: the form says what is missing, field by field, and sends nothing.
  await dialog.getByRole("button", { name: "Add Entry" }).click();
  await expect(dialog.getByText("Choose a worker")).toBeVisible();
  await expect(dialog.getByText("Enter the start time")).toBeVisible();

  await dialog.getByRole("combobox", { name: "Worker" }).click();
  await page.getByRole("option", { name: workerName, exact: true }).click();
  await dialog.getByRole("combobox", { name: "Project" }).click();
  await page.getByRole("option", { name: project, exact: true }).click();
  await dialog.getByLabel("Start", { exact: true }).fill("07:00");
  await dialog.getByLabel("End", { exact: true }).fill("15:30");
  // The breaks: the shared rule answers as they are typed (a break that ends before it starts).
  await dialog.getByRole("button", { name: "Add break" }).click();
  await dialog.getByLabel("Break 1 Start").fill("12:00");
  await dialog.getByLabel("Break 1 End").fill("11:30");
  await dialog.getByRole("button", { name: "Add Entry" }).click();
  await expect(dialog.getByText("A break must end after it starts")).toBeVisible();
  await dialog.getByLabel("Break 1 End").fill("12:30");
  await expect(dialog.getByText("A break must end after it starts")).toBeHidden();
  await dialog.getByRole("button", { name: "Add break" }).click();
  await dialog.getByRole("combobox", { name: "Break 2" }).click();
  await page.getByRole("option", { name: "Rest", exact: true }).click();
  await dialog.getByLabel("Break 2 Start").fill("10:00");
  await dialog.getByLabel("Break 2 End").fill("10:15");
  // The meal is unpaid, the rest paid (the company's default).
  await expect(dialog.getByText("8 h 30 min on the clock; 8 h paid after 30 min of unpaid breaks.")).toBeVisible();
  await dialog.getByLabel("Reason *").fill("Forgot to clock in; foreman's log");
  await shootBoth(page, "add-dialog-breaks", { focus: dialog.getByTestId("add-entry-breaks") });
  await dialog.getByRole("button", { name: "Add Entry" }).click();
  await expect(page.getByText("Time Entry Added")).toBeVisible();
  await expect(dialog).toBeHidden();

  // A card on a phone, a table row at a desk: the same facts and actions.
  const card = page.getByTestId("daily-entry").or(page.getByTestId("daily-entry-row")).filter({ hasText: workerName });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("Manual", { exact: true })).toBeVisible();
  await expect(card).toContainText("7:00 AM – 3:30 PM");
  await expect(card).toContainText("8.00");
  await shoot(page, "timesheet-manual-1280");
  // Narrowing the window swaps the table for the cards: wait for the card before scrolling to it, and for the row back.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("daily-entry").filter({ hasText: workerName })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shoot(page, "timesheet-manual-390");
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId("daily-entry-row").filter({ hasText: workerName })).toBeVisible();

  // The history says who added it and why; the breaks are listed to correct: the meal ran an hour.
  await card.getByRole("button", { name: `Correct entry of ${workerName}` }).click();
  const correct = page.getByRole("dialog", { name: "Correct Time Entry" });
  await expect(correct.getByText(/Added by hand by Administrator/)).toBeVisible();
  await expect(correct.getByText("Reason: Forgot to clock in; foreman's log")).toBeVisible();
  // In start order: the rest first.
  await expect(correct.getByRole("combobox", { name: "Break 1" })).toHaveText("Rest");
  await expect(correct.getByLabel("Break 2 Start")).toHaveValue("12:00");
  await correct.getByLabel("Break 2 End").fill("13:00");
  await expect(correct.getByText("8 h 30 min on the clock; 7 h 30 min paid after 1 h of unpaid breaks.")).toBeVisible();
  await correct.getByLabel("Reason for the change *").fill("Lunch ran an hour");
  await shootBoth(page, "correct-dialog-breaks", { focus: correct.getByTestId("correct-breaks") });
  await correct.getByRole("button", { name: "Save Correction" }).click();
  await expect(page.getByText("Entry Corrected")).toBeVisible();
  await expect(correct).toBeHidden();
  await expect(card).toContainText("7.50");

  // Delete: a reason is required, then it is gone from the day.
  await card.getByRole("button", { name: `Delete entry of ${workerName}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this time entry?" });
  await confirm.getByRole("button", { name: "Delete Entry" }).click();
  await expect(confirm.getByText("Please give a reason for deleting this entry")).toBeVisible();
  await confirm.getByLabel("Reason *").fill("Entered on the wrong day");
  await confirm.getByRole("button", { name: "Delete Entry" }).click();
  await expect(page.getByText("Time Entry Deleted")).toBeVisible();
  await expect(card).toHaveCount(0);

  // The deletion stays in the pay changes of the shift's week, with who and why.
  await page.getByRole("tab", { name: "Payroll Calculations" }).click();
  const week = page.getByLabel("Week of");
  await week.fill(day);
  const item = page.getByTestId("entry-change").filter({ hasText: workerName });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`${workerName} · Manual entry deleted: ${project}`);
  await expect(item).toContainText("Reason: Entered on the wrong day");
  await expect(item).toContainText("by Administrator");
  await shoot(page, "payroll-entry-changes-1280");
});

// Pay changes an office manager must see: a worker's rate change and deactivation appear in the worker's History
// dialog (who, when, from -> to) and on the Payroll tab of this week, above the Approve button. Nothing is approved here.
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts";

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true, animations: "disabled" });
}

test("a rate change and a deactivation show in the worker's history and on this week's Payroll tab before Approve", async ({ page }) => {
  await signInAsAdmin(page);
  const workerName = `Maria Lopez ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/workers", {
    data: { name: workerName, role: "in-house", category: "Electrical", subcategory: null, phone: null, email: null, hourlyRate: 28 },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const worker = (await created.json()) as { id: number };
  const raised = await page.request.patch(`/api/workers/${worker.id}`, { data: { hourlyRate: "30.00" } });
  expect(raised.ok(), await raised.text()).toBe(true);

  // The deactivation through the screen's own switch.
  await page.goto("/workers");
  await page.getByRole("searchbox", { name: "Search workers" }).fill(workerName);
  // The worker's card on a phone, their row in the desk's table.
  const card = page.getByTestId(/^worker-(card|row)$/).filter({ hasText: workerName });
  await card.getByRole("switch", { name: `${workerName} active` }).click();
  await expect(page.getByText(`${workerName} deactivated`)).toBeVisible();

  await card.getByRole("button", { name: `History of ${workerName}` }).click();
  const dialog = page.getByRole("dialog", { name: `History · ${workerName}` });
  const items = dialog.getByTestId("worker-history").getByRole("listitem");
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText("Deactivated");
  await expect(items.nth(1)).toContainText("Rate $28.00 → $30.00");
  await expect(items.nth(2)).toContainText("Rate set to $28.00");
  await expect(items.nth(1)).toContainText("by Administrator");
  await shoot(page, "worker-history");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.goto("/timesheet");
  await page.getByRole("tab", { name: "Payroll Calculations" }).click();
  const changes = page.getByTestId("pay-changes");
  await expect(changes.getByRole("heading", { name: "Pay changes this week" })).toBeVisible();
  const mine = changes.getByRole("listitem").filter({ hasText: workerName });
  await expect(mine).toHaveCount(3);
  await expect(mine.nth(0)).toContainText(`${workerName} · Rate set to $28.00`);
  await expect(mine.nth(1)).toContainText(`${workerName} · Rate $28.00 → $30.00`);
  await expect(mine.nth(1)).toContainText(/by Administrator on \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M/);
  await expect(mine.nth(2)).toContainText(`${workerName} · Deactivated`);
  // Read before Approve: the list comes first on the page, whether or not the week can still be approved.
  const approve = page.getByRole("button", { name: /^(Approve|Approved)$/ });
  await expect(approve).toBeVisible();
  const listBottom = (await changes.boundingBox())!;
  const approveTop = (await approve.boundingBox())!;
  expect(listBottom.y + listBottom.height).toBeLessThanOrEqual(approveTop.y);
  await shoot(page, "payroll-pay-changes");
});

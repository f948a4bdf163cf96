// Materials on a phone: add a material, receive and use it until it is Low Stock, find it under the bell, and be
// refused (with the server's reason) when using more than is in stock.
import { expect, type Page, test } from "@playwright/test";

async function signInAsAdmin(page: Page) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Admin" }).click();
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill("E2e-Admin-Passw0rd");
  await page.getByRole("button", { name: "Admin Sign In" }).click();
  await expect(page.getByRole("button", { name: "Notifications" })).toBeVisible();
}

async function chooseOption(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option }).first().click();
}

async function recordTransaction(page: Page, name: string, type: string, quantity: string, withProject: boolean) {
  await page.getByRole("button", { name: `Transaction for ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Stock Transaction" });
  await dialog.getByText(type, { exact: true }).click();
  await dialog.getByLabel(/^Quantity/).fill(quantity);
  if (withProject) {
    await dialog.getByRole("combobox", { name: /^Project/ }).click();
    // The first real project in the list (the first option is 'No project').
    await page.getByRole("option").nth(1).click();
  }
  return dialog;
}

test("receive and use a material until it is Low Stock, see it under the bell, and be refused an overdraw", async ({ page }) => {
  const name = `E2E Anchor Bolts ${Date.now()}`;
  await signInAsAdmin(page);
  await page.goto("/materials");
  await expect(page.getByRole("heading", { name: "Materials & Inventory" })).toBeVisible();
  const totalItems = page.getByRole("region", { name: "Inventory summary" });
  await expect(totalItems).toBeVisible();

  // Add Material: required fields are checked first.
  await page.getByRole("button", { name: "Add Material" }).first().click();
  const addDialog = page.getByRole("dialog", { name: "Add Material" });
  await addDialog.getByRole("button", { name: "Add Material" }).click();
  await expect(page.getByText("Missing Information")).toBeVisible();
  await expect(page.getByText("Please fill in all required fields.")).toBeVisible();

  await addDialog.getByLabel("Name *").fill(name);
  await addDialog.getByLabel("Description").fill("Wedge anchors for the ledger board");
  await chooseOption(page, "Category *", "Hardware");
  await chooseOption(page, "Unit *", "boxes");
  await addDialog.getByLabel("Unit cost ($)").fill("12.50");
  await addDialog.getByLabel("Current stock").fill("0");
  await addDialog.getByLabel("Min stock level").fill("5");
  await addDialog.getByLabel("Supplier").fill("Front Range Fasteners");
  await addDialog.getByLabel("SKU").fill("WA-1234");
  await addDialog.getByRole("button", { name: "Add Material" }).click();
  await expect(page.getByText("Material Created")).toBeVisible();
  await expect(addDialog).toBeHidden();

  await page.getByLabel("Search").fill(name);
  const card = page.getByRole("article", { name });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("current-stock")).toHaveText(/^0\s+boxes$/);
  await expect(card.getByTestId("stock-status")).toHaveText("Low Stock");
  await expect(card).toContainText("Front Range Fasteners");
  await expect(card).toContainText("SKU WA-1234");

  // Receive 10: the dialog shows the stock it will leave before it is recorded.
  let dialog = await recordTransaction(page, name, "Received", "10", false);
  await expect(dialog.getByTestId("stock-preview")).toContainText("10 boxes");
  await expect(dialog.getByTestId("stock-preview")).toContainText("In Stock");
  await dialog.getByRole("button", { name: "Record Transaction" }).click();
  await expect(page.getByText("Stock Updated")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId("current-stock")).toHaveText(/^10\s+boxes$/);
  await expect(card.getByTestId("stock-status")).toHaveText("In Stock");
  await expect(card).toContainText("$125.00");

  // Use 6 on a project: 4 left, at or below the minimum of 5.
  dialog = await recordTransaction(page, name, "Used", "6", true);
  await expect(dialog.getByTestId("stock-preview")).toContainText("4 boxes");
  await dialog.getByRole("button", { name: "Record Transaction" }).click();
  await expect(page.getByText("Stock Updated")).toBeVisible();
  await expect(card.getByTestId("current-stock")).toHaveText(/^4\s+boxes$/);
  await expect(card.getByTestId("stock-status")).toHaveText("Low Stock");

  // Using more than is in stock is refused with the server's reason, and the stock stays as it was.
  dialog = await recordTransaction(page, name, "Used", "50", true);
  await expect(dialog.getByTestId("stock-preview")).toContainText("more than the 4 boxes in stock");
  await dialog.getByRole("button", { name: "Record Transaction" }).click();
  const refusal = `Not enough stock: only 4 boxes of ${name} left.`;
  await expect(page.getByText("Transaction Failed")).toBeVisible();
  await expect(dialog.getByRole("alert").filter({ hasText: refusal })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.reload();
  await page.getByLabel("Search").fill(name);
  await expect(card.getByTestId("current-stock")).toHaveText(/^4\s+boxes$/);

  // The history lists the two movements newest first; the refused one left no trace.
  await page.getByRole("button", { name: `History of ${name}` }).click();
  const history = page.getByRole("dialog", { name: "Stock History" });
  const movements = history.getByTestId("material-movement");
  await expect(movements).toHaveCount(2);
  await expect(movements.nth(0)).toContainText("Used");
  await expect(movements.nth(0)).toContainText("-6 boxes");
  await expect(movements.nth(1)).toContainText("Received");
  await expect(movements.nth(1)).toContainText("+10 boxes");
  await expect(movements.nth(1)).toContainText("$125.00");
  await history.getByRole("button", { name: "Close" }).click();

  // From another screen, the bell lists it and its link leads to the materials screen.
  await page.goto("/");
  await page.getByRole("button", { name: "Notifications" }).click();
  const entry = page.getByRole("link", { name: new RegExp(`Low stock: ${name}`) });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText("4 boxes left (minimum 5)");
  await entry.click();
  await expect(page).toHaveURL(/\/materials$/);
  await expect(page.getByRole("heading", { name: "Materials & Inventory" })).toBeVisible();
  await expect(entry).toBeHidden();
});

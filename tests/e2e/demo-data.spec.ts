// The admin dashboard offers "Remove demo data" while the demo company is there, behind a confirmation. The shared
// e2e server keeps its demo (other journeys use it), so this journey cancels; removal itself, its refusals and its
// races are in tests/api/demo-data.test.ts.
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts";

test("the admin sees the demo company's counts and a confirmation; Cancel removes nothing", async ({ page }) => {
  await signInAsAdmin(page);
  const before = await (await page.request.get("/api/admin/demo-data")).json();
  expect(before.counts.projects).toBeGreaterThan(0);

  await page.goto("/admin");
  const card = page.getByRole("region", { name: "Demo company" });
  await expect(card).toContainText(`${before.counts.projects} projects, ${before.counts.workers} workers`);
  await card.getByRole("button", { name: "Remove demo data" }).click();

  const dialog = page.getByRole("dialog", { name: "Remove demo data?" });
  await expect(dialog).toContainText("Your account, the settings and everything your company entered stay.");
  await expect(dialog.getByRole("button", { name: "Remove demo data" })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await expect(card).toBeVisible();
  expect(await (await page.request.get("/api/admin/demo-data")).json()).toEqual(before);
});

// The public landing page: what it says, and where its buttons lead a signed-out visitor.
import { expect, test } from "@playwright/test";
import { providerIssuer } from "./support/mailbox";

const FEATURE_TITLES = [
  "Worker Management",
  "Time Tracking",
  "Project Management",
  "Photo Documentation",
  "Material Tracking",
  "Analytics & Reports",
];

test("shows the title, the six feature cards and the call to action", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Crewline" })).toBeVisible();
  await expect(page.getByText("Construction project management", { exact: true })).toBeVisible();
  const features = page.getByRole("region", { name: "Everything your crews need, in one place" }).getByRole("listitem");
  await expect(features).toHaveCount(6);
  for (const [index, title] of FEATURE_TITLES.entries()) {
    await expect(features.nth(index).getByRole("heading", { level: 3 })).toHaveText(title);
  }
  await expect(page.getByRole("heading", { name: "Built for construction professionals" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Access Your Dashboard" })).toBeVisible();
});

test("'Sign In' opens the sign-in screen on the Sign In tab", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Admin" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Register" })).toBeVisible();
  await expect(page.getByText("Secure Access Required")).toBeVisible();
});

test("'Create Account' opens the sign-in screen on the Register tab", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/auth\?tab=register$/);
  await expect(page.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("First Name")).toBeVisible();
  await expect(
    page.getByText("Password must be at least 8 characters with uppercase, lowercase, and number."),
  ).toBeVisible();
});

test("an unknown path shows the landing page to a signed-out visitor", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: "Crewline" })).toBeVisible();
  await expect(page.getByText("Page Not Found")).toHaveCount(0);
});

test("'Access Your Dashboard' goes to the configured identity provider's sign-in", async ({ page }) => {
  const issuer = await providerIssuer();
  await page.goto("/");
  await page.getByRole("button", { name: "Access Your Dashboard" }).click();
  await page.waitForURL((url) => url.href.startsWith(issuer));
  await expect(page.locator("input[name=login]")).toBeVisible();
});

// Admin sign-in to the signed-in shell, on phones (bottom bar) and the desktop (sidebar), and signing out.
import { expect, test } from "@playwright/test";
import { ADMIN_PASSWORD, ADMIN_USERNAME, signInAsAdmin } from "./support/accounts";

test("a wrong admin password is refused with 'Login failed'", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Admin" }).click();
  await page.getByLabel("Username").fill(ADMIN_USERNAME);
  await page.getByLabel("Password", { exact: true }).fill(`${ADMIN_PASSWORD}-wrong`);
  await page.getByRole("button", { name: "Admin Sign In" }).click();
  await expect(page.getByText("Login failed")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});

test("the admin signs in to the shell, opens Profile Settings and signs out", async ({ page }, testInfo) => {
  await signInAsAdmin(page);

  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Crewline home" })).toBeVisible();
  await expect(header.getByRole("button", { name: "Notifications" })).toBeVisible();

  const nav = page.getByRole("navigation", { name: "Main" });
  for (const label of ["Dashboard", "Projects", "Schedule", "Workers", "Safety", "Admin"]) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  const viewport = page.viewportSize()!;
  const box = (await nav.boundingBox())!;
  if (testInfo.project.name === "desktop") {
    // A sidebar down the left edge.
    expect(box.x).toBe(0);
    expect(box.width).toBeLessThan(viewport.width / 3);
    expect(box.height).toBeGreaterThan(viewport.height / 2);
  } else {
    // A bar along the bottom edge.
    expect(Math.round(box.y + box.height)).toBe(viewport.height);
    expect(box.width).toBe(viewport.width);
  }

  await header.getByRole("button", { name: "Profile menu" }).click();
  const menu = page.getByRole("menu");
  // The menu shows the full name, or 'User' when the account has none.
  const me = (await (await page.request.get("/api/auth/user")).json()) as { firstName: string | null; lastName: string | null };
  const name = [me.firstName, me.lastName].filter(Boolean).join(" ") || "User";
  await expect(menu.getByText(name, { exact: true })).toBeVisible();
  await menu.getByRole("menuitem", { name: "Profile Settings" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "Profile Settings" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Change Password" })).toBeVisible();

  await header.getByRole("button", { name: "Profile menu" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Crewline" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});

test("an unknown path inside the app shows 'Page Not Found'", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});

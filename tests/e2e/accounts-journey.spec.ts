// From Create Account to the dashboard: register, the verification mail on a real SMTP server and its page (the
// password typed there), the admin's approval in the dashboard (another browser), sign-in, a password change on the
// profile, sign-out, sign-in again.
import { expect, test } from "@playwright/test";
import {
  USER_PASSWORD,
  approveInDashboard,
  newContextLikeProject,
  signInAsAdmin,
  signInWithEmail,
  signOut,
  uniqueEmail,
} from "./support/accounts";
import { VERIFY_LINK, waitForMailMatch } from "./support/mailbox";

const NEW_PASSWORD = "Fresh-Passw0rd2";

test("a new person registers, verifies, is approved, signs in and changes the password", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo, "journey");

  await test.step("register on the Register tab", async () => {
    await page.goto("/auth?tab=register");
    await page.getByLabel("First Name").fill("Jordan");
    await page.getByLabel("Last Name").fill("Mason");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(USER_PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Registration successful")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  });

  const link = await test.step("the verification mail arrives at the SMTP server", () => waitForMailMatch(email, VERIFY_LINK));

  await test.step("the link opens its page, which asks for the password before it verifies anything", async () => {
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Verify your email" })).toBeVisible();
    const form = page.getByRole("form", { name: "Verify your email" });
    // A typo in the confirmation is caught before anything is sent.
    await form.getByLabel("Password", { exact: true }).fill(USER_PASSWORD);
    await form.getByLabel("Confirm Password").fill(`${USER_PASSWORD}x`);
    await form.getByRole("button", { name: "Verify Email" }).click();
    await expect(form.getByText("The two passwords don't match.")).toBeVisible();
    await form.getByLabel("Confirm Password").fill(USER_PASSWORD);
    await form.getByRole("button", { name: "Verify Email" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText("Email verified")).toBeVisible();
  });

  await test.step("the same link again says it no longer works and offers to sign in", async () => {
    await page.goto(link);
    const form = page.getByRole("form", { name: "Verify your email" });
    await form.getByLabel("Password", { exact: true }).fill(USER_PASSWORD);
    await form.getByLabel("Confirm Password").fill(USER_PASSWORD);
    await form.getByRole("button", { name: "Verify Email" }).click();
    await expect(page.getByRole("alert").getByText("This verification link is invalid or has expired.")).toBeVisible();
    await page.getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  await test.step("signing in before approval says approval is pending", async () => {
    await page.getByRole("tab", { name: "Sign In" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(USER_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Login failed")).toBeVisible();
    await expect(page.getByText(/waiting for an administrator's approval/)).toBeVisible();
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  });

  await test.step("the admin approves the registration in the dashboard", async () => {
    const adminContext = await newContextLikeProject(browser, testInfo);
    const adminPage = await adminContext.newPage();
    await signInAsAdmin(adminPage);
    await approveInDashboard(adminPage, email);
    await adminContext.close();
  });

  await test.step("the person signs in and reaches the dashboard", async () => {
    await signInWithEmail(page, email, USER_PASSWORD);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" })).toHaveCount(0);
  });

  await test.step("the profile's Change Password form checks, then changes the password", async () => {
    await page.goto("/profile");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    const form = page.getByRole("form", { name: "Change Password" });
    const current = form.getByLabel("Current Password");
    await current.fill(USER_PASSWORD);

    const toggle = form.getByRole("button", { name: "Show password" }).first();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(current).toHaveAttribute("type", "password");
    await toggle.click();
    await expect(current).toHaveAttribute("type", "text");
    await expect(form.getByRole("button", { name: "Hide password" })).toHaveAttribute("aria-pressed", "true");

    const fresh = form.getByLabel("New Password", { exact: true });
    const confirm = form.getByLabel("Confirm New Password");
    await fresh.fill("abc12");
    await confirm.fill("abc12");
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Password too short")).toBeVisible();

    await fresh.fill(NEW_PASSWORD);
    await confirm.fill(`${NEW_PASSWORD}x`);
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Password mismatch")).toBeVisible();
    await expect(form.getByText("New password and confirmation password don't match.")).toBeVisible();

    // Enter in the last field submits, as on a phone keyboard (the toast may sit over the button for a while).
    await confirm.fill(NEW_PASSWORD);
    await confirm.press("Enter");
    await expect(page.getByText("Password changed", { exact: true })).toBeVisible();
    await expect(current).toHaveValue("");
    await expect(current).toHaveAttribute("type", "password");
  });

  await test.step("the person signs out and signs in with the new password", async () => {
    await signOut(page);
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
    await signInWithEmail(page, email, NEW_PASSWORD);
    await expect(page.getByRole("banner").getByRole("button", { name: "Profile menu" })).toBeVisible();
  });
});

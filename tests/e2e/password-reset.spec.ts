// Forgot password: from the Sign In tab to the reset mail on a real SMTP server, the new-password page, and signing
// in with the new password; the old one no longer works and the owner is told their password was changed.
import { expect, test } from "@playwright/test";
import { USER_PASSWORD, createActiveUser, signInWithEmail, uniqueEmail } from "./support/accounts";
import { mailsTo, waitForMailMatch } from "./support/mailbox";

const NEW_PASSWORD = "Reset-Passw0rd9";
const RESET_LINK = /https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+/;

test("a person who forgot the password gets a link by mail, sets a new one and signs in with it", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail(testInfo, "forgot");
  await createActiveUser(testInfo, email);

  await test.step("'Forgot password?' on the Sign In tab asks for the address and sends the link", async () => {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign In" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Forgot password?" }).click();
    const form = page.getByRole("form", { name: "Forgot your password?" });
    // The address typed for signing in is carried over.
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await form.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("status").getByText("Check your email")).toBeVisible();
    await expect(page.getByText(/If an account uses this address/)).toBeVisible();
  });

  const link = await test.step("the reset mail arrives at the SMTP server", () => waitForMailMatch(email, RESET_LINK));

  await test.step("the link opens the new-password page, which checks the rules, then sets the password", async () => {
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
    const form = page.getByRole("form", { name: "Set a new password" });
    await form.getByLabel("New Password", { exact: true }).fill("alllowercase1");
    await form.getByLabel("Confirm New Password").fill("alllowercase1");
    await form.getByRole("button", { name: "Set New Password" }).click();
    await expect(form.getByText("Password must contain at least one uppercase letter, one lowercase letter, and one number")).toBeVisible();

    await form.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Set New Password" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText("Your password has been changed. Please sign in with your new password.")).toBeVisible();
  });

  await test.step("the same link cannot be used twice: the page offers a new one", async () => {
    await page.goto(link);
    const form = page.getByRole("form", { name: "Set a new password" });
    await form.getByLabel("New Password", { exact: true }).fill("Second-Passw0rd");
    await form.getByLabel("Confirm New Password").fill("Second-Passw0rd");
    await form.getByRole("button", { name: "Set New Password" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /already been used/ })).toBeVisible();
    await expect(page.getByRole("form", { name: "Get a new link" })).toBeVisible();
  });

  await test.step("the old password fails and the new one signs in", async () => {
    const old = await page.request.post("/api/auth/login", { data: { email, password: USER_PASSWORD } });
    expect(old.status()).toBe(401);
    await signInWithEmail(page, email, NEW_PASSWORD);
  });

  await test.step("the owner is told by mail that the password was changed", async () => {
    await expect.poll(async () => (await mailsTo(email)).some((m) => m.subject === "Your Crewline password was changed")).toBe(true);
  });
});

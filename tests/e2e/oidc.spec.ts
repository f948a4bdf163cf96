// Sign-in through a real OpenID provider (oidc-provider's dev login): the first visit asks for approval,
// the admin approves in the dashboard, the second visit lands on the dashboard.
import { type Page, expect, test } from "@playwright/test";
import { approveInDashboard, newContextLikeProject, registrationEntry, signInAsAdmin } from "./support/accounts";
import { OIDC_DISPLAY_NAME } from "./support/e2e-env";
import { providerIssuer } from "./support/mailbox";

/**
 * From the Sign In tab to the provider and back: signs in there as `subject` and consents whenever the provider
 * asks (a provider that remembers the person and the grant sends them straight back).
 */
async function continueWithProvider(page: Page, subject: string): Promise<{ askedToSignIn: boolean }> {
  const issuer = await providerIssuer();
  const atProvider = () => page.url().startsWith(issuer);
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign In" }).click();
  await page.getByRole("link", { name: `Continue with ${OIDC_DISPLAY_NAME}` }).click();
  await page.waitForURL((url) => url.href.startsWith(issuer) || url.pathname === "/" || url.pathname === "/auth");
  let askedToSignIn = false;
  const login = page.locator("input[name=login]");
  const consent = page.getByRole("button", { name: "Continue" });
  while (atProvider()) {
    await expect(login.or(consent)).toBeVisible();
    if (await login.isVisible()) {
      askedToSignIn = true;
      await login.fill(subject);
      await page.locator("input[name=password]").fill("any-password");
      await page.getByRole("button", { name: /sign-?in/i }).click();
      await expect(login).toHaveCount(0);
    } else {
      await consent.click();
      await expect(consent).toHaveCount(0);
    }
    await page.waitForLoadState();
  }
  return { askedToSignIn };
}

test("a first provider sign-in waits for approval; after approval it opens the dashboard", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const subject = `ida-${testInfo.project.name}-${Date.now()}`;
  // The test provider gives an unknown subject this address (tests/support/oidc-provider.ts).
  const email = `${subject}@idp.example.test`;

  await test.step("the first sign-in creates a registration that waits for approval", async () => {
    const { askedToSignIn } = await continueWithProvider(page, subject);
    expect(askedToSignIn, "the provider's own sign-in page was used").toBe(true);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText("Account pending approval")).toBeVisible();
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  });

  await test.step("the admin approves it in the dashboard", async () => {
    const adminContext = await newContextLikeProject(browser, testInfo);
    const adminPage = await adminContext.newPage();
    await signInAsAdmin(adminPage);
    await adminPage.goto("/admin");
    await expect(registrationEntry(adminPage, email).getByText(`via ${OIDC_DISPLAY_NAME}`)).toBeVisible();
    await approveInDashboard(adminPage, email);
    await adminContext.close();
  });

  await test.step("the next provider sign-in opens the dashboard", async () => {
    await continueWithProvider(page, subject);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    const me = (await (await page.request.get("/api/auth/user")).json()) as { email: string; role: string };
    // Approved as the dialog offers, Crew: a first OpenID sign-in never makes more (issue 26 item 9).
    expect(me).toMatchObject({ email, role: "crew" });
  });
});

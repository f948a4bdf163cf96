// Account helpers for the browser tests: unique addresses, the admin over the API, ready-made active users.
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
  expect,
  request,
} from "@playwright/test";
import { VERIFY_LINK, waitForMailMatch } from "./mailbox";

export const ADMIN_USERNAME = "admin";
export const ADMIN_PASSWORD = "E2e-Admin-Passw0rd";
export const USER_PASSWORD = "Crew-Passw0rd1";

/** An address no other test or project uses, readable in a failure message. */
export function uniqueEmail(testInfo: TestInfo, prefix: string): string {
  const random = Math.random().toString(36).slice(2, 6);
  return `${prefix}.${testInfo.project.name}.${Date.now()}.${random}@example.test`.toLowerCase();
}

function baseUrl(testInfo: TestInfo): string {
  const url = testInfo.project.use.baseURL;
  if (!url) throw new Error("baseURL is not set");
  return url;
}

/** An API client signed in as the admin (no browser: Playwright's request context sends no Origin header). */
export async function adminApi(testInfo: TestInfo): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: baseUrl(testInfo) });
  const res = await api.post("/api/admin/login", { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } });
  expect(res.status(), "admin sign-in over the API").toBe(200);
  return api;
}

export async function registrationIdOf(admin: APIRequestContext, email: string): Promise<number> {
  const res = await admin.get("/api/admin/registrations");
  expect(res.ok()).toBe(true);
  const registration = ((await res.json()) as { id: number; email: string }[]).find((r) => r.email === email);
  if (!registration) throw new Error(`no registration for ${email}`);
  return registration.id;
}

/** What the verification page sends for the mailed link: its token and the password, as the owner types it. */
export async function confirmEmail(api: APIRequestContext, email: string, password = USER_PASSWORD) {
  const token = new URL(await waitForMailMatch(email, VERIFY_LINK)).searchParams.get("token");
  const verified = await api.post("/api/auth/verify-email", { data: { token, password } });
  expect(verified.status(), await verified.text()).toBe(200);
}

/**
 * Registers, confirms the e-mailed link with the password and has the admin approve, all over HTTP: an active user ready to sign in,
 * approved as Office (chosen here: a bare approval gives Crew) unless `setup` gives the role and worker record the admin chose.
 */
export async function createActiveUser(
  testInfo: TestInfo,
  email: string,
  password = USER_PASSWORD,
  setup: { role?: "crew" | "foreman" | "user" | "admin"; workerId?: number } = {},
) {
  const api = await request.newContext({ baseURL: baseUrl(testInfo) });
  const registered = await api.post("/api/auth/register", {
    data: { email, password, firstName: "Vic", lastName: "Tim" },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await confirmEmail(api, email, password);
  await api.dispose();

  const admin = await adminApi(testInfo);
  const approved = await admin.patch(`/api/admin/registrations/${await registrationIdOf(admin, email)}`, {
    data: { status: "approved", role: "user", ...setup },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await admin.dispose();
}

/** Signs in through the Sign In tab and waits for the dashboard shell. */
export async function signInWithEmail(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign In" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Login successful")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
}

/** Signs in on the Admin tab and waits for the shell. */
export async function signInAsAdmin(page: Page) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Admin" }).click();
  await page.getByLabel("Username").fill(ADMIN_USERNAME);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Admin Sign In" }).click();
  await expect(page.getByText("Admin login successful")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
}

/** A second person's browser (its own cookies) with the same device settings as this project. */
export async function newContextLikeProject(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const use = testInfo.project.use;
  return browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    locale: use.locale,
    timezoneId: use.timezoneId,
  });
}

/** The registration's table row (wide screens) or card (phones), whichever is on screen. */
export function registrationEntry(page: Page, email: string): Locator {
  return page.getByRole("row").or(page.getByRole("listitem")).filter({ hasText: email });
}

/** The admin approves one registration on the dashboard as Crew (Approve asks, Crew first) and sees the spec's toast. */
export async function approveInDashboard(adminPage: Page, email: string) {
  await adminPage.goto("/admin");
  await expect(adminPage.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  const entry = registrationEntry(adminPage, email);
  await expect(entry.getByText("Pending", { exact: true })).toBeVisible();
  await entry.getByRole("button", { name: /^Approve / }).click();
  const dialog = adminPage.getByRole("dialog", { name: /^Approve / });
  await expect(dialog.getByRole("combobox", { name: "Role" })).toHaveText("Crew");
  await dialog.getByRole("button", { name: "Approve as Crew" }).click();
  await expect(adminPage.getByText("Registration approved successfully.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(entry.getByText("Approved", { exact: true })).toBeVisible();
  await expect(entry.getByRole("button", { name: /^Approve/ })).toHaveCount(0);
}

/** Profile menu -> Sign Out, back on the landing page. */
export async function signOut(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Profile menu" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Crewline" })).toBeVisible();
}

/** An office user at a desk (1280 px, the company's zone): a context of their own, signed in; its page. */
export async function officeAtDesk(browser: Browser, testInfo: TestInfo, timezoneId = "America/Denver"): Promise<Page> {
  const email = uniqueEmail(testInfo, "office");
  await createActiveUser(testInfo, email, USER_PASSWORD, { role: "user" });
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 1280, height: 800 }, locale: "en-US", timezoneId });
  const page = await context.newPage();
  await signInWithEmail(page, email, USER_PASSWORD);
  return page;
}

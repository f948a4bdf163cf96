// QUALITY check 17: a page on another origin posts a form and a credentialed fetch to the app; nothing changes.
import { type Page, type Request, expect, request, test } from "@playwright/test";
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  USER_PASSWORD,
  adminApi,
  createActiveUser,
  signInWithEmail,
  uniqueEmail,
} from "./support/accounts";
import { autoSubmittingFormPage, serveForeignPage } from "./support/foreign-origin";

const STOLEN_PASSWORD = "Attacker-Passw0rd9";

/**
 * The unsafe requests the page sent to the app, with the status when the browser let the page see one
 * (the no-cors fetch's answer is withheld by Cross-Origin-Resource-Policy, so its effect is checked instead).
 */
function recordWrites(page: Page, appOrigin: string) {
  const writes: { url: string; status: number | "withheld" }[] = [];
  const isWrite = (r: Request) => r.method() !== "GET" && r.url().startsWith(appOrigin);
  page.on("response", (response) => {
    if (isWrite(response.request())) writes.push({ url: new URL(response.url()).pathname, status: response.status() });
  });
  page.on("requestfailed", (r) => {
    if (isWrite(r)) writes.push({ url: new URL(r.url()).pathname, status: "withheld" });
  });
  return writes;
}

test("a foreign page cannot change a signed-in person's password or sign their browser in as the admin", async ({ page }, testInfo) => {
  const appOrigin = testInfo.project.use.baseURL!;
  const email = uniqueEmail(testInfo, "victim");
  await createActiveUser(testInfo, email);
  await signInWithEmail(page, email, USER_PASSWORD);

  // The worst case: the attacker knows the current password and the admin's, and only the origin stands in the way.
  const forgedFetch = `fetch(${JSON.stringify(`${appOrigin}/api/auth/change-password`)}, {
    method: "POST", mode: "no-cors", credentials: "include",
    headers: { "Content-Type": "text/plain" },
    body: ${JSON.stringify(JSON.stringify({ currentPassword: USER_PASSWORD, newPassword: STOLEN_PASSWORD }))},
  })`;
  const foreign = await serveForeignPage(
    autoSubmittingFormPage(`${appOrigin}/api/admin/login`, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD }, forgedFetch),
  );
  try {
    const writes = recordWrites(page, appOrigin);
    await page.goto(foreign.url);
    await page.waitForURL(`${appOrigin}/api/admin/login`);
    expect(writes).toEqual([
      { url: "/api/auth/change-password", status: "withheld" },
      { url: "/api/admin/login", status: 403 },
    ]);
  } finally {
    await foreign.close();
  }

  // Still the same person in this browser, not the admin.
  const me = await page.request.get("/api/auth/user");
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email, role: "user" });

  // The password did not change.
  const api = await request.newContext({ baseURL: appOrigin });
  expect((await api.post("/api/auth/login", { data: { email, password: STOLEN_PASSWORD } })).status()).toBe(401);
  expect((await api.post("/api/auth/login", { data: { email, password: USER_PASSWORD } })).status()).toBe(200);
  await api.dispose();
});

test("a foreign form posting the admin's credentials creates no session", async ({ page, context }, testInfo) => {
  const appOrigin = testInfo.project.use.baseURL!;
  const foreign = await serveForeignPage(
    autoSubmittingFormPage(`${appOrigin}/api/admin/login`, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
  );
  try {
    const writes = recordWrites(page, appOrigin);
    await page.goto(foreign.url);
    await page.waitForURL(`${appOrigin}/api/admin/login`);
    expect(writes).toEqual([{ url: "/api/admin/login", status: 403 }]);
  } finally {
    await foreign.close();
  }

  const appCookies = (await context.cookies(appOrigin)).map((c) => c.name);
  expect(appCookies.filter((name) => !name.startsWith("_"))).toEqual([]);
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Crewline" })).toBeVisible();

  // The admin's own password still works.
  const admin = await adminApi(testInfo);
  await admin.dispose();
});

test("a foreign page's image and link to the sign-out address leave the person signed in", async ({ page }, testInfo) => {
  const appOrigin = testInfo.project.use.baseURL!;
  const email = uniqueEmail(testInfo, "stays");
  await createActiveUser(testInfo, email);
  await signInWithEmail(page, email, USER_PASSWORD);

  // Another port of 127.0.0.1 is the same site, so the browser sends the SameSite=Lax cookie with both requests.
  const logout = `${appOrigin}/api/logout`;
  const foreign = await serveForeignPage(
    `<!doctype html><html><head><title>A friendly page</title></head><body>
<img alt="" src="${logout}" onerror="location.href = '${logout}'" onload="location.href = '${logout}'"></body></html>`,
  );
  try {
    // The image's answer is withheld from the page (Cross-Origin-Resource-Policy); its effect is checked below.
    const sent: string[] = [];
    page.on("request", (r) => {
      if (r.url() === logout) sent.push(r.resourceType());
    });
    const navigation = page.waitForResponse((r) => r.url() === logout && r.request().isNavigationRequest());
    await page.goto(foreign.url);
    expect((await navigation).status()).toBe(403);
    expect(sent).toEqual(["image", "document"]);
  } finally {
    await foreign.close();
  }

  const me = await page.request.get("/api/auth/user");
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email });
});

// The first load on a phone: the page itself says who is signed in, so a signed-out visitor's browser logs no
// failed request, and a signed-in screen asks for each of its reads once, its code listed in the page. At a desk's
// width the Timesheet's first read is the day in its table's opening order, asked for once.
import { type Page, expect, test } from "@playwright/test";
import { ADMIN_PASSWORD, ADMIN_USERNAME } from "./support/accounts";

// The service worker's copy of index.html has no boot block; these tests are about the page the server sends.
test.use({ serviceWorkers: "block" });

function recordTraffic(page: Page) {
  const apiGets: string[] = [];
  const consoleErrors: string[] = [];
  const failed: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() === "GET" && url.pathname.startsWith("/api/")) apiGets.push(`${url.pathname}${url.search}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  return { apiGets, consoleErrors, failed };
}

test("a signed-out visitor's landing page makes no request that fails and logs no error", async ({ page }) => {
  const traffic = recordTraffic(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Crewline" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(traffic.apiGets).not.toContain("/api/auth/user");
  expect(traffic.failed).toEqual([]);
  expect(traffic.consoleErrors).toEqual([]);
});

for (const screen of [
  { path: "/", heading: "Dashboard", reads: ["/api/stats", "/api/jobs?date=today", "/api/projects", "/api/notifications"] },
  { path: "/timesheet-gps", heading: "GPS Time Clock", reads: ["/api/workers", "/api/projects", "/api/notifications"] },
  { path: "/timesheet", heading: "Timesheet & Payroll", reads: ["/api/workers", "/api/projects", "/api/notifications"] },
]) {
  test(`${screen.path} signed in: each first read is asked for once, and the screen's code is listed in the page`, async ({ page }) => {
    const signedIn = await page.request.post("/api/admin/login", { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const html = await (await page.request.get(screen.path)).text();
    const listed = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(listed.some((file) => file.includes("signed-in-app")), html).toBe(true);

    const traffic = recordTraffic(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(screen.path);
    await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".animate-pulse")).toHaveCount(0);

    // Who is signed in came with the page.
    expect(traffic.apiGets).not.toContain("/api/auth/user");
    for (const read of screen.reads) expect(traffic.apiGets, read).toContain(read);
    const repeated = traffic.apiGets.filter((url, index) => traffic.apiGets.indexOf(url) !== index);
    expect(repeated, `reads made twice: ${traffic.apiGets.join(", ")}`).toEqual([]);
    expect(traffic.failed).toEqual([]);
    expect(traffic.consoleErrors).toEqual([]);
    // Every file the page listed was used by the screen (a stale or wrong list would be wasted downloads).
    for (const file of listed) expect(scripts, file).toContain(file);
  });
}

test("/timesheet at a desk's width reads the day once, in the order its table opens in", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const signedIn = await page.request.post("/api/admin/login", { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const traffic = recordTraffic(page);
  await page.goto("/timesheet");
  await expect(page.getByRole("heading", { level: 1, name: "Timesheet & Payroll" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Time entries of the day" }).or(page.getByText(/^No time entries found/))).toBeVisible();
  await page.waitForLoadState("networkidle");

  // The page's own preload asks for the key the table reads (sort and direction included), so it is read once.
  const dayReads = traffic.apiGets.filter((url) => url.startsWith("/api/time-entries?date="));
  expect(dayReads).toHaveLength(1);
  expect(dayReads[0]).toMatch(/^\/api\/time-entries\?date=\d{4}-\d{2}-\d{2}&sort=clockInTime&direction=asc$/);
  expect(traffic.failed).toEqual([]);
});

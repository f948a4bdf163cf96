// JavaScript budget on a phone: the signed-in dashboard downloads under 150 kB of gzipped JavaScript before it is
// idle (the browser here accepts only gzip, so the bytes counted are gzip's, not the smaller brotli most browsers
// get), the server compresses it, and each screen's code is its own chunk, fetched only when that screen is opened.
import { type Page, type Response, expect, test } from "@playwright/test";
import { ADMIN_PASSWORD, ADMIN_USERNAME } from "./support/accounts";

const BUDGET_BYTES = 150 * 1000;

// The service worker would precache every chunk in the background; the budget is what the page itself asks for.
test.use({ serviceWorkers: "block", extraHTTPHeaders: { "Accept-Encoding": "gzip" } });

interface ScriptDownload {
  url: string;
  transferBytes: number;
  encoding: string;
}

/** Records every JavaScript response the page receives, with its body size as sent over the wire. */
function recordScripts(page: Page) {
  const downloads: ScriptDownload[] = [];
  const pending: Promise<void>[] = [];
  page.on("response", (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      (async () => {
        const sizes = await response.request().sizes();
        downloads.push({
          url: new URL(response.url()).pathname,
          transferBytes: sizes.responseBodySize,
          encoding: (await response.headerValue("content-encoding")) ?? "identity",
        });
      })(),
    );
  });
  // Sizes arrive after the body: await settle() before reading the list.
  return { downloads, settle: () => Promise.all(pending) };
}

/** The loading outline already shows the screen's heading: wait until the screen itself has replaced it. */
async function screenLoaded(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);
  await page.waitForLoadState("networkidle");
}

async function dashboardIdle(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".animate-pulse")).toHaveCount(0);
}

test("the signed-in dashboard loads under 150 kB of gzipped JavaScript, split by route", async ({ page }) => {
  const signedIn = await page.request.post("/api/admin/login", { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);

  const { downloads, settle } = recordScripts(page);
  await page.goto("/");
  await dashboardIdle(page);
  await settle();

  const report = downloads
    .map((d) => `  ${(d.transferBytes / 1000).toFixed(1).padStart(6)} kB ${d.encoding.padEnd(8)} ${d.url}`)
    .join("\n");
  const total = downloads.reduce((sum, d) => sum + d.transferBytes, 0);
  const summary = `dashboard JavaScript: ${(total / 1000).toFixed(1)} kB compressed in ${downloads.length} files\n${report}`;
  test.info().annotations.push({ type: "bundle", description: summary });

  expect(downloads.length, "the dashboard loads JavaScript").toBeGreaterThan(0);
  // Gzipped on the wire: every script larger than compression's threshold (1 kB).
  const notGzipped = downloads.filter((d) => d.encoding !== "gzip" && d.transferBytes > 1024);
  expect(notGzipped, `scripts not sent gzipped:\n${summary}`).toEqual([]);
  expect(total, summary).toBeLessThan(BUDGET_BYTES);

  // Route splitting: the first visit to another screen fetches code the dashboard did not.
  const onDashboard = new Set(downloads.map((d) => d.url));
  for (const screen of [
    { nav: "Safety", heading: "Safety Checklists" },
    { nav: "Schedule", heading: "Schedule" },
  ]) {
    const before = downloads.length;
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: screen.nav }).click();
    await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();
    await screenLoaded(page);
    await settle();
    const fetched = downloads.slice(before).map((d) => d.url);
    expect(
      fetched.filter((url) => !onDashboard.has(url)),
      `${screen.nav} should fetch its own chunk on first visit; it fetched: ${fetched.join(", ") || "nothing"}`,
    ).not.toEqual([]);
  }

  // /materials, reached by the app's own router (no reload), also brings its own code.
  const beforeMaterials = downloads.length;
  await page.evaluate(() => {
    window.history.pushState(null, "", "/materials");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("heading", { level: 1, name: "Materials & Inventory" })).toBeVisible();
  await screenLoaded(page);
  await settle();
  expect(downloads.slice(beforeMaterials).filter((d) => !onDashboard.has(d.url)).length).toBeGreaterThan(0);
});

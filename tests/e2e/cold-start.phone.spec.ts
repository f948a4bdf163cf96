// Issue 26 item 2, "Reopened without signal, the clock is dead": the app is used once with signal, closed, and opened
// again in a basement. The GPS clock (Crew and One worker) and a site kiosk come up with the lists they last saw, say
// how old they are, queue punches, send each once when the signal is back, and ask the network only a few times a
// minute meanwhile (a kiosk used to fire hundreds of failed requests a second).
import { type BrowserContext, expect, type Page, test, type TestInfo } from "@playwright/test";
// The kiosk's journey holds the run's kiosk-settings lock, as every kiosk journey does (its punches need the defaults).
import { test as kioskTest } from "./support/kiosk-settings";
import { adminApi, signInWithEmail, USER_PASSWORD } from "./support/accounts";
import { kioskTile, setUpKioskSite } from "./support/kiosk-site";
import { addToTeam, createPersonWithRole, createWorkerRecord } from "./support/people";
import { shootBoth } from "./support/screenshots";
import { createSiteProject } from "./support/sites";

test.use({ viewport: { width: 390, height: 844 } });

/** Far from the demo's and every other journey's sites, so only this journey's site is in range. */
function siteFor(testInfo: TestInfo, slot: number) {
  const offset = (Date.now() % 10_000) / 100_000 + testInfo.workerIndex * 0.2;
  return { latitude: 47.3 + offset + slot * 0.05, longitude: -101.2, radius: 150 };
}

/** Waits until the service worker controls the page and keeps its copy of `path` (read by the screen). */
async function savedOnDevice(page: Page, path: string) {
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);
  await expect
    .poll(() => page.evaluate(async (url) => Boolean(await (await caches.open("crewline-field-data")).match(url)), path), { timeout: 30_000 })
    .toBe(true);
}

/** The app closed, the signal gone, the app opened again at `path`: a new page on the same device. */
async function reopenOffline(context: BrowserContext, page: Page, path: string): Promise<Page> {
  await page.close();
  await context.setOffline(true);
  const reopened = await context.newPage();
  await reopened.goto(path);
  return reopened;
}

/** The API requests the page makes over `ms` (every one, those its service worker answers too). */
async function apiRequestsOver(page: Page, ms: number): Promise<string[]> {
  const seen: string[] = [];
  const note = (request: { url: () => string }) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) seen.push(url.pathname + url.search);
  };
  page.on("request", note);
  await page.waitForTimeout(ms);
  page.off("request", note);
  return seen;
}

/** Each distinct Idempotency-Key of the POSTs to `path` (a retry of one tap keeps its key). */
function keysOfPosts(page: Page, path: string): string[] {
  const keys: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === path) keys.push(request.headers()["idempotency-key"] ?? "");
  });
  return keys;
}

test("a foreman's Crew mode opens offline with the crew, queues a crew clock-in, and it is stored once when back", async ({ page, context }, testInfo) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const site = siteFor(testInfo, 0);
  const admin = await adminApi(testInfo);
  const projectName = `Basement Site ${stamp}`;
  const projectId = await createSiteProject(admin, projectName, site, "Mandan, ND");
  const foreman = await createPersonWithRole(testInfo, "foreman", `Foreman ${stamp}`);
  const names = [`Ana ${stamp}`, `Ben ${stamp}`];
  const crew = [await createWorkerRecord(testInfo, names[0]), await createWorkerRecord(testInfo, names[1])];
  await addToTeam(testInfo, projectId, [foreman.workerId, ...crew]);
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ ...site, accuracy: 8 });

  // With signal: the crew on the site, once.
  await signInWithEmail(page, foreman.email, foreman.password);
  await page.goto("/timesheet-gps");
  await page.getByRole("radio", { name: "Crew", exact: true }).click();
  await page.getByRole("button", { name: "Refresh Location" }).click();
  await expect(page.getByTestId("crew-list").getByTestId("crew-member")).toHaveCount(3);
  await savedOnDevice(page, `/api/projects/${projectId}/workers`);

  const phone = await reopenOffline(context, page, "/timesheet-gps");
  await phone.getByRole("radio", { name: "Crew", exact: true }).click();
  await phone.getByRole("button", { name: "Refresh Location" }).click();
  const list = phone.getByTestId("crew-list");
  await expect(list.getByTestId("crew-member")).toHaveCount(3);
  await expect(phone.getByText("Could not load the crew")).toHaveCount(0);
  await expect(phone.getByTestId("saved-copy-note")).toHaveText(/^Crew and sites as saved on this phone .* ago\.$/);

  // Offline, the page asks the network a few times a minute at most.
  const requests = await apiRequestsOver(phone, 20_000);
  expect(requests.length, requests.join(", ")).toBeLessThanOrEqual(6);
  await shootBoth(phone, "cold-start-crew-offline");

  const keys = keysOfPosts(phone, "/api/time-entries/crew-clock-in");
  for (const name of names) await list.getByRole("checkbox", { name }).click();
  await phone.getByRole("button", { name: "Clock in 2" }).click();
  await expect(phone.getByTestId("crew-results")).toContainText("Waiting to sync");
  await expect(phone.getByTestId("pending-punches")).toContainText("Crew of 2");

  await context.setOffline(false);
  await expect(phone.getByTestId("pending-punches")).toHaveCount(0, { timeout: 30_000 });
  await expect(phone.getByText("Crew clock-in synced").first()).toBeVisible();
  // Back with signal, the lists are the server's again: no note.
  await expect(phone.getByTestId("saved-copy-note")).toHaveCount(0, { timeout: 30_000 });
  expect(new Set(keys).size).toBe(1);
  const entries = (await (await admin.get(`/api/time-entries?projectId=${projectId}`)).json()) as { workerId: number; crewClockIn: boolean }[];
  expect(entries.filter((e) => crew.includes(e.workerId)).map((e) => e.workerId).sort()).toEqual([...crew].sort());
  expect(entries.every((e) => e.crewClockIn)).toBe(true);
  await admin.dispose();
});

test("after the very first visit, One worker mode opens offline with the workers", async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const site = siteFor(testInfo, 1);
  const admin = await adminApi(testInfo);
  const projectId = await createSiteProject(admin, `First Visit Site ${stamp}`, site, "Mandan, ND");
  const foreman = await createPersonWithRole(testInfo, "foreman", `Foreman ${stamp}`);
  const worker = `Cruz ${stamp}`;
  await addToTeam(testInfo, projectId, [foreman.workerId, await createWorkerRecord(testInfo, worker)]);

  // The first page this browser ever loads is the clock: its lists are read before the service worker takes over.
  const signedIn = await page.request.post("/api/auth/login", { data: { email: foreman.email, password: USER_PASSWORD } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  await page.goto("/timesheet-gps");
  // A foreman's clock opens in Crew mode (issue 26 item 4): One worker is one tap away, on each new page.
  await page.getByRole("radio", { name: "One worker", exact: true }).click();
  await expect(page.getByRole("button", { name: new RegExp(worker) })).toBeVisible();
  await savedOnDevice(page, "/api/workers");

  const phone = await reopenOffline(context, page, "/timesheet-gps");
  await phone.getByRole("radio", { name: "One worker", exact: true }).click();
  await expect(phone.getByRole("heading", { name: "Who are you clocking?" })).toBeVisible();
  await expect(phone.getByRole("button", { name: new RegExp(worker) })).toBeVisible();
  await expect(phone.getByText("Could not load workers")).toHaveCount(0);
  await expect(phone.getByTestId("saved-copy-note")).toBeVisible();
  await shootBoth(phone, "cold-start-one-worker-offline");
  await context.setOffline(false);
  await admin.dispose();
});

kioskTest("a kiosk opens offline with its team, takes a punch into its queue, and sends it once when back", async ({ page, context }, testInfo) => {
  test.setTimeout(150_000);
  const site = await setUpKioskSite(page, testInfo, { ...siteFor(testInfo, 2), radius: 200, location: "Mandan, ND" }, ["Dee Basement"]);
  const [dee] = site.workers;
  await page.goto("/kiosk");
  await expect(kioskTile(page, dee.name)).toContainText("Not clocked in");
  await savedOnDevice(page, "/api/kiosk");

  const tablet = await reopenOffline(context, page, "/kiosk");
  await expect(kioskTile(tablet, dee.name)).toContainText("Not clocked in");
  await expect(tablet.getByTestId("saved-copy-note")).toHaveText(/^Team as saved on this tablet .* ago\.$/);
  const requests = await apiRequestsOver(tablet, 20_000);
  expect(requests.length, requests.join(", ")).toBeLessThanOrEqual(6);
  await shootBoth(tablet, "cold-start-kiosk-offline");

  const keys = keysOfPosts(tablet, "/api/kiosk/punches");
  await kioskTile(tablet, dee.name).click();
  await expect(tablet.getByText(/your PIN cannot be checked/)).toBeVisible();
  await tablet.getByRole("button", { name: "Clock in", exact: true }).click();
  await expect(tablet.getByRole("heading", { name: /^Clock in saved at/ })).toBeVisible();
  await tablet.getByRole("button", { name: "Done" }).click();
  await expect(tablet.getByTestId("kiosk-waiting")).toHaveText("Waiting to sync: 1 tap");
  await expect(kioskTile(tablet, dee.name)).toContainText("On the clock");

  await context.setOffline(false);
  await expect(tablet.getByTestId("kiosk-waiting")).toBeHidden({ timeout: 30_000 });
  await expect(kioskTile(tablet, dee.name)).toContainText("On the clock");
  await expect(tablet.getByTestId("saved-copy-note")).toHaveCount(0, { timeout: 30_000 });
  expect(new Set(keys).size).toBe(1);
  const entries = (await (await site.admin.get(`/api/time-entries?workerId=${dee.id}`)).json()) as unknown[];
  expect(entries).toHaveLength(1);
  await site.admin.dispose();
});

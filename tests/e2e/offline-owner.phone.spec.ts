// A shared phone (QUALITY 43): a punch one person queued offline is never sent under the next person's session.
// It waits on the phone through their sign-out (which warns about it) and goes out once its owner signs in again.
// A punch saved before Crewline recorded owners waits for a signed-in person to say it is theirs ("Send as mine").
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { adminApi, createActiveUser, signInAsAdmin, signInWithEmail, signOut, uniqueEmail, USER_PASSWORD } from "./support/accounts";

// A site of our own, away from the demo sites and the other GPS journey's site.
const SITE = { latitude: 40.585, longitude: -105.084, radius: 150 };
/** Set it to a folder to keep screenshots of the sign-out warning and of Send as mine at 390 and 1280 px. */
const SHOTS_DIR = process.env.E2E_SHOTS_DIR;

async function screenshotAtWidths(page: Page, name: string, phoneViewport: { width: number; height: number }) {
  if (!SHOTS_DIR) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${width}.png`), animations: "disabled" });
  }
  await page.setViewportSize(phoneViewport);
}

/** The GPS clock with the worker chosen (this tab remembers the choice across sign-ins, so it may be chosen already). */
async function openClockFor(page: Page, workerName: string) {
  await page.goto("/timesheet-gps");
  const selected = page.getByTestId("selected-worker");
  const pick = page.getByRole("button", { name: new RegExp(workerName) });
  await expect(selected.or(pick)).toBeVisible();
  if (!(await selected.isVisible())) await pick.click();
  await expect(selected).toHaveText(workerName);
}

test("a punch queued offline by one person is not sent under the next person's sign-in, and is sent once for its owner", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const projectName = `E2E Fort Collins Site ${stamp}`;
  const workerName = `E2E Shared Phone ${stamp}`;
  const admin = await adminApi(testInfo);
  const projectRes = await admin.post("/api/projects", {
    data: { name: projectName, location: "Fort Collins, CO", status: "in-progress", endDate: "2030-12-31", latitude: SITE.latitude, longitude: SITE.longitude, locationRadius: SITE.radius },
  });
  expect(projectRes.ok(), await projectRes.text()).toBe(true);
  const workerRes = await admin.post("/api/workers", {
    data: { name: workerName, role: "in-house", category: "Carpentry", subcategory: "Framing", phone: null, email: null, hourlyRate: 25 },
  });
  expect(workerRes.ok(), await workerRes.text()).toBe(true);
  const worker = (await workerRes.json()) as { id: number };
  const entriesOfWorker = async () => (await (await admin.get(`/api/time-entries?workerId=${worker.id}`)).json()) as unknown[];

  const alex = uniqueEmail(testInfo, "alex");
  await createActiveUser(testInfo, alex);
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ ...SITE, accuracy: 8 });

  // Alex clocks the worker in with a connection that fails every punch: it waits on the phone.
  await signInWithEmail(page, alex, USER_PASSWORD);
  await openClockFor(page, workerName);
  await expect(page.getByRole("radio", { name: new RegExp(projectName) })).toHaveAttribute("aria-checked", "true");
  await page.route("**/api/time-entries/clock-*", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Clock In", exact: true }).click();
  const pending = page.getByTestId("pending-punches");
  await expect(pending).toContainText(`Clock in · ${workerName}`);

  // Sign Out warns with the count and keeps Alex signed in on "Stay Signed In".
  await page.getByRole("banner").getByRole("button", { name: "Profile menu" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  const warning = page.getByRole("dialog", { name: "Punches not sent yet" });
  await expect(warning).toContainText(
    "1 punch you made has not been sent yet. It stays on this phone and will be sent when you sign in again here with a " +
      "connection. Nobody else who signs in on this phone can send it.",
  );
  await screenshotAtWidths(page, "sign-out-warning", testInfo.project.use.viewport!);
  await warning.getByRole("button", { name: "Stay Signed In" }).click();
  await expect(warning).toBeHidden();
  await expect(pending).toBeVisible();

  await page.getByRole("banner").getByRole("button", { name: "Profile menu" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await warning.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Crewline" })).toBeVisible();

  // The connection is back and the admin signs in on the same phone: Alex's punch stays on the phone, unsent.
  await page.unroute("**/api/time-entries/clock-*");
  const punchesSent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && /\/api\/time-entries\/clock-/.test(request.url())) punchesSent.push(request.url());
  });
  await signInAsAdmin(page);
  await openClockFor(page, workerName);
  await expect(page.getByTestId("others-punches")).toContainText("1 punch on this phone was made under another sign-in.");
  await expect(page.getByTestId("pending-punches")).toBeHidden();
  await page.waitForLoadState("networkidle");
  expect(punchesSent).toEqual([]);
  expect(await entriesOfWorker()).toEqual([]);
  // The admin has no punches of their own waiting, so Sign Out asks nothing.
  await signOut(page);

  // Alex signs in again: the punch goes out under Alex's session, exactly once.
  await signInWithEmail(page, alex, USER_PASSWORD);
  await openClockFor(page, workerName);
  await expect(page.getByTestId("pending-punches")).toBeHidden({ timeout: 20_000 });
  await expect.poll(async () => (await entriesOfWorker()).length).toBe(1);
  await page.waitForLoadState("networkidle");
  expect(punchesSent).toHaveLength(1);
  expect(await entriesOfWorker()).toHaveLength(1);
  await admin.dispose();
});

test("a punch saved before owners were recorded is sent once after a signed-in person confirms it is theirs", async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const site = { latitude: 40.59, longitude: -105.09, radius: 150 };
  const projectName = `E2E Old Phone Site ${stamp}`;
  const workerName = `E2E Old Punch ${stamp}`;
  const admin = await adminApi(testInfo);
  const projectRes = await admin.post("/api/projects", {
    data: { name: projectName, location: "Fort Collins, CO", status: "in-progress", endDate: "2030-12-31", latitude: site.latitude, longitude: site.longitude, locationRadius: site.radius },
  });
  expect(projectRes.ok(), await projectRes.text()).toBe(true);
  const project = (await projectRes.json()) as { id: number };
  const workerRes = await admin.post("/api/workers", {
    data: { name: workerName, role: "in-house", category: "Carpentry", subcategory: "Framing", phone: null, email: null, hourlyRate: 25 },
  });
  expect(workerRes.ok(), await workerRes.text()).toBe(true);
  const worker = (await workerRes.json()) as { id: number };
  const entriesOfWorker = async () => (await (await admin.get(`/api/time-entries?workerId=${worker.id}`)).json()) as unknown[];

  const sam = uniqueEmail(testInfo, "sam");
  await createActiveUser(testInfo, sam);
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ ...site, accuracy: 8 });
  await signInWithEmail(page, sam, USER_PASSWORD);
  await openClockFor(page, workerName);

  // A clock-in from yesterday, stored as the queue stored punches before it recorded who made them: no ownerId.
  const tappedAt = new Date(Date.now() - 24 * 3600_000).toISOString();
  await page.evaluate(
    async (punch) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open("crewline-offline", 1);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction("punches", "readwrite");
        tx.objectStore("punches").put(punch);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    {
      key: `old-${stamp}`,
      seq: 1,
      kind: "clock-in",
      body: { workerId: worker.id, projectId: project.id, location: null, clockInLatitude: site.latitude, clockInLongitude: site.longitude, locationAccuracy: 8, clockInTime: tappedAt },
      tappedAt,
      workerId: worker.id,
      workerName,
      projectName,
      afterKey: null,
      attempts: 0,
      lastError: null,
    },
  );
  const punchesSent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && /\/api\/time-entries\/clock-/.test(request.url())) punchesSent.push(request.url());
  });
  await page.reload();

  // Listed apart in Waiting to sync, with the explanation, and not sent on its own.
  const unowned = page.getByTestId("unowned-punches");
  await expect(unowned).toContainText("Saved on this phone before Crewline recorded who made each punch. Send it only if you made it.");
  await expect(unowned.getByRole("listitem")).toHaveCount(1);
  await expect(unowned.getByRole("listitem")).toContainText(`Clock in · ${workerName} · ${projectName} · tapped at`);
  await expect(page.getByTestId("others-punches")).toBeHidden();
  await page.waitForLoadState("networkidle");
  expect(punchesSent).toEqual([]);
  await unowned.scrollIntoViewIfNeeded();
  await screenshotAtWidths(page, "claim-card", testInfo.project.use.viewport!);

  // Send as mine asks first; Cancel keeps it as it was.
  await unowned.getByRole("button", { name: "Send as mine" }).click();
  const question = page.getByRole("dialog", { name: "Send this punch as yours?" });
  await expect(question).toContainText("Send it only if you made it.");
  await expect(question).toContainText(`Clock in · ${workerName} · ${projectName}`);
  await screenshotAtWidths(page, "claim-confirm", testInfo.project.use.viewport!);
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  expect(punchesSent).toEqual([]);

  await unowned.getByRole("button", { name: "Send as mine" }).click();
  await question.getByRole("button", { name: "Send as mine" }).click();
  await expect(page.getByTestId("pending-punches")).toBeHidden({ timeout: 20_000 });
  await expect.poll(async () => (await entriesOfWorker()).length).toBe(1);
  await page.waitForLoadState("networkidle");
  expect(punchesSent).toHaveLength(1);
  await admin.dispose();
});

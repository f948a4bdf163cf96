// Issue 14, site kiosks, the office's side: a worker punched in and out at the gate tablet while it had no connection,
// so no PIN was checked and each punch kept a photo. On the Timesheet screen the crew member sees their entry marked
// Unverified and its history (punched at the kiosk) but no photo and no Confirm; an office user sees it among the kiosk
// punches to confirm, opens the photos, confirms it, and reads "Confirmed by" in its history; an administrator rejects
// another such punch by deleting it with a reason. Screenshots at 390 and 1280 px of the timesheet, the photo dialog
// and the history dialog, for both roles.
import { randomUUID } from "node:crypto";
import { type Locator, type Page, request, type TestInfo } from "@playwright/test";
import { expect, test } from "./support/kiosk-settings";
import sharp from "sharp";
import { ADMIN_PASSWORD, ADMIN_USERNAME, adminApi, newContextLikeProject, signInAsAdmin, signInWithEmail } from "./support/accounts";
import { addToTeam, createPersonWithRole, type E2ePerson } from "./support/people";
import { shootBoth } from "./support/screenshots";

/** A picture as the tablet's camera sends it: a small JPEG data URL (the server re-encodes it). */
async function tabletPhoto(label: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="#35506b"/><circle cx="160" cy="100" r="52" fill="#f1c27d"/><rect x="88" y="160" width="144" height="80" rx="30" fill="#e4572e"/><text x="12" y="28" font-size="22" font-family="sans-serif" fill="#ffffff">${label}</text></svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

/**
 * A project with a crew member on its team who has a PIN, a kiosk for it made on a separate device (the admin signs in
 * there and turns it into the kiosk), punch photos on, and an offline clock-in and clock-out of that crew member there.
 */
async function offlineKioskShift(testInfo: TestInfo, stamp: string): Promise<{ crew: E2ePerson; kioskName: string }> {
  const admin = await adminApi(testInfo);
  const project = await admin.post("/api/projects", { data: { name: `Gate Yard ${stamp}`, location: "Denver, CO", status: "in-progress", endDate: "2030-12-31" } });
  expect(project.ok(), await project.text()).toBe(true);
  const projectId = ((await project.json()) as { id: number }).id;
  const crew = await createPersonWithRole(testInfo, "crew", `Ana Kiosk ${stamp}`);
  await addToTeam(testInfo, projectId, [crew.workerId]);
  const pin = await admin.put(`/api/workers/${crew.workerId}/pin`, { data: { pin: "4821" } });
  expect(pin.ok(), await pin.text()).toBe(true);
  const photos = await admin.put("/api/settings/kiosk", { data: { photosOnPunch: true, photoRetentionDays: 30 } });
  expect(photos.ok(), await photos.text()).toBe(true);
  await admin.dispose();

  const kioskName = `Gate tablet ${stamp}`;
  const tablet = await request.newContext({ baseURL: testInfo.project.use.baseURL });
  const signedIn = await tablet.post("/api/admin/login", { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } });
  expect(signedIn.status()).toBe(200);
  const kiosk = await tablet.post("/api/admin/kiosks", { data: { projectId, name: kioskName } });
  expect(kiosk.status(), await kiosk.text()).toBe(201);
  for (const [action, label] of [
    ["in", "Clock-in"],
    ["out", "Clock-out"],
  ] as const) {
    const punched = await tablet.post("/api/kiosk/punches", {
      headers: { "Idempotency-Key": randomUUID() },
      data: { workerId: crew.workerId, offline: true, photo: await tabletPhoto(label), clientTime: new Date().toISOString() },
    });
    expect(punched.status(), await punched.text()).toBe(200);
    expect(await punched.json()).toMatchObject({ action, verification: "unverified" });
  }
  await tablet.dispose();
  return { crew, kioskName };
}

/** The worker's entry of today, as a desk's table row or a phone's card. */
const entryOf = (page: Page, worker: string): Locator =>
  page.getByTestId("daily-entry-row").or(page.getByTestId("daily-entry")).filter({ hasText: worker });

test("an offline kiosk punch is unverified until the office confirms it; its photos and the kiosk show in the office's timesheet, not the crew's", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const { crew, kioskName } = await offlineKioskShift(testInfo, stamp);
  const worker = crew.workerName;
  const office = await createPersonWithRole(testInfo, "user", `Sam Office ${stamp}`);

  // The crew member sees their entry marked Unverified, and the kiosk in its history; no photo, no Confirm.
  await signInWithEmail(page, crew.email, crew.password);
  await page.goto("/timesheet");
  const own = entryOf(page, worker);
  await expect(own.getByText("Unverified", { exact: true })).toBeVisible();
  await expect(own.getByRole("button", { name: `Punch photos of ${worker}` })).toHaveCount(0);
  await expect(own.getByRole("button", { name: `Confirm the kiosk punch of ${worker}` })).toHaveCount(0);
  await expect(page.getByTestId("unverified-punches-card")).toHaveCount(0);
  await shootBoth(page, "crew-timesheet", { focus: own });
  await own.getByRole("button", { name: `History of the entry of ${worker}` }).click();
  const crewHistory = page.getByRole("dialog", { name: "Entry history" });
  await expect(crewHistory).toContainText(`Clocked in at Kiosk: ${kioskName}`);
  await expect(crewHistory).toContainText(`Clocked out at Kiosk: ${kioskName}`);
  await expect(crewHistory).toContainText("no PIN could be checked");
  await shootBoth(page, "crew-history");
  await crewHistory.getByRole("button", { name: "Close" }).click();

  // The office, in its own browser: the punch waits among those to confirm, with its photos.
  const context = await newContextLikeProject(browser, testInfo);
  const desk = await context.newPage();
  await signInWithEmail(desk, office.email, office.password);
  await desk.goto("/timesheet");
  const waiting = desk.getByTestId("unverified-punch").filter({ hasText: worker });
  await expect(waiting).toBeVisible();
  const entry = entryOf(desk, worker);
  await expect(entry.getByText("Unverified", { exact: true })).toBeVisible();
  await shootBoth(desk, "office-waiting", { focus: waiting });
  await shootBoth(desk, "office-timesheet", { focus: entry });
  if (testInfo.project.name === "desktop") {
    // At a desk the office's actions stay in sight at the table's right edge, however wide other rows make it.
    await entry.scrollIntoViewIfNeeded();
    await expect(entry.getByRole("button", { name: `Confirm the kiosk punch of ${worker}` })).toBeInViewport();
    await expect(entry.getByRole("button", { name: `Punch photos of ${worker}` })).toBeInViewport();
  }

  await entry.getByRole("button", { name: `Punch photos of ${worker}` }).click();
  const photos = desk.getByRole("dialog", { name: "Punch photos" });
  for (const punch of ["clock-in", "clock-out"]) {
    const photo = photos.getByRole("img", { name: `${worker} at the ${punch}` });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
  }
  await shootBoth(desk, "office-photos");
  await photos.getByRole("button", { name: "Close" }).click();

  await entry.getByRole("button", { name: `Confirm the kiosk punch of ${worker}` }).click();
  await expect(desk.getByText("Punch Confirmed")).toBeVisible();
  await expect(entry.getByText("Unverified", { exact: true })).toHaveCount(0);
  await expect(waiting).toHaveCount(0);

  // The office corrects entries (issue 26 item 7): its Correct dialog holds the entry's history.
  await entry.getByRole("button", { name: `Correct entry of ${worker}` }).click();
  const history = desk.getByRole("dialog", { name: "Correct Time Entry" });
  await expect(history).toContainText(`Clocked in at Kiosk: ${kioskName}`);
  await expect(history).toContainText("Confirmed by Vic Tim");
  await shootBoth(desk, "office-history");
  await context.close();

  // The crew member's entry reads as verified now.
  await page.reload();
  await expect(entryOf(page, worker)).toBeVisible();
  await expect(entryOf(page, worker).getByText("Unverified", { exact: true })).toHaveCount(0);
});

test("an administrator rejects an offline kiosk punch by deleting the entry with a reason", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const { crew } = await offlineKioskShift(testInfo, stamp);
  const worker = crew.workerName;

  await signInAsAdmin(page);
  await page.goto("/timesheet");
  const waiting = page.getByTestId("unverified-punch").filter({ hasText: worker });
  await expect(waiting).toBeVisible();
  await shootBoth(page, "admin-timesheet", { focus: entryOf(page, worker) });
  await waiting.getByRole("button", { name: `Reject the kiosk punch of ${worker}` }).click();
  const dialog = page.getByRole("dialog", { name: "Reject this kiosk punch?" });
  await shootBoth(page, "admin-reject");
  // A rejection needs its reason, as every deletion does.
  await dialog.getByRole("button", { name: "Delete Entry" }).click();
  await expect(dialog.getByText("Please give a reason for deleting this entry")).toBeVisible();
  await dialog.getByLabel("Reason *").fill("Ana was off sick that day: someone else punched for her");
  await dialog.getByRole("button", { name: "Delete Entry" }).click();
  await expect(page.getByText("Time Entry Deleted")).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await expect(entryOf(page, worker)).toHaveCount(0);
});

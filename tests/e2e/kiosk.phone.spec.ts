// A site kiosk (issue 14): a phone an administrator made the time clock of one project. A worker taps their name and
// types their PIN: a wrong PIN is refused, the right one clocks them in and out and shows only their result for a few
// seconds; five wrong PINs lock the name; without a connection the punch waits on the device and is sent once, for
// the office to confirm; a revoked kiosk says it is not one. Set E2E_SHOTS_DIR to keep screenshots of each state.
import fs from "node:fs";
import path from "node:path";
import { type Page } from "@playwright/test";
import { expect, test } from "./support/kiosk-settings";
import { kioskTile, setUpKioskSite, typePin } from "./support/kiosk-site";

// A site of our own, far from the demo sites and the other journeys' sites (a geofence near theirs would change
// which sites their GPS clock finds in range).
const SITE = { latitude: 39.0639, longitude: -108.5506, radius: 200, location: "Grand Junction, CO" };
const SHOTS_DIR = process.env.E2E_SHOTS_DIR;
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1280, height: 800 },
];

async function screenshots(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  const phone = page.viewportSize()!;
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${size.width}.png`), animations: "disabled" });
  }
  await page.setViewportSize(phone);
}

/** Types the PIN, taps the punch button and returns the server's status for it. */
async function punchWithPin(page: Page, pin: string, button: "Clock in" | "Clock out"): Promise<number> {
  await typePin(page, pin);
  const answer = page.waitForResponse((res) => res.url().endsWith("/api/kiosk/punches") && res.request().method() === "POST");
  await page.getByRole("button", { name: button, exact: true }).click();
  return (await answer).status();
}

test("a worker clocks in and out with their PIN, a wrong PIN is refused, and only their own result shows, for a few seconds", async ({ page }, testInfo) => {
  const site = await setUpKioskSite(page, testInfo, SITE, ["Ana Kiosk", "Bo Kiosk"]);
  const [ana, bo] = site.workers;
  await page.clock.install();
  await page.goto("/kiosk");

  await expect(page.getByRole("heading", { level: 1, name: site.projectName })).toBeVisible();
  await expect(page.getByText("Time clock · Gate phone")).toBeVisible();
  await expect(kioskTile(page, ana.name)).toContainText("Not clocked in");
  await expect(kioskTile(page, bo.name)).toContainText("Not clocked in");
  await screenshots(page, "kiosk-names");

  // A wrong PIN: refused with the server's words, the pad emptied.
  await kioskTile(page, ana.name).click();
  await expect(page.getByRole("heading", { name: ana.name })).toBeVisible();
  await expect(page.getByText("Enter your PIN")).toBeVisible();
  await expect(page.getByRole("button", { name: "Clock in", exact: true })).toBeDisabled();
  await typePin(page, "97");
  await expect(page.getByTestId("pin-dots")).toHaveAttribute("aria-label", "PIN: 2 digits entered");
  await screenshots(page, "kiosk-pin-pad");
  await page.getByRole("button", { name: "Clear", exact: true }).click();
  expect(await punchWithPin(page, "9713", "Clock in")).toBe(401);
  await expect(page.getByRole("alert").filter({ hasText: "Wrong PIN" })).toHaveText("Wrong PIN. Please try again.");
  await expect(page.getByTestId("pin-dots")).toHaveAttribute("aria-label", "PIN: no digits entered");
  await screenshots(page, "kiosk-wrong-pin");
  // The wrong PIN made Ana's name wait a second at this kiosk; the office clears it, so the next PIN counts at once.
  expect((await site.admin.delete(`/api/workers/${ana.id}/pin-waits`)).status()).toBe(200);

  // The right PIN clocks Ana in; her result, and nobody else's, shows until the time is up.
  expect(await punchWithPin(page, ana.pin, "Clock in")).toBe(200);
  await expect(page.getByRole("heading", { name: /^Clocked in at \d{1,2}:\d{2} [AP]M$/ })).toBeVisible();
  await expect(page.getByText(ana.name)).toBeVisible();
  await expect(page.getByText("Today")).toBeVisible();
  await expect(page.getByText("This week")).toBeVisible();
  await expect(page.getByText(bo.name)).toBeHidden();
  await screenshots(page, "kiosk-result");
  await page.clock.fastForward(6_500);
  await expect(page.getByRole("heading", { name: /^Clocked in at/ })).toBeHidden();
  // On the clock here: the tile names no other site.
  await expect(kioskTile(page, ana.name)).toHaveText(new RegExp(`On the clock$`));
  await expect(kioskTile(page, bo.name)).toContainText("Not clocked in");
  await screenshots(page, "kiosk-names-on-the-clock");

  // Tapped again, the button clocks her out; Done goes back at once.
  await kioskTile(page, ana.name).click();
  expect(await punchWithPin(page, ana.pin, "Clock out")).toBe(200);
  await expect(page.getByRole("heading", { name: /^Clocked out at/ })).toBeVisible();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(kioskTile(page, ana.name)).toContainText("Not clocked in");

  const entries = (await (await site.admin.get(`/api/time-entries?workerId=${ana.id}`)).json()) as { clockOutTime: string | null; verification: string }[];
  expect(entries).toHaveLength(1);
  expect(entries[0].clockOutTime).not.toBeNull();
  expect(entries[0].verification).toBe("verified");

  // The installed app starts at "/": with nobody signed in, this device goes back to its kiosk.
  await page.goto("/");
  await expect(page).toHaveURL(/\/kiosk$/);
  await expect(kioskTile(page, ana.name)).toBeVisible();
  await site.admin.dispose();
});

test("wrong PINs make the name wait longer each time, and the pad says for how long; a revoked kiosk says it is none", async ({ page }, testInfo) => {
  const site = await setUpKioskSite(page, testInfo, SITE, ["Cy Kiosk", "Di Kiosk"]);
  const [cy, di] = site.workers;
  await page.goto("/kiosk");
  await kioskTile(page, cy.name).click();
  // Each wrong PIN doubles the wait (1 s, 2 s, 4 s, ...), so a stranger typing on soon types into a wait: refused
  // without a comparison (429), however fast or slow this machine types.
  const answers: number[] = [];
  while (!answers.includes(429) && answers.length < 10) {
    answers.push(await punchWithPin(page, "9713", "Clock in"));
    await expect(page.getByTestId("pin-dots")).toHaveAttribute("aria-label", "PIN: no digits entered");
  }
  expect(answers.at(-1)).toBe(429);
  expect(answers.slice(0, -1).every((status) => status === 401)).toBe(true);
  await expect(page.getByRole("alert").filter({ hasText: "Too many" })).toHaveText(/^Too many wrong PINs for this name\. Try again in \d+ s\.$/);
  await screenshots(page, "kiosk-too-many");
  expect(((await (await site.admin.get(`/api/time-entries?workerId=${cy.id}`)).json()) as unknown[]).length).toBe(0);
  // The office clears the wait: Cy's own PIN counts at once.
  expect((await site.admin.delete(`/api/workers/${cy.id}/pin-waits`)).status()).toBe(200);
  expect(await punchWithPin(page, cy.pin, "Clock in")).toBe(200);
  await page.getByRole("button", { name: "Done" }).click();
  // The kiosk's read after the punch has landed (Cy's tile shows it), so it cannot be the one to find the revocation.
  await expect(kioskTile(page, cy.name)).toContainText("On the clock");

  // The office revokes the kiosk while Di types: the punch is refused and the screen says this is no kiosk. The
  // kiosk's own refresh (every minute) would find it too and turn the screen under the typing thumb, so until the
  // punch it is answered with the kiosk's last read. The context's route sees the service worker's fetches too (a
  // page's route does not), and the revocation comes after the typing, so a slow run's refresh cannot land between.
  const lastRead = await page.request.get("/api/kiosk");
  expect(lastRead.status()).toBe(200);
  const lastReadBody: unknown = await lastRead.json();
  const kioskRead = /\/api\/kiosk$/;
  await page.context().route(kioskRead, (route) => (route.request().method() === "GET" ? route.fulfill({ json: lastReadBody }) : route.fallback()));
  await kioskTile(page, di.name).click();
  await typePin(page, di.pin);
  expect((await site.admin.delete(`/api/admin/kiosks/${site.kioskId}`)).status()).toBe(200);
  const refused = page.waitForResponse((res) => res.url().endsWith("/api/kiosk/punches") && res.request().method() === "POST");
  await page.getByRole("button", { name: "Clock in", exact: true }).click();
  expect((await refused).status()).toBe(401);
  await page.context().unroute(kioskRead);
  await expect(page.getByRole("heading", { name: "This device is not a kiosk" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth");
  await screenshots(page, "kiosk-not-a-kiosk");
  // It is no kiosk on a reload either, and "/" is the home page again.
  await page.reload();
  await expect(page.getByRole("heading", { name: "This device is not a kiosk" })).toBeVisible();
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  await site.admin.dispose();
});

test("offline, the kiosk keeps the punch without a PIN, shows it waiting to sync, and sends it once when back; the office finds it unverified", async ({
  page,
  context,
}, testInfo) => {
  const site = await setUpKioskSite(page, testInfo, SITE, ["Ed Kiosk"], ["Flo Kiosk"]);
  const [ed, flo] = site.workers;
  await page.goto("/kiosk");
  await expect(kioskTile(page, ed.name)).toContainText("Not clocked in");

  // Online, a worker the office gave no PIN is told to ask for one: no pad.
  await kioskTile(page, flo.name).click();
  await expect(page.getByRole("alert").filter({ hasText: "no PIN" })).toHaveText("You have no PIN yet. Ask the office to set one for you, then punch here.");
  await expect(page.getByText("Enter your PIN")).toBeHidden();
  await screenshots(page, "kiosk-no-pin");
  await page.getByRole("button", { name: "Back to names" }).first().click();
  const punchRequests: string[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && req.url().endsWith("/api/kiosk/punches")) punchRequests.push(req.headers()["idempotency-key"] ?? "");
  });

  await context.setOffline(true);
  await expect(page.getByText(/^No connection\. Punches are kept on this tablet/)).toBeVisible();
  await kioskTile(page, ed.name).click();
  await expect(page.getByText(/your PIN cannot be checked/)).toBeVisible();
  await expect(page.getByText("Enter your PIN")).toBeHidden();
  await screenshots(page, "kiosk-offline-punch");
  await page.getByRole("button", { name: "Clock in", exact: true }).click();
  await expect(page.getByRole("heading", { name: /^Clock in saved at/ })).toBeVisible();
  await expect(page.getByText(/waiting to sync/)).toBeVisible();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByTestId("kiosk-waiting")).toHaveText("Waiting to sync: 1 tap");
  await expect(kioskTile(page, ed.name)).toContainText("On the clock");
  await expect(kioskTile(page, ed.name)).toContainText("Waiting to sync");
  await screenshots(page, "kiosk-offline-waiting");

  // Back online: sent once with its key, and the office finds it unverified.
  await context.setOffline(false);
  await expect(page.getByTestId("kiosk-waiting")).toBeHidden();
  await expect(kioskTile(page, ed.name)).not.toContainText("Waiting to sync");
  await expect(kioskTile(page, ed.name)).toContainText("On the clock");
  expect(new Set(punchRequests).size).toBe(1);
  const unverified = (await (await site.admin.get("/api/time-entries?verification=unverified")).json()) as { workerId: number; clockOutTime: string | null }[];
  expect(unverified.filter((entry) => entry.workerId === ed.id)).toEqual([expect.objectContaining({ workerId: ed.id, clockOutTime: null })]);
  expect(((await (await site.admin.get(`/api/time-entries?workerId=${ed.id}`)).json()) as unknown[]).length).toBe(1);
  await site.admin.dispose();
});

test.describe("with punch photos on", () => {
  test("the kiosk says it takes a photo, shows the front camera, and sends a small JPEG with the punch", async ({ page }, testInfo) => {
    const site = await setUpKioskSite(page, testInfo, SITE, ["Fay Kiosk"]);
    const [fay] = site.workers;
    // The company's setting (this test holds it; the fixture puts the default back).
    expect((await site.admin.put("/api/settings/kiosk", { data: { photosOnPunch: true, photoRetentionDays: 90 } })).ok()).toBe(true);
    // A front camera that films a plain picture at 1280 x 720.
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = async () => {
        const canvas = document.createElement("canvas");
        canvas.width = 1280;
        canvas.height = 720;
        const context = canvas.getContext("2d")!;
        const paint = () => {
          context.fillStyle = "#1d4ed8";
          context.fillRect(0, 0, 1280, 720);
          context.fillStyle = "#fde68a";
          context.fillRect(520, 160, 240, 400);
        };
        paint();
        setInterval(paint, 100);
        return canvas.captureStream(10);
      };
    });
    await page.goto("/kiosk");
    await expect(page.getByText("This kiosk takes a photo of you at every punch. The office sees it with your time.")).toBeVisible();
    await screenshots(page, "kiosk-photo-notice");

    await kioskTile(page, fay.name).click();
    await expect(page.getByText(/^A photo is taken when you punch\./)).toBeVisible();
    await screenshots(page, "kiosk-photo-pin");
    const sent = page.waitForResponse((res) => res.request().method() === "POST" && res.url().endsWith("/api/kiosk/punches"));
    expect(await punchWithPin(page, fay.pin, "Clock in")).toBe(200);
    const photo = ((await sent).request().postDataJSON() as { photo?: string }).photo ?? "";
    expect(photo).toMatch(/^data:image\/jpeg;base64,/);
    const size = await page.evaluate(
      (url) =>
        new Promise<{ width: number; height: number }>((resolve) => {
          const image = new Image();
          image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
          image.src = url;
        }),
      photo,
    );
    expect(size).toEqual({ width: 480, height: 270 });
    await expect(page.getByRole("heading", { name: /^Clocked in at/ })).toBeVisible();
    // The server kept it with the entry, for the office.
    const { timeEntryId } = (await (await sent).json()) as { timeEntryId: number };
    const kept = await site.admin.get(`/api/time-entries/${timeEntryId}/photos/in`);
    expect(kept.status()).toBe(200);
    expect(kept.headers()["content-type"]).toBe("image/jpeg");
    await site.admin.dispose();
  });

  test("a blocked camera is explained and no PIN pad is offered (the server would refuse a punch without a photo)", async ({ page }, testInfo) => {
    const site = await setUpKioskSite(page, testInfo, SITE, ["Gus Kiosk"]);
    expect((await site.admin.put("/api/settings/kiosk", { data: { photosOnPunch: true, photoRetentionDays: 90 } })).ok()).toBe(true);
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    });
    await page.goto("/kiosk");
    await kioskTile(page, site.workers[0].name).click();
    await expect(page.getByRole("alert").filter({ hasText: "The camera is blocked" })).toContainText("Allow the camera for this site");
    await expect(page.getByText("Enter your PIN")).toBeHidden();
    await expect(page.getByRole("button", { name: "Clock in", exact: true })).toBeHidden();
    await screenshots(page, "kiosk-camera-blocked");
    await site.admin.dispose();
  });
});

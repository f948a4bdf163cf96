// Breaks at a site kiosk (issue 15): a worker on the clock taps their name, types their PIN and taps Start meal; the
// grid says they are on a meal break; they come back, type their PIN again and tap End break; they clock out. The
// office's timesheet shows the meal break on their entry. Screenshots at 390 and 1280 px of the panel with the break
// buttons, the break's result, and End break. Offline, a break is kept on the tablet behind the clock-in before it and
// shows "Waiting to sync" until both are sent.
import { expect, test } from "./support/kiosk-settings";
import { newContextLikeProject, signInAsAdmin } from "./support/accounts";
import { kioskTile, setUpKioskSite, tapWithPin, typePin } from "./support/kiosk-site";
import { shootBoth } from "./support/screenshots";
import { expectTouchHeight } from "./support/touch-target";

// A site of our own (Durango), far from the demo sites and every other journey's.
const SITE = { latitude: 37.2753, longitude: -107.8801, radius: 200, location: "Durango, CO" };

test("a worker starts and ends a meal break at the kiosk with their PIN, and the timesheet shows the break", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const site = await setUpKioskSite(page, testInfo, SITE, ["Mia Break"]);
  const [mia] = site.workers;
  await page.goto("/kiosk");
  await expect(page.getByRole("heading", { level: 1, name: site.projectName })).toBeVisible();

  expect(await tapWithPin(page, mia.name, mia.pin, "Clock in", "punches")).toBe(200);
  await page.getByRole("button", { name: "Done" }).click();
  await expect(kioskTile(page, mia.name)).toContainText("On the clock");

  // On the clock, the panel offers the breaks besides Clock out; they need the PIN like the punch.
  await kioskTile(page, mia.name).click();
  const breaks = page.getByTestId("kiosk-break-buttons");
  await expect(breaks.getByRole("button", { name: "Start meal" })).toBeDisabled();
  await expect(breaks.getByRole("button", { name: "Start rest" })).toBeDisabled();
  await typePin(page, mia.pin);
  await expect(breaks.getByRole("button", { name: "Start meal" })).toBeEnabled();
  await expectTouchHeight(breaks.getByRole("button", { name: "Start meal" }), 48);
  await shootBoth(page, "kiosk-break-buttons");
  const started = page.waitForResponse((res) => res.url().endsWith("/api/kiosk/breaks") && res.request().method() === "POST");
  await breaks.getByRole("button", { name: "Start meal" }).click();
  expect((await started).status()).toBe(200);
  await expect(page.getByRole("heading", { name: /^Meal break started at \d{1,2}:\d{2} [AP]M$/ })).toBeVisible();
  await shootBoth(page, "kiosk-break-started");
  await page.getByRole("button", { name: "Done" }).click();
  await expect(kioskTile(page, mia.name)).toContainText("On meal break");

  // Back from the meal: End break, then the clock-out.
  await kioskTile(page, mia.name).click();
  await expect(page.getByText("On meal break")).toBeVisible();
  await typePin(page, mia.pin);
  await shootBoth(page, "kiosk-end-break");
  await page.getByRole("button", { name: "Back to names" }).first().click();
  expect(await tapWithPin(page, mia.name, mia.pin, "End break", "breaks")).toBe(200);
  await expect(page.getByRole("heading", { name: /^Break ended at \d{1,2}:\d{2} [AP]M$/ })).toBeVisible();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(kioskTile(page, mia.name)).toContainText("On the clock");
  expect(await tapWithPin(page, mia.name, mia.pin, "Clock out", "punches")).toBe(200);
  await expect(page.getByRole("heading", { name: /^Clocked out at/ })).toBeVisible();

  // The office's timesheet: the entry carries its meal break.
  const context = await newContextLikeProject(browser, testInfo);
  const desk = await context.newPage();
  await signInAsAdmin(desk);
  await desk.goto("/timesheet");
  const entry = desk.getByTestId("daily-entry-row").or(desk.getByTestId("daily-entry")).filter({ hasText: mia.name });
  await expect(entry.getByTestId("entry-breaks")).toContainText(/Meal \d{1,2}:\d{2} [AP]M–\d{1,2}:\d{2} [AP]M, unpaid/);
  await shootBoth(desk, "timesheet-kiosk-break", { focus: entry });
  await context.close();
  await site.admin.dispose();
});

test("offline, a break waits on the tablet behind the clock-in before it, shows 'Waiting to sync', and is sent in order when back", async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  const site = await setUpKioskSite(page, testInfo, SITE, ["Olu Offline"]);
  const [olu] = site.workers;
  await page.goto("/kiosk");
  await expect(kioskTile(page, olu.name)).toContainText("Not clocked in");

  await context.setOffline(true);
  await kioskTile(page, olu.name).click();
  await page.getByRole("button", { name: "Clock in", exact: true }).click();
  await expect(page.getByRole("heading", { name: /^Clock in saved at/ })).toBeVisible();
  await page.getByRole("button", { name: "Done" }).click();

  // No PIN can be checked: the break buttons work without the pad, and the tap is kept like the punch.
  await kioskTile(page, olu.name).click();
  await expect(page.getByText(/your PIN cannot be checked/)).toBeVisible();
  await shootBoth(page, "kiosk-offline-break-buttons");
  await page.getByTestId("kiosk-break-buttons").getByRole("button", { name: "Start meal" }).click();
  await expect(page.getByRole("heading", { name: /^Break start saved at/ })).toBeVisible();
  await expect(page.getByText(/waiting to sync/)).toBeVisible();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByTestId("kiosk-waiting")).toHaveText("Waiting to sync: 2 taps");
  await expect(kioskTile(page, olu.name)).toContainText("On meal break");
  await expect(kioskTile(page, olu.name)).toContainText("Waiting to sync");
  await shootBoth(page, "kiosk-offline-waiting");

  // Back online: the clock-in, then the break on the entry it opened, which the office is to confirm.
  await context.setOffline(false);
  await expect(page.getByTestId("kiosk-waiting")).toBeHidden();
  await expect(kioskTile(page, olu.name)).not.toContainText("Waiting to sync");
  await expect(kioskTile(page, olu.name)).toContainText("On meal break");
  const entries = (await (await site.admin.get(`/api/time-entries?workerId=${olu.id}`)).json()) as { verification: string; breaks: { kind: string; endedAt: string | null }[] }[];
  expect(entries).toEqual([expect.objectContaining({ verification: "unverified", breaks: [expect.objectContaining({ kind: "meal", endedAt: null })] })]);
  await site.admin.dispose();
});

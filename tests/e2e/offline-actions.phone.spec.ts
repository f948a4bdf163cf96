// Issue 15, "Offline and idempotent", on a 390 px phone: with no connection a worker is clocked in, starts and ends a
// meal break, switches to the next site and clocks out. Every tap is kept on the phone and shown "Waiting to sync"; back
// online they are sent in order, each action waiting on the entry the one before it opens, and the server stores each
// once: two entries, the first with its meal break and closed at the instant the second opened. Screenshots at 390
// and 1280 px of the card with the actions waiting.
import { expect, test, type Page } from "@playwright/test";
import { adminApi, signInAsAdmin } from "./support/accounts";
import { shootBoth } from "./support/screenshots";

// Two sites of our own near Cheyenne, 1 km apart, far (>50 km) from every other journey's sites.
const FIRST_SITE = { latitude: 41.14, longitude: -104.82 };
const NEXT_SITE = { latitude: 41.149, longitude: -104.82 };

test.use({ viewport: { width: 390, height: 844 } });

interface EntryRow {
  id: number;
  projectName: string;
  clockInTime: string;
  clockOutTime: string | null;
  breaks: { kind: string; startedAt: string; endedAt: string | null }[];
}

async function refreshLocation(page: Page, latitudeText: string) {
  const refresh = page.getByRole("button", { name: "Refresh Location" });
  // By the keyboard: on a 390 px phone the tall working panel (sticky above the bottom bar) covers the button wherever
  // a pointer scroll leaves it; a person scrolls up past it.
  await refresh.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("current-coordinates")).toContainText(latitudeText);
}

test("offline: clock in, a meal break, a switch and a clock-out wait on the phone, then sync in order, each stored once", async ({ page, context }, testInfo) => {
  test.setTimeout(150_000);
  const admin = await adminApi(testInfo);
  const stamp = Date.now().toString(36).slice(-6);
  const site = async (name: string, at: { latitude: number; longitude: number }) => {
    const res = await admin.post("/api/projects", {
      data: { name, location: "Laramie County, WY", status: "in-progress", endDate: "2030-12-31", ...at, locationRadius: 100 },
    });
    expect(res.ok(), await res.text()).toBe(true);
  };
  const firstName = `Offline Yard ${stamp}`;
  const nextName = `Offline Mill ${stamp}`;
  await site(firstName, FIRST_SITE);
  await site(nextName, NEXT_SITE);
  const workerName = `Offline Worker ${stamp}`;
  const workerRes = await admin.post("/api/workers", { data: { name: workerName, role: "inhouse", category: "Carpentry", hourlyRate: 30 } });
  expect(workerRes.ok(), await workerRes.text()).toBe(true);
  const workerId = ((await workerRes.json()) as { id: number }).id;

  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ ...FIRST_SITE, accuracy: 8 });
  await signInAsAdmin(page);
  await page.goto("/timesheet-gps");
  await page.getByRole("button", { name: new RegExp(workerName) }).click();
  await refreshLocation(page, "41.14");
  await expect(page.getByRole("radio", { name: new RegExp(firstName) })).toHaveAttribute("aria-checked", "true");

  // The connection drops on site.
  await context.setOffline(true);
  const working = page.getByTestId("currently-working");
  const pending = page.getByTestId("pending-punches");
  await page.getByRole("button", { name: "Clock In", exact: true }).click();
  await expect(working).toContainText(`Currently Working - ${firstName}`);
  await expect(working.getByText("Waiting to sync")).toBeVisible();
  await expect(pending).toContainText(`Clock in · ${workerName}`);
  // The phone will be at the next site when it next asks for its position. Moved only now: moved before the tap, a
  // position read as the tap landed could pick the next site's project (CI saw it once on PostgreSQL).
  await context.setGeolocation({ ...NEXT_SITE, accuracy: 8 });

  // Lunch: the card shows the meal running from the tap, waiting to sync, and offers to end it.
  await page.getByRole("button", { name: "Start meal break" }).click();
  const breaks = page.getByTestId("break-controls");
  await expect(page.getByTestId("on-break")).toHaveText(/^On meal break since \d{1,2}:\d{2} [AP]M$/);
  await expect(breaks.getByText("Waiting to sync")).toBeVisible();
  await expect(pending).toContainText(`Start meal break · ${workerName}`);
  await shootBoth(page, "offline-meal-waiting", { focus: breaks });
  await page.getByRole("button", { name: "End break" }).click();
  await expect(page.getByTestId("on-break")).toHaveCount(0);
  await expect(page.getByTestId("break-ended-waiting")).toContainText(/Meal break ended at \d{1,2}:\d{2} [AP]M/);
  await expect(page.getByRole("button", { name: "Start meal break" })).toBeVisible();

  // The worker walks to the next site: the switch waits on the clock-in still on the phone.
  await refreshLocation(page, "41.149");
  await page.getByRole("button", { name: "Switch project" }).click();
  const dialog = page.getByRole("dialog", { name: "Switch project" });
  await expect(dialog).toContainText(`is clocked out of ${firstName}`);
  await expect(dialog.getByRole("combobox", { name: "New job site" })).toContainText(nextName);
  await dialog.getByRole("button", { name: "Switch", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(working).toContainText(`Currently Working - ${nextName}`);
  await expect(working.getByText("Waiting to sync")).toBeVisible();
  await expect(pending).toContainText(`Switch project · ${workerName} · ${nextName}`);
  await shootBoth(page, "offline-switch-waiting", { focus: working });

  await page.getByRole("button", { name: "Clock Out", exact: true }).click();
  await expect(page.getByRole("button", { name: "Clock In", exact: true })).toBeVisible();
  await expect(page.getByTestId("clock-out-waiting")).toContainText("Waiting to sync");
  const waitingItems = pending.getByRole("listitem");
  await expect(waitingItems).toHaveText([
    new RegExp(`^Clock in · ${workerName} · ${firstName}`),
    new RegExp(`^Start meal break · ${workerName}`),
    new RegExp(`^End meal break · ${workerName}`),
    new RegExp(`^Switch project · ${workerName} · ${nextName}`),
    new RegExp(`^Clock out · ${workerName} · ${nextName}`),
  ]);
  await shootBoth(page, "offline-day-waiting", { focus: pending });
  const entriesOfWorker = async () => (await (await admin.get(`/api/time-entries?workerId=${workerId}`)).json()) as EntryRow[];
  expect(await entriesOfWorker()).toEqual([]);

  // Back online: everything goes out in order, and the phone has nothing left to send.
  await context.setOffline(false);
  await expect(pending).toBeHidden({ timeout: 30_000 });
  // Nothing refused either: the list of this phone's punches is gone.
  await expect(page.getByRole("region", { name: "Punches on this phone" })).toHaveCount(0);

  const entries = (await entriesOfWorker()).sort((a, b) => a.id - b.id);
  expect(entries.map((e) => e.projectName)).toEqual([firstName, nextName]);
  const [first, second] = entries;
  expect(first.breaks).toHaveLength(1);
  expect(first.breaks[0]).toMatchObject({ kind: "meal", endedAt: expect.any(String) });
  expect(first.clockOutTime).toBe(second.clockInTime);
  expect(second.breaks).toEqual([]);
  expect(second.clockOutTime).toEqual(expect.any(String));
  await expect(page.getByTestId("recent-entries").getByTestId("time-entry")).toHaveCount(2);
  await admin.dispose();
});

// The timesheet's tracker card on a phone: its worker and project pickers load their code when first tapped (a
// stand-in that looks and reads the same is drawn until then), and a punch goes in and out with the phone's fix, which
// the site's geofence verifies as the GPS screen's (issue 26 item 5); without a fix it shows the spec's 'Location
// Error' and sends nothing. The Clock In dialog's place typed by hand is stored as typed: "Typed location, not GPS".
import { expect, test } from "@playwright/test";
import { adminApi, signInAsAdmin } from "./support/accounts";
import { failEveryFix } from "./support/failing-geolocation";
import { shootBoth } from "./support/screenshots";
import { createSiteProject } from "./support/sites";

/** This journey's site, far from every other journey's. */
const SITE = { latitude: 39.7392, longitude: -104.9903, radius: 150 };

test("clock a new worker in and out from the tracker card, picking with a tap and with the keyboard", async ({ page, context }, testInfo) => {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: SITE.latitude, longitude: SITE.longitude, accuracy: 10 });
  await signInAsAdmin(page);
  const stamp = Date.now().toString(36);
  const name = `Tracker Worker ${stamp}`;
  const created = await page.request.post("/api/workers", { data: { name, role: "inhouse", category: "Framing", hourlyRate: "31.50" } });
  expect(created.status(), await created.text()).toBe(201);
  // "A Tracker Site": first among the projects, at the phone's fix.
  const project = `A Tracker Site ${stamp}`;
  const admin = await adminApi(testInfo);
  await createSiteProject(admin, project, SITE, "Denver, CO");
  await admin.dispose();

  await page.goto("/timesheet");
  const worker = page.getByRole("combobox", { name: "Worker" });
  await expect(worker).toHaveText("Select worker");
  await expect(page.getByRole("button", { name: "Clock In", exact: true })).toBeDisabled();

  // A tap on the stand-in loads the select and opens it.
  await worker.click();
  await page.getByRole("option", { name, exact: true }).click();
  await expect(worker).toHaveText(name);

  // The project picker, from the keyboard: focus, Enter opens it, then the option.
  const projectPicker = page.getByRole("combobox", { name: "Project" });
  await projectPicker.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("option", { name: project, exact: true }).click();
  await expect(projectPicker).toHaveText(project);

  await page.getByLabel("Notes (optional)").fill("Tracker e2e");
  await page.getByRole("button", { name: "Clock In", exact: true }).click();
  await expect(page.getByText("Clocked in successfully")).toBeVisible();
  await expect(page.getByText(`Working at ${project}`)).toBeVisible();

  await page.getByRole("button", { name: "Clock Out", exact: true }).click();
  await expect(page.getByText("Clocked out successfully")).toBeVisible();
  const entries = (await (await page.request.get(`/api/time-entries?workerId=${((await created.json()) as { id: number }).id}`)).json()) as {
    clockOutTime: string | null;
    location: string | null;
    clockOutLocation: string | null;
    notes: string | null;
  }[];
  expect(entries).toHaveLength(1);
  expect(entries[0].clockOutTime).not.toBeNull();
  expect(entries[0].location).toMatch(/^39\.7392\d*,-104\.9903\d*$/);
  expect(entries[0].clockOutLocation).toMatch(/^39\.7392\d*,-104\.9903\d*$/);
  expect(entries[0].notes).toBe("Tracker e2e");
  // The fix went as coordinates with its accuracy: the site's geofence verified it, as on the GPS screen.
  expect(entries[0]).toMatchObject({ locationStatus: "verified", geofenceVerdict: "inside" });
  expect(entries[0]).toHaveProperty("clockOutLatitude", expect.stringMatching(/^39\.7392/));
});

test("the Clock In dialog's place typed by hand is kept as typed, never verified: the office reads 'Typed location, not GPS'", async ({ page }, testInfo) => {
  // The worker and the site first: the dashboard reads its lists when it opens.
  const stamp = Date.now().toString(36);
  const name = `Typed Worker ${stamp}`;
  const admin = await adminApi(testInfo);
  const created = await admin.post("/api/workers", { data: { name, role: "inhouse", category: "Framing", hourlyRate: "30" } });
  expect(created.status(), await created.text()).toBe(201);
  const workerId = ((await created.json()) as { id: number }).id;
  const project = `A Typed Site ${stamp}`;
  await createSiteProject(admin, project, { ...SITE, latitude: SITE.latitude + 0.3 }, "Denver, CO");
  await admin.dispose();
  await signInAsAdmin(page);

  await page.getByRole("button", { name: "Time Clock", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Clock In" });
  await dialog.getByRole("combobox", { name: "Worker" }).click();
  await page.getByRole("option", { name, exact: true }).click();
  await dialog.getByRole("combobox", { name: "Project" }).click();
  await page.getByRole("option", { name: project, exact: true }).click();
  // Coordinates typed by hand are text like any other: they prove nothing.
  await dialog.getByLabel("Location (optional)").fill(`${SITE.latitude + 0.3}, ${SITE.longitude}`);
  await dialog.getByRole("button", { name: "Clock In", exact: true }).click();
  await expect(page.getByText("Clocked In", { exact: true })).toBeVisible();

  await page.goto("/timesheet");
  const card = page.getByTestId("daily-entry").filter({ hasText: name });
  await expect(card.getByText("Typed location, not GPS")).toBeVisible();
  await shootBoth(page, "timesheet-typed-location", { ready: page.getByText("Typed location, not GPS").first() });
  const entries = (await (await page.request.get(`/api/time-entries?workerId=${workerId}`)).json()) as Record<string, unknown>[];
  expect(entries[0]).toMatchObject({ locationStatus: "typed", clockInLatitude: null, isLocationVerified: false });
});

test("a failed fix on the tracker card shows 'Location Error' in the tracker's words and sends no punch", async ({ page }) => {
  await failEveryFix(page, 2);
  await signInAsAdmin(page);
  const name = `No Fix Worker ${Date.now()}`;
  const created = await page.request.post("/api/workers", { data: { name, role: "inhouse", category: "Framing", hourlyRate: "31.50" } });
  expect(created.status(), await created.text()).toBe(201);
  const workerId = ((await created.json()) as { id: number }).id;
  const projects = (await (await page.request.get("/api/projects")).json()) as { name: string; status: string }[];
  const project = projects.filter((p) => p.status !== "completed").map((p) => p.name).sort((a, b) => a.localeCompare(b))[0];

  await page.goto("/timesheet");
  await page.getByRole("combobox", { name: "Worker" }).click();
  await page.getByRole("option", { name, exact: true }).click();
  await page.getByRole("combobox", { name: "Project" }).click();
  await page.getByRole("option", { name: project, exact: true }).click();
  await page.getByRole("button", { name: "Clock In", exact: true }).click();

  const toast = page.getByRole("alert").filter({ hasText: "Location Error" });
  await expect(toast).toContainText("Location information unavailable");
  await expect(toast).not.toContainText("is unavailable");
  await expect(page.getByRole("button", { name: "Clock In", exact: true })).toBeEnabled();
  const entries = (await (await page.request.get(`/api/time-entries?workerId=${workerId}`)).json()) as unknown[];
  expect(entries).toEqual([]);
});

test("the tracker is the GPS screen's clock: a clock-out tapped without signal waits on the phone and is paid to the tap", async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  const MINUTE = 60_000;
  const stamp = Date.now().toString(36);
  const site = { latitude: 39.7392 + 0.05 + testInfo.workerIndex * 0.01, longitude: -104.9903, radius: 150 };
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: site.latitude, longitude: site.longitude, accuracy: 10 });
  const admin = await adminApi(testInfo);
  const project = `A Tracker Dead Zone ${stamp}`;
  await createSiteProject(admin, project, site, "Denver, CO");
  const name = `Tracker Offline ${stamp}`;
  const created = await admin.post("/api/workers", { data: { name, role: "inhouse", category: "Framing", hourlyRate: "30.00" } });
  expect(created.status(), await created.text()).toBe(201);
  const workerId = ((await created.json()) as { id: number }).id;

  // On the clock for an hour already (clocked in elsewhere, paid from an hour ago).
  const projectId = ((await (await admin.get("/api/projects")).json()) as { id: number; name: string }[]).find((p) => p.name === project)!.id;
  const clockIn = await admin.post("/api/time-entries/clock-in", {
    data: { workerId, projectId },
    headers: { "Idempotency-Key": `tracker-in-${stamp}`, "Tap-Age-Ms": String(60 * MINUTE) },
  });
  expect(clockIn.status(), await clockIn.text()).toBe(201);

  // The phone's own clock, so the test can move it: the clock-out is tapped now, without signal.
  const start = Date.now();
  await page.clock.setFixedTime(start);
  await signInAsAdmin(page);
  await page.goto("/timesheet");
  await page.getByRole("combobox", { name: "Worker" }).click();
  await page.getByRole("option", { name: `${name} (clocked in)`, exact: true }).click();
  await expect(page.getByTestId("tracker-working")).toContainText(`Working at ${project}`);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Clock Out", exact: true }).click();
  await expect(page.getByText("Waiting to sync").first()).toBeVisible();
  await expect(page.getByTestId("tracker-waiting")).toContainText("Clock-out tapped at");
  await shootBoth(page, "tracker-offline-clock-out", { ready: page.getByTestId("tracker-waiting") });

  // Ten minutes after the tap the phone finds signal: the queue sends it, and the server pays the tap.
  await page.clock.setFixedTime(start + 10 * MINUTE);
  await context.setOffline(false);
  await expect(page.getByTestId("tracker-waiting")).toHaveCount(0, { timeout: 30_000 });
  const entries = (await (await admin.get(`/api/time-entries?workerId=${workerId}`)).json()) as {
    clockOutTime: string | null;
    clockOutReceivedAt: string | null;
  }[];
  expect(entries).toHaveLength(1);
  expect(Date.parse(entries[0].clockOutReceivedAt!) - Date.parse(entries[0].clockOutTime!)).toBe(10 * MINUTE);
  await admin.dispose();
});

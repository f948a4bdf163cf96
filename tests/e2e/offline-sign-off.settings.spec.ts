// Issue 15's sign-off offline, on a 390 px phone: the company asks for it; a crew member with no connection clocks in
// and out and answers the sign-off. The answers wait on the phone after the clock-out ("Waiting to sync"); back online
// the clock-in, the clock-out and then the sign-off go out in order, and the entry is stored once with its answers.
// A foreman's crew clock-out without signal is asked too (issue 26 item 6): each person's answer waits on the one
// queued crew clock-out and goes with that person's entry once it syncs.
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/company-settings";
import { adminApi, signInWithEmail } from "./support/accounts";
import { addToTeam, createPersonWithRole, foremanWithCrew, openCrewModeAt } from "./support/people";
import { shootBoth } from "./support/screenshots";
import { createSiteProject } from "./support/sites";

// A site of our own near Sioux Falls, far (>100 km) from every other journey's sites.
const SITE = { latitude: 43.55, longitude: -96.73, radius: 150 };

// No service worker: the phone is on its first visit, before the worker has its copy of the app (on a busy CI machine
// the journey once went offline before the copy was made, and the sign-off dialog's code could not be downloaded:
// a blank screen). The code must already be on the phone once the settings say the company asks.
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });

interface EntryRow {
  id: number;
  workerId: number;
  clockOutTime: string | null;
  signOff: { tookBreaks: boolean; injured: boolean; incidentId: number | null } | null;
}

let admin: APIRequestContext;
test.beforeAll(async ({}, testInfo) => {
  admin = await adminApi(testInfo);
});
test.afterAll(async () => {
  await admin.dispose();
});

test("offline, a crew member clocks out and signs off: the answers wait after the clock-out and are stored once", async ({ page, context }, testInfo) => {
  test.setTimeout(150_000);
  // Inside the company-settings lock (the fixture puts the defaults back afterwards).
  const current = (await (await admin.get("/api/settings/company")).json()) as Record<string, unknown>;
  const turnedOn = await admin.put("/api/settings/company", { data: { ...current, signOffAtClockOut: true } });
  expect(turnedOn.ok(), await turnedOn.text()).toBe(true);

  const stamp = Date.now().toString(36);
  const projectName = `Offline Sign-off ${stamp}`;
  const projectRes = await admin.post("/api/projects", {
    data: { name: projectName, location: "Sioux Falls, SD", status: "in-progress", endDate: "2030-12-31", latitude: SITE.latitude, longitude: SITE.longitude, locationRadius: SITE.radius },
  });
  expect(projectRes.ok(), await projectRes.text()).toBe(true);
  const projectId = ((await projectRes.json()) as { id: number }).id;
  const crew = await createPersonWithRole(testInfo, "crew", `Offline Crew ${stamp}`);
  await addToTeam(testInfo, projectId, [crew.workerId]);

  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ ...SITE, accuracy: 8 });
  await signInWithEmail(page, crew.email, crew.password);
  await page.goto("/timesheet-gps");
  await page.getByRole("button", { name: "Refresh Location" }).click();
  await expect(page.getByRole("radio", { name: new RegExp(projectName) })).toHaveAttribute("aria-checked", "true");
  // The company's settings are read while online; the phone then loses its connection.
  await page.waitForLoadState("networkidle");
  await context.setOffline(true);

  await page.getByRole("button", { name: "Clock In", exact: true }).click();
  await expect(page.getByTestId("currently-working").getByText("Waiting to sync")).toBeVisible();
  await page.getByRole("button", { name: "Clock Out", exact: true }).click();

  const dialog = page.getByRole("dialog", { name: "Sign off" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("group", { name: "Did you take your breaks?" }).getByRole("button", { name: "Yes" }).click();
  await dialog.getByRole("group", { name: "Were you injured today?" }).getByRole("button", { name: "No" }).click();
  await dialog.getByRole("button", { name: "Save sign-off" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("No connection: the sign-off is saved on this phone")).toBeVisible();

  const pending = page.getByTestId("pending-punches");
  await expect(pending.getByRole("listitem")).toHaveText([
    new RegExp(`^Clock in · ${crew.workerName}`),
    new RegExp(`^Clock out · ${crew.workerName}`),
    new RegExp(`^Sign-off · ${crew.workerName}`),
  ]);
  await expect(page.getByTestId("clock-out-waiting")).toContainText("with its sign-off");
  await shootBoth(page, "offline-sign-off-waiting", { focus: pending });
  const entriesOfCrew = async () => ((await (await admin.get(`/api/time-entries?projectId=${projectId}`)).json()) as EntryRow[]).filter((e) => e.workerId === crew.workerId);
  expect(await entriesOfCrew()).toEqual([]);

  await context.setOffline(false);
  await expect(pending).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole("region", { name: "Punches on this phone" })).toHaveCount(0);
  const entries = await entriesOfCrew();
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ clockOutTime: expect.any(String), signOff: { tookBreaks: true, injured: false, incidentId: null } });
});

test("offline, a foreman clocks the crew out and signs off for each: the answers go with each person's entry once synced", async ({ page, context }, testInfo) => {
  test.setTimeout(150_000);
  const current = (await (await admin.get("/api/settings/company")).json()) as Record<string, unknown>;
  const turnedOn = await admin.put("/api/settings/company", { data: { ...current, signOffAtClockOut: true } });
  expect(turnedOn.ok(), await turnedOn.text()).toBe(true);

  const stamp = Date.now().toString(36);
  const site = { latitude: SITE.latitude + 0.05, longitude: SITE.longitude, radius: SITE.radius };
  const projectName = `Offline Crew Sign-off ${stamp}`;
  const projectId = await createSiteProject(admin, projectName, site, "Sioux Falls, SD");
  const names = [`Cal ${stamp}`, `Dee ${stamp}`];
  const { foreman, crew } = await foremanWithCrew(testInfo, projectId, `Offline Foreman ${stamp}`, names, { clockedIn: true });

  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ ...site, accuracy: 8 });
  await signInWithEmail(page, foreman.email, foreman.password);
  await openCrewModeAt(page, projectName);
  const list = page.getByTestId("crew-list");
  for (const name of names) await list.getByRole("checkbox", { name }).click();
  await page.waitForLoadState("networkidle");
  await context.setOffline(true);
  await page.getByRole("button", { name: "Clock out 2" }).click();
  await expect(page.getByTestId("crew-results")).toContainText("Waiting to sync");

  const dialog = page.getByRole("dialog", { name: "Sign off" });
  await expect(dialog).toBeVisible();
  for (const name of names) await expect(dialog).toContainText(name);
  await dialog.getByRole("button", { name: "All took breaks" }).click();
  await dialog.getByRole("button", { name: "No one injured" }).click();
  await dialog.getByRole("button", { name: "Save sign-off" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("No connection: the sign-off is saved on this phone")).toBeVisible();
  const pending = page.getByTestId("pending-punches");
  await expect(pending.getByRole("listitem")).toHaveCount(3);
  await shootBoth(page, "offline-crew-sign-off-waiting", { focus: pending });

  await context.setOffline(false);
  await expect(pending).toBeHidden({ timeout: 30_000 });
  const entries = ((await (await admin.get(`/api/time-entries?projectId=${projectId}`)).json()) as EntryRow[]).filter((e) => crew.includes(e.workerId));
  expect(entries).toHaveLength(2);
  for (const entry of entries) {
    expect(entry).toMatchObject({ clockOutTime: expect.any(String), signOff: { tookBreaks: true, injured: false, incidentId: null } });
  }
});

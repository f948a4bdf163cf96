// Issue 15 on a phone (390 px): a foreman selects a crew of five on the GPS clock's crew mode, clocks them in with one
// tap, loses signal, clocks everyone out (saved on the phone, "Waiting to sync"), gets signal back, and every entry is
// stored once, as a crew punch. The office's crew mode is looked at too, at 390 and 1280 px.
import { type APIRequestContext, expect, type Page, test, type TestInfo } from "@playwright/test";
import { adminApi, signInWithEmail } from "./support/accounts";
import { addToTeam, createPersonWithRole, createWorkerRecord } from "./support/people";
import { createSiteProject } from "./support/sites";

test.use({ viewport: { width: 390, height: 844 } });

/** A site of this test's own, far from the demo's and other tests' sites, so only the site made here is in range. */
function siteFor(testInfo: TestInfo) {
  const offset = (Date.now() % 10_000) / 100_000 + testInfo.workerIndex * 0.2;
  return { latitude: 45.6 + offset, longitude: -97.4, radius: 150 };
}

interface EntryRow {
  workerId: number;
  clockOutTime: string | null;
  crewClockIn: boolean;
  crewClockOut: boolean;
}

async function entriesOnProject(admin: APIRequestContext, projectId: number): Promise<EntryRow[]> {
  const res = await admin.get(`/api/time-entries?projectId=${projectId}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as EntryRow[];
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true, animations: "disabled" });
}

async function openCrewMode(page: Page, projectName: string) {
  await page.goto("/timesheet-gps");
  await page.getByRole("radio", { name: "Crew", exact: true }).click();
  await page.getByRole("button", { name: "Refresh Location" }).click();
  await expect(page.getByRole("radio", { name: new RegExp(projectName) })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("heading", { name: "Select crew on this site" })).toBeVisible();
}

test("a foreman clocks a crew of five in, goes offline, clocks them all out, and each entry is stored once", async ({ page, context }, testInfo) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const site = siteFor(testInfo);
  const admin = await adminApi(testInfo);
  const projectName = `Crew Site ${stamp}`;
  const projectId = await createSiteProject(admin, projectName, site, "Aberdeen, SD");
  const foreman = await createPersonWithRole(testInfo, "foreman", `Foreman ${stamp}`);
  const names = ["Ana", "Ben", "Cruz", "Dee", "Eli"].map((first) => `${first} ${stamp}`);
  const crew: number[] = [];
  for (const name of names) crew.push(await createWorkerRecord(testInfo, name));
  await addToTeam(testInfo, projectId, [foreman.workerId, ...crew]);

  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ ...site, accuracy: 8 });
  await signInWithEmail(page, foreman.email, foreman.password);
  await openCrewMode(page, projectName);

  const list = page.getByTestId("crew-list");
  await expect(list.getByTestId("crew-member")).toHaveCount(6);
  for (const name of names) await list.getByRole("checkbox", { name }).click();
  await expect(page.getByRole("button", { name: "Clock in 5" })).toBeEnabled();
  await shot(page, "foreman-crew-selected-390");
  await page.getByRole("button", { name: "Clock in 5" }).click();
  const results = page.getByTestId("crew-results");
  await expect(results).toContainText("5 clocked in");
  await expect(results.getByTestId("crew-result")).toHaveCount(5);
  // On the clock now, each in their row's place; the selection cleared, and choosing them again is one tap.
  await expect(list.getByTestId("crew-member").filter({ hasText: "On the clock here" })).toHaveCount(5);
  await expect(page.getByRole("button", { name: "Clock out 0" })).toBeDisabled();
  await page.getByRole("checkbox", { name: "Select everyone on the clock" }).click();
  await expect(page.getByRole("button", { name: "Clock out 5" })).toBeEnabled();
  await shot(page, "foreman-crew-clocked-in-390");

  const afterIn = await entriesOnProject(admin, projectId);
  expect(afterIn.filter((e) => crew.includes(e.workerId) && e.clockOutTime === null && e.crewClockIn)).toHaveLength(5);

  // No signal: the crew clock-out waits on the phone.
  await context.setOffline(true);
  await page.getByRole("button", { name: "Clock out 5" }).click();
  await expect(results).toContainText("Waiting to sync");
  const pending = page.getByTestId("pending-punches");
  await expect(pending).toContainText("Crew clock out · Crew of 5");
  await expect(list.getByText("Waiting to sync")).toHaveCount(5);
  await shot(page, "foreman-crew-offline-390");

  // Signal back: sent by itself, once.
  await context.setOffline(false);
  await expect(pending).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText("Crew clock-out synced").first()).toBeVisible();

  const stored = (await entriesOnProject(admin, projectId)).filter((e) => crew.includes(e.workerId));
  expect(stored).toHaveLength(5);
  expect(new Set(stored.map((e) => e.workerId)).size).toBe(5);
  for (const entry of stored) {
    expect(entry.clockOutTime).not.toBeNull();
    expect(entry).toMatchObject({ crewClockIn: true, crewClockOut: true });
  }

  // The timesheet says "Crew punch" beside the location badge.
  await page.goto("/timesheet");
  await expect(page.getByText("Crew punch").first()).toBeVisible();
  await shot(page, "foreman-timesheet-crew-punch-390");

  await page.setViewportSize({ width: 1280, height: 800 });
  await openCrewMode(page, projectName);
  await shot(page, "foreman-crew-1280");
  await admin.dispose();
});

test("the office's crew mode, at 390 and 1280 px", async ({ page, context }, testInfo) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const site = siteFor(testInfo);
  const admin = await adminApi(testInfo);
  const projectName = `Office Site ${stamp}`;
  const projectId = await createSiteProject(admin, projectName, { ...site, latitude: site.latitude + 0.05 }, "Aberdeen, SD");
  const office = await createPersonWithRole(testInfo, "user", `Office ${stamp}`);
  const crew: number[] = [];
  for (const first of ["Fay", "Gil", "Hal"]) crew.push(await createWorkerRecord(testInfo, `${first} ${stamp}`));
  await addToTeam(testInfo, projectId, crew);
  // One already on the clock there: listed first.
  const hal = crew[2];
  const res = await admin.post("/api/time-entries/clock-in", { data: { workerId: hal, projectId } });
  expect(res.status(), await res.text()).toBe(201);

  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: site.latitude + 0.05, longitude: site.longitude, accuracy: 8 });
  await signInWithEmail(page, office.email, office.password);
  await openCrewMode(page, projectName);
  const members = page.getByTestId("crew-list").getByTestId("crew-member");
  await expect(members.first()).toContainText(`Hal ${stamp}`);
  await expect(members.first()).toContainText("On the clock here");
  await page.getByRole("checkbox", { name: "Select everyone off the clock" }).click();
  await page.getByRole("checkbox", { name: "Select everyone on the clock" }).click();
  await expect(page.getByRole("button", { name: "Clock in 2" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Clock out 1" })).toBeEnabled();
  await shot(page, "office-crew-390");
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, "office-crew-1280");
  await admin.dispose();
});

test("offline from the start: a crew clock-in and the clock-out of everyone here wait in order and are stored once", async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const site = { ...siteFor(testInfo), latitude: siteFor(testInfo).latitude + 0.1 };
  const admin = await adminApi(testInfo);
  const projectName = `Queued Site ${stamp}`;
  const projectId = await createSiteProject(admin, projectName, site, "Aberdeen, SD");
  const foreman = await createPersonWithRole(testInfo, "foreman", `Foreman Q ${stamp}`);
  const crew: number[] = [];
  for (const first of ["Ivy", "Jo", "Kai"]) crew.push(await createWorkerRecord(testInfo, `${first} ${stamp}`));
  await addToTeam(testInfo, projectId, [foreman.workerId, ...crew]);

  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ ...site, accuracy: 8 });
  await signInWithEmail(page, foreman.email, foreman.password);
  await openCrewMode(page, projectName);
  const list = page.getByTestId("crew-list");
  for (const first of ["Ivy", "Jo", "Kai"]) await list.getByRole("checkbox", { name: `${first} ${stamp}` }).click();

  await context.setOffline(true);
  await page.getByRole("button", { name: "Clock in 3" }).click();
  await expect(page.getByTestId("crew-results")).toContainText("Waiting to sync");
  // The clock-ins have no entry ids yet: the clock-out of everyone on the clock here goes by project.
  await page.getByRole("checkbox", { name: "Select everyone on the clock" }).click();
  await page.getByRole("button", { name: "Clock out 3" }).click();
  const pending = page.getByTestId("pending-punches");
  await expect(pending).toContainText("Crew clock in · Crew of 3");
  await expect(pending).toContainText("Crew clock out · Crew of 3");

  await context.setOffline(false);
  await expect(pending).toHaveCount(0, { timeout: 20_000 });
  const stored = (await entriesOnProject(admin, projectId)).filter((e) => crew.includes(e.workerId));
  expect(stored).toHaveLength(3);
  for (const entry of stored) expect(entry).toMatchObject({ crewClockIn: true, crewClockOut: true, clockOutTime: expect.any(String) });
  await admin.dispose();
});

// Issue 15, the crew's day on a phone (390 px): a foreman clocks a crew of five in on the GPS clock's crew mode, starts
// lunch for all with one tap, ends it, walks next door and switches two of them there, changes their cost code (issue
// 26 item 3), walks back, loses signal, clocks everyone out (saved on the phone, "Waiting to sync"), gets signal back,
// and every entry is stored once: 9 entries (5, then 2 after the switch and 2 after the change of code), all closed,
// each worker's lunch break on their morning entry, nobody left on the clock.
import { type APIRequestContext, expect, type Page, test, type TestInfo } from "@playwright/test";
import { adminApi, signInWithEmail } from "./support/accounts";
import { addToTeam, createPersonWithRole, createWorkerRecord } from "./support/people";
import { shootBoth } from "./support/screenshots";
import { createSiteProject } from "./support/sites";

test.use({ viewport: { width: 390, height: 844 } });

/** This journey's two sites, far from every other journey's (>2 km), 100 m apart: one fix is in range of both. */
function sitesFor(testInfo: TestInfo) {
  const offset = (Date.now() % 10_000) / 100_000 + testInfo.workerIndex * 0.2;
  const main = { latitude: 47.9 + offset, longitude: -122.2, radius: 150 };
  return { main, nextDoor: { ...main, latitude: main.latitude + 0.0009 } };
}

interface EntryRow {
  id: number;
  workerId: number;
  projectId: number;
  clockInTime: string;
  clockOutTime: string | null;
  breaks: { kind: string; startedAt: string; endedAt: string | null }[];
  costCodeId: number | null;
}

async function entriesOn(admin: APIRequestContext, projectId: number): Promise<EntryRow[]> {
  const res = await admin.get(`/api/time-entries?projectId=${projectId}&limit=100`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as EntryRow[];
}

async function openCrewMode(page: Page, siteName: string) {
  await page.goto("/timesheet-gps");
  await page.getByRole("radio", { name: "Crew", exact: true }).click();
  await page.getByRole("button", { name: "Refresh Location" }).click();
  // Both sites are in range: the foreman picks theirs.
  await page.getByRole("radio", { name: new RegExp(siteName) }).click();
  await expect(page.getByRole("radio", { name: new RegExp(siteName) })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("heading", { name: "Select crew on this site" })).toBeVisible();
}

test("a crew's day: clock in five, lunch for all, switch two, clock everyone out offline, every entry stored once", async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const { main, nextDoor } = sitesFor(testInfo);
  const admin = await adminApi(testInfo);
  const mainName = `Day Site ${stamp}`;
  const nextName = `Next Door ${stamp}`;
  const mainId = await createSiteProject(admin, mainName, main, "Everett, WA");
  const nextId = await createSiteProject(admin, nextName, nextDoor, "Everett, WA");
  const foreman = await createPersonWithRole(testInfo, "foreman", `Foreman D ${stamp}`);
  const names = ["Ana", "Ben", "Cruz", "Dee", "Eli"].map((first) => `${first} ${stamp}`);
  const crew: number[] = [];
  for (const name of names) crew.push(await createWorkerRecord(testInfo, name));
  await addToTeam(testInfo, mainId, [foreman.workerId, ...crew]);
  await addToTeam(testInfo, nextId, [foreman.workerId, ...crew]);
  const codeRes = await admin.post("/api/cost-codes", { data: { code: `CD-${stamp}`, name: "Crew forming" } });
  expect(codeRes.ok(), await codeRes.text()).toBe(true);
  const costCodeId = ((await codeRes.json()) as { id: number }).id;

  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ ...main, accuracy: 8 });
  await signInWithEmail(page, foreman.email, foreman.password);
  await openCrewMode(page, mainName);

  const list = page.getByTestId("crew-list");
  const member = (name: string) => list.getByTestId("crew-member").filter({ hasText: name });
  const results = page.getByTestId("crew-results");
  // Nobody chosen: the clock buttons are disabled and say why.
  await expect(page.getByRole("button", { name: "Clock in 0" })).toBeDisabled();
  await expect(page.getByText("Select people off the clock to clock them in, or on the clock to clock them out.")).toBeVisible();
  // The five off the clock with one tap (the foreman is off the clock too: leave him out).
  await page.getByRole("checkbox", { name: "Select everyone off the clock" }).click();
  await list.getByRole("checkbox", { name: foreman.workerName }).click();
  // The crew's one cost code, chosen once for the five.
  await page.getByRole("combobox", { name: "Cost code (optional)" }).click();
  await page.getByRole("option", { name: `CD-${stamp} – Crew forming`, exact: true }).click();
  const placesBefore = await list.getByTestId("crew-member").allInnerTexts();
  await page.getByRole("button", { name: "Clock in 5" }).click();
  await expect(results).toContainText("5 clocked in");
  // Rows keep their places under the thumb, and the selection clears for the next action (issue 26 item 4).
  await expect(member(names[0])).toContainText("On the clock here");
  const names0 = (texts: string[]) => texts.map((text) => text.split("\n")[0]);
  expect(names0(await list.getByTestId("crew-member").allInnerTexts())).toEqual(names0(placesBefore));
  await expect(page.getByText("0 selected")).toBeVisible();

  // Lunch for all: one tap chooses them, one starts it, one ends it.
  await page.getByRole("checkbox", { name: "Select everyone on the clock" }).click();
  await page.getByRole("button", { name: "Start meal 5" }).click();
  await expect(results).toContainText("5 put on a meal break");
  await expect(list.getByText("Meal break", { exact: true })).toHaveCount(5);
  await page.getByRole("checkbox", { name: "Select everyone on the clock" }).click();
  await expect(page.getByRole("button", { name: "End break 5" })).toBeEnabled();
  await shootBoth(page, "crew-day-lunch", { focus: page.getByRole("button", { name: "End break 5" }) });
  await page.getByRole("button", { name: "End break 5" }).click();
  await expect(results).toContainText("5 back from the meal break");
  await expect(list.getByText("Meal break", { exact: true })).toHaveCount(0);

  // Two go next door: the foreman walks over (this fix is in range of both sites) and, standing there, switches them here.
  await page.getByRole("radio", { name: new RegExp(nextName) }).click();
  await expect(page.getByRole("radio", { name: new RegExp(nextName) })).toHaveAttribute("aria-checked", "true");
  for (const name of names) await expect(member(name)).toContainText("On the clock on another site");
  // Nothing chosen yet: each action says why it cannot act.
  await expect(page.getByRole("button", { name: "Switch here 0" })).toBeDisabled();
  await expect(page.getByText(`Select people on the clock on another site to switch them to ${nextName}.`)).toBeVisible();
  await expect(page.getByText("Select people on the clock here to change their cost code.")).toBeVisible();
  for (const name of names.slice(0, 2)) await list.getByRole("checkbox", { name }).click();
  await page.getByRole("button", { name: "Switch here 2" }).click();
  const dialog = page.getByRole("dialog", { name: `Switch to ${nextName}` });
  await expect(dialog).toContainText(`The 2 workers are clocked out where they are and into ${nextName} at the same moment.`);
  // The whole page: the dialog is itself a fixed layer, which a part picture would hide.
  await shootBoth(page, "crew-day-switch-dialog");
  await dialog.getByRole("button", { name: "Switch 2" }).click();
  await expect(results).toContainText("2 switched");
  await expect(results.getByText(`Switched to ${nextName}`)).toHaveCount(2);
  for (const name of names.slice(0, 2)) await expect(member(name)).toContainText("On the clock here");
  for (const name of names.slice(0, 2)) await list.getByRole("checkbox", { name }).click();
  await shootBoth(page, "crew-day-switch-results", { part: results });

  // Next door they frame: the same two change to the crew's cost code, which splits their entries at the tap.
  await expect(page.getByRole("button", { name: "Change cost code 2" })).toBeEnabled();
  await page.getByRole("button", { name: "Change cost code 2" }).click();
  const recode = page.getByRole("dialog", { name: "Change cost code" });
  await recode.getByRole("combobox", { name: "New cost code" }).click();
  await page.getByRole("option", { name: `CD-${stamp} – Crew forming`, exact: true }).click();
  await recode.getByRole("button", { name: "Change code for 2" }).click();
  await expect(results).toContainText("2 switched");
  await expect(results.getByText(`Now on CD-${stamp} – Crew forming`)).toHaveCount(2);
  await page.waitForLoadState("networkidle");
  await shootBoth(page, "crew-day-switched", { focus: page.getByRole("button", { name: /^Change cost code \d+$/ }) });

  // Back at the main site for the end of the day.
  await page.getByRole("radio", { name: new RegExp(mainName) }).click();
  await expect(page.getByRole("radio", { name: new RegExp(mainName) })).toHaveAttribute("aria-checked", "true");
  for (const name of names.slice(0, 2)) await expect(member(name)).toContainText("On the clock on another site");
  await page.waitForLoadState("networkidle");

  // No signal: everyone is clocked out from here, the two next door by their entries.
  await context.setOffline(true);
  await page.getByRole("checkbox", { name: "Select everyone on the clock" }).click();
  await page.getByRole("button", { name: "Clock out 5" }).click();
  await expect(results).toContainText("Waiting to sync");
  const pending = page.getByTestId("pending-punches");
  await expect(pending).toContainText("Crew clock out · Crew of 5");
  await expect(list.getByText("Waiting to sync")).toHaveCount(5);
  await shootBoth(page, "crew-day-offline", { focus: results });

  await context.setOffline(false);
  await expect(pending).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText("Crew clock-out synced").first()).toBeVisible();

  const stored = [...(await entriesOn(admin, mainId)), ...(await entriesOn(admin, nextId))].filter((e) => crew.includes(e.workerId));
  expect(stored).toHaveLength(9);
  expect(new Set(stored.map((e) => e.id)).size).toBe(9);
  expect(new Set(stored.map((e) => `${e.workerId}@${e.clockInTime}`)).size).toBe(9);
  expect(stored.filter((e) => e.clockOutTime === null)).toEqual([]);
  expect(stored.filter((e) => e.projectId === mainId)).toHaveLength(5);
  expect(stored.filter((e) => e.projectId === mainId).map((e) => e.costCodeId)).toEqual(Array(5).fill(costCodeId));
  // Next door, each of the two: an entry without a code, then one on the crew's code from the change.
  expect(stored.filter((e) => e.projectId === nextId).map((e) => e.workerId).sort()).toEqual([...crew.slice(0, 2), ...crew.slice(0, 2)].sort());
  expect(stored.filter((e) => e.projectId === nextId).map((e) => e.costCodeId).sort()).toEqual([costCodeId, costCodeId, null, null]);
  for (const workerId of crew) {
    const lunches = stored.filter((e) => e.workerId === workerId).flatMap((e) => e.breaks);
    expect(lunches, `worker ${workerId}'s breaks`).toHaveLength(1);
    expect(lunches[0]).toMatchObject({ kind: "meal", endedAt: expect.any(String) });
  }
  for (const workerId of crew.slice(0, 2)) {
    const [morning, switched, recoded] = stored.filter((e) => e.workerId === workerId).sort((a, b) => a.clockInTime.localeCompare(b.clockInTime));
    expect(morning.clockOutTime).toBe(switched.clockInTime);
    expect(switched.clockOutTime).toBe(recoded.clockInTime);
  }
  await admin.dispose();
});

test("offline from the start: a crew clock-in, a rest break started and ended, and the clock-out wait in order and are stored once", async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const site = { ...sitesFor(testInfo).main, latitude: sitesFor(testInfo).main.latitude + 0.05 };
  const admin = await adminApi(testInfo);
  const siteName = `Queued Day ${stamp}`;
  const projectId = await createSiteProject(admin, siteName, site, "Everett, WA");
  const foreman = await createPersonWithRole(testInfo, "foreman", `Foreman QD ${stamp}`);
  const names = ["Lu", "Mo"].map((first) => `${first} ${stamp}`);
  const crew: number[] = [];
  for (const name of names) crew.push(await createWorkerRecord(testInfo, name));
  await addToTeam(testInfo, projectId, [foreman.workerId, ...crew]);

  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ ...site, accuracy: 8 });
  await signInWithEmail(page, foreman.email, foreman.password);
  await openCrewMode(page, siteName);
  const list = page.getByTestId("crew-list");
  for (const name of names) await list.getByRole("checkbox", { name }).click();

  await context.setOffline(true);
  await page.getByRole("button", { name: "Clock in 2" }).click();
  // Each action clears the selection; the two on the clock (queued) are chosen again with one tap each time.
  const onTheClock = page.getByRole("checkbox", { name: "Select everyone on the clock" });
  // The break names workers, not entries: it can follow the clock-in still on the phone.
  await onTheClock.click();
  await page.getByRole("button", { name: "Start rest 2" }).click();
  const results = page.getByTestId("crew-results");
  await expect(results).toContainText("Waiting to sync: the crew break of 2");
  await expect(list.getByText("Rest break", { exact: true })).toHaveCount(2);
  await onTheClock.click();
  await page.getByRole("button", { name: "End break 2" }).click();
  await onTheClock.click();
  await page.getByRole("button", { name: "Clock out 2" }).click();
  const pending = page.getByTestId("pending-punches");
  await expect(pending).toContainText("Crew clock in · Crew of 2");
  await expect(pending).toContainText("Crew break · Crew of 2, start rest");
  await expect(pending).toContainText("Crew break · Crew of 2, end rest");
  await expect(pending).toContainText("Crew clock out · Crew of 2");

  await context.setOffline(false);
  await expect(pending).toHaveCount(0, { timeout: 20_000 });
  const stored = (await entriesOn(admin, projectId)).filter((e) => crew.includes(e.workerId));
  expect(stored).toHaveLength(2);
  for (const entry of stored) {
    expect(entry.clockOutTime).not.toBeNull();
    expect(entry.breaks).toEqual([expect.objectContaining({ kind: "rest", endedAt: expect.any(String) })]);
  }
  await admin.dispose();
});

// A site kiosk for a journey (issues 14 and 15): a project at the journey's own site with a team whose PINs the office
// set, and the page's browser made its kiosk by an administrator (who is signed out there). Helpers to type a PIN,
// find a name's tile, and tap a button with the PIN.
import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { adminApi, ADMIN_PASSWORD, ADMIN_USERNAME } from "./accounts";
import { addToTeam, createWorkerRecord } from "./people";

export interface KioskSite {
  admin: APIRequestContext;
  kioskId: number;
  projectName: string;
  /** The team in the order named, those without a PIN last (pin ""). */
  workers: { id: number; name: string; pin: string }[];
}

/** The journey's own site: a geofence near another journey's would change which sites that journey's GPS clock finds. */
export interface JourneySite {
  latitude: number;
  longitude: number;
  radius: number;
  location: string;
}

/**
 * A project at `site` with a team (PINs set by the office, but not for `withoutPin`), and this page's browser made its
 * kiosk "Gate phone" (the admin is signed out there).
 */
export async function setUpKioskSite(page: Page, testInfo: TestInfo, site: JourneySite, names: string[], withoutPin: string[] = []): Promise<KioskSite> {
  const stamp = Date.now().toString(36);
  const admin = await adminApi(testInfo);
  const projectName = `E2E Kiosk Site ${stamp}`;
  const project = await admin.post("/api/projects", {
    data: { name: projectName, location: site.location, status: "in-progress", endDate: "2030-12-31", latitude: site.latitude, longitude: site.longitude, locationRadius: site.radius },
  });
  expect(project.ok(), await project.text()).toBe(true);
  const projectId = ((await project.json()) as { id: number }).id;
  const workers = [];
  for (const [index, name] of names.entries()) {
    const workerName = `${name} ${stamp}`;
    const id = await createWorkerRecord(testInfo, workerName);
    const pin = `${2580 + index * 7}`;
    const set = await admin.put(`/api/workers/${id}/pin`, { data: { pin } });
    expect(set.status(), await set.text()).toBe(200);
    workers.push({ id, name: workerName, pin });
  }
  for (const name of withoutPin) workers.push({ id: await createWorkerRecord(testInfo, `${name} ${stamp}`), name: `${name} ${stamp}`, pin: "" });
  await addToTeam(testInfo, projectId, workers.map((w) => w.id));

  const login = await page.request.post("/api/admin/login", { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } });
  expect(login.status()).toBe(200);
  const kiosk = await page.request.post("/api/admin/kiosks", { data: { projectId, name: "Gate phone" } });
  expect(kiosk.status(), await kiosk.text()).toBe(201);
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  await page.context().grantPermissions(["geolocation"]);
  await page.context().setGeolocation({ latitude: site.latitude, longitude: site.longitude, accuracy: 10 });
  return { admin, kioskId: ((await kiosk.json()) as { id: number }).id, projectName, workers };
}

export async function typePin(page: Page, pin: string) {
  for (const digit of pin) await page.getByRole("button", { name: digit, exact: true }).click();
}

/** A name's tile on the kiosk's grid. */
export const kioskTile = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^${name}`) });

/** Taps the name, types the PIN and taps the button; returns the server's status for the request it makes. */
export async function tapWithPin(page: Page, name: string, pin: string, button: string, path: "punches" | "breaks"): Promise<number> {
  await kioskTile(page, name).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await typePin(page, pin);
  const answer = page.waitForResponse((res) => res.url().endsWith(`/api/kiosk/${path}`) && res.request().method() === "POST");
  await page.getByRole("button", { name: button, exact: true }).click();
  return (await answer).status();
}

// Site kiosk fixtures (issue 14): a device an admin turned into a kiosk (through the real route, which signs the admin
// out on it), a worker with a PIN on a project's team, and a punch with a fresh Idempotency-Key.
import { randomUUID } from "node:crypto";
import type request from "supertest";
import { insertProject } from "../unit/time-clock/api-fixtures";
import { adminAgent, createTestApp, type TestApp } from "./app";
import { addToTeam, createWorker } from "./people";

export type Agent = Awaited<ReturnType<typeof adminAgent>>;

/** A device that is now the kiosk `name` of the project: its agent holds the kiosk credential and no session. */
export async function makeKiosk(t: TestApp, projectId: number, name = "Gate tablet"): Promise<{ device: Agent; id: number; res: request.Response }> {
  const device = await adminAgent(t.app);
  const res = await device.post("/api/admin/kiosks").send({ projectId, name });
  if (res.status !== 201) throw new Error(`kiosk create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { device, id: res.body.id as number, res };
}

/** A kiosk test's site: an app on the test's clock, the admin, a project and its "Gate tablet" kiosk. */
export interface KioskTestSite {
  t: TestApp;
  admin: Agent;
  projectId: number;
  tablet: Agent;
  kioskId: number;
}

export async function createKioskTestSite(now: () => Date): Promise<KioskTestSite> {
  const t = await createTestApp({ deps: { now } });
  const admin = await adminAgent(t.app);
  const projectId = (await insertProject(t)).id;
  const { device: tablet, id: kioskId } = await makeKiosk(t, projectId, "Gate tablet");
  return { t, admin, projectId, tablet, kioskId };
}

/** A worker on the project's team with this PIN (set by the office), or none when `pin` is null. */
export async function teamWorker(t: TestApp, projectId: number, pin: string | null, fields: Record<string, unknown> = {}): Promise<number> {
  const workerId = await createWorker(t, fields);
  await addToTeam(t, projectId, [workerId]);
  if (pin !== null) {
    const res = await (await adminAgent(t.app)).put(`/api/workers/${workerId}/pin`).send({ pin });
    if (res.status !== 200) throw new Error(`set PIN failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return workerId;
}

/** POST /api/kiosk/punches from the device, with its own Idempotency-Key unless one is given. */
export function punch(device: Agent, body: Record<string, unknown>, key: string = randomUUID()) {
  return device.post("/api/kiosk/punches").set("Idempotency-Key", key).send(body);
}

export function setCookies(res: request.Response): string[] {
  return ([] as string[]).concat(res.headers["set-cookie"] ?? []);
}

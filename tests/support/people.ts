// People fixtures for role tests: a worker record, and a signed-in account of a role linked to it, made through the
// real routes (the admin creates the worker, approves the registration with the role and the link).
import type { AccountRole } from "@shared/domain/account-roles";
import { adminAgent, type TestApp } from "./app";
import { createActiveUser, uniqueEmail, userAgent } from "./accounts";

let counter = 0;

/** A worker record made by the admin; returns its id. */
export async function createWorker(t: TestApp, fields: Record<string, unknown> = {}): Promise<number> {
  counter += 1;
  const admin = await adminAgent(t.app);
  const res = await admin
    .post("/api/workers")
    .send({ name: `Person ${process.pid}-${counter}`, role: "inhouse", category: "Carpentry", hourlyRate: "31.50", ...fields });
  if (res.status !== 201) throw new Error(`worker create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as number;
}

/** Puts workers on a project's team (the admin's PUT of the whole team would drop the others, so POST each). */
export async function addToTeam(t: TestApp, projectId: number, workerIds: number[]): Promise<void> {
  const admin = await adminAgent(t.app);
  for (const workerId of workerIds) {
    const res = await admin.post(`/api/projects/${projectId}/workers`).send({ workerId });
    if (res.status !== 201 && res.status !== 200) throw new Error(`team add failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

export interface Person {
  userId: number;
  workerId: number;
  email: string;
  agent: Awaited<ReturnType<typeof userAgent>>;
}

/** An active account of `role`, linked to a new worker record (or `workerId`), signed in. */
export async function createPerson(t: TestApp, role: AccountRole, options: { workerId?: number; worker?: Record<string, unknown> } = {}): Promise<Person> {
  const workerId = options.workerId ?? (await createWorker(t, options.worker));
  const email = uniqueEmail(role);
  const userId = await createActiveUser(t, email, undefined, { role, workerId });
  return { userId, workerId, email, agent: await userAgent(t, email) };
}

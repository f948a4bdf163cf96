// People for the role journeys (issue 14): a worker record, on project teams, with a signed-in-ready account of a
// role linked to it, all made over the API by the admin.
import { type TestInfo, expect } from "@playwright/test";
import { adminApi, createActiveUser, uniqueEmail, USER_PASSWORD } from "./accounts";

export interface E2ePerson {
  email: string;
  password: string;
  workerId: number;
  workerName: string;
}

/** A worker made by the admin (with a rate, so a screen that leaks it would show it); returns its id. */
export async function createWorkerRecord(testInfo: TestInfo, name: string, fields: Record<string, unknown> = {}): Promise<number> {
  const admin = await adminApi(testInfo);
  const res = await admin.post("/api/workers", { data: { name, role: "inhouse", category: "Carpentry", hourlyRate: "34.25", ...fields } });
  expect(res.status(), await res.text()).toBe(201);
  const id = ((await res.json()) as { id: number }).id;
  await admin.dispose();
  return id;
}

/** Adds each worker to the project's team. */
export async function addToTeam(testInfo: TestInfo, projectId: number, workerIds: number[]): Promise<void> {
  const admin = await adminApi(testInfo);
  for (const workerId of workerIds) {
    const res = await admin.post(`/api/projects/${projectId}/workers`, { data: { workerId } });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await admin.dispose();
}

/** An active account of `role` linked to a new worker named `workerName`; sign in with signInWithEmail(page, email, password). */
export async function createPersonWithRole(
  testInfo: TestInfo,
  role: "crew" | "foreman" | "user",
  workerName: string,
): Promise<E2ePerson> {
  const workerId = await createWorkerRecord(testInfo, workerName);
  const email = uniqueEmail(testInfo, role);
  await createActiveUser(testInfo, email, USER_PASSWORD, { role, workerId });
  return { email, password: USER_PASSWORD, workerId, workerName };
}

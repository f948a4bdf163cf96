// People for the role journeys (issue 14): a worker record, on project teams, with a signed-in-ready account of a
// role linked to it, all made over the API by the admin.
import { type Page, type TestInfo, expect } from "@playwright/test";
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

/**
 * A foreman and crew members named `crewNames` (worker records only), all on the project's team; `clockedIn`: the
 * crew on the clock there already (clocked in by the admin).
 */
export async function foremanWithCrew(
  testInfo: TestInfo,
  projectId: number,
  foremanName: string,
  crewNames: string[],
  { clockedIn = false }: { clockedIn?: boolean } = {},
): Promise<{ foreman: E2ePerson; crew: number[] }> {
  const foreman = await createPersonWithRole(testInfo, "foreman", foremanName);
  const crew: number[] = [];
  for (const name of crewNames) crew.push(await createWorkerRecord(testInfo, name));
  await addToTeam(testInfo, projectId, [foreman.workerId, ...crew]);
  if (clockedIn) {
    const admin = await adminApi(testInfo);
    for (const workerId of crew) {
      const res = await admin.post("/api/time-entries/clock-in", { data: { workerId, projectId } });
      expect(res.status(), await res.text()).toBe(201);
    }
    await admin.dispose();
  }
  return { foreman, crew };
}

/** The GPS clock in Crew mode, at the site the phone's fix chooses (`projectName`). */
export async function openCrewModeAt(page: Page, projectName: string): Promise<void> {
  await page.goto("/timesheet-gps");
  await page.getByRole("radio", { name: "Crew", exact: true }).click();
  await page.getByRole("button", { name: "Refresh Location" }).click();
  await expect(page.getByRole("radio", { name: new RegExp(projectName) })).toHaveAttribute("aria-checked", "true");
}

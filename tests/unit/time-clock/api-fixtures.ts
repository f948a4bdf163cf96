// Fixtures for the time clock API tests: a movable server clock, projects with a site, workers, entries placed in chosen weeks.
import type TestAgent from "supertest/lib/agent";
import { projects, timeEntries, type Project, type TimeEntry } from "@shared/schema";
import type { TestApp } from "../../support/app";

/** The server clock the app stamps punches with; tests move it to place punches in chosen weeks. */
export function testClock(start: string | Date) {
  let current = new Date(start);
  return {
    now: () => new Date(current.getTime()),
    set(at: string | Date) {
      current = new Date(at);
    },
    advanceMinutes(minutes: number) {
      current = new Date(current.getTime() + minutes * 60_000);
    },
  };
}

/** Highlands Renovation in Denver: a real site, 75 m radius. */
export const HIGHLANDS = { latitude: 39.762, longitude: -105.011, radius: 75 };

/** Metres north of a point in degrees of latitude on the spec's sphere (R = 6371000 m). */
export function metresNorth(latitude: number, metres: number): number {
  return latitude + (metres / 6_371_000) * (180 / Math.PI);
}

export async function insertProject(t: TestApp, values: Partial<typeof projects.$inferInsert> = {}): Promise<Project> {
  const [row] = await t.database.db
    .insert(projects)
    .values({
      name: "Highlands Renovation",
      location: "3300 W 32nd Ave, Denver",
      latitude: HIGHLANDS.latitude.toFixed(8),
      longitude: HIGHLANDS.longitude.toFixed(8),
      locationRadius: HIGHLANDS.radius,
      status: "in-progress",
      ...values,
    })
    .returning();
  return row;
}

let workerCounter = 0;
export async function createWorker(agent: TestAgent, body: Record<string, unknown> = {}): Promise<{ id: number; name: string }> {
  workerCounter += 1;
  const res = await agent
    .post("/api/workers")
    .send({ name: `Worker ${workerCounter}`, role: "foreman", category: "Carpentry", hourlyRate: "30.00", ...body });
  if (res.status !== 201) throw new Error(`create worker failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A finished entry written straight to the table, for payroll figures in past weeks. */
export async function insertEntry(
  t: TestApp,
  values: { workerId: number; projectId: number; clockInTime: string | Date; clockOutTime: string | Date | null; hourlyRate: string | null },
): Promise<TimeEntry> {
  const [row] = await t.database.db
    .insert(timeEntries)
    .values({
      ...values,
      clockInTime: new Date(values.clockInTime),
      clockOutTime: values.clockOutTime === null ? null : new Date(values.clockOutTime),
      // Punched with signal: received as tapped.
      clockInReceivedAt: new Date(values.clockInTime),
      clockOutReceivedAt: values.clockOutTime === null ? null : new Date(values.clockOutTime),
    })
    .returning();
  return row;
}

// QUALITY 18 for projects, team, progress and jobs: random bodies on every write route never give a 5xx, and afterwards
// every project keeps end >= start and both-or-no coordinates, its progress matches its latest history row, and jobs
// name only workers that exist.
import { desc, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, projectProgressUpdates, projects, workers } from "@shared/schema";
import { createTestApp, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";

let t: TestApp;
let user: Awaited<ReturnType<typeof userAgent>>;
let projectId: number;
let workerIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  const email = uniqueEmail("fuzz");
  await createActiveUser(t, email);
  user = await userAgent(t, email);
  const created = await user.post("/api/projects").send({ name: "Fuzz Site", location: "Denver", startDate: "2026-01-01", endDate: "2026-12-31" });
  projectId = created.body.id;
  const crew = await t.database.db
    .insert(workers)
    .values([
      { name: "A", role: "foreman", category: "general" },
      { name: "B", role: "inhouse", category: "general" },
    ])
    .returning();
  workerIds = crew.map((w) => w.id);
});
afterAll(async () => {
  await t.close();
});

const anyValue = fc.oneof(
  fc.integer({ min: -3, max: 120 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom("", " ", "NaN", "Infinity", "-1", "1e309", "12.345", "2026-02-30", "2026-06-01", "07:30", "24:00", "today", "__proto__"),
  fc.constantFrom(99999999.9999999, 9999.9999999, 90.000000001, -180, 1e21, -0, 2_147_483_648),
  fc.constantFrom("nul\u0000byte", "\u0000", "emoji \u{1F3D7}", "\uD800 lone surrogate"),
  fc.string({ maxLength: 20 }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer({ min: -2, max: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

const body = (keys: string[]) =>
  fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })), anyValue, { maxKeys: keys.length + 1 });

const PROJECT_KEYS = ["name", "location", "status", "startDate", "endDate", "teamSize", "description", "progress", "latitude", "longitude", "locationRadius", "budget", "estimatedHours"];
const JOB_KEYS = ["title", "projectId", "scheduledDate", "scheduledTime", "estimatedHours", "priority", "status", "description", "assignedWorkerIds", "assignedWorkerId"];

async function checkInvariants() {
  const db = t.database.db;
  const known = new Set((await db.select({ id: workers.id }).from(workers)).map((w) => w.id));
  for (const project of await db.select().from(projects)) {
    if (project.startDate && project.endDate) expect(project.endDate >= project.startDate).toBe(true);
    expect(project.latitude === null).toBe(project.longitude === null);
    const [latest] = await db
      .select()
      .from(projectProgressUpdates)
      .where(eq(projectProgressUpdates.projectId, project.id))
      .orderBy(desc(projectProgressUpdates.id))
      .limit(1);
    if (latest) expect(latest.progress).toBe(project.progress);
  }
  for (const job of await db.select().from(jobs)) {
    for (const id of job.assignedWorkerIds) expect(known.has(id)).toBe(true);
  }
}

describe("QUALITY 18: random bodies never produce a 5xx", () => {
  const cases: [string, () => fc.Arbitrary<Record<string, unknown>>, (b: Record<string, unknown>) => Promise<{ status: number }>][] = [
    ["POST /api/projects", () => body(PROJECT_KEYS), (b) => user.post("/api/projects").send(b)],
    ["PATCH /api/projects/:id", () => body(PROJECT_KEYS), (b) => user.patch(`/api/projects/${projectId}`).send(b)],
    ["PATCH /api/projects/:id/progress", () => body(["progress", "notes"]), (b) => user.patch(`/api/projects/${projectId}/progress`).send(b)],
    [
      "PUT /api/projects/:id/workers",
      () => fc.oneof(fc.record({ workerIds: fc.array(fc.oneof(fc.constantFrom(...workerIds), fc.integer({ min: -1, max: 3_000_000_000 })), { maxLength: 4 }) }), body(["workerIds"])),
      (b) => user.put(`/api/projects/${projectId}/workers`).send(b),
    ],
    ["POST /api/projects/:id/workers", () => body(["workerId"]), (b) => user.post(`/api/projects/${projectId}/workers`).send(b)],
    [
      "POST /api/jobs",
      () =>
        fc.oneof(
          fc.record({
            title: fc.constantFrom("Frame", " ", ""),
            projectId: fc.constantFrom(projectId, 999_999, 0),
            scheduledDate: fc.constantFrom("2026-03-01", "2026-02-30"),
            assignedWorkerIds: fc.array(fc.oneof(fc.constantFrom(...workerIds), fc.integer({ min: 1, max: 3_000_000_000 })), { maxLength: 3 }),
          }),
          body(JOB_KEYS),
        ),
      (b) => user.post("/api/jobs").send(b),
    ],
  ];

  it.each(cases)("%s", async (_name, arbitrary, send) => {
    await fc.assert(
      fc.asyncProperty(arbitrary(), async (b) => {
        const res = await send(b);
        expect(res.status, JSON.stringify(b)).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    await checkInvariants();
  });

  it("query strings on the read routes never produce a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom("date", "from", "to", "limit", "x"), fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("today", "2026-01-01", "9999-12-31", "0001-01-01"))), async (query) => {
        const qs = new URLSearchParams(query).toString();
        expect((await user.get(`/api/jobs?${qs}`)).status, qs).toBeLessThan(500);
        expect((await user.get(`/api/projects/${projectId}/time-entries?${qs}`)).status, qs).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});

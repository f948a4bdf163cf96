// Lists of a project that grow with time page by keyset: the progress history and the photos. With limit=2 the Link
// headers lead through every row exactly once, in the list's order; X-Total-Count counts them all; a cursor the server
// did not give is a 400.
import { sql } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectPhotos, projectProgressUpdates, projects } from "@shared/schema";
import { encodeCursor } from "../../server/lib/paging";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { readPages } from "../support/paging";

let t: TestApp;
let admin: TestAgent;
let projectId: number;
let emptyProjectId: number;

// Two rows share a millisecond and differ in microseconds (the later one has the lower id), two share the same
// instant: the id breaks the tie.
const INSTANTS = [
  "2026-03-01 10:00:00.000000+00",
  "2026-03-02 09:30:00.123789+00",
  "2026-03-02 09:30:00.123456+00",
  "2026-03-03 08:00:00.500000+00",
  "2026-03-03 08:00:00.500000+00",
  "2026-02-28 23:59:59.999000+00",
  "2026-03-04 12:00:00.000000+00",
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
  const [project, empty] = await t.database.db
    .insert(projects)
    .values([
      { name: "Paged", location: "Denver" },
      { name: "Empty", location: "Denver" },
    ])
    .returning();
  projectId = project.id;
  emptyProjectId = empty.id;
  for (const [i, at] of INSTANTS.entries()) {
    await t.database.db.insert(projectProgressUpdates).values({
      projectId,
      previousProgress: i,
      progress: i + 1,
      createdAt: sql`${at}::timestamptz` as never,
    });
    await t.database.db.insert(projectPhotos).values({
      projectId,
      filename: `p${i}.png`,
      originalName: `p${i}.png`,
      uploadedBy: "Test",
      uploadedAt: sql`${at}::timestamptz` as never,
      fileSize: 4,
      mimeType: "image/png",
      data: "data:image/png;base64,AAAA",
    });
  }
});
afterAll(async () => {
  await t.close();
});

/** Every page from `first`: each page's ids and total header. */
async function allPages(first: string) {
  const { pages } = await readPages(admin, first);
  return pages.map((page) => ({ ids: page.rows.map((row) => row.id), total: page.total }));
}

describe.each([
  ["progress-updates", projectProgressUpdates, "created_at"],
  ["photos", projectPhotos, "uploaded_at"],
] as const)("GET /api/projects/:id/%s", (list, table, column) => {
  /** The whole list's order: newest first to the microsecond, then the higher id first. */
  async function expectedIds(): Promise<number[]> {
    const result = (await t.database.db.execute(
      sql`select id from ${table} where project_id = ${projectId} order by ${sql.identifier(column)} desc, id desc`,
    )) as unknown as { rows: { id: number }[] };
    return result.rows.map((row) => Number(row.id));
  }

  it("with limit=2 the Link headers lead through every row exactly once, in order, and X-Total-Count counts them all", async () => {
    const pages = await allPages(`/api/projects/${projectId}/${list}?limit=2`);
    expect(pages.map((page) => page.ids.length)).toEqual([2, 2, 2, 1]);
    expect(pages.every((page) => page.total === String(INSTANTS.length))).toBe(true);
    expect(pages.flatMap((page) => page.ids)).toEqual(await expectedIds());
  });

  it("answers the whole list in one page by default, with no Link header", async () => {
    const res = await admin.get(`/api/projects/${projectId}/${list}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(INSTANTS.length);
    expect(res.headers.link).toBeUndefined();
    expect(res.headers["x-total-count"]).toBe(String(INSTANTS.length));
  });

  it("answers an empty list with a total of 0", async () => {
    const res = await admin.get(`/api/projects/${emptyProjectId}/${list}?limit=2`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers["x-total-count"]).toBe("0");
  });

  it.each([
    ["not base64 JSON", "bm90LWpzb24"],
    ["a key of the wrong shape", encodeCursor({ id: 1 })],
    ["a date that is no date", encodeCursor(["yesterday", 1])],
    ["a negative id", encodeCursor(["2026-03-01T10:00:00.000Z", -1])],
  ])("refuses a forged cursor (%s) with 400", async (_label, cursor) => {
    const res = await admin.get(`/api/projects/${projectId}/${list}?limit=2&cursor=${cursor}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("cursor is not one this server gave");
  });

  it("refuses a limit out of range, and answers 404 for a missing project", async () => {
    expect((await admin.get(`/api/projects/${projectId}/${list}?limit=0`)).status).toBe(400);
    expect((await admin.get(`/api/projects/${projectId}/${list}?limit=5001`)).status).toBe(400);
    expect((await admin.get(`/api/projects/999999/${list}`)).status).toBe(404);
  });
});

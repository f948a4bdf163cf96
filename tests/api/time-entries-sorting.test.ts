// GET /api/time-entries?sort=&direction= (the desk's day table, sorted on the server because the list pages): read in
// small pages through the Link headers, every column either way comes back in exactly the order the client's own rule
// (lib/table-sort.ts, with the table's column values) gives the whole list in id order: names by case-insensitive,
// numeric-aware text, empty values last both ways, equal values in id order. Without a day range it sorts the newest
// 200. A bad sort, a direction alone or a cursor of another kind of column is a 400.
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TIME_ENTRY_SORTS, type TimeEntryView } from "@shared/api/time-clock";
import { UNBOUNDED_LIST_ENTRIES } from "@shared/api/time-entries";
import { timeEntries, workers } from "@shared/schema";
import { ENTRY_SORT_VALUES } from "@/features/timesheets/entry-order";
import { nextPageUrl } from "@/lib/paged-fetch";
import { sortRows } from "@/lib/table-sort";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { readPages } from "../support/paging";
import { insertProject, testClock } from "../unit/time-clock/api-fixtures";

const DAY = "2026-03-04";
const clock = testClock("2026-03-10T18:00:00Z");
let t: TestApp;
let admin: TestAgent;

// Names that sort differently byte by byte, case-blind and numeric-aware; 'Worker 2' and 'worker 2' are equal.
const WORKERS = ["desk Zed x", "Desk Amy x", "Worker 10", "Worker 2", "worker 2", "Émile", "emile", "unit 10", "Unit 9", "B"];
const PROJECTS = ["Site 10", "site 9", "Ärea"];
// [worker, project, clock-in (UTC, on DAY), hours or null for an open entry, location]: equal clock-ins, equal hours,
// open entries (no hours) and empty locations (none, blank, spaces) spread over the ids.
const ENTRIES: [worker: number, project: number, at: string, hours: string | null, location: string | null][] = [
  [0, 0, "15:00", "8.00", "Gate 2"],
  [1, 1, "15:00", "2.50", null],
  [2, 2, "16:30", null, "gate 10"],
  [3, 0, "15:00", "8.00", ""],
  [4, 1, "17:00", "10.25", "Yard"],
  [5, 2, "15:00", null, "  "],
  [6, 0, "18:15", "8.00", "Gate 2"],
  [7, 1, "16:30", "0.00", null],
  [8, 2, "19:00", "12.00", "yard"],
  [9, 0, "15:00", "2.50", "Ärea gate"],
  [0, 1, "20:00", null, "Gate 9"],
  [3, 2, "20:00", null, null],
  [4, 0, "20:00", null, "gate 2"],
];

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  admin = await adminAgent(t.app);
  const projectIds = [];
  for (const name of PROJECTS) projectIds.push((await insertProject(t, { name })).id);
  const workerIds = [];
  for (const name of WORKERS) {
    const [row] = await t.database.db.insert(workers).values({ name, role: "laborer", category: "General", hourlyRate: "25.00" }).returning();
    workerIds.push(row.id);
  }
  for (const [worker, project, at, hours, location] of ENTRIES) {
    const clockInTime = new Date(`${DAY}T${at}:00Z`);
    await t.database.db.insert(timeEntries).values({
      workerId: workerIds[worker],
      projectId: projectIds[project],
      clockInTime,
      clockOutTime: hours === null ? null : new Date(clockInTime.getTime() + Number(hours) * 3_600_000),
      hoursWorked: hours,
      hourlyRate: "25.00",
      location,
    });
  }
});
afterAll(async () => {
  await t.close();
});

/** The list as the client's rule sorts it: the rows in id order, sorted by the table's value of the column. */
function clientOrder(rows: TimeEntryView[], sort: (typeof TIME_ENTRY_SORTS)[number], direction: "asc" | "desc"): number[] {
  const byId = [...rows].sort((a, b) => a.id - b.id);
  const { kind, value } = ENTRY_SORT_VALUES[sort];
  return sortRows(byId, value, kind, direction === "asc" ? "ascending" : "descending").map((row) => row.id);
}

describe("GET /api/time-entries sorted by a column", () => {
  let day: TimeEntryView[];
  beforeAll(async () => {
    day = (await readPages<TimeEntryView>(admin, `/api/time-entries?date=${DAY}`)).rows;
    expect(day).toHaveLength(ENTRIES.length);
  });

  describe.each(TIME_ENTRY_SORTS)("%s", (sort) => {
    it.each(["asc", "desc"] as const)("%s in pages of 3 is the client's order of the whole list", async (direction) => {
      const { pages, rows } = await readPages<TimeEntryView>(admin, `/api/time-entries?date=${DAY}&sort=${sort}&direction=${direction}&limit=3`);
      expect(pages.map((page) => page.rows.length)).toEqual([3, 3, 3, 3, 1]);
      expect(new Set(pages.map((page) => page.total))).toEqual(new Set([String(ENTRIES.length)]));
      expect(rows.map((row) => row.id)).toEqual(clientOrder(day, sort, direction));
    });
  });

  it("sorts names case-blind with numbers in number order, and ascending unless told", async () => {
    const { rows } = await readPages<TimeEntryView>(admin, `/api/time-entries?date=${DAY}&sort=workerName&limit=4`);
    const names = [...new Set(rows.map((row) => row.workerName))];
    expect(names).toEqual(["B", "Desk Amy x", "desk Zed x", "Émile", "emile", "Unit 9", "unit 10", "Worker 2", "worker 2", "Worker 10"]);
  });

  it("keeps open entries' hours and empty locations last both ways", async () => {
    for (const direction of ["asc", "desc"]) {
      const hours = (await readPages<TimeEntryView>(admin, `/api/time-entries?date=${DAY}&sort=hoursWorked&direction=${direction}&limit=2`)).rows;
      expect(hours.slice(-5).map((row) => row.hoursWorked)).toEqual([null, null, null, null, null]);
      const places = (await readPages<TimeEntryView>(admin, `/api/time-entries?date=${DAY}&sort=location&direction=${direction}&limit=2`)).rows;
      expect(places.slice(-5).every((row) => !row.location?.trim())).toBe(true);
    }
  });

  it(`without a day range sorts the newest ${UNBOUNDED_LIST_ENTRIES}, however it is paged`, async () => {
    const [bulk] = await t.database.db.insert(workers).values({ name: "Bulk", role: "laborer", category: "General", hourlyRate: "25.00" }).returning();
    const projectId = day[0].projectId;
    await t.database.db.insert(timeEntries).values(
      Array.from({ length: UNBOUNDED_LIST_ENTRIES }, (_, i) => {
        const clockInTime = new Date(Date.parse("2026-02-01T15:00:00Z") + i * 3_600_000);
        return { workerId: bulk.id, projectId, clockInTime, clockOutTime: new Date(clockInTime.getTime() + 1_800_000), hoursWorked: "0.50", hourlyRate: "25.00" };
      }),
    );
    const newest = (await readPages<TimeEntryView>(admin, "/api/time-entries")).rows;
    expect(newest).toHaveLength(UNBOUNDED_LIST_ENTRIES);
    const { pages, rows } = await readPages<TimeEntryView>(admin, "/api/time-entries?sort=workerName&direction=desc&limit=64");
    expect(pages.map((page) => page.rows.length)).toEqual([64, 64, 64, 8]);
    expect(pages[0].total).toBe(String(UNBOUNDED_LIST_ENTRIES));
    expect(rows.map((row) => row.id)).toEqual(clientOrder(newest, "workerName", "desc"));
  });

  it("refuses a sort it does not know, a direction without a sort and a cursor of another kind of column", async () => {
    for (const query of ["sort=wage", "sort=workerName&direction=up", "direction=desc"]) {
      const res = await admin.get(`/api/time-entries?date=${DAY}&${query}`);
      expect(res.status, query).toBe(400);
    }
    const first = await admin.get(`/api/time-entries?date=${DAY}&sort=workerName&limit=2`);
    const next = nextPageUrl(first.headers.link ?? null);
    expect(next).toMatch(/sort=workerName&limit=2&cursor=/);
    const cursor = new URL(next!, "http://x").searchParams.get("cursor");
    const res = await admin.get(`/api/time-entries?date=${DAY}&sort=hoursWorked&limit=2&cursor=${cursor}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("cursor is not one this server gave");
  });
});

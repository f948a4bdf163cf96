// GET /api/time-entries/summary: the Weekly Summary's days from the server. Every day of the range, the hoursWorked of
// its entries added up per worker and project (open entries count 0 and are counted as open), each entry on its
// clock-in day in the company zone; it agrees with the raw list grouped the way the tab grouped it before.
import type TestAgent from "supertest/lib/agent";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TimeEntrySummaryView, TimeEntryView } from "@shared/api/time-clock";
import { COMPANY_SETTINGS_DEFAULTS } from "@shared/api/company-settings";
import { dayKey } from "@shared/domain/work-week";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createWorker, insertProject, testClock } from "../unit/time-clock/api-fixtures";

const TIME_ZONE = "America/Denver";
// The spec's PUT sends every setting; weeklyOvertime is read from the rule, so it is left out.
const { weeklyOvertime: _switch, ...settings } = COMPANY_SETTINGS_DEFAULTS;
const clock = testClock("2026-03-01T15:00:00Z");
let t: TestApp;
let admin: TestAgent;
let p1: number;
let p2: number;
let w1: { id: number; name: string };
let w2: { id: number; name: string };
let w3: { id: number; name: string };

async function punch(workerId: number, projectId: number, clockIn: string, clockOut: string | null) {
  clock.set(clockIn);
  const inRes = await admin.post("/api/time-entries/clock-in").send({ workerId, projectId });
  expect(inRes.status, JSON.stringify(inRes.body)).toBe(201);
  if (clockOut === null) return;
  clock.set(clockOut);
  const outRes = await admin.post("/api/time-entries/clock-out").send({ timeEntryId: inRes.body.id });
  expect(outRes.status, JSON.stringify(outRes.body)).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now }, env: { APP_TIME_ZONE: TIME_ZONE } });
  admin = await adminAgent(t.app);
  p1 = (await insertProject(t, { name: "Alpha Duplex" })).id;
  p2 = (await insertProject(t, { name: "Birch Remodel" })).id;
  w1 = await createWorker(admin, { name: "Summary Ana" });
  w2 = await createWorker(admin, { name: "Summary Ben" });
  w3 = await createWorker(admin, { name: "Summary Cy" });

  // The spring-forward week: Sunday 2026-03-08 starts at 07:00Z (MST), Monday at 06:00Z (MDT).
  await punch(w1.id, p1, "2026-03-08T06:30:00Z", "2026-03-08T06:50:00Z"); // Saturday 23:30 MST: the week before
  await punch(w1.id, p1, "2026-03-08T07:00:00Z", "2026-03-08T08:00:00Z"); // Sunday 00:00-01:00 MST: 1.00 h
  await punch(w1.id, p1, "2026-03-09T14:00:00Z", "2026-03-09T22:30:00Z"); // Monday 08:00-16:30: 8.50 h
  await punch(w1.id, p1, "2026-03-09T23:00:00Z", "2026-03-10T00:00:00Z"); // Monday 17:00-18:00: 1.00 h
  await punch(w2.id, p2, "2026-03-09T15:00:00Z", "2026-03-09T19:20:00Z"); // Monday: 4.33 h
  await punch(w2.id, p1, "2026-03-11T04:00:00Z", "2026-03-11T10:00:00Z"); // Tuesday 22:00 to Wednesday 04:00: Tuesday, 6.00 h
  await punch(w1.id, p2, "2026-03-15T06:00:00Z", "2026-03-15T07:00:00Z"); // Sunday 00:00 MDT: the week after
  await punch(w3.id, p2, "2026-03-12T15:00:00Z", null); // Thursday, still clocked in
});
afterAll(async () => {
  await t.close();
});

async function summary(from: string, to: string): Promise<TimeEntrySummaryView> {
  const res = await admin.get(`/api/time-entries/summary?from=${from}&to=${to}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe("GET /api/time-entries/summary", () => {
  it("gives every day of the week with its hours, counts and worker-project lines", async () => {
    const week = await summary("2026-03-08", "2026-03-14");
    expect(week).toMatchObject({ from: "2026-03-08", to: "2026-03-14", timeZone: TIME_ZONE, dailyOvertimeAfterHours: 8 });
    expect(week.days.map((d) => d.date)).toEqual([
      "2026-03-08",
      "2026-03-09",
      "2026-03-10",
      "2026-03-11",
      "2026-03-12",
      "2026-03-13",
      "2026-03-14",
    ]);
    const [sunday, monday, tuesday, wednesday, thursday, friday] = week.days;
    expect(sunday).toEqual({
      date: "2026-03-08",
      totalHours: 1,
      entryCount: 1,
      openCount: 0,
      lines: [{ workerId: w1.id, workerName: w1.name, projectId: p1, projectName: "Alpha Duplex", hours: 1, entryCount: 1, openCount: 0, mealBreakMissed: false }],
      workersPastDaily: 0,
    });
    // Two entries of one worker on one project are one line; lines come most hours first.
    expect(monday).toEqual({
      date: "2026-03-09",
      totalHours: 13.83,
      entryCount: 3,
      openCount: 0,
      lines: [
        { workerId: w1.id, workerName: w1.name, projectId: p1, projectName: "Alpha Duplex", hours: 9.5, entryCount: 2, openCount: 0, mealBreakMissed: false },
        { workerId: w2.id, workerName: w2.name, projectId: p2, projectName: "Birch Remodel", hours: 4.33, entryCount: 1, openCount: 0, mealBreakMissed: false },
      ],
      // 13.83 h in all, but only Ana's 9.5 h day is past the daily 8.
      workersPastDaily: 1,
    });
    // A shift past midnight counts on its clock-in day.
    expect(tuesday).toMatchObject({ totalHours: 6, entryCount: 1, lines: [{ workerId: w2.id, projectId: p1, hours: 6 }] });
    expect(wednesday).toEqual({ date: "2026-03-11", totalHours: 0, entryCount: 0, openCount: 0, lines: [], workersPastDaily: 0 });
    // An open entry adds no hours yet and is counted as open.
    expect(thursday).toEqual({
      date: "2026-03-12",
      totalHours: 0,
      entryCount: 1,
      openCount: 1,
      lines: [{ workerId: w3.id, workerName: w3.name, projectId: p2, projectName: "Birch Remodel", hours: 0, entryCount: 1, openCount: 1, mealBreakMissed: false }],
      workersPastDaily: 0,
    });
    expect(friday.lines).toEqual([]);
  });

  it("counts the workers past the overtime rule's daily threshold: none under federal, 12 h in Colorado", async () => {
    const underRule = async (overtimeRule: string) => {
      await admin.put("/api/settings/company").send({ ...settings, overtimeRule }).expect(200);
      const week = await summary("2026-03-08", "2026-03-14");
      return [week.dailyOvertimeAfterHours, week.days[1].workersPastDaily];
    };
    try {
      expect(await underRule("federal")).toEqual([null, null]);
      expect(await underRule("colorado")).toEqual([12, 0]);
      expect(await underRule("california")).toEqual([8, 1]);
    } finally {
      await admin.put("/api/settings/company").send({ ...settings, overtimeRule: "daily8" }).expect(200);
    }
  });

  it("agrees with the raw list of the same days grouped by clock-in day, worker and project", async () => {
    for (const [from, to] of [
      ["2026-03-08", "2026-03-14"],
      ["2026-03-01", "2026-03-31"],
      ["2026-03-09", "2026-03-09"],
    ]) {
      const raw: TimeEntryView[] = (await admin.get(`/api/time-entries?from=${from}&to=${to}`).expect(200)).body;
      const expected = new Map<string, Map<string, { hours: number; entryCount: number; openCount: number }>>();
      for (const entry of raw) {
        const day = dayKey(new Date(entry.clockInTime), TIME_ZONE);
        const lines = expected.get(day) ?? new Map();
        expected.set(day, lines);
        const key = `${entry.workerId}|${entry.projectId}`;
        const line = lines.get(key) ?? { hours: 0, entryCount: 0, openCount: 0 };
        line.hours = Math.round((line.hours + Number(entry.hoursWorked ?? 0)) * 100) / 100;
        line.entryCount += 1;
        line.openCount += entry.clockOutTime === null ? 1 : 0;
        lines.set(key, line);
      }
      const got = await summary(from, to);
      const fromSummary = new Map(
        got.days
          .filter((d) => d.lines.length)
          .map((d) => [d.date, new Map(d.lines.map((l) => [`${l.workerId}|${l.projectId}`, { hours: l.hours, entryCount: l.entryCount, openCount: l.openCount }]))]),
      );
      expect(fromSummary).toEqual(expected);
      for (const day of got.days) {
        const lineHours = day.lines.reduce((sum, l) => sum + Math.round(l.hours * 100), 0) / 100;
        expect(day.totalHours).toBe(lineHours);
        expect(day.entryCount).toBe(day.lines.reduce((sum, l) => sum + l.entryCount, 0));
      }
    }
  });

  it("takes up to 31 days", async () => {
    const month = await summary("2026-03-01", "2026-03-31");
    expect(month.days).toHaveLength(31);
    expect(month.days.reduce((sum, d) => sum + d.entryCount, 0)).toBe(8); // the week's six, and the Saturday before and the Sunday after
  });

  it.each([
    ["", "from must be a date like 2026-03-02"],
    ["?from=2026-03-08", "to must be a date like 2026-03-02"],
    ["?from=2026-03-08&to=2026-02-30", "to must be a date like 2026-03-02"],
    ["?from=2026-03-14&to=2026-03-08", "from must not be after to"],
    ["?from=2026-03-01&to=2026-04-01", "Choose a range of at most 31 days"],
    ["?from=2026-03-08&to=2026-03-14&workerId=1", "Unknown field(s): workerId"],
  ])("refuses %s with a 400 that says why", async (query, message) => {
    const res = await admin.get(`/api/time-entries/summary${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    expect(res.body.message).toContain(message);
  });

  it("needs a signed-in user", async () => {
    const res = await request(t.app).get("/api/time-entries/summary?from=2026-03-08&to=2026-03-14");
    expect(res.status).toBe(401);
  });
});

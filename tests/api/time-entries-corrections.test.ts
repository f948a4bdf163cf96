// Admin corrections: closing a forgotten entry, fixing times, notes and project with a reason, the refusals,
// the recomputed hours and pay, and the history on the entry.
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createWorker, insertEntry, insertProject, testClock } from "../unit/time-clock/api-fixtures";

const clock = testClock("2026-03-12T18:00:00Z");
let t: TestApp;
let admin: TestAgent;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  admin = await adminAgent(t.app);
  projectId = (await insertProject(t)).id;
});
afterAll(async () => {
  await t.close();
});

describe("PATCH /api/time-entries/:id", () => {
  it("closes a forgotten open entry: hours and pay computed, the change recorded with who and why", async () => {
    const worker = await createWorker(admin, { hourlyRate: "24.00" });
    const open = await insertEntry(t, { workerId: worker.id, projectId, clockInTime: "2026-03-11T14:00:00Z", clockOutTime: null, hourlyRate: "24.00" });
    const res = await admin.patch(`/api/time-entries/${open.id}`).send({ clockOutTime: "2026-03-12T00:00:00Z", reason: "Forgot to clock out" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ clockOutTime: "2026-03-12T00:00:00.000Z", hoursWorked: "10.00", overtimeHours: "2.00", totalPay: "264.00" });
    expect(res.body.changes).toHaveLength(1);
    expect(res.body.changes[0]).toMatchObject({
      action: "close",
      changes: { clockOutTime: [null, "2026-03-12T00:00:00.000Z"] },
      reason: "Forgot to clock out",
      changedByName: "Administrator",
    });
    // The worker can clock in again now.
    expect((await admin.post("/api/time-entries/clock-in").send({ workerId: worker.id, projectId })).status).toBe(201);
  });

  it("corrects times, notes and project; recomputes the day's overtime for the other entry too; history newest first", async () => {
    const worker = await createWorker(admin, { hourlyRate: "10.00" });
    const other = await insertProject(t, { name: "Cherry Creek Condo" });
    const first = await insertEntry(t, { workerId: worker.id, projectId, clockInTime: "2026-03-10T14:00:00Z", clockOutTime: "2026-03-10T18:00:00Z", hourlyRate: "10.00" });
    const second = await insertEntry(t, { workerId: worker.id, projectId, clockInTime: "2026-03-10T19:00:00Z", clockOutTime: "2026-03-10T23:00:00Z", hourlyRate: "10.00" });
    // The first entry really ran 2 h longer: the day has 10 h, and the later entry now holds the 2 h of overtime.
    const res = await admin
      .patch(`/api/time-entries/${first.id}`)
      .send({ clockInTime: "2026-03-10T12:00:00Z", notes: "Early start", projectId: other.id, reason: "Foreman's log" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ hoursWorked: "6.00", overtimeHours: "0.00", totalPay: "60.00", notes: "Early start", projectName: "Cherry Creek Condo" });
    const later = await admin.get(`/api/time-entries/${second.id}`);
    expect(later.body).toMatchObject({ hoursWorked: "4.00", overtimeHours: "2.00", totalPay: "50.00" });

    await admin.patch(`/api/time-entries/${first.id}`).send({ notes: null, reason: "Note was wrong" });
    const history = (await admin.get(`/api/time-entries/${first.id}`)).body.changes;
    expect(history.map((c: any) => c.reason)).toEqual(["Note was wrong", "Foreman's log"]);
    expect(history[1]).toMatchObject({
      action: "correct",
      changes: {
        clockInTime: ["2026-03-10T14:00:00.000Z", "2026-03-10T12:00:00.000Z"],
        notes: [null, "Early start"],
        projectId: [projectId, other.id],
      },
    });
  });

  it("refuses: no reason, nothing to change, clock-out before clock-in, the future, overlaps, unknown entry or project", async () => {
    const worker = await createWorker(admin);
    const a = await insertEntry(t, { workerId: worker.id, projectId, clockInTime: "2026-03-09T14:00:00Z", clockOutTime: "2026-03-09T18:00:00Z", hourlyRate: "30.00" });
    await insertEntry(t, { workerId: worker.id, projectId, clockInTime: "2026-03-09T19:00:00Z", clockOutTime: "2026-03-09T22:00:00Z", hourlyRate: "30.00" });
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ notes: "x" }, 400, /Please give a reason for the change/],
      [{ notes: "x", reason: "  " }, 400, /Please give a reason for the change/],
      [{ reason: "why" }, 400, /Change at least one of/],
      [{ clockOutTime: "2026-03-09T13:00:00Z", reason: "r" }, 400, /The clock-out time must be after the clock-in time/],
      [{ clockOutTime: "2026-03-12T18:10:00Z", reason: "r" }, 400, /Times in the future cannot be entered/],
      [{ clockOutTime: "2026-03-09T20:00:00Z", reason: "r" }, 409, /overlap another entry/],
      [{ projectId: 999999, reason: "r" }, 404, /Project not found/],
      [{ clockInTime: "2026-03-09T14:00:00Z", reason: "r" }, 400, /Nothing to change/],
      [{ clockInTime: "monday", reason: "r" }, 400, /clockInTime must be an ISO timestamp/],
      [{ hoursWorked: "99", reason: "r" }, 400, /Unknown field\(s\): hoursWorked/],
    ];
    for (const [body, status, message] of cases) {
      const res = await admin.patch(`/api/time-entries/${a.id}`).send(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    expect((await admin.patch(`/api/time-entries/999999`).send({ notes: "x", reason: "r" })).status).toBe(404);
    const detail = await admin.get(`/api/time-entries/${a.id}`);
    expect(detail.body.changes).toEqual([]);
    expect(detail.body.clockOutTime).toBe("2026-03-09T18:00:00.000Z");
  });
});

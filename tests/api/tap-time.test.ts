// Issue 26 item 1, QUALITY 26: a punch sent at once is paid at the server's receive time; a queued one (a punch, break,
// switch or sign-off a device stored while it had no signal) is paid at its tap, the receive time less the Tap-Age-Ms
// header, never after the receive time nor before the worker's previous punch, and the receive time is kept beside it.
// A tap that arrives more than 15 minutes late is listed in the week's pay changes; one later than the forgotten
// clock-out hours waits for the office; a queued clock-out tapped before an auto-close replaces the auto-close's time.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timeEntries, timeEntryBreaks, timeEntryChanges } from "@shared/schema";
import { TAP_AGE_MESSAGE } from "@shared/domain/tap-time";
import { type TestApp } from "../support/app";
import { createKioskTestSite, punch, teamWorker, type Agent } from "../support/kiosks";
import { addToTeam } from "../support/people";
import { HIGHLANDS, testClock } from "../unit/time-clock/api-fixtures";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Wednesday 8:00 in Denver.
const clock = testClock("2026-03-04T15:00:00Z");
let t: TestApp;
let admin: TestAgent;
let projectId: number;
let tablet: Agent;
let kioskId: number;

beforeAll(async () => {
  ({ t, admin, projectId, tablet, kioskId } = await createKioskTestSite(clock.now));
  await admin
    .put("/api/settings/company")
    .send({ weeklyOvertime: false, mealBreaksPaid: false, mealBreakRule: "off", mealPremium: false, signOffAtClockOut: false, costCodeRequired: false, forgottenClockOutAlertHours: 12, autoCloseAfterHours: null })
    .expect(200);
});
afterAll(async () => {
  await t.close();
});

const iso = (at: Date | string) => new Date(at).toISOString();
const ago = (ms: number) => iso(new Date(clock.now().getTime() - ms));
const keyed = (age: number | null) => ({ "Idempotency-Key": randomUUID(), ...(age === null ? {} : { "Tap-Age-Ms": String(age) }) });
const entryOf = async (id: number) => (await t.database.db.select().from(timeEntries).where(eq(timeEntries.id, id)))[0];
const changesOf = (id: number) => t.database.db.select().from(timeEntryChanges).where(eq(timeEntryChanges.timeEntryId, id));
const worker = (name: string) => teamWorker(t, projectId, null, { name, hourlyRate: "30.00" });

async function clockIn(workerId: number, age: number | null = null) {
  return admin.post("/api/time-entries/clock-in").set(keyed(age)).send({ workerId, projectId });
}
async function clockOut(timeEntryId: number, age: number | null = null, body: Record<string, unknown> = {}) {
  return admin.post("/api/time-entries/clock-out").set(keyed(age)).send({ timeEntryId, ...body });
}

describe("the paid time", () => {
  it("a punch sent at once is paid at the receive time, and both are the server's", async () => {
    clock.set("2026-03-04T15:00:00Z");
    const res = await clockIn(await worker("Ana Once"));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ clockInTime: iso(clock.now()), clockInReceivedAt: iso(clock.now()) });
  });

  it("a crew clocked out offline at 3:30 and synced at 4:15 is paid to 3:30, with 4:15 kept beside it", async () => {
    clock.set("2026-03-04T14:00:00Z");
    const id = (await clockIn(await worker("Ben Basement"))).body.id as number;
    clock.set("2026-03-04T23:15:00Z"); // 4:15 PM in Denver
    const res = await clockOut(id, 45 * MINUTE);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ clockOutTime: "2026-03-04T22:30:00.000Z", clockOutReceivedAt: "2026-03-04T23:15:00.000Z", hoursWorked: "8.50" });
  });

  it("a phone whose clock is set wrong moves nothing: its own times are kept, the age decides", async () => {
    clock.set("2026-03-04T14:00:00Z");
    const workerId = await worker("Cal Wrongclock");
    // The phone thinks it is two days later; the punch was tapped 10 minutes before it arrived.
    const res = await admin
      .post("/api/time-entries/clock-in")
      .set(keyed(10 * MINUTE))
      .send({ workerId, projectId, clockInTime: "2026-03-06T14:00:00.000Z" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ clockInTime: ago(10 * MINUTE), clockInReceivedAt: iso(clock.now()), clientClockInTime: "2026-03-06T14:00:00.000Z" });
    // Without an age, the same phone time is the spec client's own and is refused as before.
    const spec = await admin.post("/api/time-entries/clock-out").set(keyed(null)).send({ timeEntryId: res.body.id, clockOutTime: "2026-03-06T14:00:00.000Z" });
    expect(spec.status).toBe(400);
    expect(spec.body.message).toContain("is in the future");
  });

  it("a tap before the worker's previous punch is paid from that punch, never earlier", async () => {
    clock.set("2026-03-04T14:00:00Z");
    const workerId = await worker("Dee Overlap");
    const first = (await clockIn(workerId)).body.id as number;
    clock.set("2026-03-04T18:00:00Z");
    expect((await clockOut(first)).status).toBe(200);
    // A clock-in tapped "five hours ago" would overlap the shift that ended at 18:00.
    clock.set("2026-03-04T18:30:00Z");
    const again = await clockIn(workerId, 5 * HOUR);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.clockInTime).toBe("2026-03-04T18:00:00.000Z");
    // A clock-out tapped before the clock-in is paid at the clock-in: no negative shift.
    clock.set("2026-03-04T18:40:00Z");
    const out = await clockOut(again.body.id, 3 * HOUR);
    expect(out.body).toMatchObject({ clockOutTime: "2026-03-04T18:00:00.000Z", hoursWorked: "0.00" });
  });

  it("a break's start and end are paid at their taps, and a clock-out not before the last of them", async () => {
    clock.set("2026-03-04T14:00:00Z");
    const id = (await clockIn(await worker("Eve Lunch"))).body.id as number;
    clock.set("2026-03-04T19:40:00Z");
    const start = await admin.post(`/api/time-entries/${id}/breaks`).set(keyed(40 * MINUTE)).send({ action: "start", kind: "meal" });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const end = await admin.post(`/api/time-entries/${id}/breaks`).set(keyed(10 * MINUTE)).send({ action: "end", kind: "meal" });
    expect(end.body.breaks).toEqual([
      expect.objectContaining({ startedAt: "2026-03-04T19:00:00.000Z", endedAt: "2026-03-04T19:30:00.000Z", startReceivedAt: "2026-03-04T19:40:00.000Z", endReceivedAt: "2026-03-04T19:40:00.000Z" }),
    ]);
    // Tapped "an hour ago": before the meal ended, so paid from the end of the meal.
    const out = await clockOut(id, HOUR);
    expect(out.body).toMatchObject({ clockOutTime: "2026-03-04T19:30:00.000Z", breakTime: 30 });
  });

  it("a queued switch closes and opens at the tap", async () => {
    clock.set("2026-03-04T14:00:00Z");
    const workerId = await worker("Fay Switch");
    const id = (await clockIn(workerId)).body.id as number;
    const next = await admin.post("/api/projects").send({ name: "Next Door", location: "Denver", startDate: "2026-01-01", endDate: "2026-12-31" });
    await addToTeam(t, next.body.id, [workerId]);
    clock.set("2026-03-04T18:00:00Z");
    const res = await admin.post("/api/time-entries/switch").set(keyed(20 * MINUTE)).send({ timeEntryId: id, projectId: next.body.id, clockInLatitude: HIGHLANDS.latitude, clockInLongitude: HIGHLANDS.longitude, locationAccuracy: 10 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.closed).toMatchObject({ clockOutTime: "2026-03-04T17:40:00.000Z", clockOutReceivedAt: "2026-03-04T18:00:00.000Z" });
    expect(res.body.opened).toMatchObject({ clockInTime: "2026-03-04T17:40:00.000Z", clockInReceivedAt: "2026-03-04T18:00:00.000Z" });
  });

  it("a crew clock-out takes one tap for all, and a kiosk's offline punch is paid at its tap too", async () => {
    clock.set("2026-03-04T14:00:00Z");
    const ids = [await worker("Gus Crew"), await worker("Hal Crew")];
    const crewIn = await admin.post("/api/time-entries/crew-clock-in").set(keyed(null)).send({ workerIds: ids, projectId, clockInLatitude: HIGHLANDS.latitude, clockInLongitude: HIGHLANDS.longitude, locationAccuracy: 10 });
    expect(crewIn.status, JSON.stringify(crewIn.body)).toBe(201);
    clock.set("2026-03-04T22:40:00Z");
    const crewOut = await admin.post("/api/time-entries/crew-clock-out").set(keyed(10 * MINUTE)).send({ projectId, clockOutLatitude: HIGHLANDS.latitude, clockOutLongitude: HIGHLANDS.longitude, locationAccuracy: 10 });
    expect(crewOut.status, JSON.stringify(crewOut.body)).toBe(200);
    const outs = (crewOut.body.results as { workerId: number; entry: { clockOutTime: string } | null }[]).filter((r) => ids.includes(r.workerId));
    expect(outs.map((r) => r.entry?.clockOutTime)).toEqual(["2026-03-04T22:30:00.000Z", "2026-03-04T22:30:00.000Z"]);

    const rosa = await teamWorker(t, projectId, "4821", { name: "Rosa Kiosk" });
    clock.set("2026-03-05T14:00:00Z");
    const res = await punch(tablet, { workerId: rosa, offline: true }).set("Tap-Age-Ms", String(8 * HOUR));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.clockInTime).toBe("2026-03-05T06:00:00.000Z");
    expect(await entryOf(res.body.timeEntryId)).toMatchObject({ clockInKioskId: kioskId, clockInReceivedAt: new Date("2026-03-05T14:00:00Z") });
  });
});

describe("the header", () => {
  it.each(["soon", "-1", "1.5", String(32 * 24 * HOUR)])("'%s' is refused with a clear message, and nothing changes", async (age) => {
    clock.set("2026-03-04T15:00:00Z");
    const workerId = await worker(`Ivy Header ${age}`);
    const res = await admin.post("/api/time-entries/clock-in").set({ "Idempotency-Key": randomUUID(), "Tap-Age-Ms": age }).send({ workerId, projectId });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TAP_AGE_MESSAGE);
    expect(await t.database.db.select().from(timeEntries).where(eq(timeEntries.workerId, workerId))).toEqual([]);
  });

  it("stays out of the key's hash: a retry with a later age is the same request, answered with the first attempt's times", async () => {
    clock.set("2026-03-04T16:00:00Z");
    const workerId = await worker("Jo Retry");
    const key = randomUUID();
    const first = await admin.post("/api/time-entries/clock-in").set({ "Idempotency-Key": key, "Tap-Age-Ms": String(5 * MINUTE) }).send({ workerId, projectId });
    expect(first.status).toBe(201);
    clock.advanceMinutes(7);
    const retry = await admin.post("/api/time-entries/clock-in").set({ "Idempotency-Key": key, "Tap-Age-Ms": String(12 * MINUTE) }).send({ workerId, projectId });
    expect(retry.status).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.body).toEqual(first.body);
  });
});

describe("late taps", () => {
  it("one more than 15 minutes late is in the entry's history and the week's pay changes; 15 minutes or less is not", async () => {
    clock.set("2026-03-04T14:00:00Z");
    const onTime = (await clockIn(await worker("Kim Soon"), 15 * MINUTE)).body.id as number;
    const late = (await clockIn(await worker("Lou Late"), 16 * MINUTE)).body.id as number;
    expect((await changesOf(onTime)).filter((c) => c.action === "late_tap")).toEqual([]);
    expect((await changesOf(late)).filter((c) => c.action === "late_tap")).toEqual([
      expect.objectContaining({ changes: { clockInTime: ["2026-03-04T14:00:00.000Z", "2026-03-04T13:44:00.000Z"] } }),
    ]);
    const week = await admin.get("/api/payroll/pay-changes?weekOf=2026-03-04").expect(200);
    expect(week.body.lateTaps).toContainEqual(
      expect.objectContaining({ entryId: late, workerName: "Lou Late", punch: "clockInTime", tappedAt: "2026-03-04T13:44:00.000Z", receivedAt: "2026-03-04T14:00:00.000Z" }),
    );
    expect(week.body.lateTaps.map((l: { entryId: number }) => l.entryId)).not.toContain(onTime);
    // Still a punch: it is verified unless it is later than the forgotten clock-out hours.
    expect(await entryOf(late)).toMatchObject({ verification: "verified" });
  });

  it("one later than the forgotten clock-out hours waits for the office, which the week's approval says", async () => {
    clock.set("2026-03-10T15:00:00Z");
    const id = (await clockIn(await worker("Max Overnight"))).body.id as number;
    clock.set("2026-03-11T14:00:00Z");
    // Tapped at 4:00 PM yesterday, synced at 7:00 AM: 15 hours later.
    const res = await clockOut(id, 15 * HOUR);
    expect(res.body).toMatchObject({ clockOutTime: "2026-03-10T23:00:00.000Z", verification: "unverified" });
    const unverify = (await changesOf(id)).find((c) => c.action === "unverify");
    expect(unverify?.reason).toMatch(/^Clock-out tapped at .* reached the server at .*, more than 12 h later$/);
    // Sunday: the week has ended, so only the entry waiting for the office stands in the way.
    clock.set("2026-03-15T15:00:00Z");
    const approve = await admin.post("/api/payroll/approve").send({ weekOf: "2026-03-10" });
    expect(approve.status).toBe(409);
    expect(approve.body.message).toMatch(/confirm/i);
  });
});

describe("a queued clock-out and the auto-close", () => {
  it("tapped before the auto-close, it replaces the auto-close's time, ends the break there, and the history says so", async () => {
    await admin
      .put("/api/settings/company")
      .send({ weeklyOvertime: false, mealBreaksPaid: false, mealBreakRule: "off", mealPremium: false, signOffAtClockOut: false, costCodeRequired: false, forgottenClockOutAlertHours: 10, autoCloseAfterHours: 12 })
      .expect(200);
    clock.set("2026-03-17T13:00:00Z");
    const id = (await clockIn(await worker("Ned Deadzone"))).body.id as number;
    clock.set("2026-03-17T19:00:00Z");
    await admin.post(`/api/time-entries/${id}/breaks`).set(keyed(null)).send({ action: "start", kind: "meal" }).expect(200);
    clock.set("2026-03-18T02:00:00Z");
    expect(await t.services.forgottenClockOuts.autoClose()).toBeGreaterThanOrEqual(1);
    expect(await entryOf(id)).toMatchObject({ clockOutTime: new Date("2026-03-18T01:00:00Z"), autoClosedAt: expect.any(Date) });

    // The worker had tapped Clock Out at 19:30 in a dead zone; the phone syncs at 02:00.
    const res = await clockOut(id, 6.5 * HOUR);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ clockOutTime: "2026-03-17T19:30:00.000Z", clockOutReceivedAt: "2026-03-18T02:00:00.000Z", autoClosedAt: null, breakTime: 30, hoursWorked: "6.00" });
    const breaks = await t.database.db.select().from(timeEntryBreaks).where(eq(timeEntryBreaks.timeEntryId, id));
    expect(breaks).toEqual([expect.objectContaining({ startedAt: new Date("2026-03-17T19:00:00Z"), endedAt: new Date("2026-03-17T19:30:00Z") })]);
    expect((await changesOf(id)).map((c) => c.action)).toEqual(expect.arrayContaining(["auto_close", "tapped_clock_out"]));

    // A second copy from another device finds it clocked out; a tap after the auto-close leaves the auto-close alone.
    expect((await clockOut(id, 6.5 * HOUR)).status).toBe(409);
  });

  it("tapped after the auto-close's time, the auto-close stands", async () => {
    clock.set("2026-03-24T13:00:00Z");
    const id = (await clockIn(await worker("Oz Longday"))).body.id as number;
    clock.set("2026-03-25T03:00:00Z");
    await t.services.forgottenClockOuts.autoClose();
    const res = await clockOut(id, HOUR);
    expect(res.status).toBe(409);
    expect(await entryOf(id)).toMatchObject({ clockOutTime: new Date("2026-03-25T01:00:00Z"), autoClosedAt: expect.any(Date) });
  });
});

describe("the office hears of a late punch", () => {
  it("the bell says why it waits, and the entry carries the reason", async () => {
    clock.set("2026-03-31T15:00:00Z");
    const id = (await clockIn(await worker("Pia Bell"))).body.id as number;
    clock.set("2026-04-01T15:00:00Z");
    expect((await clockOut(id, 20 * HOUR)).status).toBe(200);
    const entry = (await admin.get(`/api/time-entries/${id}`).expect(200)).body;
    expect(entry.verificationReason).toMatch(/^Clock-out tapped at .* more than \d+ h later$/);
    const bell = (await admin.get("/api/notifications").expect(200)).body.items as { id: string; title: string; detail: string }[];
    expect(bell.find((i) => i.id === `unverified-punch:${id}`)).toMatchObject({ title: "Late punch to confirm: Pia Bell", detail: expect.stringContaining("reached the server") });
  });
});

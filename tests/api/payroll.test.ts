// Payroll API: week figures against hand-computed cents, CSV exports, approval and the lock it puts on entries,
// the weekly-overtime switch, admin-only writes, and an injected failure mid-approval (QUALITY 28).
import { eq, sql } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appSettings, payPeriods, payrollEntries, timeEntries } from "@shared/schema";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";
import { createWorker, insertEntry, insertProject, testClock } from "../unit/time-clock/api-fixtures";

const clock = testClock("2026-03-25T18:00:00Z");
let t: TestApp;
let admin: TestAgent;
let user: TestAgent;
let projectId: number;
const ids: Record<string, number> = {};

/** Denver is UTC-7 until 2026-03-08 02:00, then UTC-6. */
beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  admin = await adminAgent(t.app);
  const email = uniqueEmail("payroll");
  await createActiveUser(t, email);
  user = await userAgent(t, email);
  projectId = (await insertProject(t)).id;
  for (const name of ["Avery Adams", "Blake Brown", "Casey Cole", "Drew Diaz", "Emery Evans"]) {
    ids[name.split(" ")[0]] = (await createWorker(admin, { name, hourlyRate: "25.00" })).id;
  }
  const entry = (worker: string, clockInTime: string, clockOutTime: string | null, hourlyRate: string) =>
    insertEntry(t, { workerId: ids[worker], projectId, clockInTime, clockOutTime, hourlyRate });
  // Week Sun 1 - Sat 7 March 2026.
  await entry("Avery", "2026-03-02T14:00:00Z", "2026-03-03T00:30:00Z", "25.00"); // Mon 07:00-17:30: 10.5 h
  await entry("Avery", "2026-03-03T14:00:00Z", "2026-03-03T19:00:00Z", "25.00"); // Tue 07:00-12:00: 5 h
  await entry("Avery", "2026-03-03T19:30:00Z", "2026-03-03T23:30:00Z", "25.00"); // Tue 12:30-16:30: 4 h
  await entry("Blake", "2026-03-04T14:00:00Z", "2026-03-04T20:00:00Z", "20.00"); // Wed 6 h at 20.00
  await entry("Blake", "2026-03-04T20:00:00Z", "2026-03-05T00:00:00Z", "30.00"); // Wed 4 h at 30.00, same day
  await entry("Casey", "2026-03-07T05:00:00Z", "2026-03-07T14:00:00Z", "18.75"); // Fri 22:00 - Sat 07:00: 9 h, on Friday
  await entry("Emery", "2026-03-08T06:00:00Z", "2026-03-08T10:00:00Z", "10.00"); // Sat 23:00 MST - Sun 04:00 MDT: 4 h, on Saturday
  await entry("Drew", "2026-03-05T14:00:00Z", null, "25.00"); // still open
  // Next week (the DST week): not in the first week's figures.
  await entry("Avery", "2026-03-08T07:00:00Z", "2026-03-08T18:00:00Z", "25.00"); // Sun 00:00 MST - 12:00 MDT: 11 real hours
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/payroll", () => {
  it("matches hand-computed figures: days over 8 h, two entries a day, two rates a day, overnight, week edge", async () => {
    const res = await admin.get("/api/payroll?weekOf=2026-03-04");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      weekStart: "2026-03-01",
      weekEnd: "2026-03-07",
      timeZone: "America/Denver",
      weeklyOvertime: false,
      approved: false,
      payPeriod: null,
      openEntries: 1,
    });
    // Each pay line re-adds (hours x label rate = pay) and the worker's figures are their sums; Blake's two rates are
    // two regular lines, and $18.75's overtime rate is $28.125: 1 h of it is $28.13.
    const line = (label: string, hourlyRate: string, labelRate: string, hours: number, pay: string) => ({ label, hourlyRate, labelRate, hours, pay });
    expect(res.body.workers.map((w: { payLines: unknown }) => w.payLines)).toEqual([
      [line("regular", "25.00", "25.00", 16, "400.00"), line("overtime", "25.00", "37.50", 3.5, "131.25")],
      [line("regular", "20.00", "20.00", 6, "120.00"), line("regular", "30.00", "30.00", 2, "60.00"), line("overtime", "30.00", "45.00", 2, "90.00")],
      [line("regular", "18.75", "18.75", 8, "150.00"), line("overtime", "18.75", "28.125", 1, "28.13")],
      [line("regular", "10.00", "10.00", 4, "40.00")],
    ]);
    expect(res.body.workers.map(({ payLines: _lines, ...rest }: { payLines: unknown }) => rest)).toEqual([
      {
        workerId: ids.Avery,
        workerName: "Avery Adams",
        regularHours: 16,
        overtimeHours: 3.5,
        totalHours: 19.5,
        hourlyRate: "25.00",
        rates: ["25.00"],
        weightedRate: null,
        entriesWithoutRate: 0,
        regularPay: "400.00",
        overtimePay: "131.25",
        doubleTimeHours: 0,
        doubleTimePay: "0.00",
        grossPay: "531.25",
        entryCount: 3,
        // The meal-break rule is off by default: no day flagged, no premium.
        mealBreakMissedDays: [],
        mealPremiumPay: "0.00",
      },
      {
        workerId: ids.Blake,
        workerName: "Blake Brown",
        regularHours: 8,
        overtimeHours: 2,
        totalHours: 10,
        hourlyRate: null,
        rates: ["20.00", "30.00"],
        weightedRate: null,
        entriesWithoutRate: 0,
        // 6 h x 20 + 2 h x 30 regular; 2 h x 45 overtime
        regularPay: "180.00",
        overtimePay: "90.00",
        doubleTimeHours: 0,
        doubleTimePay: "0.00",
        grossPay: "270.00",
        entryCount: 2,
        mealBreakMissedDays: [],
        mealPremiumPay: "0.00",
      },
      {
        workerId: ids.Casey,
        workerName: "Casey Cole",
        regularHours: 8,
        overtimeHours: 1,
        totalHours: 9,
        hourlyRate: "18.75",
        rates: ["18.75"],
        weightedRate: null,
        entriesWithoutRate: 0,
        // 1 h x 28.125 rounds half up to 28.13
        regularPay: "150.00",
        overtimePay: "28.13",
        doubleTimeHours: 0,
        doubleTimePay: "0.00",
        grossPay: "178.13",
        entryCount: 1,
        mealBreakMissedDays: [],
        mealPremiumPay: "0.00",
      },
      {
        workerId: ids.Emery,
        workerName: "Emery Evans",
        regularHours: 4,
        overtimeHours: 0,
        totalHours: 4,
        hourlyRate: "10.00",
        rates: ["10.00"],
        weightedRate: null,
        entriesWithoutRate: 0,
        regularPay: "40.00",
        overtimePay: "0.00",
        doubleTimeHours: 0,
        doubleTimePay: "0.00",
        grossPay: "40.00",
        entryCount: 1,
        mealBreakMissedDays: [],
        mealPremiumPay: "0.00",
      },
    ]);
    expect(res.body.totals).toEqual({
      workerCount: 4,
      entryCount: 7,
      regularHours: 36,
      overtimeHours: 6.5,
      totalHours: 42.5,
      regularPay: "770.00",
      overtimePay: "249.38",
      doubleTimeHours: 0,
      doubleTimePay: "0.00",
      grossPay: "1019.38",
      mealPremiumPay: "0.00",
    });
  });

  it("the DST week counts real elapsed hours (a 12-hour clock span that lost an hour is 11 h)", async () => {
    const res = await admin.get("/api/payroll?weekOf=2026-03-08");
    expect(res.body.workers).toHaveLength(1);
    expect(res.body.workers[0]).toMatchObject({ regularHours: 8, overtimeHours: 3, totalHours: 11, grossPay: "312.50" });
  });

  it("without weekOf it is the current week; a bad weekOf is a 400", async () => {
    const current = await admin.get("/api/payroll");
    expect(current.body).toMatchObject({ weekStart: "2026-03-22", weekEnd: "2026-03-28", workers: [] });
    expect((await admin.get("/api/payroll?weekOf=2026-13-01")).status).toBe(400);
    expect((await admin.get("/api/payroll?weekOf=2026-03-04&extra=1")).status).toBe(400);
  });
});

describe("CSV exports", () => {
  it("one line per worker with the card's columns, as an attachment", async () => {
    const res = await user.get("/api/payroll/export.csv?weekOf=2026-03-01");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="payroll-2026-03-01.csv"');
    const lines = res.text.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines).toEqual([
      "Worker ID,Worker Name,Week Start,Week End,Regular Hours,Overtime Hours,Total Hours,Hourly Rate,Regular Pay,Overtime Pay,Gross Pay",
      `${ids.Avery},Avery Adams,2026-03-01,2026-03-07,16.00,3.50,19.50,25.00,400.00,131.25,531.25`,
      `${ids.Blake},Blake Brown,2026-03-01,2026-03-07,8.00,2.00,10.00,20.00 / 30.00,180.00,90.00,270.00`,
      `${ids.Casey},Casey Cole,2026-03-01,2026-03-07,8.00,1.00,9.00,18.75,150.00,28.13,178.13`,
      `${ids.Emery},Emery Evans,2026-03-01,2026-03-07,4.00,0.00,4.00,10.00,40.00,0.00,40.00`,
    ]);
  });

  it("one line per finished entry: its share of the labels' hours, breaks, cost code and location, local times, no pay", async () => {
    const res = await admin.get("/api/payroll/entries.csv?weekOf=2026-03-01");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="payroll-entries-2026-03-01.csv"');
    const lines = res.text.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Entry ID,Worker ID,Worker Name,Project ID,Project Name,Day,Clock In (America/Denver),Clock Out (America/Denver),Hours Worked,Regular Hours,Overtime Hours,Unpaid Break Minutes,Cost Code,Cost Code Name,Location,Clock In Where,Clock Out Where,Notes",
    );
    expect(lines).toHaveLength(8);
    const blakeSecond = lines.find((l) => l.includes("Blake Brown") && l.includes("2026-03-04 13:00,2026-03-04 17:00"))!;
    expect(blakeSecond.split(",").slice(2)).toEqual([
      "Blake Brown",
      String(projectId),
      "Highlands Renovation",
      "2026-03-04",
      "2026-03-04 13:00",
      "2026-03-04 17:00",
      "4.00",
      "2.00",
      "2.00",
      "0",
      "",
      "",
      "No Location",
      "",
      "",
      "",
    ]);
    const casey = lines.find((l) => l.includes("Casey Cole"))!;
    expect(casey).toContain("2026-03-06,2026-03-06 22:00,2026-03-07 07:00,9.00,8.00,1.00");
  });

  it("re-adds: three 20-minute entries share the worker's 1.00 h as 0.34 + 0.33 + 0.33; the place and its verdict are in words", async () => {
    const short = await createWorker(admin, { name: "Shay Short" });
    const at = (hour: number) => `2026-03-17T${String(hour).padStart(2, "0")}:00:00Z`;
    const first = await insertEntry(t, { workerId: short.id, projectId, clockInTime: at(14), clockOutTime: "2026-03-17T14:20:00Z", hourlyRate: "18.75" });
    await insertEntry(t, { workerId: short.id, projectId, clockInTime: at(15), clockOutTime: "2026-03-17T15:20:00Z", hourlyRate: "18.75" });
    await insertEntry(t, { workerId: short.id, projectId, clockInTime: at(16), clockOutTime: "2026-03-17T16:20:00Z", hourlyRate: "18.75" });
    await t.database.db
      .update(timeEntries)
      .set({ clockInLatitude: "39.06390000", clockInLongitude: "-108.55060000", isLocationVerified: true, clockOutLocation: "Gate 2" })
      .where(eq(timeEntries.id, first.id));
    const week = await admin.get("/api/payroll?weekOf=2026-03-17");
    const card = week.body.workers.find((w: { workerId: number }) => w.workerId === short.id);
    expect(card).toMatchObject({ regularHours: 1, totalHours: 1, regularPay: "18.75", grossPay: "18.75" });
    const lines = (await admin.get("/api/payroll/entries.csv?weekOf=2026-03-17")).text.split("\r\n").filter((l) => l.includes("Shay Short"));
    // Hours Worked, Regular Hours, Overtime Hours, Unpaid Break Minutes, Cost Code (and its name), then the place: the
    // first entry's verdict, its coordinates, and where it ended.
    expect(lines.map((l) => l.split(",").slice(8, 12))).toEqual([
      ["0.34", "0.34", "0.00", "0"],
      ["0.33", "0.33", "0.00", "0"],
      ["0.33", "0.33", "0.00", "0"],
    ]);
    expect(lines[0]).toContain(',,,Location Verified,"39.0639, -108.5506",Gate 2,');
    expect(lines[1]).toContain(",,,No Location,,,");
    await t.database.db.delete(timeEntries).where(eq(timeEntries.workerId, short.id));
  });

  it("neutralises spreadsheet formulas and quotes commas and quotes", async () => {
    const evil = await createWorker(admin, { name: '=HYPERLINK("http://x.test","pay, me")' });
    await insertEntry(t, { workerId: evil.id, projectId, clockInTime: "2026-03-16T14:00:00Z", clockOutTime: "2026-03-16T15:00:00Z", hourlyRate: "10.00" });
    const res = await admin.get("/api/payroll/export.csv?weekOf=2026-03-16");
    const line = res.text.replace(/^\uFEFF/, "").trimEnd().split("\r\n")[1];
    expect(line).toBe(`${evil.id},"'=HYPERLINK(""http://x.test"",""pay, me"")",2026-03-15,2026-03-21,1.00,0.00,1.00,10.00,10.00,0.00,10.00`);
    await t.database.db.delete(timeEntries).where(eq(timeEntries.workerId, evil.id));
  });
});

describe("approval", () => {
  it("an office user cannot approve (while the Company settings keep it for admins) nor change settings (403), but corrects", async () => {
    expect((await user.post("/api/payroll/approve").send({ weekOf: "2026-03-01" })).status).toBe(403);
    expect((await user.put("/api/settings/payroll").send({ weeklyOvertime: true })).status).toBe(403);
    const [entry] = await t.database.db.select().from(timeEntries).where(eq(timeEntries.workerId, ids.Avery)).limit(1);
    expect((await user.patch(`/api/time-entries/${entry.id}`).send({ notes: "x", reason: "typo" })).status).toBe(200);
    expect((await user.get("/api/settings/payroll")).body).toEqual({ weeklyOvertime: false, mealBreaksPaid: false });
  });

  it("the running week is refused until its last day is over, and nothing is stored (its Saturday punches would be refused)", async () => {
    // The clock is Wednesday 25 March: the week of 22 March ends at Sunday 29 March 00:00 in Denver.
    const worker = await createWorker(admin, { name: "Rae Running" });
    await insertEntry(t, { workerId: worker.id, projectId, clockInTime: "2026-03-23T14:00:00Z", clockOutTime: "2026-03-23T22:00:00Z", hourlyRate: "20.00" });
    const week = await admin.get("/api/payroll?weekOf=2026-03-23");
    expect(week.body).toMatchObject({ weekStart: "2026-03-22", periodEndsAt: "2026-03-29T06:00:00.000Z", openEntries: 0 });
    const res = await admin.post("/api/payroll/approve").send({ weekOf: "2026-03-23" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This pay period has not ended yet: approve it once its last day is over");
    expect(await t.database.db.select().from(payPeriods)).toHaveLength(0);
    await t.database.db.delete(timeEntries).where(eq(timeEntries.workerId, worker.id));
  });

  it("a week with an open entry is refused, and nothing is stored", async () => {
    const res = await admin.post("/api/payroll/approve").send({ weekOf: "2026-03-03" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Clock out the open entries before approving this pay period");
    expect(await t.database.db.select().from(payPeriods)).toHaveLength(0);
    const [marked] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(timeEntries).where(sql`${timeEntries.payPeriodId} is not null`);
    expect(marked.n).toBe(0);
  });

  it("after the open entry is closed by a correction, the week is approved with one payroll row per worker", async () => {
    const [open] = await t.database.db.select().from(timeEntries).where(eq(timeEntries.workerId, ids.Drew));
    const closed = await admin
      .patch(`/api/time-entries/${open.id}`)
      .send({ clockOutTime: "2026-03-05T22:00:00Z", reason: "Forgot to clock out" });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ hoursWorked: "8.00", totalPay: "200.00" });

    const res = await admin.post("/api/payroll/approve").send({ weekOf: "2026-03-06" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ approved: true, openEntries: 0, weekStart: "2026-03-01" });
    expect(res.body.payPeriod).toMatchObject({ startDate: "2026-03-01", endDate: "2026-03-07", status: "approved", approvedByName: expect.any(String) });
    expect(res.body.payPeriod.approvedByName.length).toBeGreaterThan(0);
    expect(res.body.totals.grossPay).toBe("1219.38");

    const rows = await t.database.db.select().from(payrollEntries).where(eq(payrollEntries.payPeriodId, res.body.payPeriod.id));
    expect(rows).toHaveLength(5);
    expect(rows.find((r) => r.workerId === ids.Avery)).toMatchObject({
      regularHours: "16.00",
      overtimeHours: "3.50",
      regularRate: "25.00",
      overtimeRate: "37.50",
      grossPay: "531.25",
      netPay: "531.25",
      deductions: "0.00",
    });
    expect(rows.find((r) => r.workerId === ids.Blake)).toMatchObject({ regularRate: null, grossPay: "270.00", notes: "Mixed rates: 20.00, 30.00" });

    const weekEntries = await t.database.db.select().from(timeEntries).where(eq(timeEntries.payPeriodId, res.body.payPeriod.id));
    expect(weekEntries).toHaveLength(8);
    expect(weekEntries.every((e) => e.isApproved && e.approvedAt && e.approvedBy)).toBe(true);

    const again = await admin.get("/api/payroll?weekOf=2026-03-01");
    expect(again.body).toMatchObject({ approved: true, payPeriod: { id: res.body.payPeriod.id } });
  });

  it("approving twice is a 409", async () => {
    const res = await admin.post("/api/payroll/approve").send({ weekOf: "2026-03-01" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This pay period is already approved");
    expect(await t.database.db.select().from(payPeriods)).toHaveLength(1);
  });

  it("entries of an approved week can no longer be corrected, or moved into it, and no punch can land in it", async () => {
    const [locked] = await t.database.db.select().from(timeEntries).where(eq(timeEntries.workerId, ids.Casey));
    const res = await admin.patch(`/api/time-entries/${locked.id}`).send({ notes: "late fix", reason: "typo" });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: "period_locked",
      message: "This entry is in an approved pay period (Mar 1 - Mar 7) and can no longer be changed.",
    });
    const detail = await admin.get(`/api/time-entries/${locked.id}`);
    expect(detail.body.payPeriod).toMatchObject({ startDate: "2026-03-01", endDate: "2026-03-07" });

    const [nextWeek] = await t.database.db.select().from(timeEntries).where(sql`${timeEntries.clockInTime} = '2026-03-08T07:00:00Z'`);
    const moved = await admin
      .patch(`/api/time-entries/${nextWeek.id}`)
      .send({ clockInTime: "2026-03-07T07:00:00Z", clockOutTime: "2026-03-07T15:00:00Z", reason: "wrong day" });
    expect(moved.status).toBe(409);
    expect(moved.body.code).toBe("period_locked");

    const worker = await createWorker(admin);
    clock.set("2026-03-06T17:00:00Z");
    try {
      const punch = await admin.post("/api/time-entries/clock-in").send({ workerId: worker.id, projectId });
      expect(punch.status).toBe(409);
      expect(punch.body.message).toBe("Payroll for this pay period (Mar 1 - Mar 7) is already approved, so no more punches can be added to it.");
    } finally {
      clock.set("2026-03-25T18:00:00Z");
    }
  });

  it("a week without finished entries is not approved; a missing weekOf is a 400", async () => {
    const res = await admin.post("/api/payroll/approve").send({ weekOf: "2025-06-01" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("There are no finished time entries in this pay period to approve");
    expect((await admin.post("/api/payroll/approve").send({})).status).toBe(400);
  });

  it("QUALITY 28: a failure in the middle of approval leaves no period, no payroll rows and no marked entries", async () => {
    const ok = await createWorker(admin, { name: "Fine Fran" });
    const bad = await createWorker(admin, { name: "Broken Bo" });
    await insertEntry(t, { workerId: ok.id, projectId, clockInTime: "2026-03-16T14:00:00Z", clockOutTime: "2026-03-16T22:00:00Z", hourlyRate: "20.00" });
    await insertEntry(t, { workerId: bad.id, projectId, clockInTime: "2026-03-16T14:00:00Z", clockOutTime: "2026-03-16T22:00:00Z", hourlyRate: "20.00" });
    // The second payroll row fails to insert, after the period and the entry marks were written.
    await t.database.db.execute(sql.raw(`
      create function fail_payroll_row() returns trigger language plpgsql as $$
      begin
        if new.worker_id = ${bad.id} then raise exception 'injected failure'; end if;
        return new;
      end $$`));
    await t.database.db.execute(
      sql.raw(`create trigger fail_payroll_row before insert on payroll_entries for each row execute function fail_payroll_row()`),
    );
    try {
      const res = await admin.post("/api/payroll/approve").send({ weekOf: "2026-03-16" });
      expect(res.status).toBe(500);
      expect(res.body.message).toBe("Something went wrong");
      expect(await t.database.db.select().from(payPeriods).where(eq(payPeriods.startDate, "2026-03-15"))).toHaveLength(0);
      const [rows] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(payrollEntries);
      expect(rows.n).toBe(5);
      const marked = await t.database.db
        .select()
        .from(timeEntries)
        .where(sql`${timeEntries.workerId} in (${ok.id}, ${bad.id}) and (${timeEntries.payPeriodId} is not null or ${timeEntries.isApproved})`);
      expect(marked).toHaveLength(0);
    } finally {
      await t.database.db.execute(sql.raw(`drop trigger fail_payroll_row on payroll_entries`));
      await t.database.db.execute(sql.raw(`drop function fail_payroll_row()`));
    }
    const retry = await admin.post("/api/payroll/approve").send({ weekOf: "2026-03-16" });
    expect(retry.status).toBe(201);
    expect(retry.body.workers.map((w: any) => w.workerName)).toEqual(["Broken Bo", "Fine Fran"]);
  });
});

describe("weekly overtime switch", () => {
  it("admins turn on 40 h weekly overtime; the figures follow and no hour is counted twice", async () => {
    const worker = await createWorker(admin, { name: "Six Day Sam", hourlyRate: "20.00" });
    for (let day = 22; day <= 27; day++) {
      await insertEntry(t, {
        workerId: worker.id,
        projectId,
        clockInTime: `2026-03-${day}T14:00:00Z`,
        clockOutTime: `2026-03-${day}T22:00:00Z`,
        hourlyRate: "20.00",
      });
    }
    const daily = await admin.get("/api/payroll?weekOf=2026-03-22");
    expect(daily.body.workers[0]).toMatchObject({ regularHours: 48, overtimeHours: 0, grossPay: "960.00" });

    expect((await admin.put("/api/settings/payroll").send({ weeklyOvertime: "yes" })).status).toBe(400);
    expect((await admin.put("/api/settings/payroll").send({ weeklyOvertime: true, extra: 1 })).status).toBe(400);
    const put = await admin.put("/api/settings/payroll").send({ weeklyOvertime: true });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ weeklyOvertime: true, mealBreaksPaid: false });
    expect((await admin.get("/api/settings/payroll")).body).toEqual({ weeklyOvertime: true, mealBreaksPaid: false });
    // One store: the Company settings row holds it (issue 15), and the Company settings read the same value.
    const [stored] = await t.database.db.select().from(appSettings).where(eq(appSettings.key, "company"));
    // Stored as the preset the switch chooses (issue 27), never as the switch.
    expect(stored.value).toMatchObject({ overtimeRule: "daily8-weekly40" });
    expect(stored.value).not.toHaveProperty("weeklyOvertime");
    expect((await admin.get("/api/settings/company")).body).toMatchObject({ weeklyOvertime: true });

    const weekly = await admin.get("/api/payroll?weekOf=2026-03-22");
    expect(weekly.body.weeklyOvertime).toBe(true);
    expect(weekly.body.workers[0]).toMatchObject({ regularHours: 40, overtimeHours: 8, totalHours: 48, grossPay: "1040.00" });

    await admin.put("/api/settings/payroll").send({ weeklyOvertime: false });
  });
});

// Settings changes leave a trace (QUALITY 56, issue 24 item 11): every change of the company, payroll or kiosk
// settings is one settings_changes row per field that changed (what, from, to, who, when), written with the change; a
// save of the same values writes none; an administrator reads them newest first (GET /api/settings/changes); one
// that can move pay (PAY_AFFECTING_SETTINGS) is listed in the pay changes of every week it was made in or after,
// before that week's approval.
import { asc } from "drizzle-orm";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { settingsChanges } from "@shared/schema";
import { COMPANY_SETTINGS_DEFAULTS, PAY_AFFECTING_SETTINGS } from "@shared/api/company-settings";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";
import { createWorker, insertEntry, insertProject, testClock } from "../unit/time-clock/api-fixtures";

/** The admin account's name as ensureAdmin creates it. */
const ADMIN_NAME = "Administrator";
const clock = testClock("2026-03-03T15:00:00Z"); // Tue 3 March 2026, 08:00 in Denver (UTC-7)
let t: TestApp;
let admin: TestAgent;
let office: TestAgent;
let officeId: number;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  admin = await adminAgent(t.app);
  const email = uniqueEmail("settings-office");
  officeId = await createActiveUser(t, email);
  office = await userAgent(t, email);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock.set("2026-03-03T15:00:00Z");
});

const rows = () =>
  t.database.db
    .select({ settings: settingsChanges.settingsKey, field: settingsChanges.field, from: settingsChanges.fromValue, to: settingsChanges.toValue, by: settingsChanges.changedBy, at: settingsChanges.changedAt })
    .from(settingsChanges)
    .orderBy(asc(settingsChanges.id));

async function newRowsOf(change: () => Promise<void>) {
  const before = (await rows()).length;
  await change();
  return (await rows()).slice(before);
}

describe("every settings endpoint records what changed, from, to, who and when", () => {
  it("PUT /api/settings/company: one row per changed field, none for a field saved as it was", async () => {
    clock.set("2026-03-03T17:05:00Z");
    const changed = await newRowsOf(async () => {
      const res = await admin.put("/api/settings/company").send({ ...COMPANY_SETTINGS_DEFAULTS, overtimeRule: "daily8-weekly40", weeklyOvertime: true, autoCloseAfterHours: 16 });
      expect(res.status).toBe(200);
    });
    const adminRow = changed[0]?.by;
    expect(typeof adminRow).toBe("number");
    expect(changed).toEqual([
      // The switch it reads as is the rule's change, not recorded twice.
      { settings: "company", field: "overtimeRule", from: "daily8", to: "daily8-weekly40", by: adminRow, at: new Date("2026-03-03T17:05:00Z") },
      { settings: "company", field: "autoCloseAfterHours", from: null, to: 16, by: adminRow, at: new Date("2026-03-03T17:05:00Z") },
    ]);
  });

  it("saving the same values again writes nothing", async () => {
    await admin.put("/api/settings/company").send({ ...COMPANY_SETTINGS_DEFAULTS, mealBreakRule: "california" });
    const none = await newRowsOf(async () => {
      expect((await admin.put("/api/settings/company").send({ ...COMPANY_SETTINGS_DEFAULTS, mealBreakRule: "california" })).status).toBe(200);
      expect((await admin.put("/api/settings/payroll").send({ weeklyOvertime: false })).status).toBe(200);
      expect((await admin.put("/api/settings/kiosk").send({ photosOnPunch: false, photoRetentionDays: 90 })).status).toBe(200);
    });
    expect(none).toEqual([]);
  });

  it("PUT /api/settings/payroll records its switch", async () => {
    await admin.put("/api/settings/payroll").send({ weeklyOvertime: false, mealBreaksPaid: false });
    clock.set("2026-03-04T16:00:00Z");
    const changed = await newRowsOf(async () => {
      expect((await admin.put("/api/settings/payroll").send({ mealBreaksPaid: true })).status).toBe(200);
    });
    expect(changed).toEqual([{ settings: "company", field: "mealBreaksPaid", from: false, to: true, by: expect.any(Number), at: new Date("2026-03-04T16:00:00Z") }]);
  });

  it("PUT /api/settings/kiosk records photos on and the days kept", async () => {
    await admin.put("/api/settings/kiosk").send({ photosOnPunch: false, photoRetentionDays: 90 });
    const changed = await newRowsOf(async () => {
      expect((await admin.put("/api/settings/kiosk").send({ photosOnPunch: true, photoRetentionDays: 30 })).status).toBe(200);
    });
    expect(changed.map((r) => [r.settings, r.field, r.from, r.to])).toEqual([
      ["kiosk", "photosOnPunch", false, true],
      ["kiosk", "photoRetentionDays", 90, 30],
    ]);
  });

  it("racing saves: the same switch twice is one change; two switches at once are both kept and recorded", async () => {
    await admin.put("/api/settings/company").send(COMPANY_SETTINGS_DEFAULTS);
    const same = await newRowsOf(async () => {
      const answers = await Promise.all([0, 1, 2].map(() => admin.put("/api/settings/payroll").send({ weeklyOvertime: true })));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    });
    expect(same.map((r) => [r.field, r.from, r.to])).toEqual([["overtimeRule", "daily8", "daily8-weekly40"]]);
    const both = await newRowsOf(async () => {
      await Promise.all([admin.put("/api/settings/payroll").send({ weeklyOvertime: false }), admin.put("/api/settings/payroll").send({ mealBreaksPaid: true })]);
    });
    expect(both.map((r) => [r.field, r.from, r.to]).sort()).toEqual([
      ["mealBreaksPaid", false, true],
      ["overtimeRule", "daily8-weekly40", "daily8"],
    ]);
    expect((await admin.get("/api/settings/payroll")).body).toEqual({ weeklyOvertime: false, mealBreaksPaid: true });
  });

  it("a refused change writes nothing", async () => {
    const none = await newRowsOf(async () => {
      expect((await admin.put("/api/settings/company").send({ ...COMPANY_SETTINGS_DEFAULTS, weeklyOvertime: "yes" })).status).toBe(400);
      expect((await office.put("/api/settings/payroll").send({ weeklyOvertime: true })).status).toBe(403);
    });
    expect(none).toEqual([]);
  });
});

describe("GET /api/settings/changes", () => {
  it("lists the changes newest first with who made them, a page at a time; administrators only", async () => {
    clock.set("2026-03-05T18:00:00Z");
    await admin.put("/api/settings/kiosk").send({ photosOnPunch: false, photoRetentionDays: 45 });
    const res = await admin.get("/api/settings/changes?limit=1");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: expect.any(Number),
        settings: "kiosk",
        field: "photoRetentionDays",
        from: expect.any(Number),
        to: 45,
        changedAt: "2026-03-05T18:00:00.000Z",
        changedBy: expect.any(Number),
        changedByName: ADMIN_NAME,
      },
    ]);
    expect(res.headers["x-total-count"]).toBe(String((await rows()).length));
    const nextUrl = /<([^>]+)>; rel="next"/.exec(res.headers.link ?? "")?.[1];
    const next = await admin.get(nextUrl!);
    expect(next.status).toBe(200);
    expect(next.body[0].id).toBeLessThan(res.body[0].id);
    expect((await office.get("/api/settings/changes")).status).toBe(403);
    expect((await request(t.app).get("/api/settings/changes")).status).toBe(401);
    expect(officeId).toBeGreaterThan(0);
  });
});

describe("pay-moving settings changes in the week's pay changes", () => {
  it("PAY_AFFECTING_SETTINGS names the overtime rule, weekly overtime and break pay, not the cost code or the alert", () => {
    expect(PAY_AFFECTING_SETTINGS).toEqual(expect.arrayContaining(["overtimeRule", "nevadaDailyOvertimeBelowRate", "weeklyOvertime", "mealBreaksPaid"]));
    expect(PAY_AFFECTING_SETTINGS).not.toContain("costCodeRequired");
    expect(PAY_AFFECTING_SETTINGS).not.toContain("forgottenClockOutAlertHours");
  });

  it("an open week lists a weekly-overtime change made in it or after it; a week approved before the change does not", async () => {
    // Week of 15-21 March 2026 gets an entry and is approved on Mon 23 March; week of 22-28 March stays open.
    const projectId = (await insertProject(t)).id;
    const worker = await createWorker(admin, { name: "Overtime Olive" });
    await insertEntry(t, { workerId: worker.id, projectId, clockInTime: "2026-03-17T14:00:00Z", clockOutTime: "2026-03-17T22:00:00Z", hourlyRate: "30.00" });
    // Tue 3 March, before both weeks: back to the defaults (this is no change of either week).
    expect((await admin.put("/api/settings/company").send(COMPANY_SETTINGS_DEFAULTS)).status).toBe(200);

    clock.set("2026-03-18T16:00:00Z"); // Wed 18 March: during the first week
    expect((await admin.put("/api/settings/payroll").send({ weeklyOvertime: true })).status).toBe(200);
    clock.set("2026-03-23T15:00:00Z"); // Mon 23 March: the first week approved
    expect((await admin.post("/api/payroll/approve").send({ weekOf: "2026-03-17" })).status).toBe(201);
    clock.set("2026-03-23T16:30:00Z"); // after its approval: the second week's change only
    expect((await admin.put("/api/settings/company").send({ ...COMPANY_SETTINGS_DEFAULTS, overtimeRule: "daily8", costCodeRequired: true })).status).toBe(200);

    const first = await admin.get("/api/payroll/pay-changes?weekOf=2026-03-17");
    expect(first.status).toBe(200);
    expect(first.body.settingsChanges).toEqual([
      {
        id: expect.any(Number),
        settings: "company",
        field: "overtimeRule",
        from: "daily8",
        to: "daily8-weekly40",
        changedAt: "2026-03-18T16:00:00.000Z",
        changedBy: expect.any(Number),
        changedByName: ADMIN_NAME,
      },
    ]);

    const second = await admin.get("/api/payroll/pay-changes?weekOf=2026-03-25");
    // The cost code is no pay: only the overtime switch is listed; the one made before the week began is not.
    expect(second.body.settingsChanges.map((c: Record<string, unknown>) => [c.field, c.from, c.to, c.changedAt])).toEqual([
      ["overtimeRule", "daily8-weekly40", "daily8", "2026-03-23T16:30:00.000Z"],
    ]);
  });
});

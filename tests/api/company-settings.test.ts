// The Company settings (issue 15): one object in one app_settings row, read by office and admins, changed by admins
// only; plain-word refusals that change nothing; the weekly-overtime switch moved here without losing anyone's value.
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appSettings } from "@shared/schema";
import { AUTO_CLOSE_AFTER_ALERT_MESSAGE, COMPANY_SETTINGS_DEFAULTS } from "@shared/api/company-settings";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";
import { createPerson } from "../support/people";

type Agent = Awaited<ReturnType<typeof userAgent>>;
let t: TestApp;
let admin: Agent;
let office: Agent;
let foreman: Agent;
let crew: Agent;

/** A whole body as a client from before issue 27 sends it: the weekly switch, no overtime rule. */
const valid = { companyName: "Front Range Builders", weeklyOvertime: true, mealBreaksPaid: true, mealBreakRule: "california", mealPremium: true, forgottenClockOutAlertHours: 10, autoCloseAfterHours: 16, signOffAtClockOut: true, costCodeRequired: true, officeApprovesPayroll: true };
type Body = Omit<typeof valid, "autoCloseAfterHours"> & { autoCloseAfterHours: number | null };
/** What is stored for such a body: the preset the switch chose, never the switch itself. */
const storedOf = ({ weeklyOvertime, ...rest }: Body) => ({
  ...rest,
  overtimeRule: weeklyOvertime ? "daily8-weekly40" : "daily8",
  nevadaDailyOvertimeBelowRate: false,
  // The pay schedule left out: the spec's, kept.
  payFrequency: "weekly",
  workweekStartsOn: 0,
  payPeriodAnchor: null,
  // Left out by such a client: off, kept.
  periodSignatures: false,
});
/** What is answered: the stored settings and the switch they read as. */
const viewOf = (body: Body) => ({ ...storedOf(body), weeklyOvertime: body.weeklyOvertime });

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
  const officeEmail = uniqueEmail("office");
  await createActiveUser(t, officeEmail);
  office = await userAgent(t, officeEmail);
  foreman = (await createPerson(t, "foreman")).agent;
  crew = (await createPerson(t, "crew")).agent;
});
afterAll(async () => {
  await t.close();
});

/** Runs one migration's statements again, as an upgrade from the version before it does (each is safe to repeat). */
async function runMigration(file: string) {
  const migration = fs.readFileSync(path.join(process.cwd(), "migrations", file), "utf8");
  // The ALTERs of columns already added are not repeated: only the settings' UPDATEs and INSERTs are.
  for (const statement of migration.split("--> statement-breakpoint")) {
    if (/^\s*(--[^\n]*\n\s*)*(UPDATE|INSERT|DELETE)/i.test(statement)) await t.database.db.execute(sql.raw(statement));
  }
}

const stored = async () => (await t.database.db.select().from(appSettings).where(eq(appSettings.key, "company")))[0]?.value;

describe("GET /api/settings/company", () => {
  it("answers the defaults before anything is set: weekly overtime off, alert after 12 h, auto-close off", async () => {
    const res = await admin.get("/api/settings/company");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ companyName: "", weeklyOvertime: false, overtimeRule: "daily8", nevadaDailyOvertimeBelowRate: false, mealBreaksPaid: false, mealBreakRule: "off", mealPremium: false, forgottenClockOutAlertHours: 12, autoCloseAfterHours: null, signOffAtClockOut: false, costCodeRequired: false, officeApprovesPayroll: false, payFrequency: "weekly", workweekStartsOn: 0, payPeriodAnchor: null, periodSignatures: false });
    expect(res.body).toEqual(COMPANY_SETTINGS_DEFAULTS);
  });

  it("office and admins read it; foremen and crew are refused, signed out is 401", async () => {
    expect((await office.get("/api/settings/company")).status).toBe(200);
    expect((await foreman.get("/api/settings/company")).status).toBe(403);
    expect((await crew.get("/api/settings/company")).status).toBe(403);
    expect((await request(t.app).get("/api/settings/company")).status).toBe(401);
  });
});

describe("PUT /api/settings/company", () => {
  it("only an admin changes it; the office's attempt is refused and changes nothing", async () => {
    expect((await office.put("/api/settings/company").send(valid)).status).toBe(403);
    expect((await foreman.put("/api/settings/company").send(valid)).status).toBe(403);
    expect(await stored()).toBeUndefined();

    const res = await admin.put("/api/settings/company").send(valid);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(viewOf(valid));
    expect((await office.get("/api/settings/company")).body).toEqual(viewOf(valid));
    expect(await stored()).toEqual(storedOf(valid));
  });

  it.each([
    [{ ...valid, forgottenClockOutAlertHours: 0 }, "forgottenClockOutAlertHours", "Alert after a whole number of hours from 1 to 72"],
    [{ ...valid, forgottenClockOutAlertHours: 73, autoCloseAfterHours: null }, "forgottenClockOutAlertHours", "Alert after a whole number of hours from 1 to 72"],
    [{ ...valid, forgottenClockOutAlertHours: 1.5 }, "forgottenClockOutAlertHours", "Alert after a whole number of hours from 1 to 72"],
    [{ ...valid, forgottenClockOutAlertHours: "12" }, "forgottenClockOutAlertHours", "Alert after a whole number of hours from 1 to 72"],
    [{ ...valid, autoCloseAfterHours: 73 }, "autoCloseAfterHours", "Auto-close after a whole number of hours from 1 to 72"],
    [{ ...valid, autoCloseAfterHours: 10 }, "autoCloseAfterHours", AUTO_CLOSE_AFTER_ALERT_MESSAGE],
    [{ ...valid, autoCloseAfterHours: 8 }, "autoCloseAfterHours", AUTO_CLOSE_AFTER_ALERT_MESSAGE],
    [{ ...valid, weeklyOvertime: "yes" }, "weeklyOvertime", "weeklyOvertime must be true or false"],
    [{ ...valid, mealBreakRule: "oregon" }, "mealBreakRule", "mealBreakRule must be off or california"],
    [{ ...valid, mealPremium: "on" }, "mealPremium", "mealPremium must be true or false"],
    [{ ...valid, signOffAtClockOut: "on" }, "signOffAtClockOut", "signOffAtClockOut must be true or false"],
    [{ ...valid, costCodeRequired: 1 }, "costCodeRequired", "costCodeRequired must be true or false"],
    [{ ...valid, officeApprovesPayroll: "yes" }, "officeApprovesPayroll", "officeApprovesPayroll must be true or false"],
    [{ ...valid, companyName: "x".repeat(101) }, "companyName", "Company name can be at most 100 characters"],
    [{ ...valid, companyName: 7 }, "companyName", "Company name must be text"],
  ])("refuses %j in plain words and changes nothing", async (body, field, message) => {
    const before = await stored();
    const res = await admin.put("/api/settings/company").send(body);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors?.[field]).toEqual([message]);
    expect(await stored()).toEqual(before);
  });

  it("refuses a partial object or an unknown key (the whole object is sent)", async () => {
    expect((await admin.put("/api/settings/company").send({ weeklyOvertime: false })).status).toBe(400);
    expect((await admin.put("/api/settings/company").send({ ...valid, signOff: true })).status).toBe(400);
    expect(await stored()).toEqual(storedOf(valid));
  });

  it("keeps the company's name trimmed; a client from before the name sends none and stores none", async () => {
    expect((await admin.put("/api/settings/company").send({ ...valid, companyName: "  Front Range Builders " })).body.companyName).toBe("Front Range Builders");
    const { companyName: _, ...older } = valid;
    expect((await admin.put("/api/settings/company").send(older)).body).toEqual({ ...viewOf(valid), companyName: "" });
    await admin.put("/api/settings/company").send(valid).expect(200);
  });

  it("auto-close can be switched off again (null)", async () => {
    const res = await admin.put("/api/settings/company").send({ ...valid, autoCloseAfterHours: null });
    expect(res.body).toEqual({ ...viewOf(valid), autoCloseAfterHours: null });
    await admin.put("/api/settings/company").send(valid).expect(200);
  });

  it("two admins saving at once: the last write wins, whole (never half of one and half of the other)", async () => {
    const a = { companyName: "A", weeklyOvertime: false, mealBreaksPaid: true, mealBreakRule: "california", mealPremium: false, forgottenClockOutAlertHours: 6, autoCloseAfterHours: 8, signOffAtClockOut: true, costCodeRequired: false, officeApprovesPayroll: true };
    const b = { companyName: "B", weeklyOvertime: true, mealBreaksPaid: false, mealBreakRule: "off", mealPremium: false, forgottenClockOutAlertHours: 20, autoCloseAfterHours: null, signOffAtClockOut: false, costCodeRequired: true, officeApprovesPayroll: false };
    for (let round = 0; round < 5; round++) {
      const [ra, rb] = await Promise.all([admin.put("/api/settings/company").send(a), admin.put("/api/settings/company").send(b)]);
      expect([ra.status, rb.status]).toEqual([200, 200]);
      expect([storedOf(a), storedOf(b)]).toContainEqual(await stored());
    }
    await admin.put("/api/settings/company").send(valid).expect(200);
  });
});

describe("GET /api/settings/clock", () => {
  it("every member's clock reads whether to ask the sign-off and whether a cost code is required (crew and foremen included); signed out is 401", async () => {
    await admin.put("/api/settings/company").send({ ...valid, signOffAtClockOut: false, costCodeRequired: false }).expect(200);
    expect((await crew.get("/api/settings/clock")).body).toEqual({ signOffAtClockOut: false, costCodeRequired: false, periodSignatures: false });
    await admin.put("/api/settings/company").send(valid).expect(200);
    for (const agent of [crew, foreman, office, admin]) {
      const res = await agent.get("/api/settings/clock");
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ signOffAtClockOut: true, costCodeRequired: true, periodSignatures: false });
    }
    expect((await request(t.app).get("/api/settings/clock")).status).toBe(401);
  });

  it("a row stored before the settings existed reads them as off", async () => {
    const { signOffAtClockOut: _, costCodeRequired: __, ...older } = valid;
    await t.database.db.update(appSettings).set({ value: older }).where(eq(appSettings.key, "company"));
    expect((await crew.get("/api/settings/clock")).body).toEqual({ signOffAtClockOut: false, costCodeRequired: false, periodSignatures: false });
    await admin.put("/api/settings/company").send(valid).expect(200);
  });
});

describe("weekly overtime: one store", () => {
  it("the payroll endpoint reads and sets the same value, keeping the other settings", async () => {
    expect((await office.get("/api/settings/payroll")).body).toEqual({ weeklyOvertime: true, mealBreaksPaid: true });
    const put = await admin.put("/api/settings/payroll").send({ weeklyOvertime: false });
    expect(put.body).toEqual({ weeklyOvertime: false, mealBreaksPaid: true });
    expect((await admin.get("/api/settings/company")).body).toEqual(viewOf({ ...valid, weeklyOvertime: false }));
    expect((await admin.get("/api/payroll?weekOf=2026-03-01")).body.weeklyOvertime).toBe(false);
    expect((await office.put("/api/settings/payroll").send({ weeklyOvertime: true })).status).toBe(403);
  });

  it("the migration carries a value stored before the move into the Company settings (nothing is lost)", async () => {
    // The database as an older version left it: weekly overtime in the payroll row, no Company settings row.
    await t.database.db.delete(appSettings).where(eq(appSettings.key, "company"));
    await t.database.db
      .insert(appSettings)
      .values({ key: "payroll", value: { weeklyOvertime: true, another: 1 } })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: { weeklyOvertime: true, another: 1 } } });
    expect((await admin.get("/api/settings/company")).body.weeklyOvertime).toBe(false);

    await runMigration("0017_move_weekly_overtime.sql");

    expect((await admin.get("/api/settings/company")).body).toEqual({ ...COMPANY_SETTINGS_DEFAULTS, weeklyOvertime: true, overtimeRule: "daily8-weekly40" });
    expect((await admin.get("/api/settings/payroll")).body).toEqual({ weeklyOvertime: true, mealBreaksPaid: false });
    const [payrollRow] = await t.database.db.select().from(appSettings).where(eq(appSettings.key, "payroll"));
    expect(payrollRow.value).toEqual({ another: 1 });

    // Issue 27's migration stores the preset the switch chose, and the switch no more; the answer is unchanged.
    await runMigration("0029_overtime_presets.sql");
    expect(await stored()).toEqual({ overtimeRule: "daily8-weekly40" });
    expect((await admin.get("/api/settings/company")).body).toEqual({ ...COMPANY_SETTINGS_DEFAULTS, weeklyOvertime: true, overtimeRule: "daily8-weekly40" });
    await runMigration("0029_overtime_presets.sql");
    expect(await stored()).toEqual({ overtimeRule: "daily8-weekly40" });
  });
});

describe("the overtime rule (issue 27)", () => {
  const { weeklyOvertime: _switch, ...body } = valid;

  it("a preset is chosen by name; weeklyOvertime reads whether it has a weekly 40; left out, it is kept", async () => {
    const res = await admin.put("/api/settings/company").send({ ...body, overtimeRule: "california" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ overtimeRule: "california", weeklyOvertime: true, nevadaDailyOvertimeBelowRate: false });
    expect(await stored()).toEqual({ ...storedOf(valid), overtimeRule: "california" });
    expect((await admin.put("/api/settings/company").send({ ...body, companyName: "Kept" })).body).toMatchObject({ companyName: "Kept", overtimeRule: "california" });
    expect((await admin.put("/api/settings/company").send({ ...body, overtimeRule: "daily8" })).body).toMatchObject({ overtimeRule: "daily8", weeklyOvertime: false });
    expect((await admin.put("/api/settings/company").send({ ...body, overtimeRule: "nevada", nevadaDailyOvertimeBelowRate: true })).body).toMatchObject({
      overtimeRule: "nevada",
      nevadaDailyOvertimeBelowRate: true,
      weeklyOvertime: true,
    });
  });

  it("writing weeklyOvertime under a state or federal preset is a 422 that changes nothing, on both endpoints", async () => {
    await admin.put("/api/settings/company").send({ ...body, overtimeRule: "california" }).expect(200);
    const before = await stored();
    for (const res of [
      await admin.put("/api/settings/company").send({ ...valid, overtimeRule: "california" }),
      await admin.put("/api/settings/company").send(valid),
      await admin.put("/api/settings/payroll").send({ weeklyOvertime: false }),
      await admin.put("/api/settings/company").send({ ...body, overtimeRule: "daily8", weeklyOvertime: true }),
    ]) {
      expect(res.status).toBe(422);
      expect(res.body.message).toBe("Weekly overtime is part of the overtime rule chosen: choose the overtime rule instead");
    }
    expect(await stored()).toEqual(before);
    // Break pay alone is still the payroll endpoint's to change, under any preset.
    expect((await admin.put("/api/settings/payroll").send({ mealBreaksPaid: false })).status).toBe(200);
    expect((await admin.get("/api/settings/company")).body).toMatchObject({ overtimeRule: "california", mealBreaksPaid: false });
  });

  it("under the spec's presets the switch toggles them, on both endpoints", async () => {
    await admin.put("/api/settings/company").send({ ...body, overtimeRule: "daily8" }).expect(200);
    expect((await admin.put("/api/settings/payroll").send({ weeklyOvertime: true })).body).toMatchObject({ weeklyOvertime: true });
    expect((await admin.get("/api/settings/company")).body).toMatchObject({ overtimeRule: "daily8-weekly40" });
    expect((await admin.put("/api/settings/company").send({ ...valid, weeklyOvertime: false })).body).toMatchObject({ overtimeRule: "daily8", weeklyOvertime: false });
    await admin.put("/api/settings/company").send(valid).expect(200);
  });

  it.each([
    [{ overtimeRule: "oregon" }, "overtimeRule", "overtimeRule must be one of daily8, daily8-weekly40, federal, california, colorado, alaska, nevada"],
    [{ nevadaDailyOvertimeBelowRate: "yes" }, "nevadaDailyOvertimeBelowRate", "nevadaDailyOvertimeBelowRate must be true or false"],
  ])("refuses %j in plain words", async (bad, field, message) => {
    const before = await stored();
    const res = await admin.put("/api/settings/company").send({ ...body, ...bad });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors?.[field]).toEqual([message]);
    expect(await stored()).toEqual(before);
  });
});

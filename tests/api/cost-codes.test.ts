// The company's cost codes (issue 15): the office adds, renames, deactivates and reactivates them; everyone signed in
// reads the list; a code another already has, whatever its case, is refused with a message on the code field and
// changes nothing, also when two offices add it at the same moment (the unique index on lower(code) decides).
import { eq, sql } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { costCodes } from "@shared/schema";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createPerson, type Person } from "../support/people";

let t: TestApp;
let admin: TestAgent;
let office: Person;
let foreman: Person;
let crew: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
  office = await createPerson(t, "user");
  foreman = await createPerson(t, "foreman");
  crew = await createPerson(t, "crew");
});
afterAll(async () => {
  await t.close();
});

type CostCodeBody = { id: number; code: string; name: string; active: boolean; createdByName: string | null; updatedByName: string | null };

async function rowsWithCode(code: string) {
  return t.database.db.select().from(costCodes).where(sql`lower(${costCodes.code}) = lower(${code})`);
}

describe("the office keeps the company's cost codes", () => {
  it("adds a code (active, trimmed, with who added it) and everyone signed in reads it", async () => {
    const res = await office.agent.post("/api/cost-codes").send({ code: " 03-300 ", name: " Cast-in-place concrete " });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ code: "03-300", name: "Cast-in-place concrete", active: true, createdBy: office.userId });
    expect(res.body.createdByName).toEqual(expect.any(String));

    for (const reader of [crew.agent, foreman.agent, office.agent, admin]) {
      const list = await reader.get("/api/cost-codes").expect(200);
      expect((list.body as CostCodeBody[]).map((c) => c.code)).toContain("03-300");
    }
  });

  it("renames a code, deactivates and reactivates it, recording who changed it; there is no delete", async () => {
    const created = (await admin.post("/api/cost-codes").send({ code: "01-100", name: "General conditions" }).expect(201)).body as CostCodeBody;
    const renamed = await office.agent.patch(`/api/cost-codes/${created.id}`).send({ code: "01-110", name: "Site supervision" });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ code: "01-110", name: "Site supervision", active: true, updatedBy: office.userId });

    const off = await office.agent.patch(`/api/cost-codes/${created.id}`).send({ active: false }).expect(200);
    expect(off.body).toMatchObject({ code: "01-110", active: false });
    const all = (await crew.agent.get("/api/cost-codes").expect(200)).body as CostCodeBody[];
    expect(all.find((c) => c.id === created.id)?.active).toBe(false);
    const activeOnly = (await crew.agent.get("/api/cost-codes?active=true").expect(200)).body as CostCodeBody[];
    expect(activeOnly.map((c) => c.id)).not.toContain(created.id);
    expect(activeOnly.every((c) => c.active)).toBe(true);
    const inactiveOnly = (await office.agent.get("/api/cost-codes?active=false").expect(200)).body as CostCodeBody[];
    expect(inactiveOnly.map((c) => c.id)).toEqual([created.id]);

    await admin.patch(`/api/cost-codes/${created.id}`).send({ active: true }).expect(200);
    expect((await rowsWithCode("01-110"))[0]).toMatchObject({ active: true, createdBy: expect.any(Number) });
    expect((await office.agent.delete(`/api/cost-codes/${created.id}`)).status).toBe(404);
    expect(await rowsWithCode("01-110")).toHaveLength(1);
  });

  it("lists active codes first, each group by code with digits compared as numbers", async () => {
    for (const code of ["TEST-10", "TEST-9", "test-2"]) await office.agent.post("/api/cost-codes").send({ code, name: `Name ${code}` }).expect(201);
    const off = (await office.agent.post("/api/cost-codes").send({ code: "TEST-1", name: "Old" }).expect(201)).body as CostCodeBody;
    await office.agent.patch(`/api/cost-codes/${off.id}`).send({ active: false }).expect(200);
    const codes = ((await office.agent.get("/api/cost-codes").expect(200)).body as CostCodeBody[]).map((c) => c.code);
    const tests = codes.filter((c) => /^test-/i.test(c));
    expect(tests).toEqual(["test-2", "TEST-9", "TEST-10", "TEST-1"]);
    expect(codes.indexOf("TEST-1")).toBe(codes.length - 1);
  });
});

describe("bad input is refused in plain words and changes nothing", () => {
  it("refuses a missing, blank or too long code or name", async () => {
    const before = await t.database.db.select().from(costCodes);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "Concrete" }, "code", "Enter a code"],
      [{ code: "   ", name: "Concrete" }, "code", "Enter a code"],
      [{ code: "X".repeat(21), name: "Concrete" }, "code", "Code can be at most 20 characters"],
      [{ code: "05-100" }, "name", "Enter a name"],
      [{ code: "05-100", name: "N".repeat(101) }, "name", "Name can be at most 100 characters"],
      [{ code: "05-100", name: "Steel", active: false }, "active", ""],
    ];
    for (const [body, field, message] of cases) {
      const res = await office.agent.post("/api/cost-codes").send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message) expect(res.body.fieldErrors?.[field], JSON.stringify(res.body)).toEqual([message]);
    }
    const created = (await office.agent.post("/api/cost-codes").send({ code: "05-100", name: "Steel" }).expect(201)).body as CostCodeBody;
    for (const body of [{}, { code: "" }, { active: "no" }, { id: 5 }]) {
      expect((await office.agent.patch(`/api/cost-codes/${created.id}`).send(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await office.agent.patch("/api/cost-codes/999999").send({ name: "Ghost" })).status).toBe(404);
    const after = await t.database.db.select().from(costCodes);
    expect(after.filter((row) => !before.some((b) => b.id === row.id)).map((r) => r.code)).toEqual(["05-100"]);
    expect(after.find((r) => r.id === created.id)).toMatchObject({ code: "05-100", name: "Steel", updatedBy: null });
  });

  it("refuses a code that exists, whatever its case, with 409 and a message on the code field", async () => {
    await office.agent.post("/api/cost-codes").send({ code: "09-900", name: "Painting" }).expect(201);
    const again = await office.agent.post("/api/cost-codes").send({ code: "09-900", name: "Painting again" });
    expect(again.status).toBe(409);
    expect(again.body.fieldErrors).toEqual({ code: ["A cost code 09-900 already exists"] });
    const otherCase = await admin.post("/api/cost-codes").send({ code: "ab-1", name: "Lower" });
    expect(otherCase.status).toBe(201);
    const upper = await office.agent.post("/api/cost-codes").send({ code: "AB-1", name: "Upper" });
    expect(upper.status).toBe(409);
    // The message names the code that exists, as it is written in the list.
    expect(upper.body.message).toBe("A cost code ab-1 already exists");
    expect((await rowsWithCode("09-900")).map((r) => r.name)).toEqual(["Painting"]);
    expect((await rowsWithCode("ab-1")).map((r) => r.name)).toEqual(["Lower"]);
  });

  it("refuses renaming a code to another's (any case) and leaves it as it was; its own code in another case is fine", async () => {
    const first = (await office.agent.post("/api/cost-codes").send({ code: "31-200", name: "Earth moving" }).expect(201)).body as CostCodeBody;
    const second = (await office.agent.post("/api/cost-codes").send({ code: "31-300", name: "Earthwork methods" }).expect(201)).body as CostCodeBody;
    const clash = await office.agent.patch(`/api/cost-codes/${second.id}`).send({ code: " 31-200 ", name: "Renamed" });
    expect(clash.status).toBe(409);
    expect(clash.body.fieldErrors).toEqual({ code: ["A cost code 31-200 already exists"] });
    const [kept] = await t.database.db.select().from(costCodes).where(eq(costCodes.id, second.id));
    expect(kept).toMatchObject({ code: "31-300", name: "Earthwork methods", updatedBy: null });

    await office.agent.patch(`/api/cost-codes/${first.id}`).send({ code: "31-200" }).expect(200);
    const recased = await office.agent.post("/api/cost-codes").send({ code: "x-lower", name: "Case" }).expect(201);
    await office.agent.patch(`/api/cost-codes/${recased.body.id}`).send({ code: "X-LOWER" }).expect(200);
  });

  it("of two offices adding the same code at once, exactly one gets it and the other a 409", async () => {
    const results = await Promise.all([
      office.agent.post("/api/cost-codes").send({ code: "PL-100", name: "Plumbing" }),
      admin.post("/api/cost-codes").send({ code: "PL-100", name: "Plumbing too" }),
      office.agent.post("/api/cost-codes").send({ code: "pl-100", name: "Plumbing three" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await rowsWithCode("PL-100")).toHaveLength(1);
  });
});

describe("crew and foremen read the list and change nothing", () => {
  it("refuses their writes with 403 and the codes stay as they were", async () => {
    const created = (await office.agent.post("/api/cost-codes").send({ code: "26-000", name: "Electrical" }).expect(201)).body as CostCodeBody;
    for (const person of [crew, foreman]) {
      expect((await person.agent.post("/api/cost-codes").send({ code: "26-100", name: "Mine" })).status).toBe(403);
      expect((await person.agent.patch(`/api/cost-codes/${created.id}`).send({ active: false })).status).toBe(403);
      expect((await person.agent.get("/api/cost-codes").expect(200)).body.map((c: CostCodeBody) => c.code)).toContain("26-000");
    }
    expect(await rowsWithCode("26-100")).toHaveLength(0);
    expect((await rowsWithCode("26-000"))[0]).toMatchObject({ active: true, name: "Electrical" });
  });
});

// Issue 14, workers and materials for crew and foremen: crew read only their own worker record and no materials; a
// foreman reads their crew (no rates), stock levels (no costs), the movements and materials of their own projects, and
// records use on those projects only. The office and admins are unchanged.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MONEY_FIELDS } from "@shared/domain/account-roles";
import { materialTransactions, materials } from "@shared/schema";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";
import { addToTeam, createPerson, createWorker, type Person } from "../support/people";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;
let office: Awaited<ReturnType<typeof userAgent>>;
let foreman: Person;
let crew: Person;
let crewMate: number;
let outsider: number;
let ownProject: number;
let otherProject: number;
let studs: number;

const MONEY: ReadonlySet<string> = new Set(MONEY_FIELDS);

/** Every money field's path anywhere in a JSON answer ('[0].material.unitCost'). */
function moneyPaths(value: unknown, path = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => moneyPaths(item, `${path}[${i}]`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, field]) => [...(MONEY.has(key) ? [`${path}.${key}`] : []), ...moneyPaths(field, `${path}.${key}`)]);
}

async function createProject(name: string): Promise<number> {
  const res = await admin.post("/api/projects").send({ name, location: "Denver, CO", endDate: "2026-12-31" });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
  const officeEmail = uniqueEmail("office");
  await createActiveUser(t, officeEmail);
  office = await userAgent(t, officeEmail);
  foreman = await createPerson(t, "foreman");
  crew = await createPerson(t, "crew");
  crewMate = await createWorker(t, { name: "Crew Mate" });
  outsider = await createWorker(t, { name: "Out Sider" });
  ownProject = await createProject("Foreman's Remodel");
  otherProject = await createProject("Someone Else's Build");
  await addToTeam(t, ownProject, [foreman.workerId, crew.workerId, crewMate]);
  await addToTeam(t, otherProject, [outsider]);
  const material = await admin
    .post("/api/materials")
    .send({ name: "2x4 Studs", category: "Lumber", unit: "pieces", unitCost: "4.50", currentStock: 100, minStockLevel: 10 });
  expect(material.status).toBe(201);
  studs = material.body.id;
});
afterAll(async () => {
  await t.close();
});

describe("workers", () => {
  it("a crew member gets only their own record, without a rate; anyone else is a 404 like a missing worker", async () => {
    const list = await crew.agent.get("/api/workers");
    expect(list.status).toBe(200);
    expect(ids(list.body)).toEqual([crew.workerId]);
    expect(moneyPaths(list.body)).toEqual([]);
    const own = await crew.agent.get(`/api/workers/${crew.workerId}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: crew.workerId, category: "Carpentry", isActive: true });
    expect(own.body).not.toHaveProperty("hourlyRate");
    const mate = await crew.agent.get(`/api/workers/${crewMate}`);
    const missing = await crew.agent.get("/api/workers/999999");
    expect([mate.status, missing.status]).toEqual([404, 404]);
    expect(mate.body.message).toBe(missing.body.message);
  });

  it("a foreman gets their crew (the workers on their projects' teams), without rates; others are 404", async () => {
    const list = await foreman.agent.get("/api/workers");
    expect(list.status).toBe(200);
    expect(ids(list.body)).toEqual(sorted(foreman.workerId, crew.workerId, crewMate));
    expect(moneyPaths(list.body)).toEqual([]);
    const mate = await foreman.agent.get(`/api/workers/${crewMate}`);
    expect(mate.status).toBe(200);
    expect(mate.body).not.toHaveProperty("hourlyRate");
    expect((await foreman.agent.get(`/api/workers/${outsider}`)).status).toBe(404);
  });

  it("the archived list is scoped the same way", async () => {
    const leaver = await createWorker(t, { name: "Crew Leaver" });
    const stranger = await createWorker(t, { name: "Stranger Leaver" });
    await addToTeam(t, ownProject, [leaver]);
    for (const id of [leaver, stranger]) expect((await admin.patch(`/api/workers/${id}/archived`).send({ archived: true })).status).toBe(200);
    const archived = await foreman.agent.get("/api/workers?archived=true");
    expect(ids(archived.body)).toEqual([leaver]);
    expect((await crew.agent.get("/api/workers?archived=true")).body).toEqual([]);
    expect(ids((await office.get("/api/workers?archived=true")).body)).toEqual(expect.arrayContaining([leaver, stranger]));
  });

  it("crew and foremen change nothing and read no rate history", async () => {
    for (const person of [crew, foreman]) {
      expect((await person.agent.post("/api/workers").send({ name: "New", role: "inhouse", category: "Framing" })).status).toBe(403);
      expect((await person.agent.patch(`/api/workers/${person.workerId}`).send({ hourlyRate: "99.00" })).status).toBe(403);
      expect((await person.agent.patch(`/api/workers/${person.workerId}/status`).send({ isActive: false })).status).toBe(403);
      expect((await person.agent.get(`/api/workers/${person.workerId}/changes`)).status).toBe(403);
    }
    expect((await office.get(`/api/workers/${crew.workerId}`)).body.hourlyRate).toBe("31.50");
  });

  it("an account not linked to a worker gets no rows", async () => {
    for (const role of ["crew", "foreman"] as const) {
      const email = uniqueEmail(`unlinked-${role}`);
      await createActiveUser(t, email, undefined, { role });
      const agent = await userAgent(t, email);
      expect((await agent.get("/api/workers")).body).toEqual([]);
      expect((await agent.get(`/api/workers/${crewMate}`)).status).toBe(404);
    }
  });

  it("the office and admins still get everyone, with rates", async () => {
    for (const agent of [office, admin]) {
      const list = await agent.get("/api/workers");
      expect(ids(list.body)).toEqual(expect.arrayContaining([foreman.workerId, crew.workerId, crewMate, outsider]));
      expect(list.body.find((w: { id: number }) => w.id === outsider).hourlyRate).toBe("31.50");
    }
  });
});

describe("materials", () => {
  const stockOf = async (id: number) => (await t.database.db.select().from(materials).where(eq(materials.id, id)))[0].currentStock;
  const movementCount = async () => (await t.database.db.select().from(materialTransactions)).length;

  it("crew have none of it", async () => {
    expect((await crew.agent.get("/api/materials")).status).toBe(403);
    expect((await crew.agent.get(`/api/materials/${studs}`)).status).toBe(403);
    expect((await crew.agent.get(`/api/materials/${studs}/transactions`)).status).toBe(403);
    expect((await crew.agent.post(`/api/materials/${studs}/transactions`).send({ transactionType: "used", quantity: 1, projectId: ownProject })).status).toBe(403);
    expect((await crew.agent.get(`/api/projects/${ownProject}/materials`)).status).toBe(403);
    expect((await crew.agent.get(`/api/projects/${ownProject}/material-usage`)).status).toBe(403);
  });

  it("a foreman reads stock levels without unit costs or values", async () => {
    const list = await foreman.agent.get("/api/materials");
    expect(list.status).toBe(200);
    expect(moneyPaths(list.body)).toEqual([]);
    expect(list.body.find((m: { id: number }) => m.id === studs)).toMatchObject({ currentStock: expect.any(Number), minStockLevel: 10, stockStatus: "In Stock", unit: "pieces" });
    const one = await foreman.agent.get(`/api/materials/${studs}`);
    expect(one.status).toBe(200);
    expect(moneyPaths(one.body)).toEqual([]);
    expect((await office.get(`/api/materials/${studs}`)).body).toMatchObject({ unitCost: "4.50", totalValue: expect.any(String) });
  });

  it("a foreman records use on their project, priced at the material's cost they do not see", async () => {
    const before = await stockOf(studs);
    const res = await foreman.agent.post(`/api/materials/${studs}/transactions`).send({ transactionType: "used", quantity: 6, projectId: ownProject, notes: "Wall framing" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(moneyPaths(res.body)).toEqual([]);
    expect(res.body.transaction).toMatchObject({ transactionType: "used", quantity: 6, stockChange: -6, projectId: ownProject, createdBy: foreman.userId });
    expect(res.body.material.currentStock).toBe(before - 6);
    const [row] = await t.database.db.select().from(materialTransactions).where(eq(materialTransactions.id, res.body.transaction.id));
    expect(row).toMatchObject({ unitCost: "4.50", totalCost: "27.00", createdBy: foreman.userId });
  });

  it("refuses a foreman every other movement with 403 and stores nothing", async () => {
    const before = { stock: await stockOf(studs), movements: await movementCount() };
    const refusals: [Record<string, unknown>, string][] = [
      [{ transactionType: "received", quantity: 5, projectId: ownProject }, "transactionType"],
      [{ transactionType: "returned", quantity: 1, projectId: ownProject }, "transactionType"],
      [{ transactionType: "adjusted", quantity: -1 }, "transactionType"],
      [{ transactionType: "used", quantity: 1, projectId: ownProject, unitCost: "1.00" }, "unitCost"],
      [{ transactionType: "used", quantity: 1 }, "projectId"],
      [{ transactionType: "used", quantity: 1, projectId: otherProject }, "projectId"],
      [{ transactionType: "used", quantity: 1, projectId: 999_999 }, "projectId"],
    ];
    for (const [body, field] of refusals) {
      const res = await foreman.agent.post(`/api/materials/${studs}/transactions`).send(body);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(Object.keys(res.body.fieldErrors)).toEqual([field]);
    }
    // Another's project and one that does not exist are refused alike: the answer does not say which exists.
    const other = await foreman.agent.post(`/api/materials/${studs}/transactions`).send({ transactionType: "used", quantity: 1, projectId: otherProject });
    const none = await foreman.agent.post(`/api/materials/${studs}/transactions`).send({ transactionType: "used", quantity: 1, projectId: 999_999 });
    expect(other.body.message).toBe(none.body.message);
    expect({ stock: await stockOf(studs), movements: await movementCount() }).toEqual(before);
  });

  it("a foreman's movement list holds only their projects' movements, without costs", async () => {
    await office.post(`/api/materials/${studs}/transactions`).send({ transactionType: "used", quantity: 2, projectId: otherProject });
    await office.post(`/api/materials/${studs}/transactions`).send({ transactionType: "received", quantity: 20 });
    const mine = await foreman.agent.get(`/api/materials/${studs}/transactions`);
    expect(mine.status).toBe(200);
    expect(mine.body.length).toBeGreaterThan(0);
    expect(mine.body.every((m: { projectId: number | null }) => m.projectId === ownProject)).toBe(true);
    expect(mine.headers["x-total-count"]).toBe(String(mine.body.length));
    expect(moneyPaths(mine.body)).toEqual([]);
    const all = await office.get(`/api/materials/${studs}/transactions`);
    expect(all.body.length).toBeGreaterThan(mine.body.length);
    expect(all.body[0]).toHaveProperty("totalCost");
  });

  it("a foreman reads their project's materials and usage without costs; other projects are 404", async () => {
    expect((await office.put(`/api/projects/${ownProject}/materials/${studs}`).send({ estimatedQuantity: 50, budgetedCost: "200.00" })).status).toBe(200);
    const estimates = await foreman.agent.get(`/api/projects/${ownProject}/materials`);
    expect(estimates.status).toBe(200);
    expect(estimates.body).toEqual([expect.objectContaining({ materialId: studs, estimatedQuantity: 50, actualQuantity: 6, remainingQuantity: 44 })]);
    expect(moneyPaths(estimates.body)).toEqual([]);
    const usage = await foreman.agent.get(`/api/projects/${ownProject}/material-usage`);
    expect(usage.body).toEqual([expect.objectContaining({ materialId: studs, usedQuantity: 6, netQuantity: 6 })]);
    expect(moneyPaths(usage.body)).toEqual([]);
    for (const path of ["materials", "material-usage"]) {
      const other = await foreman.agent.get(`/api/projects/${otherProject}/${path}`);
      const none = await foreman.agent.get(`/api/projects/999999/${path}`);
      expect([other.status, none.status]).toEqual([404, 404]);
      expect(other.body.message).toBe(none.body.message);
    }
    const officeView = await office.get(`/api/projects/${ownProject}/materials`);
    expect(officeView.body[0]).toMatchObject({ budgetedCost: "200.00", actualCost: "27.00", costVariance: "-173.00", unitCost: "4.50" });
  });

  it("a foreman neither edits the catalogue nor plans a project's materials", async () => {
    const agent = foreman.agent;
    expect((await agent.post("/api/materials").send({ name: "X", category: "Lumber", unit: "pieces" })).status).toBe(403);
    expect((await agent.patch(`/api/materials/${studs}`).send({ minStockLevel: 1 })).status).toBe(403);
    expect((await agent.delete(`/api/materials/${studs}`)).status).toBe(403);
    expect((await agent.put(`/api/projects/${ownProject}/materials/${studs}`).send({ estimatedQuantity: 1, budgetedCost: null })).status).toBe(403);
  });

  it("the office still records any movement, on any project or none", async () => {
    for (const body of [
      { transactionType: "received", quantity: 3, unitCost: "5.00" },
      { transactionType: "used", quantity: 1, projectId: otherProject },
      { transactionType: "returned", quantity: 1, projectId: ownProject },
      { transactionType: "adjusted", quantity: -1 },
    ]) {
      const res = await office.post(`/api/materials/${studs}/transactions`).send(body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.material).toHaveProperty("totalValue");
    }
  });
});

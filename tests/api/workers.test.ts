// Workers API: list, detail, create and edit with the spec's field rules and messages, the status switch.
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";

let t: TestApp;
let admin: TestAgent;
let user: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
  const email = uniqueEmail("workers");
  await createActiveUser(t, email);
  user = await userAgent(t, email);
});
afterAll(async () => {
  await t.close();
});

const addForm = (overrides: Record<string, unknown> = {}) => ({
  name: "Maria Lopez",
  role: "in-house",
  category: "electrical",
  subcategory: "",
  phone: "",
  email: "",
  hourlyRate: 32.5,
  ...overrides,
});

describe("POST /api/workers", () => {
  it("creates from the Add form: role alias folded, empty optionals null, rate as a 2-decimal string, active", async () => {
    const res = await user.post("/api/workers").send(addForm());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Maria Lopez",
      role: "inhouse",
      category: "electrical",
      subcategory: null,
      phone: null,
      email: null,
      hourlyRate: "32.50",
      isActive: true,
      activeTimeEntryId: null,
    });
    expect(typeof res.body.id).toBe("number");
  });

  it("accepts the rate as a string, null or empty", async () => {
    for (const [rate, stored] of [["18", "18.00"], ["19.99", "19.99"], [null, null], ["", null]] as const) {
      const res = await admin.post("/api/workers").send(addForm({ hourlyRate: rate, role: "inhouse" }));
      expect(res.status, String(rate)).toBe(201);
      expect(res.body.hourlyRate).toBe(stored);
    }
    const omitted = await admin.post("/api/workers").send({ name: "No Rate", role: "apprentice", category: "general" });
    expect(omitted.body.hourlyRate).toBeNull();
  });

  it("missing or blank name, role or category: 'Please fill in all required fields.' with the fields named", async () => {
    for (const body of [addForm({ name: "  " }), addForm({ role: undefined }), addForm({ category: "" }), {}]) {
      const res = await admin.post("/api/workers").send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Please fill in all required fields.");
      expect(Object.keys(res.body.fieldErrors).length).toBeGreaterThan(0);
    }
    const none = await admin.post("/api/workers").send({});
    expect(Object.keys(none.body.fieldErrors).sort()).toEqual(["category", "name", "role"]);
  });

  it("refuses an unknown role, a bad e-mail, a bad rate and fields it does not take", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [addForm({ role: "boss" }), /Role must be foreman, in-house, subcontractor, supervisor or apprentice/],
      [addForm({ email: "not-an-email" }), /Please enter a valid email address/],
      [addForm({ hourlyRate: -1 }), /at least 0/],
      [addForm({ hourlyRate: "12.345" }), /at most 2 decimals/],
      [addForm({ hourlyRate: "abc" }), /amount/],
      [addForm({ isActive: false }), /Unknown field\(s\): isActive/],
      [addForm({ id: 5 }), /Unknown field\(s\): id/],
      [addForm({ createdAt: "2020-01-01" }), /Unknown field\(s\): createdAt/],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post("/api/workers").send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });

  it("keeps a valid e-mail and phone, trimmed", async () => {
    const res = await admin
      .post("/api/workers")
      .send(addForm({ email: " maria@example.test ", phone: " 303-555-0101 ", subcategory: "Panel Installation", role: "Foreman" }));
    expect(res.body).toMatchObject({ email: "maria@example.test", phone: "303-555-0101", subcategory: "Panel Installation", role: "foreman" });
  });
});

describe("reading and editing", () => {
  let id: number;
  beforeAll(async () => {
    id = (await admin.post("/api/workers").send(addForm({ name: "Edit Eddie", role: "subcontractor" }))).body.id;
  });

  it("lists workers by name and reads one; 404 and 400 for unknown and bad ids", async () => {
    const list = await user.get("/api/workers");
    expect(list.status).toBe(200);
    const names = list.body.map((w: any) => w.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(list.body.find((w: any) => w.id === id)).toMatchObject({ name: "Edit Eddie", activeTimeEntryId: null });
    expect((await user.get(`/api/workers/${id}`)).body.name).toBe("Edit Eddie");
    const missing = await user.get("/api/workers/999999");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Worker not found");
    expect((await user.get("/api/workers/abc")).status).toBe(400);
  });

  it("PATCH edits any subset with the same rules (rate as a string, empty optionals null, isActive)", async () => {
    const res = await user
      .patch(`/api/workers/${id}`)
      .send({ name: "Edit Eddie", role: "inhouse", category: "Carpentry", subcategory: "Framing", phone: "", email: "", hourlyRate: "41.25", isActive: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: "inhouse", category: "Carpentry", subcategory: "Framing", phone: null, hourlyRate: "41.25" });
    const partial = await user.patch(`/api/workers/${id}`).send({ hourlyRate: null });
    expect(partial.body).toMatchObject({ hourlyRate: null, category: "Carpentry", subcategory: "Framing" });
    const blank = await user.patch(`/api/workers/${id}`).send({ name: "" });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("Please fill in all required fields.");
    expect((await user.patch(`/api/workers/${id}`).send({ role: "chief" })).status).toBe(400);
    expect((await user.patch(`/api/workers/${id}`).send({ id: 1 })).status).toBe(400);
    expect((await user.patch(`/api/workers/${id}`).send({})).body.message).toBe("Send at least one field to change");
    expect((await user.patch(`/api/workers/999999`).send({ name: "Ghost" })).status).toBe(404);
  });

  it("PATCH /status switches active and takes nothing else", async () => {
    const off = await user.patch(`/api/workers/${id}/status`).send({ isActive: false });
    expect(off.status).toBe(200);
    expect(off.body.isActive).toBe(false);
    const on = await user.patch(`/api/workers/${id}/status`).send({ isActive: true });
    expect(on.body.isActive).toBe(true);
    expect((await user.patch(`/api/workers/${id}/status`).send({ isActive: "false" })).status).toBe(400);
    expect((await user.patch(`/api/workers/${id}/status`).send({ isActive: false, name: "x" })).status).toBe(400);
    expect((await user.patch(`/api/workers/999999/status`).send({ isActive: false })).status).toBe(404);
  });

  it("anonymous callers get 401", async () => {
    expect((await request(t.app).get("/api/workers")).status).toBe(401);
    expect((await request(t.app).post("/api/workers").send(addForm())).status).toBe(401);
  });
});

// Safety checklists on server data: created from templates, items completed and reopened with who and when,
// the checklist status following its items, computed counters, and who may delete.
import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, safetyChecklistItems, safetyChecklists, users } from "@shared/schema";
import { CHECKLIST_TEMPLATES, defaultChecklistTitle } from "@shared/domain/checklist-templates";
import { CHECKLIST_TYPES } from "@shared/domain/statuses";
import type { ChecklistDetailView, ChecklistView } from "@shared/api/safety";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";

type Agent = Awaited<ReturnType<typeof userAgent>>;

let t: TestApp;
let admin: Agent;
let casey: Agent;
let caseyId: number;
let robin: Agent;
let robinId: number;
let projectId: number;
let otherProjectId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
  const caseyEmail = uniqueEmail("casey");
  caseyId = await createActiveUser(t, caseyEmail);
  casey = await userAgent(t, caseyEmail);
  const robinEmail = uniqueEmail("robin");
  robinId = await createActiveUser(t, robinEmail);
  await t.database.db.update(users).set({ firstName: "Robin", lastName: "Reyes" }).where(eq(users.id, robinId));
  robin = await userAgent(t, robinEmail);
  projectId = await createProject("RiNo Lofts");
  otherProjectId = await createProject("Highlands Duplex");
});
afterAll(async () => {
  await t.close();
});

async function createProject(name: string): Promise<number> {
  const [row] = await t.database.db.insert(projects).values({ name, location: "Denver, CO" }).returning({ id: projects.id });
  return row.id;
}

async function createChecklist(body: Record<string, unknown> = {}, agent: Agent = casey): Promise<ChecklistDetailView> {
  const res = await agent.post("/api/safety/checklists").send({ projectId, checklistType: "daily", ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const setItem = (checklistId: number, itemId: number, body: Record<string, unknown>, agent: Agent = casey) =>
  agent.patch(`/api/safety/checklists/${checklistId}/items/${itemId}`).send(body);

async function rowCounts() {
  const [lists] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(safetyChecklists);
  const [items] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(safetyChecklistItems);
  return { lists: lists.n, items: items.n };
}

describe("anonymous callers", () => {
  it.each([
    ["get", "/api/safety/checklists"],
    ["post", "/api/safety/checklists"],
    ["get", "/api/safety/summary"],
    ["get", "/api/safety/checklists/1"],
    ["patch", "/api/safety/checklists/1/items/1"],
    ["delete", "/api/safety/checklists/1"],
  ] as const)("%s %s answers 401", async (method, path) => {
    const res = await request(t.app)[method](path).send(method === "get" ? undefined : { isCompleted: true });
    expect(res.status).toBe(401);
  });
});

describe("POST /api/safety/checklists", () => {
  it.each(CHECKLIST_TYPES)("creates a %s checklist with its template's items, pending, titled with today's date", async (type) => {
    const before = new Date();
    const checklist = await createChecklist({ checklistType: type });
    const after = new Date();
    const template = CHECKLIST_TEMPLATES[type];
    expect([defaultChecklistTitle(type, before, "America/Denver"), defaultChecklistTitle(type, after, "America/Denver")]).toContain(
      checklist.title,
    );
    expect(checklist.title).toMatch(new RegExp(`^${template.title} - [A-Z][a-z]{2} \\d{1,2}, \\d{4}$`));
    expect(checklist).toMatchObject({
      projectId,
      projectName: "RiNo Lofts",
      checklistType: type,
      status: "pending",
      createdBy: caseyId,
      createdByName: "Casey Builder",
      completedAt: null,
      completedBy: null,
      itemCount: template.items.length,
      completedCount: 0,
      progressPercent: 0,
    });
    expect(
      checklist.items.map(({ category, description, priority, isRequired }) => ({ category, description, priority, isRequired })),
    ).toEqual(template.items);
    expect(checklist.items.map((item) => item.sortOrder)).toEqual(template.items.map((_, i) => i));
    for (const item of checklist.items) expect(item).toMatchObject({ isCompleted: false, completedAt: null, completedBy: null });
  });

  it("keeps a given title and notes; a blank title gets the default", async () => {
    const titled = await createChecklist({ checklistType: "equipment", title: "  Crane pre-use check ", notes: "Before the joist pick" });
    expect(titled).toMatchObject({ title: "Crane pre-use check", notes: "Before the joist pick" });
    const blank = await createChecklist({ title: "", notes: "" });
    expect(blank.title).toMatch(/^Daily Site Inspection - /);
    expect(blank.notes).toBeNull();
  });

  it("answers 404 for a project that does not exist and stores nothing", async () => {
    const before = await rowCounts();
    const res = await casey.post("/api/safety/checklists").send({ projectId: 999_999, checklistType: "daily" });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: "Project not found", fieldErrors: { projectId: ["Project not found"] } });
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    [{ checklistType: "daily" }, "Choose a project"],
    [{ projectId: "RiNo", checklistType: "daily" }, "Choose a project"],
    [{ projectId: 1.5, checklistType: "daily" }, "Choose a project"],
    [{ projectId: 1 }, "Checklist type must be one of: daily, weekly, equipment, pre-task"],
    [{ projectId: 1, checklistType: "monthly" }, "Checklist type must be one of: daily, weekly, equipment, pre-task"],
    [{ projectId: 1, checklistType: "daily", title: 5 }, "Title must be text"],
    [{ projectId: 1, checklistType: "daily", title: "x".repeat(201) }, "Title must be at most 200 characters"],
    [{ projectId: 1, checklistType: "daily", status: "completed" }, "Unknown field(s): status"],
    [{ projectId: 1, checklistType: "daily", createdBy: 1 }, "Unknown field(s): createdBy"],
    [{ projectId: 1, checklistType: "daily", items: [] }, "Unknown field(s): items"],
  ])("refuses %j with '%s' and stores nothing", async (body, message) => {
    const before = await rowCounts();
    const res = await casey.post("/api/safety/checklists").send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await rowCounts()).toEqual(before);
  });

  it("a failure while writing the items leaves no checklist behind (QUALITY 28)", async () => {
    const db = t.database.db;
    await db.execute(sql`create function crewline_test_fail_item() returns trigger language plpgsql as $$
      begin
        if new.description like 'Lockout/tagout%' then raise exception 'injected failure'; end if;
        return new;
      end $$`);
    await db.execute(sql`create trigger crewline_test_fail_item before insert on safety_checklist_items
      for each row execute function crewline_test_fail_item()`);
    try {
      const before = await rowCounts();
      const res = await casey.post("/api/safety/checklists").send({ projectId, checklistType: "equipment" });
      expect(res.status).toBe(500);
      expect(res.body.message).toBe("Something went wrong");
      expect(await rowCounts()).toEqual(before);
    } finally {
      await db.execute(sql`drop trigger crewline_test_fail_item on safety_checklist_items`);
      await db.execute(sql`drop function crewline_test_fail_item()`);
    }
  });
});

describe("GET /api/safety/checklists and /:id", () => {
  it("lists newest first with project name, counts, progress and status", async () => {
    const first = await createChecklist({ title: "Older" });
    const second = await createChecklist({ projectId: otherProjectId, checklistType: "weekly", title: "Newer" });
    await setItem(second.id, second.items[0].id, { isCompleted: true });
    const res = await casey.get("/api/safety/checklists");
    expect(res.status).toBe(200);
    const ids = res.body.map((c: ChecklistView) => c.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const newer = res.body.find((c: ChecklistView) => c.id === second.id);
    expect(newer).toMatchObject({
      title: "Newer",
      projectName: "Highlands Duplex",
      checklistType: "weekly",
      status: "in_progress",
      itemCount: second.items.length,
      completedCount: 1,
      progressPercent: Math.round(100 / second.items.length),
      createdByName: "Casey Builder",
    });
    expect(newer.items).toBeUndefined();
    const created = res.body.map((c: ChecklistView) => c.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it("narrows the list to one project with ?projectId=", async () => {
    const pid = await createProject("Central Park Rec Center");
    const only = await createChecklist({ projectId: pid });
    const res = await casey.get(`/api/safety/checklists?projectId=${pid}`);
    expect(res.status).toBe(200);
    expect(res.body.map((c: ChecklistView) => c.id)).toEqual([only.id]);
    for (const bad of ["projectId=abc", "projectId=0", "projectId=1&projectId=2", "status=pending"]) {
      expect((await casey.get(`/api/safety/checklists?${bad}`)).status, bad).toBe(400);
    }
  });

  it("reads one checklist with its items in order", async () => {
    const checklist = await createChecklist({ checklistType: "pre-task" });
    const res = await robin.get(`/api/safety/checklists/${checklist.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(checklist);
  });

  it("answers 404 for a checklist that does not exist and 400 for a bad id", async () => {
    const missing = await casey.get("/api/safety/checklists/999999");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Checklist not found");
    for (const bad of ["abc", "-1", "0", "2.5"]) expect((await casey.get(`/api/safety/checklists/${bad}`)).status, bad).toBe(400);
  });
});

describe("PATCH /api/safety/checklists/:id/items/:itemId: the status follows the items", () => {
  it("pending -> in_progress -> completed (with who and when) -> reopened to in_progress -> pending", async () => {
    const checklist = await createChecklist();
    const required = checklist.items.filter((item) => item.isRequired);
    const optional = checklist.items.filter((item) => !item.isRequired);
    expect(optional.length).toBeGreaterThan(0);

    const first = await setItem(checklist.id, required[0].id, { isCompleted: true, notes: "All hard hats on" });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: "in_progress", completedAt: null, completedBy: null, completedCount: 1 });
    const item = first.body.items.find((i: { id: number }) => i.id === required[0].id);
    expect(item).toMatchObject({ isCompleted: true, completedBy: caseyId, completedByName: "Casey Builder", notes: "All hard hats on" });
    expect(Date.now() - new Date(item.completedAt).getTime()).toBeLessThan(60_000);

    for (const next of required.slice(1, -1)) {
      expect((await setItem(checklist.id, next.id, { isCompleted: true })).body.status).toBe("in_progress");
    }
    // Robin ticks the last required item: the list is complete, by Robin, while the optional item is still open.
    const last = await setItem(checklist.id, required[required.length - 1].id, { isCompleted: true }, robin);
    expect(last.body).toMatchObject({
      status: "completed",
      completedBy: robinId,
      completedByName: "Robin Reyes",
      completedCount: required.length,
      progressPercent: Math.round((required.length * 100) / checklist.items.length),
    });
    expect(last.body.completedAt).toEqual(expect.any(String));
    const completedAt = last.body.completedAt;

    // Ticking the optional item later keeps the checklist's original who and when.
    const optionalDone = await setItem(checklist.id, optional[0].id, { isCompleted: true });
    expect(optionalDone.body).toMatchObject({ status: "completed", completedBy: robinId, completedAt, progressPercent: 100 });

    // Reopening a required item moves the list back and clears who and when, on the item and the list.
    const reopened = await setItem(checklist.id, required[0].id, { isCompleted: false });
    expect(reopened.body).toMatchObject({ status: "in_progress", completedAt: null, completedBy: null, completedByName: null });
    const reopenedItem = reopened.body.items.find((i: { id: number }) => i.id === required[0].id);
    expect(reopenedItem).toMatchObject({ isCompleted: false, completedAt: null, completedBy: null, notes: "All hard hats on" });

    for (const done of checklist.items.filter((i) => i.id !== required[0].id)) {
      await setItem(checklist.id, done.id, { isCompleted: false });
    }
    const stored = await casey.get(`/api/safety/checklists/${checklist.id}`);
    expect(stored.body).toMatchObject({ status: "pending", completedCount: 0, progressPercent: 0, completedAt: null });
  });

  it("completing an item twice keeps who completed it first and when", async () => {
    const checklist = await createChecklist();
    const itemId = checklist.items[0].id;
    const first = await setItem(checklist.id, itemId, { isCompleted: true });
    const firstItem = first.body.items[0];
    const again = await setItem(checklist.id, itemId, { isCompleted: true, notes: "Rechecked at noon" }, robin);
    expect(again.body.items[0]).toMatchObject({
      completedBy: caseyId,
      completedAt: firstItem.completedAt,
      notes: "Rechecked at noon",
    });
  });

  it("concurrent ticks of every item still end completed (the checklist row is locked per change)", async () => {
    const checklist = await createChecklist({ checklistType: "equipment" });
    const results = await Promise.all(
      checklist.items.map((item, i) => setItem(checklist.id, item.id, { isCompleted: true }, i % 2 ? robin : casey)),
    );
    expect(results.map((r) => r.status)).toEqual(checklist.items.map(() => 200));
    const res = await casey.get(`/api/safety/checklists/${checklist.id}`);
    expect(res.body).toMatchObject({ status: "completed", progressPercent: 100 });
    expect(res.body.completedAt).not.toBeNull();
  });

  it("a failure while updating the checklist leaves the item as it was (QUALITY 28)", async () => {
    const checklist = await createChecklist({ checklistType: "pre-task" });
    const db = t.database.db;
    await db.execute(sql`create function crewline_test_fail_status() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await db.execute(sql`create trigger crewline_test_fail_status before update on safety_checklists
      for each row execute function crewline_test_fail_status()`);
    try {
      const res = await setItem(checklist.id, checklist.items[0].id, { isCompleted: true });
      expect(res.status).toBe(500);
    } finally {
      await db.execute(sql`drop trigger crewline_test_fail_status on safety_checklists`);
      await db.execute(sql`drop function crewline_test_fail_status()`);
    }
    const [item] = await db.select().from(safetyChecklistItems).where(eq(safetyChecklistItems.id, checklist.items[0].id));
    expect(item).toMatchObject({ isCompleted: false, completedAt: null, completedBy: null });
  });

  it("answers 404 for an item of another checklist, or a checklist or item that does not exist", async () => {
    const a = await createChecklist();
    const b = await createChecklist();
    const wrongList = await setItem(a.id, b.items[0].id, { isCompleted: true });
    expect(wrongList.status).toBe(404);
    expect(wrongList.body.message).toBe("Checklist item not found");
    const [itemB] = await t.database.db.select().from(safetyChecklistItems).where(eq(safetyChecklistItems.id, b.items[0].id));
    expect(itemB.isCompleted).toBe(false);
    expect((await setItem(999_999, a.items[0].id, { isCompleted: true })).body.message).toBe("Checklist not found");
    expect((await setItem(a.id, 999_999, { isCompleted: true })).status).toBe(404);
  });

  it.each([
    [{}, "Send isCompleted, notes or both"],
    [{ isCompleted: "yes" }, "isCompleted must be true or false"],
    [{ isCompleted: 1 }, "isCompleted must be true or false"],
    [{ isCompleted: null }, "isCompleted must be true or false"],
    [{ isCompleted: true, notes: 7 }, "Notes must be text"],
    [{ isCompleted: true, completedBy: 1 }, "Unknown field(s): completedBy"],
    [{ isCompleted: true, completedAt: "2020-01-01T00:00:00Z" }, "Unknown field(s): completedAt"],
  ])("refuses %j with '%s'", async (body, message) => {
    const checklist = await createChecklist();
    const res = await setItem(checklist.id, checklist.items[0].id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("answers 400 for bad ids", async () => {
    expect((await setItem(1, Number.NaN, { isCompleted: true })).status).toBe(400);
    expect((await casey.patch("/api/safety/checklists/x/items/1").send({ isCompleted: true })).status).toBe(400);
    expect((await casey.patch("/api/safety/checklists/1/items/-4").send({ isCompleted: true })).body.message).toBe(
      "itemId must be a positive whole number",
    );
  });
});

describe("DELETE /api/safety/checklists/:id", () => {
  it("lets the creator delete, with its items", async () => {
    const checklist = await createChecklist();
    const res = await casey.delete(`/api/safety/checklists/${checklist.id}`);
    expect(res.status).toBe(204);
    expect((await casey.get(`/api/safety/checklists/${checklist.id}`)).status).toBe(404);
    const items = await t.database.db.select().from(safetyChecklistItems).where(eq(safetyChecklistItems.checklistId, checklist.id));
    expect(items).toHaveLength(0);
  });

  it("refuses anyone else but lets an administrator delete any checklist", async () => {
    const checklist = await createChecklist();
    const res = await robin.delete(`/api/safety/checklists/${checklist.id}`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Only the person who created this checklist or an administrator can delete it");
    expect((await casey.get(`/api/safety/checklists/${checklist.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/safety/checklists/${checklist.id}`)).status).toBe(204);
  });

  it("answers 404 for a checklist that does not exist and 400 for a bad id", async () => {
    expect((await admin.delete("/api/safety/checklists/999999")).status).toBe(404);
    expect((await casey.delete("/api/safety/checklists/999999")).status).toBe(404);
    expect((await casey.delete("/api/safety/checklists/abc")).status).toBe(400);
  });
});

describe("GET /api/safety/summary", () => {
  it("counts the stored checklists by status, never fixed numbers", async () => {
    const before = (await casey.get("/api/safety/summary")).body;
    const list = (await casey.get("/api/safety/checklists")).body as ChecklistView[];
    expect(before).toEqual({
      completed: list.filter((c) => c.status === "completed").length,
      inProgress: list.filter((c) => c.status === "in_progress").length,
      pending: list.filter((c) => c.status === "pending").length,
      total: list.length,
    });

    const pending = await createChecklist();
    const started = await createChecklist({ checklistType: "weekly" });
    await setItem(started.id, started.items[0].id, { isCompleted: true });
    const done = await createChecklist({ checklistType: "pre-task" });
    for (const item of done.items) await setItem(done.id, item.id, { isCompleted: true });

    const after = (await robin.get("/api/safety/summary")).body;
    expect(after).toEqual({
      completed: before.completed + 1,
      inProgress: before.inProgress + 1,
      pending: before.pending + 1,
      total: before.total + 3,
    });
    expect(pending.status).toBe("pending");
  });
});

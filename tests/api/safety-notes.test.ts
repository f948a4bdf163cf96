// Notes on safety checklists and on their items: set, changed and cleared through the shared schema's length limit,
// notes alone never change an item's completion or the checklist's status, and a refusal stores nothing.
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, safetyChecklistItems, safetyChecklists } from "@shared/schema";
import { CHECKLIST_NOTES_MAX_LENGTH, type ChecklistDetailView } from "@shared/api/safety";
import { createTestApp, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";

type Agent = Awaited<ReturnType<typeof userAgent>>;

let t: TestApp;
let casey: Agent;
let robin: Agent;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp();
  const caseyEmail = uniqueEmail("notes-casey");
  await createActiveUser(t, caseyEmail);
  casey = await userAgent(t, caseyEmail);
  const robinEmail = uniqueEmail("notes-robin");
  await createActiveUser(t, robinEmail);
  robin = await userAgent(t, robinEmail);
  const [row] = await t.database.db.insert(projects).values({ name: "RiNo Lofts", location: "Denver, CO" }).returning({ id: projects.id });
  projectId = row.id;
});
afterAll(async () => {
  await t.close();
});

async function createChecklist(): Promise<ChecklistDetailView> {
  const res = await casey.post("/api/safety/checklists").send({ projectId, checklistType: "daily" });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const setNotes = (checklistId: number, body: unknown, agent: Agent = casey) =>
  agent.patch(`/api/safety/checklists/${checklistId}`).send(body as object);
const setItem = (checklistId: number, itemId: number, body: unknown, agent: Agent = casey) =>
  agent.patch(`/api/safety/checklists/${checklistId}/items/${itemId}`).send(body as object);

async function storedChecklist(id: number) {
  const [row] = await t.database.db.select().from(safetyChecklists).where(eq(safetyChecklists.id, id));
  return row;
}
async function storedItem(id: number) {
  const [row] = await t.database.db.select().from(safetyChecklistItems).where(eq(safetyChecklistItems.id, id));
  return row;
}

describe("PATCH /api/safety/checklists/:id (the checklist's notes)", () => {
  it("sets, changes and clears the notes; anyone signed in may, and the answer is the whole checklist", async () => {
    const checklist = await createChecklist();
    const set = await setNotes(checklist.id, { notes: "  East guardrail loose on level 3, tagged out  " });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ id: checklist.id, notes: "East guardrail loose on level 3, tagged out", status: "pending" });
    expect(set.body.items).toHaveLength(checklist.items.length);

    const changed = await setNotes(checklist.id, { notes: "Guardrail fixed by Robin" }, robin);
    expect(changed.status).toBe(200);
    expect((await storedChecklist(checklist.id)).notes).toBe("Guardrail fixed by Robin");

    expect((await setNotes(checklist.id, { notes: "" })).body.notes).toBeNull();
    await setNotes(checklist.id, { notes: "again" });
    expect((await setNotes(checklist.id, { notes: null })).body.notes).toBeNull();
    expect((await storedChecklist(checklist.id)).notes).toBeNull();
  });

  it(`accepts exactly ${CHECKLIST_NOTES_MAX_LENGTH} characters and refuses one more, storing nothing`, async () => {
    const checklist = await createChecklist();
    const atLimit = "n".repeat(CHECKLIST_NOTES_MAX_LENGTH);
    expect((await setNotes(checklist.id, { notes: atLimit })).status).toBe(200);
    const over = await setNotes(checklist.id, { notes: `${atLimit}x` });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(`Notes must be at most ${CHECKLIST_NOTES_MAX_LENGTH} characters`);
    expect(over.body.fieldErrors.notes).toEqual([`Notes must be at most ${CHECKLIST_NOTES_MAX_LENGTH} characters`]);
    expect((await storedChecklist(checklist.id)).notes).toBe(atLimit);
  });

  it.each([
    [{}, "Notes must be text"],
    [{ notes: 7 }, "Notes must be text"],
    [{ notes: ["a"] }, "Notes must be text"],
    [{ notes: "ok", status: "completed" }, "Unknown field(s): status"],
    [{ notes: "ok", title: "Renamed" }, "Unknown field(s): title"],
  ])("refuses %j with '%s' and changes nothing", async (body, message) => {
    const checklist = await createChecklist();
    await setNotes(checklist.id, { notes: "before" });
    const res = await setNotes(checklist.id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await storedChecklist(checklist.id)).toMatchObject({ notes: "before", title: checklist.title, status: "pending" });
  });

  it("answers 404 for a checklist that does not exist, 400 for a bad id, 401 signed out", async () => {
    const missing = await setNotes(999_999, { notes: "x" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Checklist not found");
    expect((await setNotes(Number.NaN, { notes: "x" })).status).toBe(400);
    expect((await request(t.app).patch("/api/safety/checklists/1").send({ notes: "x" })).status).toBe(401);
  });
});

describe("PATCH /api/safety/checklists/:id/items/:itemId with notes", () => {
  it("notes alone keep the item's completion and the checklist's status; completing keeps the notes", async () => {
    const checklist = await createChecklist();
    const item = checklist.items[0];
    const noted = await setItem(checklist.id, item.id, { notes: "Two hard hats cracked, replaced" });
    expect(noted.status).toBe(200);
    const after = noted.body.items.find((i: { id: number }) => i.id === item.id);
    expect(after).toMatchObject({ notes: "Two hard hats cracked, replaced", isCompleted: false, completedAt: null, completedBy: null });
    expect(noted.body.status).toBe("pending");

    const done = await setItem(checklist.id, item.id, { isCompleted: true });
    expect(done.body.items.find((i: { id: number }) => i.id === item.id)).toMatchObject({
      isCompleted: true,
      notes: "Two hard hats cracked, replaced",
    });
    const completedAt = (await storedItem(item.id)).completedAt;

    // Changing the notes of a done item keeps who completed it and when.
    const renoted = await setItem(checklist.id, item.id, { notes: "Replaced, logged in the PPE book" }, robin);
    expect(renoted.status).toBe(200);
    expect(await storedItem(item.id)).toMatchObject({ isCompleted: true, completedAt, notes: "Replaced, logged in the PPE book" });
    expect(renoted.body.status).toBe("in_progress");

    expect((await setItem(checklist.id, item.id, { notes: "" })).status).toBe(200);
    expect((await storedItem(item.id)).notes).toBeNull();
  });

  it(`accepts ${CHECKLIST_NOTES_MAX_LENGTH} characters, refuses one more and stores nothing (not even the tick sent with it)`, async () => {
    const checklist = await createChecklist();
    const item = checklist.items[1];
    expect((await setItem(checklist.id, item.id, { notes: "i".repeat(CHECKLIST_NOTES_MAX_LENGTH) })).status).toBe(200);
    const over = await setItem(checklist.id, item.id, { isCompleted: true, notes: "i".repeat(CHECKLIST_NOTES_MAX_LENGTH + 1) });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(`Notes must be at most ${CHECKLIST_NOTES_MAX_LENGTH} characters`);
    expect(await storedItem(item.id)).toMatchObject({ isCompleted: false, notes: "i".repeat(CHECKLIST_NOTES_MAX_LENGTH) });
  });

  it("answers 404 for notes on an item of another checklist and leaves that item alone", async () => {
    const a = await createChecklist();
    const b = await createChecklist();
    const res = await setItem(a.id, b.items[0].id, { notes: "wrong list" });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Checklist item not found");
    expect((await storedItem(b.items[0].id)).notes).toBeNull();
    expect((await setItem(999_999, a.items[0].id, { notes: "x" })).body.message).toBe("Checklist not found");
  });
});

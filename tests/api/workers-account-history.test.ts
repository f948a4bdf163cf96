// Issue 14: role changes and links are shown in the worker's history. GET /api/workers/:id/changes lists, with the
// worker's own changes, each link or unlink of an account to the worker and the role and active changes an account had
// while linked to it, with who made them, newest first, paged as one list. Another worker's account changes stay out.
import { and, eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountChanges, users } from "@shared/schema";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail } from "../support/accounts";
import { readPages } from "../support/paging";
import { createWorker } from "../support/people";
import { testClock } from "../unit/time-clock/api-fixtures";

const clock = testClock("2026-05-04T15:00:00Z");
let t: TestApp;
let admin: TestAgent;

type Entry = { id: number; field: string; from: unknown; to: unknown; changedByName: string | null; accountName?: string; workerId: number };

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  admin = await adminAgent(t.app);
});
afterAll(async () => {
  await t.close();
});

const lines = (entries: Entry[]) => entries.map((e) => `${e.field}: ${String(e.from)} -> ${String(e.to)}`);
const historyOf = async (workerId: number): Promise<Entry[]> => {
  const res = await admin.get(`/api/workers/${workerId}/changes`);
  expect(res.status).toBe(200);
  return res.body as Entry[];
};
const signInNameOf = async (userId: number) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return row.username ?? row.email;
};
async function change(userId: number, body: Record<string, unknown>) {
  clock.advanceMinutes(1);
  const res = await admin.patch(`/api/admin/users/${userId}`).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe("a worker's history with its account's changes", () => {
  let first: number;
  let second: number;
  let accountId: number;

  beforeAll(async () => {
    first = await createWorker(t, { hourlyRate: "30.00" });
    second = await createWorker(t);
    clock.advanceMinutes(1);
    // Approved as crew, linked to the first worker: a new account, from nothing.
    accountId = await createActiveUser(t, uniqueEmail("history"), undefined, { role: "crew", workerId: first });
    await change(accountId, { role: "foreman" });
    await change(accountId, { action: "deactivate" });
    await change(accountId, { action: "activate" });
    // Moved to the second worker, promoted there, unlinked, then changed while linked to nobody.
    await change(accountId, { workerId: second });
    await change(accountId, { role: "user" });
    await change(accountId, { workerId: null });
    await change(accountId, { role: "crew" });
  });

  it("lists the link, each role and active change while linked, and the unlink, with who made them, newest first", async () => {
    const history = await historyOf(first);
    expect(lines(history)).toEqual([
      "accountLink: true -> false",
      "accountActive: false -> true",
      "accountActive: true -> false",
      "accountRole: crew -> foreman",
      // The approval's rows share one instant: the order they were written in breaks the tie.
      "accountActive: null -> true",
      "accountLink: false -> true",
      "accountRole: null -> crew",
      // The worker's own starting rate, before the account existed.
      "hourlyRate: null -> 30.00",
    ]);
    const name = await signInNameOf(accountId);
    expect(history.filter((e) => e.field.startsWith("account")).every((e) => e.accountName === name)).toBe(true);
    expect(new Set(history.map((e) => e.changedByName))).toEqual(new Set(["Administrator"]));
    expect(history.every((e) => e.workerId === first)).toBe(true);
  });

  it("gives the second worker only what happened while the account was linked to it", async () => {
    expect(lines(await historyOf(second))).toEqual([
      "accountLink: true -> false",
      "accountRole: foreman -> user",
      "accountLink: false -> true",
      "hourlyRate: null -> 31.50",
    ]);
  });

  it("keeps another worker's account out", async () => {
    const other = await createWorker(t);
    const otherAccount = await createActiveUser(t, uniqueEmail("other"), undefined, { role: "crew", workerId: other });
    await change(otherAccount, { role: "foreman" });
    const firstsAccountEntries = (await historyOf(first)).filter((e) => e.field.startsWith("account"));
    expect(firstsAccountEntries).toHaveLength(7);
    expect(firstsAccountEntries.every((e) => e.accountName === firstsAccountEntries[0].accountName)).toBe(true);
    expect(lines(await historyOf(other))).toEqual([
      "accountRole: crew -> foreman",
      "accountActive: null -> true",
      "accountLink: false -> true",
      "accountRole: null -> crew",
      "hourlyRate: null -> 31.50",
    ]);
  });

  it("pages the merged list: every entry once, in the unpaged order, with the total on every page", async () => {
    const whole = await admin.get(`/api/workers/${first}/changes`);
    expect(whole.headers["x-total-count"]).toBe("8");
    const { pages, rows } = await readPages<Entry>(admin, `/api/workers/${first}/changes?limit=3`);
    expect(pages.map((page) => page.total)).toEqual(["8", "8", "8"]);
    expect(lines(rows)).toEqual(lines(whole.body));
    expect(rows.map((e) => `${e.field}#${e.id}`)).toEqual(whole.body.map((e: Entry) => `${e.field}#${e.id}`));
  });
});

describe("an account linked before account changes were kept", () => {
  it("counts its role changes toward the worker it is linked to, and after an unlink toward the worker it left", async () => {
    const worker = await createWorker(t);
    clock.advanceMinutes(1);
    const accountId = await createActiveUser(t, uniqueEmail("legacy"), undefined, { role: "crew", workerId: worker });
    // As if the link predated the history: no link change of this account is on record.
    await t.database.db.delete(accountChanges).where(and(eq(accountChanges.userId, accountId), eq(accountChanges.field, "workerId")));
    await change(accountId, { role: "foreman" });
    expect(lines(await historyOf(worker))).toEqual(["accountRole: crew -> foreman", "accountActive: null -> true", "accountRole: null -> crew", "hourlyRate: null -> 31.50"]);
    await change(accountId, { workerId: null });
    expect(lines(await historyOf(worker))).toEqual([
      "accountLink: true -> false",
      "accountRole: crew -> foreman",
      "accountActive: null -> true",
      "accountRole: null -> crew",
      "hourlyRate: null -> 31.50",
    ]);
  });

  it("answers 404 for a worker that does not exist, as before", async () => {
    expect((await admin.get("/api/workers/999999/changes")).status).toBe(404);
  });
});

// QUALITY 52 (issue 24 item 7): a stranger's wrong PINs slow a kiosk name down but never keep its owner out for long.
// Each wrong PIN on a name doubles its wait at that kiosk (1 s ... at most 60 s); during the wait even the right PIN
// is refused without being compared, with "Try again in N s"; a foreman (their crew) or the office clears the wait;
// repeated failures show in the bell.
import { eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { KIOSK_PIN_MAX_WAIT_MS, KIOSK_PIN_MEMORY_MS, WRONG_PINS_FOR_BELL } from "@shared/domain/kiosk-pin-wait";
import { kioskPinWaits } from "@shared/schema";
import * as passwords from "../../server/modules/auth/passwords";
import { createKioskPinWaitsRepo } from "../../server/modules/kiosks/kiosk-pin-waits.repo";
import { type TestApp } from "../support/app";
import { type Agent, createKioskTestSite, makeKiosk, punch, teamWorker } from "../support/kiosks";
import { addToTeam, createPerson, type Person } from "../support/people";
import { insertProject, testClock } from "../unit/time-clock/api-fixtures";

const clock = testClock("2026-03-04T15:00:00Z");
const SECOND_MS = 1_000;
const advance = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));
let t: TestApp;
let projectId: number;
let tablet: Agent;
let kioskId: number;

beforeAll(async () => {
  ({ t, projectId, tablet, kioskId } = await createKioskTestSite(clock.now));
});
afterAll(async () => {
  await t.close();
});

const waitRow = async (workerId: number, kiosk = kioskId) =>
  (await t.database.db.select().from(kioskPinWaits).where(eq(kioskPinWaits.workerId, workerId))).find((r) => r.kioskId === kiosk);

describe("QUALITY 52: wrong PINs slow a name down", () => {
  it("each wrong PIN doubles the name's wait; during it even the right PIN is refused uncompared with 'Try again in N s'", async () => {
    const workerId = await teamWorker(t, projectId, "4821", { name: "Rosa Waits" });
    expect((await punch(tablet, { workerId, pin: "9999" })).status).toBe(401);
    const compare = vi.spyOn(passwords, "verifyPassword");
    const refused = await punch(tablet, { workerId, pin: "4821" });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "rate_limited", message: "Too many wrong PINs for this name. Try again in 1 s." });
    expect(refused.headers["retry-after"]).toBe("1");
    expect(compare).not.toHaveBeenCalled();
    compare.mockRestore();

    // A stranger keeps guessing as soon as each wait ends: 1, 2, 4, 8, 16, 32 s, then a minute each.
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const row = (await waitRow(workerId))!;
      waits.push(row.waitUntil.getTime() - row.lastWrongAt.getTime());
      clock.set(row.waitUntil);
      expect((await punch(tablet, { workerId, pin: String(1000 + i) })).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60].map((s) => s * SECOND_MS));
    expect((await waitRow(workerId))!.wrongPins).toBe(9);

    // The owner walks up: at most a minute's wait, then in, and the wrong PINs are forgotten.
    const owner = await punch(tablet, { workerId, pin: "4821" });
    expect(owner.body.message).toBe(`Too many wrong PINs for this name. Try again in ${KIOSK_PIN_MAX_WAIT_MS / SECOND_MS} s.`);
    advance(KIOSK_PIN_MAX_WAIT_MS);
    expect((await punch(tablet, { workerId, pin: "4821" })).body.action).toBe("in");
    expect(await waitRow(workerId)).toBeUndefined();
  });

  it("waits only at the kiosk where the wrong PINs were typed", async () => {
    const workerId = await teamWorker(t, projectId, "4821");
    const { device: trailer } = await makeKiosk(t, projectId, "Trailer tablet");
    await punch(tablet, { workerId, pin: "9999" }).expect(401);
    expect((await punch(tablet, { workerId, pin: "4821" })).status).toBe(429);
    expect((await punch(trailer, { workerId, pin: "4821" })).body.action).toBe("in");
  });

  it("forgets wrong PINs older than a quarter of an hour", async () => {
    const workerId = await teamWorker(t, projectId, "4821");
    for (let i = 0; i < 3; i++) {
      await punch(tablet, { workerId, pin: "9999" }).expect(401);
      clock.set((await waitRow(workerId))!.waitUntil);
    }
    expect((await waitRow(workerId))!.wrongPins).toBe(3);
    advance(KIOSK_PIN_MEMORY_MS + SECOND_MS);
    await punch(tablet, { workerId, pin: "9999" }).expect(401);
    expect((await waitRow(workerId))!).toMatchObject({ wrongPins: 1 });
  });

  it("of two tries at once on one name, one is compared and counted, the other finds its wait: nothing is lost", async () => {
    const workerId = await teamWorker(t, projectId, "4821");
    const both = await Promise.all([punch(tablet, { workerId, pin: "9999" }), punch(tablet, { workerId, pin: "9998" })]);
    expect(both.map((res) => res.status).sort()).toEqual([401, 429]);
    expect((await waitRow(workerId))!.wrongPins).toBe(1);
    // At the repo: two starts at one instant, one counted.
    const other = await teamWorker(t, projectId, "4821");
    const repo = createKioskPinWaitsRepo(t.database.db);
    const starts = await Promise.all([repo.startTry(kioskId, other, clock.now()), repo.startTry(kioskId, other, clock.now())]);
    expect(starts.filter((row) => row !== null)).toHaveLength(1);
    expect((await waitRow(other))!.wrongPins).toBe(1);
  });

  it("20 wrong PINs on one kiosk in a minute stop it for the rest of the minute; right PINs do not count", async () => {
    const { device: busy } = await makeKiosk(t, projectId, "Busy tablet");
    const crew = [];
    for (let i = 0; i < 21; i++) crew.push(await teamWorker(t, projectId, "4821"));
    // A crew's morning: right PINs, which give their count back.
    for (const workerId of crew.slice(0, 5)) expect((await punch(busy, { workerId, pin: "4821" })).status).toBe(200);
    // Someone at the tablet trying name after name.
    for (const workerId of crew.slice(0, 20)) expect((await punch(busy, { workerId, pin: "1357" })).status).toBe(401);
    const stopped = await punch(busy, { workerId: crew[20], pin: "4821" });
    expect(stopped.status).toBe(429);
    expect(stopped.body.message).toMatch(/^Too many wrong PINs on this kiosk/);
    advance(60 * SECOND_MS);
    expect((await punch(busy, { workerId: crew[20], pin: "4821" })).status).toBe(200);
  });
});

describe("clearing a wait, and the bell", () => {
  let foreman: Person;
  let otherForeman: Person;
  let office: Person;
  let crewWorker: number;

  beforeAll(async () => {
    foreman = await createPerson(t, "foreman");
    otherForeman = await createPerson(t, "foreman");
    office = await createPerson(t, "user");
    crewWorker = await teamWorker(t, projectId, "4821", { name: "Tomas Tried" });
    // The foreman leads this project's team; the other foreman another project's.
    await addToTeam(t, projectId, [foreman.workerId]);
    const elsewhere = (await insertProject(t, { name: "Elsewhere" })).id;
    await addToTeam(t, elsewhere, [otherForeman.workerId]);
  });

  const bell = async (agent: TestAgent) =>
    ((await agent.get("/api/notifications")).body.items as { id: string; kind: string; title: string }[]).filter((i) => i.kind === "kiosk_pin_failures");

  it(`after ${WRONG_PINS_FOR_BELL} wrong PINs the office and the worker's foreman hear of it; either may clear it, another foreman may not`, async () => {
    for (let i = 0; i < WRONG_PINS_FOR_BELL; i++) {
      await punch(tablet, { workerId: crewWorker, pin: "9999" }).expect(401);
      clock.set((await waitRow(crewWorker))!.waitUntil);
    }
    const notice = { id: `kiosk-pin-failures:${kioskId}:${crewWorker}`, title: "Wrong PINs for Tomas Tried at Gate tablet" };
    expect(await bell(office.agent)).toEqual([expect.objectContaining(notice)]);
    expect(await bell(foreman.agent)).toEqual([expect.objectContaining(notice)]);
    expect(await bell(otherForeman.agent)).toEqual([]);
    const listed = ((await foreman.agent.get("/api/kiosk-pin-waits")).body as { workerId: number }[]).filter((r) => r.workerId === crewWorker);
    expect(listed).toEqual([expect.objectContaining({ workerId: crewWorker, workerName: "Tomas Tried", kioskName: "Gate tablet", wrongPins: WRONG_PINS_FOR_BELL })]);
    expect((await otherForeman.agent.get("/api/kiosk-pin-waits")).body).toEqual([]);

    // Another crew's foreman: as if the worker did not exist.
    expect((await otherForeman.agent.delete(`/api/workers/${crewWorker}/pin-waits`)).status).toBe(404);
    expect(await waitRow(crewWorker)).toBeDefined();
    const cleared = await foreman.agent.delete(`/api/workers/${crewWorker}/pin-waits`);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ workerId: crewWorker, cleared: 1 });
    expect(await bell(office.agent)).toEqual([]);
    // The next PIN is compared at once.
    expect((await punch(tablet, { workerId: crewWorker, pin: "4821" })).status).toBe(200);
    // The office clears anyone's; a worker that does not exist is a 404.
    expect((await office.agent.delete(`/api/workers/${crewWorker}/pin-waits`)).body).toEqual({ workerId: crewWorker, cleared: 0 });
    expect((await office.agent.delete("/api/workers/999999/pin-waits")).status).toBe(404);
  });
});

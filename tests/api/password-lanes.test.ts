// QUALITY 48 (with 36): bcrypt runs on one bounded lane per purpose (sign-ins, kiosk PINs, signed-in checks such as
// change-password), each answering 503 with Retry-After when full, and none waits behind another. Jobs are held in the
// test (a gate on bcrypt's comparison of chosen plaintexts, or jobs put on a lane directly), never timed.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { kioskPinWaits, rateLimitCounters } from "@shared/schema";
import {
  KIOSK_PIN_LANE_JOBS,
  SIGNED_IN_LANE_JOBS,
  SIGN_IN_LANE_JOBS,
  kioskPinLane,
  signInLane,
  signedInLane,
  type BcryptLane,
} from "../../server/modules/auth/passwords";
import { KIOSK_PIN_KIOSK_SCOPE } from "../../server/modules/kiosks/kiosk-worker-check";
import { ADMIN_PASSWORD, ADMIN_USERNAME, adminAgent, createTestApp, type TestApp } from "../support/app";
import { USER_PASSWORD, createActiveUser, uniqueEmail, userAgent } from "../support/accounts";
import { makeKiosk, punch, teamWorker, type Agent } from "../support/kiosks";
import { HIGHLANDS, insertProject } from "../unit/time-clock/api-fixtures";

// bcrypt as the server uses it, except that comparing a held plaintext waits at a gate the test opens.
const held = vi.hoisted(() => ({ gates: new Map<string, { started: () => void; opened: Promise<void> }>() }));
vi.mock("bcrypt", async (importOriginal) => {
  const real = ((await importOriginal()) as { default: typeof import("bcrypt") }).default;
  return {
    default: {
      ...real,
      async compare(data: string, hash: string): Promise<boolean> {
        const gate = held.gates.get(data);
        if (gate) {
          gate.started();
          await gate.opened;
        }
        return real.compare(data, hash);
      },
    },
  };
});

/** Holds bcrypt's comparisons of `plaintext`: `started` resolves once one is under way, `open()` lets them finish. */
function holdComparisonsOf(plaintext: string) {
  let started!: () => void;
  let open!: () => void;
  const startedPromise = new Promise<void>((resolve) => (started = resolve));
  const opened = new Promise<void>((resolve) => (open = resolve));
  held.gates.set(plaintext, { started, opened });
  return {
    started: startedPromise,
    open() {
      held.gates.delete(plaintext);
      open();
    },
  };
}

/** Fills a lane with jobs that finish only when `release()` is called; the next job is refused. */
function fill(lane: BcryptLane, jobs: number) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const running = Array.from({ length: jobs }, () => lane.run(() => gate));
  expect(lane.jobs).toBe(jobs);
  return {
    async release() {
      release();
      await Promise.all(running);
      expect(lane.jobs).toBe(0);
    },
  };
}

const BUSY = { code: "unavailable", message: "The server is busy right now. Please try again in a few seconds." };
const NEW_PASSWORD = "Brand-new-secret";
const PIN = "4827";
let t: TestApp;
let tablet: Agent;
let workerId: number;

beforeAll(async () => {
  t = await createTestApp();
  const projectId = (await insertProject(t)).id;
  ({ device: tablet } = await makeKiosk(t, projectId));
  workerId = await teamWorker(t, projectId, PIN, { name: "Rosa Lane" });
});
afterAll(async () => {
  await t.close();
});

const adminSignIn = () => request(t.app).post("/api/admin/login").send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
const tap = (pin: string) => punch(tablet, { workerId, pin, latitude: HIGHLANDS.latitude, longitude: HIGHLANDS.longitude, accuracy: 10 });
type UserAgent = Awaited<ReturnType<typeof userAgent>>;
const changePassword = (agent: UserAgent, currentPassword: string) => agent.post("/api/auth/change-password").send({ currentPassword, newPassword: NEW_PASSWORD });
/** A supertest request is sent when awaited: this sends it now and keeps its answer for later. */
const sendNow = (test: request.Test) => test.then((res) => res);

async function signedInUser() {
  const email = uniqueEmail();
  await createActiveUser(t, email);
  return userAgent(t, email);
}

async function attemptsIn(...scopes: string[]) {
  const rows = await t.database.db.select().from(rateLimitCounters);
  return rows.filter((r) => scopes.includes(r.scope)).reduce((sum, r) => sum + r.attempts, 0);
}

describe("QUALITY 48: a check in progress on one lane delays no other", () => {
  it("while a change-password's comparison is under way, sign-ins and kiosk taps complete", async () => {
    const user = await signedInUser();
    const hold = holdComparisonsOf("Held-guess");
    const guess = sendNow(changePassword(user, "Held-guess"));
    await hold.started;

    expect((await adminSignIn()).status).toBe(200);
    expect((await tap(PIN)).status).toBe(200);
    expect(signedInLane.jobs).toBe(1);

    hold.open();
    expect((await guess).status).toBe(400);
  });

  it("while a kiosk PIN's comparison is under way, sign-ins and change-password complete", async () => {
    const user = await signedInUser();
    const hold = holdComparisonsOf("1357");
    const wrongPin = sendNow(tap("1357"));
    await hold.started;

    expect((await adminSignIn()).status).toBe(200);
    expect((await changePassword(user, USER_PASSWORD)).status).toBe(200);
    expect(kioskPinLane.jobs).toBe(1);

    hold.open();
    expect((await wrongPin).status).toBe(401);
    // The wrong PIN made the name wait (QUALITY 52); the next tests tap the right one at once.
    await t.database.db.delete(kioskPinWaits);
  });

  it("while a sign-in's comparison is under way, kiosk taps and change-password complete", async () => {
    const user = await signedInUser();
    const hold = holdComparisonsOf("Held-sign-in");
    const signIn = sendNow(request(t.app).post("/api/admin/login").send({ username: ADMIN_USERNAME, password: "Held-sign-in" }));
    await hold.started;

    expect((await tap(PIN)).status).toBe(200);
    expect((await changePassword(user, USER_PASSWORD)).status).toBe(200);
    expect(signInLane.jobs).toBe(1);

    hold.open();
    expect((await signIn).status).toBe(401);
  });
});

describe("QUALITY 48: every lane is bounded; a full one answers 503 with Retry-After and costs no attempt", () => {
  it("the signed-in lane full: change-password and setting a PIN get 503; sign-ins and kiosk taps go on", async () => {
    const user = await signedInUser();
    const admin = await adminAgent(t.app);
    const counted = await attemptsIn("change-password:account");
    const lane = fill(signedInLane, SIGNED_IN_LANE_JOBS);

    const busy = await changePassword(user, USER_PASSWORD);
    expect(busy.status).toBe(503);
    expect(busy.body).toMatchObject(BUSY);
    expect(busy.headers["retry-after"]).toBe("5");
    const pinBusy = await admin.put(`/api/workers/${workerId}/pin`).send({ pin: "2468" });
    expect(pinBusy.status).toBe(503);
    expect(pinBusy.headers["retry-after"]).toBe("5");
    expect(await attemptsIn("change-password:account")).toBe(counted);

    expect((await adminSignIn()).status).toBe(200);
    expect((await tap(PIN)).status).toBe(200);

    await lane.release();
    expect((await changePassword(user, USER_PASSWORD)).status).toBe(200);
  });

  it("the kiosk PIN lane full: the next PIN tap gets 503 and costs no attempt; sign-ins and change-password go on", async () => {
    const user = await signedInUser();
    const counted = await attemptsIn(KIOSK_PIN_KIOSK_SCOPE);
    const lane = fill(kioskPinLane, KIOSK_PIN_LANE_JOBS);

    // Several busy answers: none of them counts against the kiosk, and none makes the name wait.
    for (let i = 0; i < 6; i++) {
      const busy = await tap(PIN);
      expect(busy.status).toBe(503);
      expect(busy.body).toMatchObject(BUSY);
      expect(busy.headers["retry-after"]).toBe("5");
    }
    expect(await attemptsIn(KIOSK_PIN_KIOSK_SCOPE)).toBe(counted);

    expect((await adminSignIn()).status).toBe(200);
    expect((await changePassword(user, USER_PASSWORD)).status).toBe(200);

    await lane.release();
    expect((await tap(PIN)).status).toBe(200);
  });

  it("the sign-in lane full: the next sign-in gets 503 and costs no attempt; kiosk taps and change-password go on", async () => {
    const user = await signedInUser();
    const counted = await attemptsIn("sign-in:ip", "sign-in:account");
    const lane = fill(signInLane, SIGN_IN_LANE_JOBS);

    const busy = await adminSignIn();
    expect(busy.status).toBe(503);
    expect(busy.body).toMatchObject(BUSY);
    expect(busy.headers["retry-after"]).toBe("5");
    expect(await attemptsIn("sign-in:ip", "sign-in:account")).toBe(counted);

    expect((await tap(PIN)).status).toBe(200);
    expect((await changePassword(user, USER_PASSWORD)).status).toBe(200);

    await lane.release();
    expect((await adminSignIn()).status).toBe(200);
  });
});

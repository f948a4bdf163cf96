// The punch queue's test harness: a queue on memory storage whose sends are answered from a list of replies, with
// what was sent, under which session, and what was synced or refused.
import { createPunchQueue, memoryPunchStorage, type NewPunch, type SendFailure } from "@/lib/punch-queue";

export class HttpFailure extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** The server's answer to one send; `hang` is a request that never comes back (the app is closed while it is out). */
export type Reply = { ok: unknown } | { fail: SendFailure } | { hang: true };

export function harness(options: { online?: boolean; storage?: ReturnType<typeof memoryPunchStorage> } = {}) {
  const storage = options.storage ?? memoryPunchStorage();
  const sent: { key: string; kind: string; body: Record<string, unknown> }[] = [];
  /** Each send as "key as account": the session it went out under. */
  const sentAs: string[] = [];
  const replies: Reply[] = [];
  const network = { online: options.online ?? true };
  /**
   * The account the server session belongs to (null: signed out); "unreachable" makes the check fail. While `gate`
   * is set, the check waits for it (a slow network).
   */
  const session: { ownerId: number | null | "unreachable"; gate: Promise<void> | null } = { ownerId: ALEX, gate: null };
  const synced: string[] = [];
  const refused: string[] = [];
  /** The Tap-Age-Ms each send carried, in send order. */
  const tapAges: number[] = [];
  const queue = createPunchQueue({
    storage,
    isOnline: () => network.online,
    send: async (punch, tapAge) => {
      tapAges.push(tapAge);
      sent.push({ key: punch.key, kind: punch.kind, body: structuredClone(punch.body) });
      sentAs.push(`${punch.key} as ${session.ownerId}`);
      const reply = replies.shift() ?? { ok: { id: 1 } };
      if ("hang" in reply) return new Promise<never>(() => {});
      if ("fail" in reply) throw new HttpFailure(reply.fail.status, reply.fail.message);
      return reply.ok;
    },
    sessionOwnerId: async () => {
      await session.gate;
      if (session.ownerId === "unreachable") throw new HttpFailure(0, "Could not reach the server");
      return session.ownerId;
    },
    readFailure: (error) => (error instanceof HttpFailure ? { status: error.status, message: error.message } : { status: 0, message: "offline" }),
    onSynced: (punch) => synced.push(punch.key),
    onRefused: (item) => refused.push(`${item.key}: ${item.message}`),
  });
  return { queue, storage, sent, sentAs, replies, network, session, synced, refused, tapAges };
}

/** Two accounts sharing one phone. */
export const ALEX = 101;
export const BLAKE = 202;

export function clockIn(key: string, workerId = 7): NewPunch {
  return {
    kind: "clock-in",
    key,
    tappedAt: "2026-03-02T14:00:00.000Z",
    workerId,
    workerName: "Tom",
    projectName: "RiNo",
    ownerId: ALEX,
    body: { workerId, projectId: 3, clockInLatitude: 39.76, clockInLongitude: -104.98, locationAccuracy: 8, clockInTime: "2026-03-02T14:00:00.000Z" },
  };
}

export function clockOut(key: string, extra: Partial<NewPunch> = {}, workerId = 7): NewPunch {
  return {
    kind: "clock-out",
    key,
    tappedAt: "2026-03-02T22:00:00.000Z",
    workerId,
    workerName: "Tom",
    projectName: "RiNo",
    ownerId: ALEX,
    body: { timeEntryId: 41, clockOutTime: "2026-03-02T22:00:00.000Z" },
    ...extra,
  };
}


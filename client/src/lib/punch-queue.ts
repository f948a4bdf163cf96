// An offline punch queue (the GPS screen's, and a site kiosk's in its own storage): every punch is stored on the
// device first, then sent in order with its own Idempotency-Key, so a lost connection delays a punch but never loses
// or doubles it. Each punch belongs to the caller that tapped it (the signed-in account; on a kiosk, the kiosk) and is
// sent only while the server knows that caller, so on a shared phone the next person's sign-in never sends it.
import { claimGroup, punchesOf } from "./punch-owners";

/** One worker's punch (the GPS screen's and a kiosk's). */
export type PunchKind = "clock-in" | "clock-out";
/**
 * One worker's action on an entry from the GPS screen (issue 15): a break started or ended, a switch of project, the
 * sign-off after a clock-out. Each is its own keyed request, queued like a punch.
 */
export type EntryActionKind = "break" | "switch" | "sign-off";
/**
 * A crew punch or crew action (issue 15): one tap for several workers, sent as one request with its own key. A crew
 * break or switch names workers, not entries: the server finds each one's open entry when it gets there.
 */
export type CrewPunchKind = "crew-clock-in" | "crew-clock-out" | "crew-break" | "crew-switch";
export type QueuedPunchKind = PunchKind | EntryActionKind | CrewPunchKind;

const CREW_PUNCH_KINDS: readonly QueuedPunchKind[] = ["crew-clock-in", "crew-clock-out", "crew-break", "crew-switch"];
export const isCrewPunch = (kind: QueuedPunchKind): kind is CrewPunchKind => CREW_PUNCH_KINDS.includes(kind);

/**
 * The entry a synced punch hands on to the punches tapped after it while it was queued (their `afterKey`): a clock-in's
 * new entry, a switch's opened entry, a clock-out's closed entry (for the sign-off), and a crew clock-out's entry of the
 * dependent's worker (the foreman's sign-off for each of the crew, issue 26 item 6). null for the other kinds, and for
 * an answer without one (a crew clock-out refused for that worker).
 */
export function entryIdOf(kind: QueuedPunchKind, response: unknown, workerId?: number): number | null {
  if (kind === "crew-clock-out") {
    const results = (response as { results?: { workerId?: unknown; outcome?: unknown; entry?: { id?: unknown } | null }[] } | null)?.results;
    const id = results?.find((r) => r.workerId === workerId && r.outcome !== "refused")?.entry?.id;
    return typeof id === "number" ? id : null;
  }
  const answer = response as { id?: unknown; opened?: { id?: unknown } | null } | null | undefined;
  const id = kind === "clock-in" || kind === "clock-out" ? answer?.id : kind === "switch" ? answer?.opened?.id : undefined;
  return typeof id === "number" ? id : null;
}

/**
 * A punch the server kept as a late punch (issue 27: 202, its pay period was approved before it synced): no entry was
 * made or changed; the office decides. null for any other answer.
 */
export function latePunchOf(response: unknown): { latePunchId: number; message: string } | null {
  const answer = response as { latePunchId?: unknown; message?: unknown } | null | undefined;
  return typeof answer?.latePunchId === "number" && typeof answer.message === "string" ? { latePunchId: answer.latePunchId, message: answer.message } : null;
}

/** Why a break, switch or sign-off tapped after a clock-in that became a late punch is not sent (it has no entry). */
export const AFTER_LATE_PUNCH_MESSAGE = "Not sent: its clock-in went to the office as a late punch (payroll for that week was already approved); tell the office about it.";

/**
 * What a punch waiting on `before` gets once `before` synced: the entry it acts on (body.timeEntryId), or for a
 * clock-out after a clock-in that became a late punch, that late punch (body.latePunchId); null when neither.
 */
function followUpOf(before: { kind: QueuedPunchKind; response: unknown }, dependent: Pick<QueuedPunch, "kind" | "workerId">): Record<string, number> | null {
  const entryId = entryIdOf(before.kind, before.response, dependent.workerId);
  if (entryId !== null) return { timeEntryId: entryId };
  const late = before.kind === "clock-in" ? latePunchOf(before.response) : null;
  return late && dependent.kind === "clock-out" ? { latePunchId: late.latePunchId } : null;
}

/** What a refused punch is called in the message of the punches that waited on it. */
const WAITED_ON: Partial<Record<QueuedPunchKind, string>> = {
  "clock-in": "clock-in",
  switch: "project switch",
  "clock-out": "clock-out",
  "crew-clock-out": "crew clock-out",
};

export interface QueuedPunch {
  /** The Idempotency-Key: the same on every attempt, so the server stores the punch once. */
  key: string;
  /** Order of the taps on this device; punches are sent strictly in this order. */
  seq: number;
  kind: QueuedPunchKind;
  /** The JSON body, sent unchanged on every attempt (a clock-out waiting on a queued clock-in gets its timeEntryId once). */
  body: Record<string, unknown>;
  /**
   * The phone's time at the tap (also in the body as clockInTime / clockOutTime). Each send says how long ago that was
   * (Tap-Age-Ms), and the server pays the punch at its receive time less that age.
   */
  tappedAt: string;
  /** The worker punched; for a crew punch 0, and its workers are in crewWorkerIds. */
  workerId: number;
  /** The worker's name; for a crew punch what the crew is called on screen ('Crew of 5'). */
  workerName: string;
  projectName: string | null;
  /** A crew punch's workers (a clock-out by project: those on the clock there when it was tapped). */
  crewWorkerIds?: number[];
  /**
   * The signed-in account that tapped it; only that account's session sends it. null for a punch stored before
   * owners were recorded: nobody can tell whose it is, so it is kept on the phone and sent only after a signed-in
   * person claims it ("Send as mine").
   */
  ownerId: number | null;
  /**
   * A punch tapped while the punch giving its entry was still queued (a clock-out or break after a queued clock-in or
   * switch, a sign-off after a queued clock-out): that punch's key. It gets body.timeEntryId when that punch syncs
   * (entryIdOf), and is refused with it.
   */
  afterKey: string | null;
  attempts: number;
  /** Why the last attempt did not go through (offline, server error); null before the first attempt. */
  lastError: string | null;
}

/** A punch the server refused (4xx): removed from the queue and shown with the server's message. */
export interface RefusedPunch {
  key: string;
  kind: QueuedPunchKind;
  workerName: string;
  tappedAt: string;
  message: string;
  /** The body as queued (which break, which project): the screen says what was not accepted. */
  body: Record<string, unknown>;
  /** Refused because the queued punch it waited on (this key) was refused: that punch's message tells why. */
  dependentOf: string | null;
}

export type PunchOutcome =
  | { status: "synced"; response: unknown }
  | { status: "queued"; reason: string }
  | { status: "refused"; message: string; httpStatus: number };

export interface PunchStorage {
  load(): Promise<QueuedPunch[]>;
  put(punch: QueuedPunch): Promise<void>;
  remove(key: string): Promise<void>;
}

/** What a failed send looks like to the queue: an HTTP status (0 = no connection) and the server's message. */
export interface SendFailure {
  status: number;
  message: string;
}

/**
 * How long ago the punch was tapped, in ms, as its Tap-Age-Ms header says at this send (issue 26): a difference on this
 * device's own clock, so a clock that is simply set wrong does not matter; never negative (a clock set back meanwhile).
 */
export const tapAgeMs = (punch: Pick<QueuedPunch, "tappedAt">, nowMs: number = Date.now()): number => Math.max(0, Math.round(nowMs - Date.parse(punch.tappedAt)));

export interface PunchQueueDeps {
  storage: PunchStorage;
  /** Sends the punch's body unchanged with its key and `tapAge` (tapAgeMs, measured again at each attempt). */
  send: (punch: QueuedPunch, tapAge: number) => Promise<unknown>;
  /** The account of the server session punches would be sent under now (null when signed out); asked before sending. */
  sessionOwnerId: () => Promise<number | null>;
  /** Reads the failure thrown by `send`; anything unreadable counts as "no connection". */
  readFailure: (error: unknown) => SendFailure;
  isOnline: () => boolean;
  /** `background` is true when no caller is waiting on this punch (it was queued earlier and went through now). */
  onSynced?: (punch: QueuedPunch, response: unknown, background: boolean) => void;
  onRefused?: (refused: RefusedPunch, background: boolean) => void;
}

export interface PunchQueueState {
  ready: boolean;
  punches: readonly QueuedPunch[];
  refused: readonly RefusedPunch[];
  syncing: boolean;
}

export interface NewPunch {
  kind: QueuedPunchKind;
  body: Record<string, unknown>;
  tappedAt: string;
  key: string;
  workerId: number;
  workerName: string;
  projectName: string | null;
  /** The signed-in account tapping it. */
  ownerId: number;
  afterKey?: string | null;
  crewWorkerIds?: number[];
}

/**
 * Failures worth trying again: no connection, a server error, a timeout, rate limiting, or an expired session
 * (after signing in again the punch must still go through). Any other 4xx is the server's final answer.
 */
export function isRetryable(status: number): boolean {
  return status === 0 || status >= 500 || status === 401 || status === 408 || status === 425 || status === 429;
}

export function createPunchQueue(deps: PunchQueueDeps) {
  let state: PunchQueueState = { ready: false, punches: [], refused: [], syncing: false };
  const listeners = new Set<() => void>();
  let running: Promise<void> | null = null;
  let again = false;
  const outcomes = new Map<string, PunchOutcome>();
  /**
   * What each synced punch answered, by its key: a punch tapped while the one it waits on was already answered (the
   * screen still showed it queued) takes its entry from here rather than being refused.
   */
  const answered = new Map<string, { kind: QueuedPunchKind; response: unknown }>();
  const awaited = new Set<string>();

  function set(patch: Partial<PunchQueueState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  const ready = deps.storage
    .load()
    .catch(() => [] as QueuedPunch[])
    .then((stored) => {
      const known = new Set(state.punches.map((p) => p.key));
      const loaded = stored.filter((p) => !known.has(p.key)).map((p) => ({ ...p, ownerId: p.ownerId ?? null }));
      const merged = [...loaded, ...state.punches].sort((a, b) => a.seq - b.seq);
      set({ ready: true, punches: merged });
    });

  async function enqueue(input: NewPunch): Promise<QueuedPunch> {
    await ready;
    const lastSeq = state.punches.reduce((max, p) => Math.max(max, p.seq), 0);
    const punch: QueuedPunch = {
      key: input.key,
      seq: Math.max(lastSeq + 1, Date.now()),
      kind: input.kind,
      body: input.body,
      tappedAt: input.tappedAt,
      workerId: input.workerId,
      workerName: input.workerName,
      projectName: input.projectName,
      ownerId: input.ownerId,
      afterKey: input.afterKey ?? null,
      ...(input.crewWorkerIds ? { crewWorkerIds: input.crewWorkerIds } : {}),
      attempts: 0,
      lastError: null,
    };
    // Stored before the first attempt: a reload or a crash mid-request resends it with the same key.
    await deps.storage.put(punch);
    set({ punches: [...state.punches, punch] });
    return punch;
  }

  // Applied to the punch as it is now, then stored: a change made meanwhile (a claim during a send) is never undone
  // by a copy read before it, and each put carries every change made before it.
  async function update(key: string, patch: Partial<Omit<QueuedPunch, "key">>) {
    set({ punches: state.punches.map((p) => (p.key === key ? { ...p, ...patch } : p)) });
    const updated = state.punches.find((p) => p.key === key);
    if (updated) await deps.storage.put(updated);
  }

  async function drop(key: string) {
    await deps.storage.remove(key);
    set({ punches: state.punches.filter((p) => p.key !== key) });
  }

  function refuse(punch: QueuedPunch, message: string, httpStatus: number, dependentOf: string | null = null) {
    const refused: RefusedPunch = {
      key: punch.key,
      kind: punch.kind,
      workerName: punch.workerName,
      tappedAt: punch.tappedAt,
      message,
      body: punch.body,
      dependentOf,
    };
    set({ refused: [...state.refused, refused] });
    outcomes.set(punch.key, { status: "refused", message, httpStatus });
    deps.onRefused?.(refused, !awaited.has(punch.key));
  }

  // The punches that waited on a refused one can never be sent (no entry to act on): each is refused at once, with
  // the punches that waited on it in turn, rather than waiting their turn in the queue.
  async function refuseDependents(refused: QueuedPunch) {
    const message = `Not sent: the ${WAITED_ON[refused.kind] ?? "punch"} before it was not accepted.`;
    for (const dependent of state.punches.filter((p) => p.afterKey === refused.key)) {
      await drop(dependent.key);
      refuse(dependent, message, 0, refused.key);
      await refuseDependents(dependent);
    }
  }

  async function wait(punch: QueuedPunch, reason: string) {
    await update(punch.key, { lastError: reason });
    outcomes.set(punch.key, { status: "queued", reason });
  }

  async function runOnce(): Promise<void> {
    await ready;
    const first = state.punches[0];
    if (!first) return;
    if (!deps.isOnline()) return wait(first, "offline");
    // Asked of the server, not the screen: the session the punches would go out under is the one that counts.
    let owner: number | null;
    try {
      owner = await deps.sessionOwnerId();
    } catch (error) {
      return wait(first, deps.readFailure(error).message);
    }
    for (;;) {
      // Strictly in order within one account; other accounts' punches stay where they are until their owner is back.
      const punch = punchesOf(state.punches, owner)[0];
      if (!punch) return;
      if (!deps.isOnline()) return wait(punch, "offline");
      if (punch.afterKey && punch.body.timeEntryId === undefined && punch.body.latePunchId === undefined) {
        const before = answered.get(punch.afterKey);
        const followUp = before ? followUpOf(before, punch) : null;
        if (followUp !== null) {
          await update(punch.key, { body: { ...punch.body, ...followUp } });
          continue;
        }
        // The punch it waits on is gone from the queue without giving an entry id (refused, or an answer without one):
        // this cannot be sent.
        await drop(punch.key);
        const afterLate = before !== undefined && latePunchOf(before.response) !== null;
        refuse(punch, afterLate ? AFTER_LATE_PUNCH_MESSAGE : "Not sent: the punch before it was not accepted.", 0, punch.afterKey);
        await refuseDependents(punch);
        continue;
      }
      let response: unknown;
      try {
        response = await deps.send({ ...punch, attempts: punch.attempts + 1 }, tapAgeMs(punch));
      } catch (error) {
        const failure = deps.readFailure(error);
        if (isRetryable(failure.status)) {
          await update(punch.key, { attempts: punch.attempts + 1, lastError: failure.message });
          outcomes.set(punch.key, { status: "queued", reason: failure.message });
          return;
        }
        await drop(punch.key);
        refuse(punch, failure.message, failure.status);
        await refuseDependents(punch);
        continue;
      }
      // Stored on the dependents before this punch leaves the phone: a crash in between resends it with its key, and
      // the server's replayed answer gives the same id again.
      answered.set(punch.key, { kind: punch.kind, response });
      for (const dependent of state.punches.filter((p) => p.afterKey === punch.key)) {
        const followUp = followUpOf({ kind: punch.kind, response }, dependent);
        if (followUp !== null) await update(dependent.key, { body: { ...dependent.body, ...followUp } });
      }
      await drop(punch.key);
      outcomes.set(punch.key, { status: "synced", response });
      deps.onSynced?.(punch, response, !awaited.has(punch.key));
    }
  }

  /** Sends the queue in order; one run at a time, and a call during a run makes it look again when done. */
  function sync(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    set({ syncing: true });
    running = (async () => {
      try {
        do {
          again = false;
          await runOnce();
        } while (again && state.punches.length > 0 && deps.isOnline());
      } finally {
        running = null;
        set({ syncing: false });
      }
    })();
    return running;
  }

  /** Stores the punch, tries to send it, and says what became of it. */
  async function submit(input: NewPunch): Promise<PunchOutcome> {
    awaited.add(input.key);
    try {
      const punch = await enqueue(input);
      await sync();
      return outcomeOf(punch.key);
    } finally {
      awaited.delete(input.key);
    }
  }

  function outcomeOf(key: string): PunchOutcome {
    return outcomes.get(key) ?? { status: "queued", reason: state.punches.length ? "waiting for earlier punches" : "unknown" };
  }

  /**
   * "Send as mine": a punch stored before owners were recorded (with the clock-in or clock-out linked to it) becomes
   * the signed-in account's, stored on the phone, and the next sync sends it in order with that account's punches.
   * Nothing happens while signed out or for a punch that already has an owner. Returns the punches claimed.
   */
  async function claim(key: string, ownerId: number | null): Promise<QueuedPunch[]> {
    await ready;
    if (ownerId === null) return [];
    const group = claimGroup(state.punches, key);
    for (const punch of group) await update(punch.key, { ownerId });
    return group;
  }

  function dismissRefused(key: string) {
    set({ refused: state.refused.filter((r) => r.key !== key) });
  }

  return {
    ready,
    submit,
    sync,
    claim,
    dismissRefused,
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type PunchQueue = ReturnType<typeof createPunchQueue>;

/** In memory; for tests and for browsers that can store nothing. */
export function memoryPunchStorage(initial: QueuedPunch[] = []): PunchStorage & { items: Map<string, QueuedPunch> } {
  const items = new Map(initial.map((p) => [p.key, p]));
  return {
    items,
    load: async () => [...items.values()],
    put: async (punch) => {
      items.set(punch.key, structuredClone(punch));
    },
    remove: async (key) => {
      items.delete(key);
    },
  };
}

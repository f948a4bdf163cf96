// Who acts at a kiosk, checked before the write's transaction (kiosk punches, breaks and sign-offs alike): a retry of a
// key already answered gets that answer without being checked again; the worker must be on the kiosk's project team;
// online the PIN is compared with bcrypt, unless the name waits after wrong PINs (QUALITY 52), within the kiosk's limit.
import { pinWaitMessage, pinWaitSecondsLeft } from "@shared/domain/kiosk-pin-wait";
import { AppError } from "../../lib/errors";
import type { IdempotentAnswer, IdempotentRequest } from "../../lib/idempotency";
import { kioskPinLane, verifyPassword } from "../auth/passwords";
import type { IdempotencyService } from "../idempotency/idempotency.service";
import type { LimitsService } from "../limits/limits.service";
import type { KioskCaller } from "./kiosk-credential";
import type { KioskPinWaitsRepo } from "./kiosk-pin-waits.repo";
import type { KiosksRepo } from "./kiosks.repo";

export const NO_PIN_MESSAGE = "Ask the office to set your PIN";
export const WRONG_PIN_MESSAGE = "Wrong PIN. Please try again.";
/**
 * A worker id off the kiosk's team, whether or not it exists: one answer naming nobody (QUALITY 55), so a kiosk learns
 * no name beyond its team's nor which ids exist. 404 as a row out of scope answers.
 */
export const NOT_ON_TEAM_MESSAGE = "This worker is not on this project's team; ask the office to add them.";
/** The database counter (rate_limit_counters) of wrong PINs per kiosk; each name's own wait is in kiosk_pin_waits. */
export const KIOSK_PIN_KIOSK_SCOPE = "kiosk-pin:kiosk";

export interface KioskWorkerCheckDeps {
  repo: Pick<KiosksRepo, "teamWorker">;
  pinWaits: KioskPinWaitsRepo;
  idempotency: Pick<IdempotencyService, "replayOf">;
  limits: LimitsService;
  now?: () => Date;
}

/** The worker a kiosk request names, with its PIN (null for an offline tap, which carries none). */
export interface KioskWorkerClaim {
  workerId: number;
  pin: string | null;
  offline: boolean;
}

export type KioskWorker = { id: number; name: string };

export function createKioskWorkerCheck({ repo, pinWaits, idempotency, limits, now = () => new Date() }: KioskWorkerCheckDeps) {

  /**
   * A name that waits on this kiosk is refused before anything is compared (QUALITY 52): the try is counted as it
   * starts (pinWaits.startTry), so a second try at once finds the first's wait. It is also counted against the kiosk (a
   * person at the tablet trying name after name), then compared on the PIN lane (passwords.ts). A wrong PIN keeps both
   * counts and the name waits from the answer; the right one clears the name's wait and gives the kiosk's count back,
   * so a crew's morning of right PINs never fills it. A try the full lane never compared (503) costs nothing.
   */
  async function checkPin(kiosk: KioskCaller, workerId: number, pin: string, pinHash: string): Promise<void> {
    const startedAt = now();
    const counted = await pinWaits.startTry(kiosk.id, workerId, startedAt);
    if (!counted) {
      const seconds = Math.max(1, pinWaitSecondsLeft((await pinWaits.waitOf(kiosk.id, workerId))?.waitUntil ?? startedAt, startedAt));
      throw new AppError("rate_limited", pinWaitMessage(seconds), undefined, { retryAfterSeconds: seconds });
    }
    const perKiosk = await limits.charge(KIOSK_PIN_KIOSK_SCOPE, String(kiosk.id), limits.settings.kioskPinPerKiosk);
    if (limits.isOver(perKiosk)) {
      await Promise.allSettled([limits.refund(perKiosk), pinWaits.refund(counted, startedAt)]);
      throw limits.tooMany("wrong PINs on this kiosk", perKiosk);
    }
    let right: boolean;
    try {
      right = await verifyPassword(pin, pinHash, undefined, kioskPinLane);
    } catch (error) {
      // The PIN lane was full (503): nothing was compared, so the tap costs no attempt.
      await Promise.allSettled([limits.refund(perKiosk), pinWaits.refund(counted, startedAt)]);
      throw error;
    }
    if (!right) {
      await pinWaits.wrongPin(kiosk.id, workerId, now());
      throw new AppError("invalid_credentials", WRONG_PIN_MESSAGE, { pin: [WRONG_PIN_MESSAGE] });
    }
    await Promise.allSettled([limits.refund(perKiosk), pinWaits.clear(kiosk.id, workerId)]);
  }

  /** On the kiosk's team, and online with their PIN. */
  async function admitWorker(kiosk: KioskCaller, claim: KioskWorkerClaim, before?: () => Promise<void>): Promise<KioskWorker> {
    const worker = await repo.teamWorker(claim.workerId, kiosk.projectId);
    if (!worker) throw new AppError("not_found", NOT_ON_TEAM_MESSAGE);
    await before?.();
    if (!claim.offline) {
      if (worker.pinHash === null) throw new AppError("conflict", NO_PIN_MESSAGE);
      await checkPin(kiosk, worker.id, claim.pin!, worker.pinHash);
    }
    return { id: worker.id, name: worker.name };
  }

  return {
    /**
     * The stored answer of a retry, or the worker checked: on the kiosk's team, and online their PIN. `before` runs
     * after the team check and before the PIN (a punch's photo rule: a refusal that needs no PIN costs no attempt).
     */
    async admit<Body>(
      kiosk: KioskCaller,
      claim: KioskWorkerClaim,
      request: IdempotentRequest,
      before?: () => Promise<void>,
    ): Promise<{ replay: IdempotentAnswer<Body> } | { worker: KioskWorker }> {
      const replay = await idempotency.replayOf<Body>(request);
      if (replay) return { replay };
      return { worker: await admitWorker(kiosk, claim, before) };
    },

    /** A worker's own read or signature behind their PIN (their pay period): online only, no key to replay. */
    admitWithPin: (kiosk: KioskCaller, workerId: number, pin: string) => admitWorker(kiosk, { workerId, pin, offline: false }),
  };
}

export type KioskWorkerCheck = ReturnType<typeof createKioskWorkerCheck>;

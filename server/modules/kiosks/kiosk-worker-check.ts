// Who acts at a kiosk, checked before the write's transaction (kiosk punches, breaks and sign-offs alike): a retry of a
// key already answered gets that answer without being checked again; the worker must be on the kiosk's project team;
// online the PIN is compared with bcrypt within the rate limits (counted first, as sign-in counts passwords).
import { AppError } from "../../lib/errors";
import type { IdempotentAnswer, IdempotentRequest } from "../../lib/idempotency";
import { kioskPinLane, verifyPassword } from "../auth/passwords";
import type { IdempotencyService } from "../idempotency/idempotency.service";
import type { Charge, LimitsService } from "../limits/limits.service";
import type { KioskCaller } from "./kiosk-credential";
import type { KiosksRepo } from "./kiosks.repo";

export const NO_PIN_MESSAGE = "Ask the office to set your PIN";
export const WRONG_PIN_MESSAGE = "Wrong PIN. Please try again.";
/**
 * A worker id off the kiosk's team, whether or not it exists: one answer naming nobody (QUALITY 55), so a kiosk learns
 * no name beyond its team's nor which ids exist. 404 as a row out of scope answers.
 */
export const NOT_ON_TEAM_MESSAGE = "This worker is not on this project's team; ask the office to add them.";
/** The database counters (rate_limit_counters) of wrong PINs: per worker and per kiosk. */
export const KIOSK_PIN_SCOPES = { worker: "kiosk-pin:worker", kiosk: "kiosk-pin:kiosk" } as const;

export interface KioskWorkerCheckDeps {
  repo: Pick<KiosksRepo, "teamWorker">;
  idempotency: Pick<IdempotencyService, "replayOf">;
  limits: LimitsService;
}

/** The worker a kiosk request names, with its PIN (null for an offline tap, which carries none). */
export interface KioskWorkerClaim {
  workerId: number;
  pin: string | null;
  offline: boolean;
}

export type KioskWorker = { id: number; name: string };

export function createKioskWorkerCheck({ repo, idempotency, limits }: KioskWorkerCheckDeps) {
  const settle = (...work: Promise<void>[]) => Promise.allSettled(work);

  /**
   * Counts the attempt per kiosk and per worker before comparing (429 past either, even for the right PIN); a wrong
   * PIN keeps both counts, the right one takes the kiosk's back and forgets the worker's unless it is locked. PINs are
   * compared on their own bounded lane (passwords.ts), never behind a sign-in or a signed-in user's check.
   */
  async function checkPin(kiosk: KioskCaller, workerId: number, pin: string, pinHash: string): Promise<void> {
    const perKiosk = await limits.charge(KIOSK_PIN_SCOPES.kiosk, String(kiosk.id), limits.settings.kioskPinPerKiosk);
    if (limits.isOver(perKiosk)) {
      await limits.refund(perKiosk);
      throw limits.tooMany("wrong PINs on this kiosk", perKiosk);
    }
    const perWorker: Charge = await limits.charge(KIOSK_PIN_SCOPES.worker, String(workerId), limits.settings.kioskPinPerWorker);
    if (limits.isOver(perWorker)) {
      await settle(limits.refund(perKiosk), limits.refund(perWorker));
      throw limits.tooMany("wrong PINs for this name", perWorker);
    }
    let right: boolean;
    try {
      right = await verifyPassword(pin, pinHash, undefined, kioskPinLane);
    } catch (error) {
      // The PIN lane was full (503): nothing was compared, so the tap costs no attempt.
      await settle(limits.refund(perKiosk), limits.refund(perWorker));
      throw error;
    }
    if (!right) throw new AppError("invalid_credentials", WRONG_PIN_MESSAGE, { pin: [WRONG_PIN_MESSAGE] });
    await settle(limits.refund(perKiosk), limits.forgetUnlessLocked(perWorker));
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
      const worker = await repo.teamWorker(claim.workerId, kiosk.projectId);
      if (!worker) throw new AppError("not_found", NOT_ON_TEAM_MESSAGE);
      await before?.();
      if (!claim.offline) {
        if (worker.pinHash === null) throw new AppError("conflict", NO_PIN_MESSAGE);
        await checkPin(kiosk, worker.id, claim.pin!, worker.pinHash);
      }
      return { worker: { id: worker.id, name: worker.name } };
    },
  };
}

export type KioskWorkerCheck = ReturnType<typeof createKioskWorkerCheck>;

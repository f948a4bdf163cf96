// Wrong PINs at the kiosks, for people (issue 24 item 7): the names that wait, for the Workers screen and the bell,
// and clearing a worker's waits. A foreman's are their crew's (as for their crew's time); the office sees everyone's.
import type { Served } from "@shared/api/contract";
import type { ClearedPinWaits, KioskPinWaitView } from "@shared/api/kiosk-pin-waits";
import { KIOSK_PIN_NOTICE_MS, WRONG_PINS_FOR_BELL } from "@shared/domain/kiosk-pin-wait";
import { AppError } from "../../lib/errors";
import type { ScopeCaller, ScopeService } from "../scope/scope.service";
import { seesWorkerTime } from "../scope/entry-scope";
import type { KioskPinWaitsRepo, PinFailures } from "./kiosk-pin-waits.repo";

const view = (row: PinFailures): Served<KioskPinWaitView> => row;

export function createKioskPinWaitsService(repo: KioskPinWaitsRepo, options: { scopes: ScopeService; now?: () => Date }) {
  const now = options.now ?? (() => new Date());

  /** The caller's names with at least `minWrongPins` wrong PINs in the last day. */
  async function inScope(caller: ScopeCaller, minWrongPins: number): Promise<PinFailures[]> {
    const [scope, rows] = await Promise.all([options.scopes.of(caller), repo.failures(minWrongPins, new Date(now().getTime() - KIOSK_PIN_NOTICE_MS))]);
    return rows.filter((row) => seesWorkerTime(scope, row.workerId));
  }

  return {
    async list(caller: ScopeCaller): Promise<Served<KioskPinWaitView>[]> {
      return (await inScope(caller, 1)).map(view);
    },

    /** What the bell shows: names strangers (or a forgetful owner) keep trying, WRONG_PINS_FOR_BELL or more in a row. */
    bellFailures: (caller: ScopeCaller) => inScope(caller, WRONG_PINS_FOR_BELL),

    /** A worker outside the caller's crew answers as a missing one, so the 404 does not say they exist. */
    async clear(caller: ScopeCaller, workerId: number): Promise<Served<ClearedPinWaits>> {
      const scope = await options.scopes.of(caller);
      if (!seesWorkerTime(scope, workerId) || !(await repo.workerExists(workerId))) throw new AppError("not_found", "Worker not found");
      return { workerId, cleared: await repo.clearWorker(workerId) };
    },
  };
}

export type KioskPinWaitsService = ReturnType<typeof createKioskPinWaitsService>;

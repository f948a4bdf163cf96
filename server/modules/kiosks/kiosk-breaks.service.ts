// A worker's break and clock-out sign-off at a site kiosk (issue 15). The worker is admitted as for a kiosk punch (the
// team, online the PIN: kiosk-worker-check.ts), then the break runs through the breaks service and the sign-off through
// the sign-offs service, as on the GPS clock, with the kiosk in place of an account.
import type { Served } from "@shared/api/contract";
import type { LatePunchAnswer } from "@shared/api/correction-requests";
import type { KioskBreakInput, KioskBreakView, KioskSignOffInput } from "@shared/api/kiosk-breaks";
import type { SignOffView } from "@shared/api/sign-offs";
import type { IdempotentAnswer, IdempotentRequest } from "../../lib/idempotency";
import type { SignOffsService } from "../sign-offs/sign-offs.service";
import type { PunchesService } from "../time-clock/punches.service";
import type { KioskCaller } from "./kiosk-credential";
import type { KioskWorkerCheck } from "./kiosk-worker-check";

export interface KioskBreaksDeps {
  check: KioskWorkerCheck;
  punches: Pick<PunchesService, "kioskBreak">;
  signOffs: Pick<SignOffsService, "kioskSignOff">;
}

export function createKioskBreaksService({ check, punches, signOffs }: KioskBreaksDeps) {
  return {
    async takeBreak(kiosk: KioskCaller, input: KioskBreakInput, request: IdempotentRequest, tapAgeMs: number | null): Promise<IdempotentAnswer<Served<KioskBreakView>>> {
      const admitted = await check.admit<Served<KioskBreakView>>(kiosk, input, request);
      if ("replay" in admitted) return admitted.replay;
      return punches.kioskBreak(request, { kioskId: kiosk.id, workerId: admitted.worker.id, offline: input.offline, input: { action: input.action, kind: input.kind }, tapAgeMs });
    },

    async signOff(kiosk: KioskCaller, input: KioskSignOffInput, request: IdempotentRequest, tapAgeMs: number | null): Promise<IdempotentAnswer<Served<SignOffView> | LatePunchAnswer>> {
      const admitted = await check.admit<Served<SignOffView> | LatePunchAnswer>(kiosk, input, request);
      if ("replay" in admitted) return admitted.replay;
      const { timeEntryId, offline, answers } = input;
      return signOffs.kioskSignOff(request, { kioskId: kiosk.id, workerId: admitted.worker.id, timeEntryId, offline, answers, tapAgeMs });
    },
  };
}

export type KioskBreaksService = ReturnType<typeof createKioskBreaksService>;

// A worker's punch at a site kiosk, as a time-clock step (clock-steps.ts builds it from its clock-in and clock-out):
// the tablet offers no entry, so the step finds the worker's state itself: clocked out of their open entry, else
// clocked in on the kiosk's project; an offline kiosk's clock-out after a clock-in that became a late punch (issue 27)
// completes that late punch.
import type { TimeEntry } from "@shared/schema";
import type { ClockInInput, ClockOutInput } from "@shared/api/time-clock";
import { MAX_MANUAL_SHIFT_HOURS } from "@shared/domain/manual-entry";
import { paidTimeOf, serverTap, type PunchTap } from "@shared/domain/tap-time";
import type { Tx } from "../../db/client";
import { findNamedEntry, findOpenEntry, lockWorker, type NamedEntry } from "./open-entry.repo";
import { openLateClockIn } from "./late-punch.repo";
import { lateTap } from "./late-punches";
import { byOf, type ClockInSettings, type ClockOutSettings, type KioskPunch, type PunchDevice } from "./punch-device";
import { refused, refusedLate, type Stepped } from "./step-refusal";

interface KioskStepDeps {
  clockInWithin: (tx: Tx, input: ClockInInput, device: PunchDevice, settings: ClockInSettings, tap: PunchTap) => Promise<Stepped<TimeEntry>>;
  clockOutWithin: (tx: Tx, input: ClockOutInput, device: PunchDevice, settings: ClockOutSettings, tap: PunchTap) => Promise<Stepped<TimeEntry>>;
}

export function createKioskStep({ clockInWithin, clockOutWithin }: KioskStepDeps, now: () => Date) {
  /**
   * A worker's punch at a kiosk (its device, credential, team and PIN checked by the kiosk module before): clocked out
   * of their open entry wherever it is (someone who forgot to stop must be able to), else clocked in on the kiosk's
   * project, by the same steps as any punch, in the kiosk's transaction. Answers the entry with its names.
   */
  return async function kioskPunchWithin(
    tx: Tx,
    punch: KioskPunch,
    settings: ClockOutSettings & ClockInSettings,
    tap: PunchTap = serverTap(now()),
  ): Promise<Stepped<{ entry: NamedEntry; action: "in" | "out" }>> {
    const device: PunchDevice = { kind: "kiosk", kioskId: punch.kioskId, offline: punch.offline };
    const worker = await lockWorker(tx, punch.workerId);
    if (!worker) return refused("worker_not_found", "Worker not found");
    const open = await findOpenEntry(tx, worker.id);
    if (punch.expected === "in" && open) return refused("already_clocked_in", `${worker.name} is already clocked in`);
    // The clock-out of a clock-in that became a late punch (issue 27) completes that late punch: a tap the tablet
    // offered as a clock-out, or a queued tap without one within a shift's length of that clock-in (later, it is the
    // worker's next clock-in).
    const lateIn = !open && (punch.expected === "out" || (punch.expected === null && tap.tapAgeMs !== null)) ? await openLateClockIn(tx, worker.id) : undefined;
    const lateOut = lateIn ? paidTimeOf(tap, lateIn.clockInTime) : null;
    if (lateIn && lateOut && (punch.expected === "out" || lateOut.getTime() - lateIn.clockInTime.getTime() <= MAX_MANUAL_SHIFT_HOURS * 3_600_000)) {
      const at = { workerId: worker.id, projectId: lateIn.projectId };
      return refusedLate(lateTap(at, { latePunchId: lateIn.id, clockOutTime: lateOut }, tap.receivedAt, byOf(device), null));
    }
    if (punch.expected === "out" && !open) return refused("already_clocked_out", `${worker.name} is not clocked in`);
    const where = { position: punch.position, accuracyMeters: punch.accuracyMeters, location: null, notes: null };
    const stepped = open
      ? await clockOutWithin(tx, { ...where, timeEntryId: open.id, clientClockOutTime: punch.clientTime }, device, settings, tap)
      : await clockInWithin(
          tx,
          { ...where, workerId: worker.id, projectId: punch.projectId, clientClockInTime: punch.clientTime, fromGpsScreen: punch.position !== null, costCodeId: null },
          device,
          // A kiosk offers no code: while the company requires one, the office gives it one on the timesheet.
          { costCodeRequired: settings.costCodeRequired, forgottenClockOutAlertHours: settings.forgottenClockOutAlertHours },
          tap,
        );
    if ("refused" in stepped) return stepped;
    return { done: { entry: (await findNamedEntry(tx, stepped.done.id))!, action: open ? "out" : "in" } };
  };
}

// A punch a device queued that reaches the server after the pay period it falls in was approved (issue 27) is never
// dropped and never changes the approved record: the step refuses it as 'week_approved' with the tap described
// (LateTap), and a caller that takes late punches (a single punch, a kiosk's) files it here, in its transaction, as a
// correction request of kind late_punch, and answers 202 with what happened. The office reopens the period and
// approves the request (correction-requests). A clock-out queued after a late clock-in completes that late punch.
import type { LatePunchAnswer } from "@shared/api/correction-requests";
import type { SignOffInput } from "@shared/api/sign-offs";
import type { Tx } from "../../db/client";
import { messageTimeFormat } from "../../lib/message-time";
import { paidTimeOf, type PunchTap } from "@shared/domain/tap-time";
import { completeLateClockIn, insertLatePunch, type LateClockIn } from "./late-punch.repo";
import { lockWorker } from "./open-entry.repo";

/** The tap a step could not write: a clock-in (no entry yet) or a clock-out (of an approved entry, or of a late clock-in). */
export interface LateTap {
  workerId: number;
  projectId: number;
  /** The approved entry the clock-out would have changed (its auto-close), else null. */
  timeEntryId: number | null;
  /** The late clock-in this clock-out completes, else null. */
  latePunchId: number | null;
  clockInTime: Date | null;
  clockOutTime: Date | null;
  receivedAt: Date;
  by: { userId: number | null; kioskId: number | null };
  /** The approved period the tap falls in ('Mar 1 - Mar 7'); null for a clock-out completing a late clock-in. */
  periodRange: string | null;
}

/** The tap a step describes: its worker and project, which punch it is, when it arrived, who tapped it, the period. */
export function lateTap(
  at: { workerId: number; projectId: number },
  punch: Partial<Pick<LateTap, "timeEntryId" | "latePunchId" | "clockInTime" | "clockOutTime">>,
  receivedAt: Date,
  by: LateTap["by"],
  periodRange: string | null,
): LateTap {
  return { timeEntryId: null, latePunchId: null, clockInTime: null, clockOutTime: null, ...punch, workerId: at.workerId, projectId: at.projectId, receivedAt, by, periodRange };
}

export function createLatePunches(timeZone: string) {
  const formatTime = messageTimeFormat(timeZone);
  const device = (tap: LateTap) => (tap.by.kioskId !== null ? "at a site kiosk" : "on a phone");

  async function fileNew(tx: Tx, tap: LateTap): Promise<LatePunchAnswer> {
    const what = tap.clockInTime ? "clock-in" : "clock-out";
    const at = formatTime((tap.clockInTime ?? tap.clockOutTime)!);
    const period = tap.periodRange ? `after payroll for ${tap.periodRange} was approved` : "after its clock-in had been decided";
    const latePunchId = await insertLatePunch(tx, {
      timeEntryId: tap.timeEntryId,
      workerId: tap.workerId,
      projectId: tap.projectId,
      clockInTime: tap.clockInTime,
      clockOutTime: tap.clockOutTime,
      reason: `${what === "clock-in" ? "Clocked in" : "Clocked out"} at ${at} ${device(tap)} without signal; it reached the server at ${formatTime(tap.receivedAt)}, ${period}.`,
      requestedBy: tap.by.userId,
      requestedAt: tap.receivedAt,
    });
    const payroll = tap.periodRange ? `Payroll for ${tap.periodRange} is already approved, so this` : "This";
    return { latePunchId, message: `${payroll} ${what} (${at}) went to the office as a late punch; it is paid once they approve it.` };
  }

  async function take(tx: Tx, tap: LateTap): Promise<LatePunchAnswer> {
    if (tap.latePunchId === null || !tap.clockOutTime) return fileNew(tx, tap);
    const at = formatTime(tap.clockOutTime);
    const sentence = `Clocked out at ${at} ${device(tap)}; it reached the server at ${formatTime(tap.receivedAt)}.`;
    if (!(await completeLateClockIn(tx, tap.latePunchId, tap.clockOutTime, sentence))) return fileNew(tx, { ...tap, latePunchId: null });
    return { latePunchId: tap.latePunchId, message: `This clock-out (${at}) was added to the late punch waiting for the office; it is paid once they approve it.` };
  }

  return {
    /**
     * A kiosk's sign-off taken without a PIN on a shift of a week approved since: it may not act on that entry
     * (QUALITY 49), so its answers are kept for the office as a late punch naming the entry (an injury among them).
     */
    async takeSignOff(
      tx: Tx,
      signOff: { workerId: number; projectId: number; timeEntryId: number; answers: SignOffInput; receivedAt: Date; kioskId: number; periodRange: string },
    ): Promise<LatePunchAnswer> {
      const { answers } = signOff;
      const injury = answers.injured ? `injured: yes${answers.injuryDescription ? ` (${answers.injuryDescription})` : ""}` : "injured: no";
      const latePunchId = await insertLatePunch(tx, {
        timeEntryId: signOff.timeEntryId,
        workerId: signOff.workerId,
        projectId: signOff.projectId,
        clockInTime: null,
        clockOutTime: null,
        reason: `Signed off at a site kiosk without signal (no PIN): took the breaks: ${answers.tookBreaks ? "yes" : "no"}; ${injury}. It reached the server at ${formatTime(signOff.receivedAt)}, after payroll for ${signOff.periodRange} was approved.`,
        requestedBy: null,
        requestedAt: signOff.receivedAt,
      });
      return { latePunchId, message: `Payroll for ${signOff.periodRange} is already approved, so these answers went to the office.` };
    },

    /**
     * The clock-out of a late clock-in (a phone's queued after it, or a crew clock-out of its site), under the worker's
     * lock: paid at its tap, never before that clock-in.
     */
    async clockOutOf(tx: Tx, lateIn: LateClockIn, tap: PunchTap, by: LateTap["by"]): Promise<LatePunchAnswer> {
      await lockWorker(tx, lateIn.workerId);
      const punch = { latePunchId: lateIn.id, clockOutTime: paidTimeOf(tap, lateIn.clockInTime) };
      return take(tx, lateTap(lateIn, punch, tap.receivedAt, by, null));
    },

    /** Files the tap as a late punch, or adds its clock-out to the late clock-in it completes; the 202's body. */
    take,
  };
}

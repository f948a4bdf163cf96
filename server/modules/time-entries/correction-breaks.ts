// A correction's breaks (issue 15): the breaks it gives replace the entry's (checked within the corrected shift, in
// order, not overlapping), and times moved without giving breaks must keep the entry's breaks within the shift. Run
// under the correction's entry and worker locks, in its transaction.
import { breakLeftOutside, breakOutsideText, breakSpanProblems, isBreakPaid, unpaidBreakMinutes, type BreakSpan } from "@shared/domain/breaks";
import { toBreakSpans, type TimeEntryCorrection } from "@shared/api/time-clock";
import type { Tx } from "../../db/client";
import { AppError } from "../../lib/errors";
import { breaksOf, replaceBreaks } from "../time-clock/break-rows.repo";

interface Shift {
  clockInTime: Date;
  clockOutTime: Date | null;
}

/** A break as the change row keeps it (the history writes it "Meal 12:00 PM–12:30 PM, unpaid"). */
interface BreakRecord {
  kind: BreakSpan["kind"];
  startedAt: string;
  endedAt: string | null;
  paid: boolean;
}

export interface CorrectionBreaks {
  /** The change row's lines about breaks: breaks and breakTime, from and to; {} when they stay. */
  changes: Record<string, [unknown, unknown]>;
  /** Writes the new breaks and derives breakTime (after the entry's row is corrected); nothing when they stay. */
  apply: (tx: Tx) => Promise<void>;
  /** The correction gives the breaks: a break still running is replaced too, not ended at the clock-out. */
  replaces: boolean;
}

/** Breaks are typed on a closed shift: a correction (or a request) giving them to an open entry gives its clock-out too. */
export const BREAKS_NEED_CLOCK_OUT = "Give the clock-out time too: breaks are corrected on an entry that is clocked out";

/**
 * Typed breaks as spans, once they lie within the shift, in order and apart (the shared rule); else a validation_failed
 * with each break's message under its field (breaks.<i>.startTime / endTime). A correction and a correction request
 * both check their breaks here.
 */
export function assertBreaksWithin(breaks: NonNullable<TimeEntryCorrection["breaks"]>, shift: { start: Date; end: Date }): BreakSpan[] {
  const spans = toBreakSpans(breaks);
  const problems = breakSpanProblems(spans, shift);
  if (problems.length) {
    const fieldErrors: Record<string, string[]> = {};
    for (const p of problems) fieldErrors[`breaks.${p.index}.${p.field}`] ??= [p.message];
    throw new AppError("validation_failed", problems[0].message, fieldErrors);
  }
  return spans;
}

/**
 * Checks the correction's breaks against the corrected shift and says what changes; throws validation_failed with the
 * message under the field (breaks.<i>.startTime / endTime, or the clock time that leaves a break outside).
 */
export async function correctionBreaks(
  tx: Tx,
  entryId: number,
  correction: Pick<TimeEntryCorrection, "breaks">,
  shift: Shift,
  moved: { clockInTime: boolean; clockOutTime: boolean },
  context: { settings: { mealBreaksPaid: boolean }; by: number; formatTime: (date: Date) => string },
): Promise<CorrectionBreaks> {
  const stored = await breaksOf(tx, entryId);
  if (correction.breaks === undefined) {
    if (moved.clockInTime || moved.clockOutTime) assertStoredWithin(stored, shift, context.formatTime);
    return { changes: {}, apply: async () => {}, replaces: false };
  }
  if (!shift.clockOutTime) throw new AppError("validation_failed", BREAKS_NEED_CLOCK_OUT, { breaks: [BREAKS_NEED_CLOCK_OUT] });
  const spans = assertBreaksWithin(correction.breaks, { start: shift.clockInTime, end: shift.clockOutTime });
  const before: BreakRecord[] = stored.map((b) => ({ kind: b.kind, startedAt: b.startedAt.toISOString(), endedAt: b.endedAt?.toISOString() ?? null, paid: b.paid }));
  const after: BreakRecord[] = [...spans]
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .map((b) => ({ kind: b.kind, startedAt: b.start.toISOString(), endedAt: b.end.toISOString(), paid: isBreakPaid(b.kind, context.settings) }));
  const changes: Record<string, [unknown, unknown]> = {};
  if (JSON.stringify(before) !== JSON.stringify(after)) {
    changes.breaks = [before, after];
    const minutesOf = (records: BreakRecord[]) =>
      unpaidBreakMinutes(records.map((r) => ({ startedAt: new Date(r.startedAt), endedAt: r.endedAt ? new Date(r.endedAt) : null, paid: r.paid })));
    const [from, to] = [minutesOf(before), minutesOf(after)];
    if (from !== to) changes.breakTime = [from, to];
  }
  return {
    changes,
    apply: async (tx2) => {
      if (changes.breaks) await replaceBreaks(tx2, entryId, spans, context.settings, context.by);
    },
    replaces: true,
  };
}

/** New clock times that leave one of the entry's breaks outside the shift are refused: the office moves it too. */
function assertStoredWithin(stored: Awaited<ReturnType<typeof breaksOf>>, shift: Shift, formatTime: (date: Date) => string) {
  const left = breakLeftOutside(stored, { start: shift.clockInTime, end: shift.clockOutTime });
  if (!left) return;
  const message = `${breakOutsideText(left.outside, formatTime)}; change the breaks in the same correction`;
  throw new AppError("validation_failed", message, { [left.field]: [message] });
}

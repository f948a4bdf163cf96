// A correction's breaks (issue 15): the breaks it gives replace the entry's (checked within the corrected shift, in
// order, not overlapping), and times moved without giving breaks must keep the entry's breaks within the shift. Run
// under the correction's entry and worker locks, in its transaction.
import { BREAK_KIND_LABELS, breakSpanProblems, isBreakPaid, unpaidBreakMinutes, type BreakSpan } from "@shared/domain/breaks";
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
  if (!shift.clockOutTime) {
    const message = "Give the clock-out time too: breaks are corrected on an entry that is clocked out";
    throw new AppError("validation_failed", message, { breaks: [message] });
  }
  const spans = toBreakSpans(correction.breaks);
  const problems = breakSpanProblems(spans, { start: shift.clockInTime, end: shift.clockOutTime });
  if (problems.length) {
    const fieldErrors: Record<string, string[]> = {};
    for (const p of problems) fieldErrors[`breaks.${p.index}.${p.field}`] ??= [p.message];
    throw new AppError("validation_failed", problems[0].message, fieldErrors);
  }
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
  for (const b of stored) {
    // A break still running ends at the clock-out, so only its start has to fall before it.
    const end = b.endedAt ?? b.startedAt;
    const before = b.startedAt < shift.clockInTime;
    const after = shift.clockOutTime !== null && end > shift.clockOutTime;
    if (!before && !after) continue;
    const when = b.endedAt ? `${formatTime(b.startedAt)} to ${formatTime(b.endedAt)}` : `since ${formatTime(b.startedAt)}`;
    const message = `Breaks must be within the shift: the ${BREAK_KIND_LABELS[b.kind].toLowerCase()} break (${when}) would be outside it; change the breaks in the same correction`;
    throw new AppError("validation_failed", message, { [before ? "clockInTime" : "clockOutTime"]: [message] });
  }
}

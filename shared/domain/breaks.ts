// Timed breaks of a time entry (issue 15): which are paid, and the unpaid minutes an entry's breakTime is derived from.
// Pure, so the server's derivation and the screens' texts read the same rule; hours then come from
// entryDurationMinutes (payroll.ts), which deducts breakTime, everywhere.
import { entryDurationMinutes } from "./payroll";

export const BREAK_KINDS = ["meal", "rest"] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];

export const BREAK_ACTIONS = ["start", "end"] as const;
export type BreakAction = (typeof BREAK_ACTIONS)[number];

/** How a break kind is written on the screens ("Meal 12:02–12:32, unpaid"). */
export const BREAK_KIND_LABELS: Record<BreakKind, string> = { meal: "Meal", rest: "Rest" };

/**
 * Whether a break starting now is paid: rest breaks always, meal breaks only when the company pays them. Decided once,
 * when the break starts, and stored with it.
 */
export function isBreakPaid(kind: BreakKind, settings: { mealBreaksPaid: boolean }): boolean {
  return kind === "rest" || settings.mealBreaksPaid;
}

export interface TimedBreak {
  startedAt: Date;
  /** null while the break is running: it does not count yet (it is ended at the latest at clock-out). */
  endedAt: Date | null;
  paid: boolean;
}

/**
 * The entry's breakTime: the whole minutes of its ended unpaid breaks, their lengths added up first and then truncated,
 * so several short breaks never lose more than one minute together and a few seconds never round up into a deduction.
 */
export function unpaidBreakMinutes(breaks: readonly TimedBreak[]): number {
  let unpaidMs = 0;
  for (const b of breaks) {
    if (b.paid || b.endedAt === null) continue;
    unpaidMs += Math.max(0, b.endedAt.getTime() - b.startedAt.getTime());
  }
  return Math.floor(unpaidMs / 60_000);
}

/**
 * A running entry's payable minutes so far: what it would be paid were it clocked out at `now`, a break still running
 * ending then too (as a clock-out ends it). `breakMinutes`: unpaid minutes already taken off (the entry's stored
 * breakTime, when only its running break is listed). For the screens' "so far" and the office's hours this week; pay is
 * only ever read from closed entries.
 */
export function openEntryMinutesAt(entry: { clockInTime: Date; breaks: readonly TimedBreak[]; breakMinutes?: number }, now: Date): number {
  const breaksEndedNow = entry.breaks.map((b) => (b.endedAt === null ? { ...b, endedAt: now } : b));
  const breakMinutes = (entry.breakMinutes ?? 0) + unpaidBreakMinutes(breaksEndedNow);
  return entryDurationMinutes({ clockInTime: entry.clockInTime, clockOutTime: now, breakMinutes });
}

/**
 * One break as the entry's detail lists it: "Meal 12:02 PM–12:32 PM, unpaid", or "Rest since 10:00 AM, paid" while it
 * runs. `formatTime` writes an ISO instant in the screen's zone.
 */
export function breakLine(
  b: { kind: BreakKind; startedAt: string; endedAt: string | null; paid: boolean },
  formatTime: (iso: string) => string,
): string {
  const when = b.endedAt === null ? `since ${formatTime(b.startedAt)}` : `${formatTime(b.startedAt)}–${formatTime(b.endedAt)}`;
  return `${BREAK_KIND_LABELS[b.kind]} ${when}, ${b.paid ? "paid" : "unpaid"}`;
}

/** A break typed by hand (a manual entry or a correction): both ends known. */
export interface BreakSpan {
  kind: BreakKind;
  start: Date;
  end: Date;
}

/** The most breaks one entry typed by hand can carry: a day's meals and rests, with room to spare. */
export const MAX_TYPED_BREAKS = 12;

export type BreakSpanField = "startTime" | "endTime";

export interface BreakSpanProblem {
  /** The break's place in the list as given. */
  index: number;
  field: BreakSpanField;
  message: string;
}

export const BREAK_ORDER_MESSAGE = "A break must end after it starts";
export const BREAK_OUTSIDE_MESSAGE = "Breaks must be within the shift";
export const BREAK_OVERLAP_MESSAGE = "Breaks cannot overlap; this one starts before the one before it ends";

/**
 * What is wrong with breaks typed for the shift `start`..`end`, first problem per break; empty when they can be
 * stored. Each ends after it starts, lies within the shift (touching its ends is fine) and does not overlap another
 * (one may start the minute the other ends). The manual entry's schema, the correction's service and both forms ask this.
 */
export function breakSpanProblems(breaks: readonly Pick<BreakSpan, "start" | "end">[], shift: { start: Date; end: Date }): BreakSpanProblem[] {
  const problems: BreakSpanProblem[] = [];
  const ok: { index: number; start: number; end: number }[] = [];
  breaks.forEach((b, index) => {
    const start = b.start.getTime();
    const end = b.end.getTime();
    if (Number.isNaN(start) || Number.isNaN(end)) return;
    if (end <= start) problems.push({ index, field: "endTime", message: BREAK_ORDER_MESSAGE });
    else if (start < shift.start.getTime()) problems.push({ index, field: "startTime", message: BREAK_OUTSIDE_MESSAGE });
    else if (end > shift.end.getTime()) problems.push({ index, field: "endTime", message: BREAK_OUTSIDE_MESSAGE });
    else ok.push({ index, start, end });
  });
  ok.sort((a, b) => a.start - b.start || a.index - b.index);
  for (let i = 1; i < ok.length; i++) {
    if (ok[i].start < ok[i - 1].end) problems.push({ index: ok[i].index, field: "startTime", message: BREAK_OVERLAP_MESSAGE });
  }
  return problems.sort((a, b) => a.index - b.index);
}

/**
 * The first of an entry's breaks that new clock times leave outside the shift, and the clock time that does it (a
 * break still running ends at the clock-out, so only its start must come before it); null when all stay within. A
 * correction, and a correction request, that moves the times without giving breaks is refused under that time.
 */
export function breakLeftOutside<B extends { startedAt: Date; endedAt: Date | null }>(
  breaks: readonly B[],
  shift: { start: Date; end: Date | null },
): { outside: B; field: "clockInTime" | "clockOutTime" } | null {
  for (const b of breaks) {
    const end = b.endedAt ?? b.startedAt;
    if (b.startedAt < shift.start) return { outside: b, field: "clockInTime" };
    if (shift.end !== null && end > shift.end) return { outside: b, field: "clockOutTime" };
  }
  return null;
}

/** "Breaks must be within the shift: the meal break (12:00 PM to 12:30 PM) would be outside it". */
export function breakOutsideText(b: { kind: BreakKind; startedAt: Date; endedAt: Date | null }, formatTime: (date: Date) => string): string {
  const when = b.endedAt ? `${formatTime(b.startedAt)} to ${formatTime(b.endedAt)}` : `since ${formatTime(b.startedAt)}`;
  return `${BREAK_OUTSIDE_MESSAGE}: the ${BREAK_KIND_LABELS[b.kind].toLowerCase()} break (${when}) would be outside it`;
}

/**
 * The one unpaid meal break a bare `breakMinutes` stands for (callers that send minutes, not times): centred in the
 * shift, so it lies within it whatever its length (the length is checked shorter than the shift first). Whole seconds,
 * so its derived breakTime is exactly the minutes given.
 */
export function middleMealBreak(shift: { start: Date; end: Date }, minutes: number): BreakSpan {
  const lengthMs = minutes * 60_000;
  const slackMs = shift.end.getTime() - shift.start.getTime() - lengthMs;
  const start = new Date(shift.start.getTime() + Math.floor(slackMs / 2 / 1000) * 1000);
  return { kind: "meal", start, end: new Date(start.getTime() + lengthMs) };
}

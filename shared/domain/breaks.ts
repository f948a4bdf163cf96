// Timed breaks of a time entry (issue 15): which are paid, and the unpaid minutes an entry's breakTime is derived from.
// Pure, so the server's derivation and the screens' texts read the same rule; hours then come from
// entryDurationMinutes (payroll.ts), which deducts breakTime, everywhere.

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

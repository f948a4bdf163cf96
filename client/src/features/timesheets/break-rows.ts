// The break list of the forms that type an entry by hand (Add Time Entry, Correct Time Entry): each row a kind and a
// start and end time of day in the company's time zone, on the shift's own day (on a shift that ends the next day, a
// time before the shift's start is the next morning: a night shift's break). The shared rule (breakSpanProblems) checks them as they are typed.
import { BREAK_KINDS, breakSpanProblems, isBreakPaid, unpaidBreakMinutes, type BreakKind, type BreakSpanField } from "@shared/domain/breaks";
import type { EntryBreakView, TypedBreakPayload } from "@shared/api/time-clock";
import { addDays } from "@shared/domain/work-week";
import { fromLocalInput, toLocalInput } from "@/lib/zoned-time";

export interface BreakRowValues {
  kind: BreakKind;
  /** 'HH:mm' as the time input gives it; "" until typed. */
  startTime: string;
  endTime: string;
}

export const NEW_BREAK_ROW: BreakRowValues = { kind: "meal", startTime: "", endTime: "" };
export const isBreakKind = (value: string): value is BreakKind => (BREAK_KINDS as readonly string[]).includes(value);

const TIME_PATTERN = /^\d{2}:\d{2}$/;

export interface ShiftBounds {
  start: Date;
  end: Date;
}

/** The instant of a time of day typed for the shift: on its first day, or the next for an earlier time past midnight. */
export function instantOnShift(time: string, shift: ShiftBounds, timeZone: string): Date | null {
  if (!TIME_PATTERN.test(time)) return null;
  const startLocal = toLocalInput(shift.start.toISOString(), timeZone);
  const day = startLocal.slice(0, 10);
  const overnight = toLocalInput(shift.end.toISOString(), timeZone).slice(0, 10) !== day;
  const iso = fromLocalInput(`${overnight && time < startLocal.slice(11) ? addDays(day, 1) : day}T${time}`, timeZone);
  return iso ? new Date(iso) : null;
}

/** The rows as the API's breaks, or null while a time is missing. */
export function breaksPayload(rows: readonly BreakRowValues[], shift: ShiftBounds, timeZone: string): TypedBreakPayload[] | null {
  const payload: TypedBreakPayload[] = [];
  for (const row of rows) {
    const start = instantOnShift(row.startTime, shift, timeZone);
    const end = instantOnShift(row.endTime, shift, timeZone);
    if (!start || !end) return null;
    payload.push({ kind: row.kind, startTime: start.toISOString(), endTime: end.toISOString() });
  }
  return payload;
}

export interface BreakRowProblem {
  index: number;
  field: BreakSpanField;
  message: string;
}

/** What is wrong with the rows for the shift: a missing time, then the shared rule's problems. */
export function breakRowProblems(rows: readonly BreakRowValues[], shift: ShiftBounds | null, timeZone: string): BreakRowProblem[] {
  const problems: BreakRowProblem[] = [];
  rows.forEach((row, index) => {
    if (!TIME_PATTERN.test(row.startTime)) problems.push({ index, field: "startTime", message: "Enter the break's start" });
    else if (!TIME_PATTERN.test(row.endTime)) problems.push({ index, field: "endTime", message: "Enter the break's end" });
  });
  if (problems.length || !shift) return problems;
  const spans = rows.map((row) => ({ start: instantOnShift(row.startTime, shift, timeZone)!, end: instantOnShift(row.endTime, shift, timeZone)! }));
  return breakSpanProblems(spans, shift);
}

/** An entry's ended breaks as rows (a break still running is not typed over: it ends at the clock-out). */
export function rowsOfBreaks(breaks: readonly Pick<EntryBreakView, "kind" | "startedAt" | "endedAt">[], timeZone: string): BreakRowValues[] {
  return breaks
    .filter((b) => b.endedAt !== null)
    .map((b) => ({ kind: b.kind, startTime: toLocalInput(b.startedAt, timeZone).slice(11), endTime: toLocalInput(b.endedAt, timeZone).slice(11) }));
}

/** The unpaid minutes the rows take off the shift (the entry's breakTime once saved); 0 while a time is missing. */
export function unpaidMinutesOfRows(rows: readonly BreakRowValues[], shift: ShiftBounds | null, timeZone: string, settings: { mealBreaksPaid: boolean }): number {
  const typed = shift ? breaksPayload(rows, shift, timeZone) : null;
  if (!typed) return 0;
  return unpaidBreakMinutes(typed.map((b) => ({ startedAt: new Date(b.startTime), endedAt: new Date(b.endTime), paid: isBreakPaid(b.kind, settings) })));
}

/** "2 h 30 min", "8 h", "45 min". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** Under the break list: the shift's length and what is paid of it ("8 h 30 min on the clock; 8 h paid after 30 min of unpaid breaks."). */
export function paidTimeHint(shiftMinutes: number, unpaidMinutes: number, endsNextDay = false): string {
  const paid = durationText(Math.max(0, shiftMinutes - unpaidMinutes));
  return `${durationText(shiftMinutes)} on the clock${endsNextDay ? ", ending the next day" : ""}; ${paid} paid${unpaidMinutes ? ` after ${durationText(unpaidMinutes)} of unpaid breaks` : ""}.`;
}

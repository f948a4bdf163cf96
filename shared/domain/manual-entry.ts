// The times of a time entry added by hand: the shift ends after it starts, is not in the future, lasts at most a day,
// and its break is shorter than the shift. The API's schema, the server (with its own clock) and the add dialog
// (instant feedback) all ask this one rule.

/** A manual shift longer than this is a mistyped date, not a day's work. */
export const MAX_MANUAL_SHIFT_HOURS = 24;
/** The longest break a manual entry can carry, in minutes (a whole day). */
export const MAX_BREAK_MINUTES = MAX_MANUAL_SHIFT_HOURS * 60;

export interface ManualShift {
  start: Date;
  end: Date;
  breakMinutes: number;
}

export type ManualShiftField = "clockInTime" | "clockOutTime" | "breakMinutes";

export interface ManualShiftProblem {
  field: ManualShiftField;
  message: string;
}

/**
 * What is wrong with the shift's times, first problem per field; empty when it can be stored. `latest` is the last
 * instant that is not "the future" (now, plus the allowed clock skew on the server); without it the future is not
 * checked (the shared schema has no clock, the service adds it).
 */
export function manualShiftProblems(shift: ManualShift, latest?: Date): ManualShiftProblem[] {
  const problems: ManualShiftProblem[] = [];
  const startMs = shift.start.getTime();
  const endMs = shift.end.getTime();
  if (Number.isNaN(startMs) || Number.isNaN(endMs)) return problems;
  const shiftMinutes = (endMs - startMs) / 60_000;
  if (latest && startMs > latest.getTime()) problems.push({ field: "clockInTime", message: "The start cannot be in the future" });
  if (endMs <= startMs) problems.push({ field: "clockOutTime", message: "The end must be after the start" });
  else if (latest && endMs > latest.getTime()) problems.push({ field: "clockOutTime", message: "The end cannot be in the future" });
  else if (shiftMinutes > MAX_MANUAL_SHIFT_HOURS * 60) {
    problems.push({ field: "clockOutTime", message: `A shift can be at most ${MAX_MANUAL_SHIFT_HOURS} hours; check the dates` });
  }
  if (!Number.isInteger(shift.breakMinutes) || shift.breakMinutes < 0) {
    problems.push({ field: "breakMinutes", message: "The break must be a whole number of minutes, 0 or more" });
  } else if (endMs > startMs && shift.breakMinutes >= shiftMinutes) {
    problems.push({ field: "breakMinutes", message: "The break must be shorter than the shift" });
  }
  return problems;
}

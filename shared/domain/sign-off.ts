// How the timesheet words an entry's clock-out sign-off (issue 15), and when its absence is flagged: only a closed
// entry whose sign-off the company asked for at its clock-out. A flag, never a block: approval does not read it.
import { dayKey } from "./day-key";

export interface SignOffAnswers {
  tookBreaks: boolean;
  injured: boolean;
  /** false: a kiosk took them offline, with no PIN (the worker's own answer replaces them); absent: confirmed. */
  confirmed?: boolean;
}

/** "Signed off: breaks taken · not injured", and " · taken offline, not confirmed by the worker" when so. */
export function signOffText(answers: SignOffAnswers): string {
  const text = `Signed off: ${answers.tookBreaks ? "breaks taken" : "breaks not taken"} · ${answers.injured ? "injured" : "not injured"}`;
  return answers.confirmed === false ? `${text} · taken offline, not confirmed by the worker` : text;
}

/** "No sign-off": it was due at the clock-out and nobody answered. */
export function signOffMissing(entry: { clockOutTime: string | null; signOffDue: boolean; signOff: unknown }): boolean {
  return entry.clockOutTime !== null && entry.signOffDue && entry.signOff === null;
}

/**
 * Whether the sign-off can still be answered later (issue 26 item 6): it is missing (asked at the clock-out and not
 * answered, or a clock-out made offline that could not ask), and the clock-out was today in the company's zone: the
 * clock offers "Sign off" until the end of that day.
 */
export function signOffOpenLater(
  entry: { clockOutTime: string | null; signOffDue: boolean; signOff: unknown },
  now: Date,
  timeZone: string,
): boolean {
  return signOffMissing(entry) && dayKey(new Date(entry.clockOutTime!), timeZone) === dayKey(now, timeZone);
}

// How the timesheet words an entry's clock-out sign-off (issue 15), and when its absence is flagged: only a closed
// entry whose sign-off the company asked for at its clock-out. A flag, never a block: approval does not read it.

export interface SignOffAnswers {
  tookBreaks: boolean;
  injured: boolean;
}

/** "Signed off: breaks taken · not injured". */
export function signOffText(answers: SignOffAnswers): string {
  return `Signed off: ${answers.tookBreaks ? "breaks taken" : "breaks not taken"} · ${answers.injured ? "injured" : "not injured"}`;
}

/** "No sign-off": it was due at the clock-out and nobody answered. */
export function signOffMissing(entry: { clockOutTime: string | null; signOffDue: boolean; signOff: unknown }): boolean {
  return entry.clockOutTime !== null && entry.signOffDue && entry.signOff === null;
}

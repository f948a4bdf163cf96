// How the timesheet words an entry's clock-out sign-off (issue 15), and when its absence is flagged: only a closed
// entry whose sign-off the company asked for at its clock-out. A flag, never a block: approval does not read it.

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

// When a worker may sign their pay period (issue 27 step 5), and what the office reads of a signature. The server
// checks the rule before it stores a signature; the worker's screen disables Sign with the same reason.

export const SIGNATURE_STATUSES = ["signed", "outdated", "unsigned"] as const;
/** signed: of the hours as they are now; outdated: hours changed after the worker signed; unsigned: never signed. */
export type SignatureStatus = (typeof SIGNATURE_STATUSES)[number];

export const SIGNATURES_OFF_REFUSAL = "Your company does not ask for pay period signatures";
/** From its last day: the worker's day may have ended, and their foreman corrects what they see wrong before. */
export const PERIOD_NOT_SIGNABLE_YET_REFUSAL = "You can sign this pay period from its last day";
export const OPEN_ENTRY_SIGN_REFUSAL = "Clock out before signing: a shift of this pay period is still open";
export const NOTHING_TO_SIGN_REFUSAL = "You have no hours in this pay period to sign";
/** The hours the worker read are not the hours now: they sign what they saw, so they read them again. */
export const HOURS_CHANGED_SIGN_REFUSAL = "Your hours changed since you opened them: read them again, then sign";
export const TEXT_CHANGED_SIGN_REFUSAL = "The certification text changed since you opened it: read it again, then sign";

export interface PeriodToSign {
  signaturesOn: boolean;
  /** The period's last day and today, both in the company's time zone (YYYY-MM-DD compare as text). */
  lastDayKey: string;
  todayKey: string;
  openEntries: number;
  finishedEntries: number;
}

/** Why the worker cannot sign this period now (said as the screen says it), or null when they can. */
export function signRefusal(period: PeriodToSign): string | null {
  if (!period.signaturesOn) return SIGNATURES_OFF_REFUSAL;
  if (period.todayKey < period.lastDayKey) return PERIOD_NOT_SIGNABLE_YET_REFUSAL;
  if (period.openEntries > 0) return OPEN_ENTRY_SIGN_REFUSAL;
  if (period.finishedEntries === 0) return NOTHING_TO_SIGN_REFUSAL;
  return null;
}

/** One signature a worker gave a period: the digest of the hours signed, and when. */
export interface GivenSignature {
  entriesVersion: string;
  signedAt: Date;
}

/**
 * Where a worker's signature of a period stands, from every signature they gave it (any order) and the digest of their
 * hours now: signed by the signature of these very hours, even an earlier one (hours corrected and then put back are
 * the hours signed); outdated, by the latest, when none matches; unsigned without any. Also the signature that counts.
 */
export function signatureOf<S extends GivenSignature>(given: readonly S[], currentVersion: string): { status: SignatureStatus; signature: S | null } {
  const latestFirst = [...given].sort((a, b) => b.signedAt.getTime() - a.signedAt.getTime());
  const ofTheseHours = latestFirst.find((s) => s.entriesVersion === currentVersion);
  if (ofTheseHours) return { status: "signed", signature: ofTheseHours };
  return latestFirst.length ? { status: "outdated", signature: latestFirst[0] } : { status: "unsigned", signature: null };
}

/** The office's words for a status, beside each worker and before Approve. */
export const SIGNATURE_STATUS_TEXT: Record<SignatureStatus, string> = {
  signed: "Signed",
  outdated: "Changed after signing",
  unsigned: "Not signed",
};

/** "2 have not signed" before Approve: informs, never blocks (the office may pay a worker who is away). */
export function notSignedText(count: number): string | null {
  if (count === 0) return null;
  return `${count === 1 ? "1 worker has" : `${count} workers have`} not signed this pay period (or hours changed after signing)`;
}

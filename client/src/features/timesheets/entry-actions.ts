// What the signed-in person may do with an entry of the day, as the Timesheet hands it to the phone's cards and the
// desk's table alike. Each is present only for those the server lets do it; keep them stable (state setters).
import { signOffOpenLater } from "@shared/domain/sign-off";
import { entryDecisionRefusal, type DecisionSubject, type EntryDecider } from "@shared/domain/entry-decision";
import type { TimeEntryView } from "./api";
import { photographedPunches } from "./kiosk-entries-api";

export type EntryActions = {
  /** The office and admins: the Correct dialog (with the history; read-only once the pay period is approved). */
  onCorrect?: (entryId: number) => void;
  /** The office and admins: delete with a reason (rejecting a kiosk punch is this too). */
  onDelete?: (entry: TimeEntryView) => void;
  /** Everyone else: the entry's history, read-only. */
  onHistory?: (entryId: number) => void;
  /** Crew and foremen: ask the office for a correction. */
  onRequestCorrection?: (entry: TimeEntryView) => void;
  /** The worker's own shift whose sign-off is still open (sign-off.ts signOffOpenLater): answer it now. */
  onSignOff?: (entry: TimeEntryView) => void;
  /** The office: the photos a kiosk took at the punches. */
  onPhotos?: (entry: TimeEntryView) => void;
  /** The office confirms an unverified kiosk punch. */
  confirms?: boolean;
  /** The signed-in account: nobody corrects or confirms an entry of their own worker (decisionRefusal). */
  decider?: EntryDecider | null;
};

/**
 * Why the signed-in account may not decide on this entry or correction request (the server's rule,
 * shared/domain/entry-decision.ts), or null: the screens leave out the buttons the server would refuse.
 */
export const decisionRefusal = (decider: EntryDecider | null | undefined, subject: DecisionSubject): string | null =>
  decider ? entryDecisionRefusal(decider, subject) : null;

/** Delete is for a finished entry outside an approved pay period: the server refuses a running or approved one. */
export const deletable = (entry: TimeEntryView): boolean => entry.clockOutTime !== null && entry.payPeriodId === null;

/**
 * "Sign off" on the signed-in worker's own shift while its sign-off is open (issue 26 item 6); the office signs off
 * nobody's shift from the timesheet.
 */
export const signsOffLater = (actions: EntryActions, entry: TimeEntryView, now: Date, timeZone: string): boolean =>
  actions.onSignOff !== undefined && actions.decider?.workerId === entry.workerId && signOffOpenLater(entry, now, timeZone);

export const hasPhotos = (entry: TimeEntryView): boolean => photographedPunches(entry).length > 0;

// A correction a crew member or foreman asks the office for (issue 14): what is wrong with an entry, and what the
// request must then propose. The client's form and the server's contract use the same rule.
import type { BreakKind } from "./breaks";
/** What a crew member or foreman may ask. */
export const ASKED_CORRECTION_KINDS = ["missed_punch", "wrong_time", "wrong_project"] as const;
export type AskedCorrectionKind = (typeof ASKED_CORRECTION_KINDS)[number];
/**
 * Every kind a request can be: those asked, and the late punch (issue 27), which nobody asks: the server files it for a
 * punch a device queued that reached it after the pay period it falls in was approved (no entry yet, or an approved
 * entry the tap would change), for the office to reopen the period and approve it.
 */
export const CORRECTION_KINDS = [...ASKED_CORRECTION_KINDS, "late_punch"] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];

export const CORRECTION_KIND_LABELS: Record<CorrectionKind, string> = {
  missed_punch: "Missed punch",
  wrong_time: "Wrong time",
  wrong_project: "Wrong project",
  late_punch: "Late punch",
};

/** Why a late punch that lacks its clock-in or clock-out cannot be approved as it is. */
export const LATE_PUNCH_INCOMPLETE =
  "This late punch has no clock-in or no clock-out, so it makes no shift: add the entry on the timesheet, then reject this with a note.";

export const CORRECTION_STATUSES = ["pending", "approved", "rejected"] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

export interface ProposedCorrection {
  kind: AskedCorrectionKind;
  clockInTime?: unknown;
  clockOutTime?: unknown;
  projectId?: unknown;
  breaks?: unknown;
}

/** A break a request proposes, as stored and sent: its kind and ISO start and end. */
export interface ProposedBreak {
  kind: BreakKind;
  startTime: string;
  endTime: string;
}

/** What the request is missing for its kind, or null when it proposes what the kind needs (breaks are a time too). */
export function correctionProblem(request: ProposedCorrection): string | null {
  const hasTime = request.clockInTime != null || request.clockOutTime != null || request.breaks != null;
  switch (request.kind) {
    case "missed_punch":
      return hasTime ? null : "Give the time of the missed clock-in or clock-out";
    case "wrong_time":
      return hasTime ? null : "Give the right clock-in or clock-out time, or the right breaks";
    case "wrong_project":
      return request.projectId != null ? null : "Choose the right project";
  }
}

/** What a request proposes, as stored (times as instants), and the entry as it is now. */
export interface RequestedChange {
  clockInTime: Date | null;
  clockOutTime: Date | null;
  proposedProjectId: number | null;
  proposedBreaks: readonly ProposedBreak[] | null;
}
export interface EntryNow {
  clockInTime: Date;
  clockOutTime: Date | null;
  projectId: number;
  breaks: readonly { kind: BreakKind; startedAt: Date; endedAt: Date | null }[];
}

/** The breaks' kinds and times in order, to compare a proposal with an entry's breaks. */
const breaksKey = (breaks: readonly { kind: BreakKind; start: number; end: number | null }[]) =>
  JSON.stringify([...breaks].sort((a, b) => a.start - b.start).map((b) => [b.kind, b.start, b.end]));

const sameInstant = (a: Date | null, b: Date | null) => (a === null || b === null ? a === b : a.getTime() === b.getTime());

/**
 * Whether the entry already has everything the request proposes (issue 26 item 8): the office fixed it by hand
 * meanwhile, so approving it closes it as done rather than failing with "Nothing to change" (and the worker is not
 * told "Rejected" for a fix that was made). What the request leaves out is not compared.
 */
export function requestAlreadyMet(request: RequestedChange, entry: EntryNow): boolean {
  if (request.clockInTime !== null && !sameInstant(request.clockInTime, entry.clockInTime)) return false;
  if (request.clockOutTime !== null && !sameInstant(request.clockOutTime, entry.clockOutTime)) return false;
  if (request.proposedProjectId !== null && request.proposedProjectId !== entry.projectId) return false;
  if (request.proposedBreaks !== null) {
    const asked = request.proposedBreaks.map((b) => ({ kind: b.kind, start: Date.parse(b.startTime), end: Date.parse(b.endTime) }));
    const now = entry.breaks.map((b) => ({ kind: b.kind, start: b.startedAt.getTime(), end: b.endedAt?.getTime() ?? null }));
    if (breaksKey(asked) !== breaksKey(now)) return false;
  }
  return true;
}

/** Said under the changed time when a request's (or a correction's) clock-out would not come after its clock-in. */
export const CLOCK_OUT_AFTER_CLOCK_IN = "The clock-out time must be after the clock-in time";

/** The decision note of a request approved because the entry already had its change. */
/** The note of an approved late punch that proposes no time (a kiosk's sign-off answers): read, nothing to apply. */
export const LATE_PUNCH_NOTED = "Read by the office: nothing to change on the entry";

export const ALREADY_CORRECTED_NOTE = "Already corrected: the entry has these times, breaks and project";

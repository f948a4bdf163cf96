// Reading a correction request on the Timesheet screen: its status in words, the entry's shift as it is now beside the
// shift the request asks for (times in the company's zone), and which of a person's requests are listed. Types only
// from the contract, so the screen's first paint brings no zod.
import type { CorrectionRequestView } from "@shared/api/correction-requests";
import { BREAK_KIND_LABELS } from "@shared/domain/breaks";
import { CORRECTION_KIND_LABELS, type CorrectionStatus } from "@shared/domain/correction-requests";
import { addDays } from "@shared/domain/work-week";
import { dayKeyIn, formatDayKey, formatTimeIn } from "@/lib/zoned-time";

export type { CorrectionRequestView };

export const CORRECTION_STATUS_LABELS: Record<CorrectionStatus, string> = {
  pending: "Waiting",
  approved: "Approved",
  rejected: "Rejected",
};

/**
 * '7:00 AM – 3:30 PM' in the zone; a clock-out on the next day says so, one later gives its date, and an open shift
 * runs to 'still clocked in'.
 */
export function shiftText(clockIn: string, clockOut: string | null, timeZone: string): string {
  const start = formatTimeIn(clockIn, timeZone);
  if (clockOut === null) return `${start} – still clocked in`;
  const startDay = dayKeyIn(clockIn, timeZone);
  const endDay = dayKeyIn(clockOut, timeZone);
  const end = formatTimeIn(clockOut, timeZone);
  if (endDay === startDay) return `${start} – ${end}`;
  if (endDay === addDays(startDay, 1)) return `${start} – ${end} next day`;
  return `${start} – ${end} on ${formatDayKey(endDay, "MMM d")}`;
}

export interface ShiftReading {
  /** The entry's clock-in day, 'Mon, Mar 9'. */
  day: string;
  /** The entry as it is now, or null once it was deleted. */
  now: string | null;
  /** The shift the request asks for: the entry's times with the proposed ones in their place. */
  asked: string | null;
  /** The project it asks for, when it asks to move the entry. */
  askedProject: string | null;
  /** The breaks it asks for ('Meal 12:00 PM–12:30 PM', 'no breaks'), when it asks to change them. */
  askedBreaks: string | null;
}

/** The breaks a request proposes, in the zone: 'Meal 12:00 PM–12:30 PM, Rest 3:00 PM–3:10 PM', or 'no breaks'. */
export function proposedBreaksText(breaks: NonNullable<CorrectionRequestView["breaks"]>, timeZone: string): string {
  if (breaks.length === 0) return "no breaks";
  return breaks.map((b) => `${BREAK_KIND_LABELS[b.kind]} ${formatTimeIn(b.startTime, timeZone)}–${formatTimeIn(b.endTime, timeZone)}`).join(", ");
}

/** The entry's shift now and the one asked for, for the office to compare before deciding. */
export function readShift(request: CorrectionRequestView, timeZone: string): ShiftReading {
  const clockIn = request.clockInTime ?? request.entryClockInTime;
  const clockOut = request.clockOutTime ?? request.entryClockOutTime;
  const changesTimes = request.clockInTime !== null || request.clockOutTime !== null;
  // A deleted entry's own times are gone: the asked clock-out is all there is to show.
  const asked = !changesTimes ? null : clockIn !== null ? shiftText(clockIn, clockOut, timeZone) : `clock-out ${formatTimeIn(clockOut, timeZone)}`;
  return {
    day: formatDayKey(dayKeyIn(clockIn ?? clockOut ?? request.requestedAt, timeZone)),
    now: request.entryClockInTime === null ? null : shiftText(request.entryClockInTime, request.entryClockOutTime, timeZone),
    asked,
    askedProject: request.proposedProjectId !== null ? (request.proposedProjectName ?? "a removed project") : null,
    askedBreaks: request.breaks !== null ? proposedBreaksText(request.breaks, timeZone) : null,
  };
}

/** 'Missed punch: clock-out 3:30 PM', 'Wrong time: clock-in 6:30 AM, clock-out 3:00 PM', 'Wrong project: Sloan Lake'. */
export function proposalText(request: CorrectionRequestView, timeZone: string): string {
  const asked: string[] = [];
  if (request.clockInTime) asked.push(`clock-in ${formatTimeIn(request.clockInTime, timeZone)}`);
  if (request.clockOutTime) {
    const sameDay = request.entryClockInTime === null || dayKeyIn(request.clockOutTime, timeZone) === dayKeyIn(request.clockInTime ?? request.entryClockInTime, timeZone);
    asked.push(`clock-out ${formatTimeIn(request.clockOutTime, timeZone)}${sameDay ? "" : ` (${formatDayKey(dayKeyIn(request.clockOutTime, timeZone))})`}`);
  }
  if (request.proposedProjectId !== null) asked.push(request.proposedProjectName ?? "a removed project");
  if (request.breaks !== null) asked.push(`breaks: ${proposedBreaksText(request.breaks, timeZone)}`);
  return `${CORRECTION_KIND_LABELS[request.kind]}: ${asked.join(", ")}`;
}

/**
 * What a crew member's or foreman's list shows: every request still waiting, then the newest decided ones up to
 * `decidedShown` (all of them when `showAll`), in the server's order (newest first); `hidden` counts the rest.
 */
export function listedRequests<R extends Pick<CorrectionRequestView, "status">>(
  requests: readonly R[],
  { showAll = false, decidedShown = 3 }: { showAll?: boolean; decidedShown?: number } = {},
): { shown: R[]; hidden: number } {
  const waiting = requests.filter((r) => r.status === "pending");
  const decided = requests.filter((r) => r.status !== "pending");
  const shownDecided = showAll ? decided : decided.slice(0, decidedShown);
  return { shown: [...waiting, ...shownDecided], hidden: decided.length - shownDecided.length };
}

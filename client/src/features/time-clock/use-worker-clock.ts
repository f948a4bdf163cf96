// One worker's clock-in and clock-out, whichever screen taps them: the GPS clock's card, the timesheet's tracker and the
// Clock In / Out dialog are one clock (issue 26 item 5). Each reads the worker as the server has them with this phone's
// queued taps laid over (worker-punch-state.ts), and each punch goes the one way: into the phone's queue with its tap
// time, sent at once online and kept offline (worker-actions.ts); after a clock-out the sign-off is asked when the
// company asks for it.
import { useState } from "react";
import type { TimeEntryView } from "@shared/api/time-clock";
import { toast } from "@/components/ui/use-toast";
import { clockInFix, clockOutFix, type PositionFix } from "@/lib/geolocation";
import type { PunchOutcome } from "@/lib/punch-queue";
import { openEntryLink, workerPunchState, type EntryLink, type WorkerPunchState } from "@/lib/worker-punch-state";
import { useMyPunchQueue } from "./offline-queue";
import type { SignOffPrompt } from "./components/sign-off-prompt";
import { announce, queueWorkerAction } from "./worker-actions";
import type { WorkerPunchBody } from "./punch-request";

export interface ClockWorker {
  id: number;
  name: string;
}

/** Where and how a punch was made: the phone's fix when there is one, the place as text (typed, or the fix's address). */
export interface PunchPlace {
  fix: PositionFix | null;
  locationText: string | null;
  notes?: string | null;
}

/** Each screen's own success titles (SPEC 14: the GPS screen's, the tracker's, the dialog's). */
export interface ClockTitles {
  clockedIn: string;
  clockedOut: string;
}

export const GPS_SCREEN_TITLES: ClockTitles = { clockedIn: "Clocked In Successfully", clockedOut: "Clocked Out Successfully" };

export interface WorkerClock {
  punchState: WorkerPunchState;
  /** On the clock, as the server and the queued taps say. */
  working: boolean;
  /** What an action on the open entry goes by (its id, or the queued punch that opens it); null off the clock. */
  link: EntryLink | null;
  workingProject: string;
  workingProjectId: number | null;
  /** When the open entry began: the queued tap's time while it waits, else the server's clock-in. */
  workingSince: string | null;
  submitting: "in" | "out" | null;
  clockIn(project: { id: number; name: string }, place: PunchPlace, costCodeBody: { costCodeId?: number | null }): Promise<PunchOutcome | null>;
  clockOut(place: PunchPlace): Promise<PunchOutcome | null>;
}

/**
 * The clock of one worker (null: none chosen yet). `activeEntry` is the server's open entry (or null); `serverOpenId`
 * the open entry's id when only the worker list knows it. The sign-off prompt is the screen's (a dialog that closes at
 * the clock-out keeps its prompt open in the screen that stays).
 */
export function useWorkerClock(
  worker: ClockWorker | null,
  activeEntry: TimeEntryView | null,
  signOff: SignOffPrompt,
  titles: ClockTitles,
  serverOpenId: number | null = null,
): WorkerClock {
  const { punches } = useMyPunchQueue();
  const [submitting, setSubmitting] = useState<"in" | "out" | null>(null);
  const openId = activeEntry?.id ?? serverOpenId;
  const punchState = workerPunchState(worker?.id ?? 0, openId !== null, worker ? punches : []);
  const opening = punchState.opening;
  const link = openEntryLink(punchState, openId);
  const workingProject = opening?.projectName ?? activeEntry?.projectName ?? "";

  async function clockIn(project: { id: number; name: string }, place: PunchPlace, costCodeBody: { costCodeId?: number | null }) {
    if (!worker) return null;
    const tappedAt = new Date().toISOString();
    setSubmitting("in");
    try {
      const body: WorkerPunchBody<"clock-in"> = {
        workerId: worker.id,
        projectId: project.id,
        location: place.locationText,
        ...(place.fix ? clockInFix(place.fix) : {}),
        ...(place.notes ? { notes: place.notes } : {}),
        clockInTime: tappedAt,
        ...costCodeBody,
      };
      const outcome = await queueWorkerAction({ kind: "clock-in", worker, projectName: project.name, tappedAt, body });
      announce(outcome, { synced: titles.clockedIn, what: `${worker.name} at ${project.name}`, tapped: "clock-in", tappedAt });
      return outcome;
    } finally {
      setSubmitting(null);
    }
  }

  async function clockOut(place: PunchPlace) {
    if (!worker) return null;
    if (!link) {
      toast({ title: "No active time entry found", variant: "destructive" });
      return null;
    }
    const tappedAt = new Date().toISOString();
    const body: WorkerPunchBody<"clock-out"> = {
      location: place.locationText,
      ...(place.fix ? clockOutFix(place.fix) : {}),
      ...(place.notes ? { notes: place.notes } : {}),
      clockOutTime: tappedAt,
    };
    setSubmitting("out");
    try {
      const outcome = await queueWorkerAction({ kind: "clock-out", worker, projectName: workingProject || null, link, tappedAt, body });
      announce(outcome, { synced: titles.clockedOut, what: `${worker.name}${workingProject ? ` at ${workingProject}` : ""}`, tapped: "clock-out", tappedAt });
      // The sign-off answers this entry: by its id once the server has the clock-out, else after the queued clock-out.
      const shift = { workerId: worker.id, workerName: worker.name, projectName: workingProject || null };
      if (outcome?.status === "synced") void signOff.ask([{ ...shift, timeEntryId: (outcome.response as TimeEntryView).id }]);
      else if (outcome?.status === "queued") void signOff.ask([{ ...shift, afterKey: outcome.key }]);
      return outcome;
    } finally {
      setSubmitting(null);
    }
  }

  return {
    punchState,
    working: punchState.clockedIn,
    link,
    workingProject,
    workingProjectId: punchState.projectId ?? activeEntry?.projectId ?? null,
    workingSince: opening?.tappedAt ?? activeEntry?.clockInTime ?? null,
    submitting,
    clockIn,
    clockOut,
  };
}

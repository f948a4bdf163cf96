// The steps every punch is made of, inside the caller's transaction: a clock-in (the worker and site checks, the
// phone's time, the geofence verdict, the open entry) and a clock-out (the conditional close and the week's pay).
// Single punches, kiosk punches, crew punches and job switches (a clock-out and a clock-in: switchWithin) all run
// these, so the rules live in one place. A step never throws a refusal: it answers one (time-clock/step-refusal.ts),
// and the caller undoes its transaction (or savepoint) and answers it in its own words.
import { costCodeDueAtPunch } from "@shared/domain/cost-code-rule";
import { geofenceVerdict, haversineDistanceMeters, siteCoordinates, siteRadiusMeters } from "@shared/domain/geofence";
import { dayKey } from "@shared/domain/work-week";
import type { TimeEntry } from "@shared/schema";
import { CLIENT_CLOCK_SKEW_MS, type ClockInInput, type ClockOutInput, type TimeEntryView } from "@shared/api/time-clock";
import type { Tx } from "../../db/client";
import { closeEntry, entryHead, findNamedEntry, insertOpenEntry, lastClockOut, lockProject, lockWeeks, lockWorker } from "./open-entry.repo";
import { markUnverified, replaceAutoClose } from "./entry-marks.repo";
import { endBreakAtClockOut, endBreaksBy } from "./break-rows.repo";
import { paidTimeOf, serverTap, type PunchTap } from "@shared/domain/tap-time";
import { lateTap } from "./late-punches";
import { createKioskStep } from "./kiosk-step";
import { noteLateTap, paidClockInTime, paidTimeOnEntry } from "./paid-time";
import { accountOf, byOf, crewPunch, kioskOf, offlineAt, type ClockInSettings, type ClockOutSettings, type PunchDevice, type SwitchStepInput } from "./punch-device";
import type { EntryPayRepo } from "../payroll/entry-pay.repo";
import { createBreakStep } from "./breaks.service";
import { unknownCostCodeMessage } from "./entry-cost-code";
import { refused, refusedLate, weekApprovedMessage, type Stepped } from "./step-refusal";
import { switchChangesNothing } from "@shared/domain/job-switch";
import { createEntryUpkeep } from "../payroll/entry-upkeep";
import { messageTimeFormat } from "../../lib/message-time";

/** The entry as the answers send it (time-entries' entryViewOf, handed in by services.ts). */
export type EntryViewOf = (tx: Tx, entryId: number) => Promise<TimeEntryView>;

export interface PunchStepsDeps {
  pay: EntryPayRepo;
  viewOf: EntryViewOf;
}

export interface PunchStepsOptions {
  /** APP_TIME_ZONE: days, weeks and the messages' times are in it. */
  timeZone: string;
  now?: () => Date;
}

function formatDistance(meters: number): string {
  return meters < 1000 ? `${Math.round(meters)} m` : `${(meters / 1000).toFixed(1)} km`;
}

const coordinateText = (value: number) => value.toFixed(8);

export function createPunchSteps({ pay, viewOf: entryView }: PunchStepsDeps, options: PunchStepsOptions) {
  const { timeZone } = options;
  const now = options.now ?? (() => new Date());
  const formatTime = messageTimeFormat(timeZone);
  const { recomputePay, approvedWeekRange } = createEntryUpkeep(pay, timeZone);

  const viewOf = (tx: Tx, entry: { id: number }): Promise<TimeEntryView> => entryView(tx, entry.id);
  const breakWithin = createBreakStep(pay, timeZone);

  /**
   * The clock-in's checks and its open entry, in the caller's transaction; `settings` read before it; `tap` is when the
   * server received it and how old the device says the tap was (paid-time.ts; a switch passes one for both steps). A
   * missing cost code the company requires never refuses the punch: the entry is flagged (cost_code_due) instead.
   */
  async function clockInWithin(tx: Tx, input: ClockInInput, device: PunchDevice, settings: ClockInSettings, tap: PunchTap = serverTap(now())): Promise<Stepped<TimeEntry>> {
    const worker = await lockWorker(tx, input.workerId);
    if (!worker) return refused("worker_not_found", "Worker not found");
    const project = await lockProject(tx, input.projectId);
    if (!project) return refused("project_not_found", "Project not found");
    if (worker.archivedAt) return refused("worker_archived", `${worker.name} is archived; unarchive them on the Workers screen to clock in.`);
    if (!worker.isActive) return refused("worker_inactive", "This worker is inactive");
    if (project.status === "completed") return refused("project_completed", "This project is completed");
    const unknownCode = await unknownCostCodeMessage(tx, input.costCodeId);
    if (unknownCode) return refused("cost_code_unknown", unknownCode, { name: "costCodeId", message: unknownCode });

    const clockInTime = await paidClockInTime(tx, tap, worker.id);
    const clientTime = input.clientClockInTime;
    // A spec client's own clockInTime is checked; a queued punch's phone time is only kept (its tap age decides).
    if (clientTime && tap.tapAgeMs === null) {
      if (clientTime.getTime() > clockInTime.getTime() + CLIENT_CLOCK_SKEW_MS) {
        return refused("time_in_future", `The clock-in time ${formatTime(clientTime)} is in the future; check the phone's date and time.`);
      }
      const lastOut = await lastClockOut(tx, worker.id, "phone");
      if (lastOut && clientTime.getTime() < lastOut.getTime()) {
        return refused(
          "before_last_clock_out",
          `The clock-in time ${formatTime(clientTime)} is before ${worker.name}'s last clock-out (${formatTime(lastOut)}).`,
        );
      }
    }

    let distanceMeters: number | null = null;
    let verdict: ReturnType<typeof geofenceVerdict> | null = null;
    const site = siteCoordinates(project);
    if (input.position && site) {
      distanceMeters = haversineDistanceMeters(input.position, site);
      if (input.accuracyMeters !== null) {
        verdict = geofenceVerdict({ distanceMeters, accuracyMeters: input.accuracyMeters, radiusMeters: siteRadiusMeters(project) });
      }
    }
    // Only the GPS screen promises a position at the site; the tracker and the dialog record where they were.
    if (input.fromGpsScreen && verdict === "outside") {
      return refused(
        "too_far",
        `You are ${formatDistance(distanceMeters!)} from ${project.name}; you must be within ${siteRadiusMeters(project)} m to clock in.`,
        { name: "location", message: "Too far from the site" },
      );
    }

    const approved = await approvedWeekRange(tx, dayKey(clockInTime, timeZone));
    // Only a queued tap can fall in an approved (so ended) period: it is described for the caller to keep (issue 27).
    if (approved && tap.tapAgeMs === null) return refused("week_approved", weekApprovedMessage(approved));
    if (approved) return refusedLate(lateTap({ workerId: worker.id, projectId: project.id }, { clockInTime }, tap.receivedAt, byOf(device), approved));

    const entry = await insertOpenEntry(tx, {
      workerId: worker.id,
      projectId: project.id,
      clockInTime,
      clockInReceivedAt: tap.receivedAt,
      clientClockInTime: clientTime,
      // The rate at the time of work: a later raise must not reprice hours already worked.
      hourlyRate: worker.hourlyRate,
      location: input.location,
      notes: input.notes,
      clockInLatitude: input.position ? coordinateText(input.position.latitude) : null,
      clockInLongitude: input.position ? coordinateText(input.position.longitude) : null,
      locationAccuracy: input.accuracyMeters === null ? null : input.accuracyMeters.toFixed(2),
      distanceMeters: distanceMeters === null ? null : distanceMeters.toFixed(2),
      geofenceVerdict: verdict,
      isLocationVerified: verdict === "inside",
      createdBy: accountOf(device),
      clockInKioskId: kioskOf(device),
      verification: offlineAt(device) ? "unverified" : "verified",
      costCodeId: input.costCodeId,
      costCodeDue: costCodeDueAtPunch(settings.costCodeRequired === true, input.costCodeId),
      crewClockIn: crewPunch(device),
    });
    if (!entry) return refused("already_clocked_in", "This worker is already clocked in");
    await noteLateTap(tx, { entryId: entry.id, field: "clockInTime", paidAt: clockInTime, tap, by: byOf(device) }, settings, formatTime);
    return { done: entry };
  }

  /** The clock-out (a running break ends with it) and the week's pay, in the caller's transaction; `settings` read before it (see recomputePay). */
  async function clockOutWithin(
    tx: Tx,
    input: ClockOutInput,
    device: PunchDevice,
    settings: ClockOutSettings,
    tap: PunchTap = serverTap(now()),
  ): Promise<Stepped<TimeEntry>> {
    const clientTime = input.clientClockOutTime;
    const checkClientTime = tap.tapAgeMs === null;
    if (clientTime && checkClientTime && clientTime.getTime() > tap.receivedAt.getTime() + CLIENT_CLOCK_SKEW_MS) {
      return refused("time_in_future", `The clock-out time ${formatTime(clientTime)} is in the future; check the phone's date and time.`);
    }
    // The lock order (time-clock/open-entry.repo.ts): the worker and the entry's week before the conditional close locks the entry.
    const head = await entryHead(tx, input.timeEntryId);
    if (!head) return refused("entry_not_found", "Time entry not found");
    await lockWorker(tx, head.workerId);
    await lockWeeks(tx, [head.clockInTime], timeZone);
    const clockOutTime = await paidTimeOnEntry(tx, tap, { id: input.timeEntryId, clockInTime: head.clockInTime });
    const close = {
      id: input.timeEntryId,
      clockOutTime,
      clockOutReceivedAt: tap.receivedAt,
      clientClockOutTime: clientTime,
      clockOutLocation: input.location,
      clockOutLatitude: input.position ? coordinateText(input.position.latitude) : null,
      clockOutLongitude: input.position ? coordinateText(input.position.longitude) : null,
      clockOutAccuracy: input.accuracyMeters === null ? null : input.accuracyMeters.toFixed(2),
      clockedOutBy: accountOf(device),
      clockOutKioskId: kioskOf(device),
      crewPunch: crewPunch(device),
      signOffDue: settings.signOffAtClockOut === true,
    };
    const closed = (await closeEntry(tx, { ...close, notes: input.notes, checkClientTime })) ?? (tap.tapAgeMs === null ? null : await tappedBeforeAutoClose(tx, close, tap));
    if (!closed) {
      const existing = await findNamedEntry(tx, input.timeEntryId);
      if (!existing) return refused("entry_not_found", "Time entry not found");
      if (existing.clockOutTime) {
        // A queued clock-out of an entry whose period was approved since (its auto-close confirmed, say): the tap is
        // described for the caller to keep as a late punch (issue 27), never dropped.
        const approved = tap.tapAgeMs === null ? null : await approvedWeekRange(tx, dayKey(existing.clockInTime, timeZone));
        if (!approved) return refused("already_clocked_out", "This time entry is already clocked out");
        const punch = { timeEntryId: existing.id, clockOutTime: paidTimeOf(tap, existing.clockInTime) };
        return refusedLate(lateTap(existing, punch, tap.receivedAt, byOf(device), approved));
      }
      return refused(
        "before_clock_in",
        `The clock-out time ${formatTime(clientTime!)} is before the clock-in time (${formatTime(existing.clientClockInTime ?? existing.clockInTime)}).`,
      );
    }
    // A kiosk's offline clock-out: the whole entry waits for the office, and its history says which kiosk made it so.
    if (device.kind === "kiosk" && device.offline) {
      await markUnverified(tx, closed.id, { userId: null, kioskId: device.kioskId, at: tap.receivedAt, reason: "Clocked out at the kiosk while it was offline (no PIN)" });
    }
    const paidAt = closed.clockOutTime!;
    await noteLateTap(tx, { entryId: closed.id, field: "clockOutTime", paidAt, tap, by: byOf(device) }, settings, formatTime);
    await endBreakAtClockOut(tx, closed.id, { at: paidAt, receivedAt: tap.receivedAt, endedBy: accountOf(device) });
    await recomputePay(tx, settings, closed.workerId, [closed.clockInTime]);
    return { done: closed };
  }

  /**
   * A queued clock-out that finds its entry auto-closed (issue 26): tapped before the auto-close, its time replaces the
   * auto-close's, a break the auto-close ended after it ends at it, and the history says so. Null when the entry was
   * not auto-closed, or was auto-closed before the tap (the auto-close stands).
   */
  async function tappedBeforeAutoClose(tx: Tx, close: Parameters<typeof replaceAutoClose>[1], tap: PunchTap): Promise<TimeEntry | null> {
    const entry = await findNamedEntry(tx, close.id);
    // An auto-closed entry is never in an approved period: approval waits until the office has confirmed it.
    if (!entry?.autoClosedAt || !entry.clockOutTime) return null;
    const clockOutTime = await paidTimeOnEntry(tx, tap, entry, entry.clockOutTime);
    const reason = `Clocked out at ${formatTime(clockOutTime)} on a device without signal; it reached the server at ${formatTime(close.clockOutReceivedAt)}, after the auto-close`;
    const replaced = await replaceAutoClose(tx, { ...close, clockOutTime }, { reason });
    if (replaced) await endBreaksBy(tx, replaced.id, clockOutTime);
    return replaced;
  }

  /**
   * A job switch (the single one and the crew's): the open entry clocked out and the next one clocked in at the one
   * instant `at` (on another project, or on the same one with another cost code), in the caller's transaction. On a refusal of either half the caller undoes its transaction (or
   * savepoint), the clock-out too, so the worker is never left off the clock by a switch that failed.
   */
  async function switchWithin(
    tx: Tx,
    entry: { id: number; workerId: number; projectId: number; costCodeId: number | null; clockInTime: Date; workerName: string; projectName: string },
    input: SwitchStepInput,
    device: PunchDevice,
    settings: ClockOutSettings & ClockInSettings,
    tap: PunchTap = serverTap(now()),
  ): Promise<Stepped<{ closed: TimeEntry; opened: TimeEntry }>> {
    // The same project with another cost code splits the entry at the tap ("Change cost code"); the same code is no switch.
    if (switchChangesNothing(entry, input)) {
      return refused("already_on_project", `${entry.workerName} is already clocked in on ${entry.projectName} with this cost code; choose another project or cost code.`, {
        name: "projectId",
        message: "Choose another project or cost code",
      });
    }
    // The lock order (time-clock/open-entry.repo.ts): the worker, both weeks (the entry's and the switch's), then the entries.
    await lockWorker(tx, entry.workerId);
    // The clock-in half is paid at the clock-out half's time: it may not reach back past that clock-out.
    await lockWeeks(tx, [entry.clockInTime, await paidTimeOnEntry(tx, tap, entry)], timeZone);
    const where = { position: input.position, accuracyMeters: input.accuracyMeters, location: input.location };
    // A switch is no end of the day: its clock-out never asks for the sign-off.
    const noSignOff = { ...settings, signOffAtClockOut: false };
    const closed = await clockOutWithin(tx, { ...where, timeEntryId: entry.id, notes: null, clientClockOutTime: input.clientTime }, device, noSignOff, tap);
    if ("refused" in closed) return closed;
    const opened = await clockInWithin(
      tx,
      {
        ...where,
        workerId: entry.workerId,
        projectId: input.projectId,
        notes: input.notes,
        clientClockInTime: input.clientTime,
        fromGpsScreen: true,
        costCodeId: input.costCodeId,
      },
      device,
      settings,
      tap,
    );
    if ("refused" in opened) return opened;
    return { done: { closed: closed.done, opened: opened.done } };
  }

  /**
   * The office closes a forgotten open entry at the time it chose (a correction, "Clock out now"), under the
   * correction's locks: the same conditional close as any clock-out, with the account as who clocked the worker out;
   * a running break ends then unless the correction gives the breaks itself. No sign-off is asked (the worker is not
   * there to answer); the correction recomputes the pay after its other changes.
   */
  async function officeCloseWithin(
    tx: Tx,
    close: { timeEntryId: number; clockOutTime: Date; by: number; endRunningBreak: boolean; clockInTime?: Date },
  ): Promise<Stepped<TimeEntry>> {
    const closed = await closeEntry(tx, {
      id: close.timeEntryId,
      clockInTime: close.clockInTime,
      clockOutTime: close.clockOutTime,
      clockOutReceivedAt: now(),
      clientClockOutTime: null,
      checkClientTime: false,
      notes: null,
      clockOutLocation: null,
      clockOutLatitude: null,
      clockOutLongitude: null,
      clockOutAccuracy: null,
      clockedOutBy: close.by,
      clockOutKioskId: null,
      crewPunch: false,
    });
    if (!closed) return refused("already_clocked_out", "This time entry is already clocked out");
    if (close.endRunningBreak) await endBreakAtClockOut(tx, closed.id, { at: close.clockOutTime, receivedAt: now(), endedBy: close.by });
    return { done: closed };
  }

  const kioskPunchWithin = createKioskStep({ clockInWithin, clockOutWithin }, now);
  return { clockInWithin, clockOutWithin, switchWithin, kioskPunchWithin, officeCloseWithin, breakWithin, viewOf };
}


export type PunchSteps = ReturnType<typeof createPunchSteps>;

// Punches on the server's clock: clock-in (the worker and site checks, the phone's time, the geofence verdict) and
// clock-out, each run with its Idempotency-Key by the idempotency service, and the week's pay recomputed. Crew and
// foremen punch only whom their scope allows (entry-scope.ts); the check runs inside the keyed work, so a replay of a
// stored answer is answered as it was. A site kiosk punches through the same two steps (kioskPunch): the kiosk is
// recorded as the device and no account as the puncher.
import { geofenceVerdict, haversineDistanceMeters, siteCoordinates, siteRadiusMeters } from "@shared/domain/geofence";
import { dayKey } from "@shared/domain/work-week";
import type { TimeEntry } from "@shared/schema";
import type { GeoFix } from "@shared/api/time-clock";
import { CLIENT_CLOCK_SKEW_MS, type ClockInInput, type ClockOutInput, type TimeEntryView } from "@shared/api/time-clock";
import { type PayrollSettings } from "@shared/api/payroll";
import { AppError } from "../../lib/errors";
import type { IdempotentAnswer, IdempotentRequest } from "../../lib/idempotency";
import type { IdempotencyService } from "../idempotency/idempotency.service";
import type { ScopeService } from "../scope/scope.service";
import type { EntryPayRepo } from "./entry-pay.repo";
import { createEntryUpkeep } from "./entry-upkeep";
import type { PunchesRepo } from "./punches.repo";
import type { Tx } from "../../db/client";
import type { TimeEntriesRepo, TimeEntryRow } from "./time-entries.repo";

import { clockInRefusal, clockOutRefusal, type Caller } from "./entry-scope";
import { messageTimeFormat, toView } from "./time-entry-view";

export interface PunchesServiceDeps {
  entries: TimeEntriesRepo;
  punches: PunchesRepo;
  pay: EntryPayRepo;
  idempotency: IdempotencyService;
  scopes: ScopeService;
}

export interface PunchesServiceOptions {
  /** APP_TIME_ZONE: days, weeks and the messages' times are in it. */
  timeZone: string;
  payrollSettings: () => Promise<PayrollSettings>;
  now?: () => Date;
}

/**
 * What took the punch: a signed-in account, or a site kiosk where the worker punched with their PIN (no account is
 * recorded then); a kiosk's offline punch, whose PIN could not be checked, leaves the entry 'unverified'.
 */
export type PunchDevice = { kind: "account"; userId: number } | { kind: "kiosk"; kioskId: number; offline: boolean };

/** A punch at a kiosk: the worker is clocked out of their open entry, or else in on the kiosk's project. */
export interface KioskPunch {
  kioskId: number;
  projectId: number;
  workerId: number;
  offline: boolean;
  position: GeoFix | null;
  accuracyMeters: number | null;
  clientTime: Date | null;
  /** What the tablet offered: a punch that no longer matches the worker's state is refused, not turned around. */
  expected: "in" | "out" | null;
}

const accountOf = (device: PunchDevice) => (device.kind === "account" ? device.userId : null);
const kioskOf = (device: PunchDevice) => (device.kind === "kiosk" ? device.kioskId : null);
const offlineAt = (device: PunchDevice) => device.kind === "kiosk" && device.offline;

function formatDistance(meters: number): string {
  return meters < 1000 ? `${Math.round(meters)} m` : `${(meters / 1000).toFixed(1)} km`;
}

const coordinateText = (value: number) => value.toFixed(8);

export function createPunchesService({ entries, punches, pay, idempotency, scopes }: PunchesServiceDeps, options: PunchesServiceOptions) {
  const { timeZone } = options;
  const now = options.now ?? (() => new Date());
  const formatTime = messageTimeFormat(timeZone);
  const { recomputePay, assertWeekOpen } = createEntryUpkeep(pay, timeZone);

  async function viewOf(tx: Tx, entry: TimeEntry): Promise<TimeEntryView> {
    const row = await entries.findEntry(entry.id, tx);
    return toView(row!);
  }

  /** The clock-in's checks and its open entry, in the caller's transaction. */
  async function clockInWithin(tx: Tx, input: ClockInInput, device: PunchDevice): Promise<TimeEntry> {
    const worker = await punches.lockWorker(tx, input.workerId);
    if (!worker) throw new AppError("not_found", "Worker not found");
    const project = await entries.lockProject(tx, input.projectId);
    if (!project) throw new AppError("not_found", "Project not found");
    if (worker.archivedAt) throw new AppError("conflict", `${worker.name} is archived; unarchive them on the Workers screen to clock in.`);
    if (!worker.isActive) throw new AppError("conflict", "This worker is inactive");
    if (project.status === "completed") throw new AppError("conflict", "This project is completed");

    const clockInTime = now();
    const clientTime = input.clientClockInTime;
    if (clientTime) {
      if (clientTime.getTime() > clockInTime.getTime() + CLIENT_CLOCK_SKEW_MS) {
        throw new AppError(
          "validation_failed",
          `The clock-in time ${formatTime(clientTime)} is in the future; check the phone's date and time.`,
        );
      }
      const lastOut = await punches.lastClockOut(tx, worker.id);
      if (lastOut && clientTime.getTime() < lastOut.getTime()) {
        throw new AppError(
          "validation_failed",
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
      throw new AppError(
        "validation_failed",
        `You are ${formatDistance(distanceMeters!)} from ${project.name}; you must be within ${siteRadiusMeters(project)} m to clock in.`,
        { location: ["Too far from the site"] },
      );
    }

    await assertWeekOpen(
      tx,
      dayKey(clockInTime, timeZone),
      (range) => `Payroll for this week (${range}) is already approved, so no more punches can be added to it.`,
    );

    const entry = await punches.insertOpenEntry(tx, {
      workerId: worker.id,
      projectId: project.id,
      clockInTime,
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
    });
    if (!entry) throw new AppError("already_clocked_in", "This worker is already clocked in");
    return entry;
  }

  /** The clock-out and the week's pay, in the caller's transaction; `settings` read before it (see recomputePay). */
  async function clockOutWithin(tx: Tx, input: ClockOutInput, device: PunchDevice, settings: PayrollSettings): Promise<TimeEntry> {
    const clockOutTime = now();
    const clientTime = input.clientClockOutTime;
    if (clientTime && clientTime.getTime() > clockOutTime.getTime() + CLIENT_CLOCK_SKEW_MS) {
      throw new AppError(
        "validation_failed",
        `The clock-out time ${formatTime(clientTime)} is in the future; check the phone's date and time.`,
      );
    }
    const closed = await punches.closeEntry(tx, {
      id: input.timeEntryId,
      clockOutTime,
      clientClockOutTime: clientTime,
      notes: input.notes,
      clockOutLocation: input.location,
      clockOutLatitude: input.position ? coordinateText(input.position.latitude) : null,
      clockOutLongitude: input.position ? coordinateText(input.position.longitude) : null,
      clockOutAccuracy: input.accuracyMeters === null ? null : input.accuracyMeters.toFixed(2),
      clockedOutBy: accountOf(device),
      clockOutKioskId: kioskOf(device),
      unverified: offlineAt(device),
    });
    if (!closed) {
      const existing = await entries.findEntry(input.timeEntryId, tx);
      if (!existing) throw new AppError("not_found", "Time entry not found");
      if (existing.clockOutTime) throw new AppError("already_clocked_out", "This time entry is already clocked out");
      throw new AppError(
        "validation_failed",
        `The clock-out time ${formatTime(clientTime!)} is before the clock-in time (${formatTime(existing.clientClockInTime ?? existing.clockInTime)}).`,
      );
    }
    await recomputePay(tx, settings, closed.workerId, [closed.clockInTime]);
    return closed;
  }

  return {
    async clockIn(input: ClockInInput, caller: Caller, request: IdempotentRequest | null): Promise<IdempotentAnswer<TimeEntryView>> {
      const scope = await scopes.of(caller);
      return idempotency.perform(request, async (tx) => {
        const refusal = clockInRefusal(scope, input.workerId, input.projectId);
        if (refusal) throw new AppError("forbidden", refusal);
        const entry = await clockInWithin(tx, input, { kind: "account", userId: caller.id });
        return { status: 201, body: await viewOf(tx, entry) };
      });
    },

    async clockOut(input: ClockOutInput, caller: Caller, request: IdempotentRequest | null): Promise<IdempotentAnswer<TimeEntryView>> {
      const [settings, scope] = await Promise.all([options.payrollSettings(), scopes.of(caller)]);
      return idempotency.perform(request, async (tx) => {
        if (scope.kind !== "everything") {
          const entry = await entries.findEntry(input.timeEntryId, tx);
          if (!entry) throw new AppError("not_found", "Time entry not found");
          const refusal = clockOutRefusal(scope, entry);
          if (refusal) throw new AppError("forbidden", refusal);
        }
        const closed = await clockOutWithin(tx, input, { kind: "account", userId: caller.id }, settings);
        return { status: 200, body: await viewOf(tx, closed) };
      });
    },

    /**
     * A worker's punch at a kiosk, with the request's key: clocked out of their open entry (wherever it is: someone who
     * forgot to stop must be able to), else clocked in on the kiosk's project, by the same steps as any punch. Who may
     * punch there (the project's team) and the PIN are the kiosk's to check before; `answer` builds the stored answer
     * in the same transaction (the kiosk keeps its photo there).
     */
    async kioskPunch<Body>(
      request: IdempotentRequest,
      punch: KioskPunch,
      answer: (tx: Tx, entry: TimeEntryRow, action: "in" | "out") => Promise<Body>,
    ): Promise<IdempotentAnswer<Body>> {
      const settings = await options.payrollSettings();
      const device: PunchDevice = { kind: "kiosk", kioskId: punch.kioskId, offline: punch.offline };
      return idempotency.perform(request, async (tx) => {
        const worker = await punches.lockWorker(tx, punch.workerId);
        if (!worker) throw new AppError("not_found", "Worker not found");
        const open = await punches.openEntryOf(tx, worker.id);
        if (punch.expected === "in" && open) throw new AppError("already_clocked_in", `${worker.name} is already clocked in`);
        if (punch.expected === "out" && !open) throw new AppError("already_clocked_out", `${worker.name} is not clocked in`);
        const where = { position: punch.position, accuracyMeters: punch.accuracyMeters, location: null, notes: null };
        const entry = open
          ? await clockOutWithin(tx, { ...where, timeEntryId: open.id, clientClockOutTime: punch.clientTime }, device, settings)
          : await clockInWithin(
              tx,
              { ...where, workerId: worker.id, projectId: punch.projectId, clientClockInTime: punch.clientTime, fromGpsScreen: punch.position !== null },
              device,
            );
        const row = await entries.findEntry(entry.id, tx);
        return { status: 200, body: await answer(tx, row!, open ? "out" : "in") };
      });
    },
  };
}

export type PunchesService = ReturnType<typeof createPunchesService>;

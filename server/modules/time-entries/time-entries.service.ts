// Time clock rules: clock-in/clock-out on the server's clock with idempotent replays, the geofence verdict,
// admin corrections with an audit trail, and the entry views the screens read.
import { geofenceVerdict, haversineDistanceMeters, siteCoordinates, siteRadiusMeters } from "@shared/domain/geofence";
import { addDays, daysBetween, dayKey, dayRange, type DateKey } from "@shared/domain/work-week";
import type { ErrorCode } from "@shared/errors";
import type { TimeEntry } from "@shared/schema";
import {
  CLIENT_CLOCK_SKEW_MS,
  type ClockInInput,
  type ClockOutInput,
  type PayrollSettings,
  type TimeEntryCorrection,
  type TimeEntryDetail,
  type TimeEntryDaySummary,
  type TimeEntryListQuery,
  type TimeEntrySummaryLine,
  type TimeEntrySummaryQuery,
  type TimeEntrySummaryView,
  type TimeEntryView,
} from "@shared/api/time-clock";
import { AppError } from "../../lib/errors";
import { entryLockedError } from "../payroll/pay-period-lock";
import { createEntryUpkeep } from "./entry-upkeep";
import type { IdempotencyClaim } from "./idempotency-keys.repo";
import type { TimeEntriesRepo, TimeEntryRow, Tx } from "./time-entries.repo";
import { requestHash } from "./request-hash";
import { toChangeView, toView } from "./time-entry-view";
import { toWire } from "../../lib/wire";

export const CLOCK_IN_ROUTE = "POST /api/time-entries/clock-in";
export const CLOCK_OUT_ROUTE = "POST /api/time-entries/clock-out";
/** Without a filter the list is the newest entries only; a date range bounds itself. */
export const DEFAULT_LIST_LIMIT = 200;
const MAX_RANGE_DAYS = 93;

export interface TimeEntriesServiceOptions {
  /** APP_TIME_ZONE: days, weeks and the messages' times are in it. */
  timeZone: string;
  payrollSettings: () => Promise<PayrollSettings>;
  now?: () => Date;
}

export interface Actor {
  userId: number;
}

/** The Idempotency-Key header and the raw JSON body it must match on a replay. */
export interface IdempotencyInput {
  key: string;
  body: unknown;
}

export interface PunchResult {
  status: number;
  body: TimeEntryView;
  replayed: boolean;
}

interface StoredError {
  code: ErrorCode;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

function formatDistance(meters: number): string {
  return meters < 1000 ? `${Math.round(meters)} m` : `${(meters / 1000).toFixed(1)} km`;
}

const coordinateText = (value: number) => value.toFixed(8);

/** How long a punch's Idempotency-Key, and the answer stored with it, is kept. */
export const IDEMPOTENCY_KEY_RETENTION_DAYS = 30;

export function createTimeEntriesService(repo: TimeEntriesRepo, options: TimeEntriesServiceOptions) {
  const { timeZone } = options;
  const now = options.now ?? (() => new Date());
  const timeFormat = new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "medium", timeStyle: "short" });
  const formatTime = (date: Date) => timeFormat.format(date);

  /**
   * Runs a punch in one transaction with its Idempotency-Key: the key is claimed first; a replay returns the stored
   * answer (success or error) and does nothing else. An AppError from the punch is stored too, inside a savepoint so
   * the punch's own writes are undone, and a replay answers the same error. Other failures roll everything back,
   * key included, so the client can retry.
   */
  async function punch(
    route: string,
    actor: Actor,
    idempotency: IdempotencyInput | null,
    work: (tx: Tx) => Promise<{ status: number; body: TimeEntryView }>,
  ): Promise<PunchResult> {
    type Outcome = ({ kind: "answer" } & PunchResult) | { kind: "error"; error: StoredError };
    const outcome = await repo.transaction(async (tx): Promise<Outcome> => {
      if (!idempotency) return { kind: "answer", ...(await work(tx)), replayed: false };
      const claim: IdempotencyClaim = { userId: actor.userId, key: idempotency.key, route, requestHash: requestHash(idempotency.body) };
      const stored = await repo.claimIdempotencyKey(tx, claim);
      if (stored) {
        if (stored.route !== route || stored.requestHash !== claim.requestHash) {
          throw new AppError("idempotency_mismatch", "This Idempotency-Key was already used for a different request");
        }
        if (stored.responseStatus === null) {
          throw new AppError("conflict", "A request with this Idempotency-Key is still being processed");
        }
        if (stored.responseStatus >= 400) return { kind: "error", error: stored.responseBody as StoredError };
        return { kind: "answer", status: stored.responseStatus, body: stored.responseBody as TimeEntryView, replayed: true };
      }
      try {
        const result = await repo.savepoint(tx, work);
        await repo.storeIdempotentResponse(tx, claim, result.status, result.body);
        return { kind: "answer", ...result, replayed: false };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const body: StoredError = { code: error.code, message: error.message, fieldErrors: error.fieldErrors };
        await repo.storeIdempotentResponse(tx, claim, error.status, body);
        return { kind: "error", error: body };
      }
    });
    if (outcome.kind === "error") throw new AppError(outcome.error.code, outcome.error.message, outcome.error.fieldErrors);
    return { status: outcome.status, body: outcome.body, replayed: outcome.replayed };
  }

  const { recomputePay, assertWeekOpen } = createEntryUpkeep(repo, timeZone);

  async function viewOf(tx: Tx, entry: TimeEntry): Promise<TimeEntryView> {
    const row = await repo.findEntry(entry.id, tx);
    return toView(row!);
  }

  const service = {
    async list(query: TimeEntryListQuery): Promise<TimeEntryView[]> {
      let range: { start: Date; end: Date } | undefined;
      if (query.date) range = dayRange(query.date, timeZone);
      else if (query.from || query.to) {
        const from = query.from ?? query.to!;
        const to = query.to ?? query.from!;
        const start = dayRange(from, timeZone).start;
        const end = dayRange(to, timeZone).end;
        if (end.getTime() - start.getTime() > (MAX_RANGE_DAYS + 1) * 86_400_000) {
          throw new AppError("validation_failed", `Choose a range of at most ${MAX_RANGE_DAYS} days`);
        }
        range = { start, end };
      }
      const limit = query.limit ?? (range ? undefined : DEFAULT_LIST_LIMIT);
      const rows = await repo.list({ projectId: query.projectId, workerId: query.workerId, range, limit });
      return rows.map(toView);
    },

    /**
     * Per day of the range (empty days too): total hours, entry and open counts, and one line per worker and project.
     * The hours are the entries' own hoursWorked added up (open entries count 0, as on the Weekly Summary before),
     * summed in hundredths so the day's total is exact.
     */
    async summary(query: TimeEntrySummaryQuery): Promise<TimeEntrySummaryView> {
      const range = { start: dayRange(query.from, timeZone).start, end: dayRange(query.to, timeZone).end };
      const rows = await repo.summaryLines(range, timeZone);
      const days = new Map<DateKey, TimeEntryDaySummary & { hundredths: number }>();
      for (let i = 0; i <= daysBetween(query.from, query.to); i++) {
        const date = addDays(query.from, i);
        days.set(date, { date, totalHours: 0, entryCount: 0, openCount: 0, lines: [], hundredths: 0 });
      }
      for (const row of rows) {
        const day = days.get(row.date);
        if (!day) continue;
        const hundredths = Math.round(Number(row.hours) * 100);
        const line: TimeEntrySummaryLine = {
          workerId: row.workerId,
          workerName: row.workerName,
          projectId: row.projectId,
          projectName: row.projectName,
          hours: hundredths / 100,
          entryCount: row.entryCount,
          openCount: row.openCount,
        };
        day.lines.push(line);
        day.hundredths += hundredths;
        day.entryCount += row.entryCount;
        day.openCount += row.openCount;
      }
      return {
        from: query.from,
        to: query.to,
        timeZone,
        days: [...days.values()].map(({ hundredths, ...day }) => ({
          ...day,
          totalHours: hundredths / 100,
          lines: day.lines.sort(
            (a, b) =>
              b.hours - a.hours ||
              a.workerName.localeCompare(b.workerName) ||
              a.projectName.localeCompare(b.projectName) ||
              a.workerId - b.workerId ||
              a.projectId - b.projectId,
          ),
        })),
      };
    },

    async detail(id: number): Promise<TimeEntryDetail> {
      const row = await repo.findEntry(id);
      if (!row) throw new AppError("not_found", "Time entry not found");
      const [changes, period] = await Promise.all([
        repo.changesOf(id),
        row.payPeriodId ? repo.periodById(row.payPeriodId) : Promise.resolve(undefined),
      ]);
      return {
        ...toView(row),
        changes: changes.map(toChangeView),
        payPeriod: period ? (toWire(period) as unknown as TimeEntryDetail["payPeriod"]) : null,
      };
    },

    /** The worker's open entry, or null; 404 when the worker does not exist. */
    async activeForWorker(workerId: number): Promise<TimeEntryView | null> {
      const row = await repo.findOpenEntry(workerId);
      if (row) return toView(row);
      if (!(await repo.workerExists(workerId))) throw new AppError("not_found", "Worker not found");
      return null;
    },

    clockIn(input: ClockInInput, actor: Actor, idempotency: IdempotencyInput | null): Promise<PunchResult> {
      return punch(CLOCK_IN_ROUTE, actor, idempotency, async (tx) => {
        const worker = await repo.lockWorker(tx, input.workerId);
        if (!worker) throw new AppError("not_found", "Worker not found");
        const project = await repo.lockProject(tx, input.projectId);
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
          const lastOut = await repo.lastClockOut(tx, worker.id);
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

        const entry = await repo.insertOpenEntry(tx, {
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
          createdBy: actor.userId,
        });
        if (!entry) throw new AppError("already_clocked_in", "This worker is already clocked in");
        return { status: 201, body: await viewOf(tx, entry) };
      });
    },

    async clockOut(input: ClockOutInput, actor: Actor, idempotency: IdempotencyInput | null): Promise<PunchResult> {
      const settings = await options.payrollSettings();
      return punch(CLOCK_OUT_ROUTE, actor, idempotency, async (tx) => {
        const clockOutTime = now();
        const clientTime = input.clientClockOutTime;
        if (clientTime && clientTime.getTime() > clockOutTime.getTime() + CLIENT_CLOCK_SKEW_MS) {
          throw new AppError(
            "validation_failed",
            `The clock-out time ${formatTime(clientTime)} is in the future; check the phone's date and time.`,
          );
        }
        const closed = await repo.closeEntry(tx, {
          id: input.timeEntryId,
          clockOutTime,
          clientClockOutTime: clientTime,
          notes: input.notes,
          clockOutLocation: input.location,
          clockOutLatitude: input.position ? coordinateText(input.position.latitude) : null,
          clockOutLongitude: input.position ? coordinateText(input.position.longitude) : null,
          clockOutAccuracy: input.accuracyMeters === null ? null : input.accuracyMeters.toFixed(2),
          clockedOutBy: actor.userId,
        });
        if (!closed) {
          const existing = await repo.findEntry(input.timeEntryId, tx);
          if (!existing) throw new AppError("not_found", "Time entry not found");
          if (existing.clockOutTime) throw new AppError("already_clocked_out", "This time entry is already clocked out");
          throw new AppError(
            "validation_failed",
            `The clock-out time ${formatTime(clientTime!)} is before the clock-in time (${formatTime(existing.clientClockInTime ?? existing.clockInTime)}).`,
          );
        }
        await recomputePay(tx, settings, closed.workerId, [closed.clockInTime]);
        return { status: 200, body: await viewOf(tx, closed) };
      });
    },

    /**
     * Forgets Idempotency-Keys older than IDEMPOTENCY_KEY_RETENTION_DAYS (the table would otherwise grow by one row per
     * punch forever). A phone's queued punch is sent within minutes of signal coming back; a replay after a month would
     * be answered as a new punch, which the one-open-entry rule and the closed-entry check still guard.
     */
    async pruneIdempotencyKeys(): Promise<number> {
      return repo.pruneIdempotencyKeys(new Date(now().getTime() - IDEMPOTENCY_KEY_RETENTION_DAYS * 86_400_000));
    },

    /** An admin closes a forgotten entry or fixes its times, notes or project; the change and its reason are kept. */
    async correct(id: number, correction: TimeEntryCorrection, actor: Actor): Promise<TimeEntryDetail> {
      const settings = await options.payrollSettings();
      await repo.transaction(async (tx) => {
        const entry = await repo.lockEntry(tx, id);
        if (!entry) throw new AppError("not_found", "Time entry not found");
        // The worker's row lock orders this overlap check against manual entries and other corrections of the worker.
        await repo.lockWorkerForEntries(tx, entry.workerId);
        if (entry.payPeriodId) {
          const period = await repo.periodById(entry.payPeriodId, tx);
          throw entryLockedError(period!);
        }
        const at = now();
        const clockInTime = correction.clockInTime ?? entry.clockInTime;
        const clockOutTime = correction.clockOutTime ?? entry.clockOutTime;
        const latest = at.getTime() + CLIENT_CLOCK_SKEW_MS;
        if (clockInTime.getTime() > latest || (clockOutTime && clockOutTime.getTime() > latest)) {
          throw new AppError("validation_failed", "Times in the future cannot be entered");
        }
        if (clockOutTime && clockOutTime.getTime() < clockInTime.getTime()) {
          throw new AppError("validation_failed", "The clock-out time must be after the clock-in time", {
            clockOutTime: ["Must be after the clock-in time"],
          });
        }
        const projectId = correction.projectId ?? entry.projectId;
        if (projectId !== entry.projectId && !(await repo.projectExists(tx, projectId))) {
          throw new AppError("not_found", "Project not found");
        }
        const notes = correction.notes === undefined ? entry.notes : correction.notes;

        const changes: Record<string, [unknown, unknown]> = {};
        const record = (field: string, from: unknown, to: unknown) => {
          const a = from instanceof Date ? from.toISOString() : from;
          const b = to instanceof Date ? to.toISOString() : to;
          if (a !== b) changes[field] = [a, b];
        };
        record("clockInTime", entry.clockInTime, clockInTime);
        record("clockOutTime", entry.clockOutTime, clockOutTime);
        record("notes", entry.notes, notes);
        record("projectId", entry.projectId, projectId);
        if (!Object.keys(changes).length) {
          throw new AppError("validation_failed", "Nothing to change: the entry already has these values");
        }

        for (const day of new Set([dayKey(entry.clockInTime, timeZone), dayKey(clockInTime, timeZone)])) {
          await assertWeekOpen(
            tx,
            day,
            (range) => `This change would move the entry into an approved pay period (${range}); it can no longer be changed there.`,
          );
        }
        const overlap = await repo.overlappingEntry(tx, id, entry.workerId, clockInTime, clockOutTime);
        if (overlap) {
          throw new AppError(
            "conflict",
            `These times overlap another entry of this worker (clocked in ${formatTime(overlap.clockInTime)}); paying both would pay those hours twice.`,
          );
        }

        const updated = await repo.applyCorrection(
          tx,
          id,
          { clockInTime, clockOutTime, notes, projectId },
          { action: !entry.clockOutTime && clockOutTime ? "close" : "correct", changes, reason: correction.reason, changedBy: actor.userId, at },
        );
        if (!updated) throw new AppError("conflict", "This entry changed while you were editing it; reload and try again");
        await recomputePay(tx, settings, entry.workerId, [entry.clockInTime, clockInTime]);
      });
      return service.detail(id);
    },
  };
  return service;
}

export type TimeEntriesService = ReturnType<typeof createTimeEntriesService>;

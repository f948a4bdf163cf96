// Time entries as the screens read them (the paged list, the days' summary, one entry with its history, a worker's
// open entry, a project's recent entries) and the office's corrections with their audit trail. Every read is scoped to
// the caller (entry-scope.ts). Punches are in punches.service.ts.
import { CLOCK_OUT_AFTER_CLOCK_IN } from "@shared/domain/correction-requests";
import { addDays, daysBetween, dayKey, dayRange, type DateKey } from "@shared/domain/work-week";
import { CLIENT_CLOCK_SKEW_MS, type TimeEntryCorrection, type TimeEntryDetail, type TimeEntryDaySummary, type TimeEntryListQuery, type TimeEntryOrder, type TimeEntrySummaryLine, type TimeEntrySummaryQuery, type TimeEntrySummaryView, type TimeEntryView } from "@shared/api/time-clock";
import type { PunchPaySettings } from "@shared/domain/pay-evaluation";
import { DEFAULT_PAGE } from "@shared/api/contract";
import { UNBOUNDED_LIST_ENTRIES } from "@shared/api/time-entries";
import type { Tx } from "../../db/client";
import type { ProjectTimeEntryItem } from "@shared/api/projects";
import type { Served } from "@shared/api/contract";
import { PROJECT_NOT_FOUND_MESSAGE } from "@shared/api/constants";
import { AppError } from "../../lib/errors";
import type { Page } from "../../lib/endpoint-router";
import { decodeSortKey, toKeysetPage } from "../../lib/keyset.repo";
import { pageLimit } from "../../lib/paging";
import { entryLockedError, payPeriodSummaryOf } from "../payroll/pay-period-lock";
import { seesProject, type ScopeService } from "../scope/scope.service";
import { entryHead, findOpenEntry, lockEntry, lockEntryRow, lockWeeks, lockWorker } from "../time-clock/open-entry.repo";
import { assertCostCodeUsable, assertDeskCostCodeGiven } from "../time-clock/entry-cost-code";
import { assertMayDecide, type Decider } from "./entry-decision";
import { entryScopeOf, seesEntry, seesWorkerTime, type Caller } from "../scope/entry-scope";
import type { EntryPayRepo } from "../payroll/entry-pay.repo";
import { createEntryUpkeep } from "../payroll/entry-upkeep";
import { entryKeyKind, type TimeEntriesRepo } from "./time-entries.repo";
import type { PunchSteps } from "../time-clock/clock-steps";
import { doneOrThrow } from "../time-clock/step-refusal";
import { correctionBreaks } from "./correction-breaks";
import { toChangeView, toView } from "./time-entry-view";
import { dailyOvertimeAfterHours, workersPastDaily } from "@shared/domain/overtime-setting";
import { messageTimeFormat } from "../../lib/message-time";
import type { MealBreakService } from "../meal-breaks/meal-breaks";

const MAX_RANGE_DAYS = 93;

export interface TimeEntriesServiceOptions {
  /** APP_TIME_ZONE: days, weeks and the messages' times are in it. */
  timeZone: string;
  payrollSettings: () => Promise<PunchPaySettings>;
  /** What rows each caller sees. */
  scopes: ScopeService;
  /** Whether the company requires a cost code: a correction may not take one off then; absent: no. */
  costCodeRequired?: () => Promise<boolean>;
  now?: () => Date;
  /** The company's meal-break rule: the summary flags the days it finds missed (absent: nothing is flagged). */
  mealBreaks?: Pick<MealBreakService, "missedDays">;
  /** The time clock's steps: a correction that closes an open entry runs its close (officeCloseWithin). */
  steps: Pick<PunchSteps, "officeCloseWithin">;
}

export interface Actor {
  userId: number;
}

export function createTimeEntriesService(repo: TimeEntriesRepo, pay: EntryPayRepo, options: TimeEntriesServiceOptions) {
  const { timeZone, scopes } = options;
  const now = options.now ?? (() => new Date());
  const formatTime = messageTimeFormat(timeZone);
  const { recomputePay, assertWeekOpen } = createEntryUpkeep(pay, timeZone);

  const service = {
    /**
     * One page of the entries, newest first or by the `sort` column; a range of days bounds the list, without one it
     * is the newest UNBOUNDED_LIST_ENTRIES.
     */
    async list(query: TimeEntryListQuery, caller: Caller): Promise<Page<TimeEntryView>> {
      const scope = entryScopeOf(await scopes.of(caller));
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
      const order: TimeEntryOrder | null = query.sort ? { sort: query.sort, direction: query.direction ?? "asc" } : null;
      const after = decodeSortKey(query.cursor, entryKeyKind(order));
      const limit = pageLimit(DEFAULT_PAGE, query.limit);
      const { rows, total } = await repo.listPage(
        { projectId: query.projectId, workerId: query.workerId, range, scope, verification: query.verification },
        { order, after, limit, cap: range ? undefined : UNBOUNDED_LIST_ENTRIES },
      );
      const page = toKeysetPage(rows, limit, total);
      return { ...page, rows: page.rows.map(toView) };
    },

    /**
     * Per day of the range (empty days too): total hours, entry and open counts, and one line per worker and project.
     * The hours are the entries' own hoursWorked added up (open entries count 0, as on the Weekly Summary before),
     * summed in hundredths so the day's total is exact.
     */
    async summary(query: TimeEntrySummaryQuery, caller: Caller): Promise<TimeEntrySummaryView> {
      const range = { start: dayRange(query.from, timeZone).start, end: dayRange(query.to, timeZone).end };
      const [rows, settings] = await Promise.all([repo.summaryLines(range, timeZone, entryScopeOf(await scopes.of(caller))), options.payrollSettings()]);
      const dailyAfter = dailyOvertimeAfterHours(settings);
      // The rule reads each shown worker's whole day (a switch to a project the caller does not see still counts).
      const missed = options.mealBreaks ? await options.mealBreaks.missedDays({ range, workerIds: [...new Set(rows.map((r) => r.workerId))] }) : [];
      const missedDays = new Set(missed.map((d) => `${d.workerId}|${d.dayKey}`));
      const days = new Map<DateKey, Omit<TimeEntryDaySummary, "workersPastDaily"> & { hundredths: number }>();
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
          mealBreakMissed: missedDays.has(`${row.workerId}|${row.date}`),
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
        dailyOvertimeAfterHours: dailyAfter,
        days: [...days.values()].map(({ hundredths, ...day }) => ({
          ...day,
          totalHours: hundredths / 100,
          workersPastDaily: dailyAfter === null ? null : workersPastDaily(day.lines, dailyAfter),
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

    /** One entry with its history; without a caller (an office write answering) the entry is not scoped. */
    async detail(id: number, caller?: Caller): Promise<TimeEntryDetail> {
      const row = await repo.findDetail(id);
      // An entry the caller may not see is answered as a missing one: its existence is not theirs to know.
      if (!row || (caller && !seesEntry(await scopes.of(caller), row))) throw new AppError("not_found", "Time entry not found");
      const [changes, period] = await Promise.all([
        repo.changesOf(id),
        row.payPeriodId ? pay.periodById(row.payPeriodId) : Promise.resolve(undefined),
      ]);
      const { clockInByName, clockOutByName, ...entry } = row;
      return {
        ...toView(entry),
        clockInByName,
        clockOutByName,
        changes: changes.map(toChangeView),
        payPeriod: period ? payPeriodSummaryOf(period) : null,
      };
    },

    /**
     * The worker's open entry, or null; 404 when the worker does not exist or is not the caller's to ask about (crew:
     * themself; a foreman: their crew). An open entry the caller may not see (elsewhere than a foreman's projects) is null.
     */
    async activeForWorker(workerId: number, caller: Caller): Promise<TimeEntryView | null> {
      const scope = await scopes.of(caller);
      if (!seesWorkerTime(scope, workerId)) throw new AppError("not_found", "Worker not found");
      // The time clock's lookup, then the entry as the views read it, in one snapshot.
      const row = await repo.transaction(async (tx) => {
        const open = await findOpenEntry(tx, workerId);
        return open ? repo.findEntry(open.id, tx) : undefined;
      });
      if (row) return seesEntry(scope, row) ? toView(row) : null;
      if (!(await repo.workerExists(workerId))) throw new AppError("not_found", "Worker not found");
      return null;
    },

    /** A project's newest entries; a project outside the caller's answers 404, and crew get only their own on it. */
    async forProject(projectId: number, limit: number, caller: Caller): Promise<Served<ProjectTimeEntryItem>[]> {
      const scope = await scopes.of(caller);
      if (!seesProject(scope, projectId) || !(await repo.projectExists(projectId))) {
        throw new AppError("not_found", PROJECT_NOT_FOUND_MESSAGE);
      }
      return repo.listForProject(projectId, limit, entryScopeOf(scope));
    },

    /**
     * The office confirms an entry a kiosk took offline ('unverified' -> 'verified', recorded with the account), unless
     * it is their own worker's (entry-decision.ts). An entry already verified is answered as it is: no change row.
     */
    async verify(id: number, actor: Decider): Promise<TimeEntryDetail> {
      await repo.transaction(async (tx) => {
        const entry = await lockEntry(tx, id);
        if (!entry) throw new AppError("not_found", "Time entry not found");
        assertMayDecide(actor, entry);
        await repo.markVerified(tx, id, { changedBy: actor.userId, at: now() });
      });
      return service.detail(id);
    },

    /**
     * The office (or an admin) closes a forgotten entry or fixes its times, notes, project or cost code; the change and its reason are kept.
     * Nobody corrects their own worker's entry (entry-decision.ts), an approved correction request included.
     * `alongside` runs in the same transaction after the change (an approved correction request marks itself there).
     */
    async correct(id: number, correction: TimeEntryCorrection, actor: Decider, alongside?: (tx: Tx) => Promise<void>): Promise<TimeEntryDetail> {
      const [settings, costCodeRequired] = await Promise.all([options.payrollSettings(), options.costCodeRequired?.()]);
      await repo.transaction(async (tx) => {
        // The lock order (time-clock/open-entry.repo.ts): the worker (which also orders this overlap check against manual entries and
        // other corrections of the worker), the weeks the entry is in and moves to, then the entry.
        const head = await entryHead(tx, id);
        if (!head) throw new AppError("not_found", "Time entry not found");
        await lockWorker(tx, head.workerId);
        await lockWeeks(tx, [head.clockInTime, correction.clockInTime ?? head.clockInTime], timeZone);
        const entry = (await lockEntryRow(tx, id))!;
        assertMayDecide(actor, entry);
        if (entry.payPeriodId) {
          const period = await pay.periodById(entry.payPeriodId, tx);
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
          throw new AppError("validation_failed", CLOCK_OUT_AFTER_CLOCK_IN, {
            clockOutTime: ["Must be after the clock-in time"],
          });
        }
        const projectId = correction.projectId ?? entry.projectId;
        if (projectId !== entry.projectId && !(await repo.projectExists(projectId, tx))) {
          throw new AppError("not_found", "Project not found");
        }
        const notes = correction.notes === undefined ? entry.notes : correction.notes;
        const costCodeId = correction.costCodeId === undefined ? entry.costCodeId : correction.costCodeId;
        assertDeskCostCodeGiven(costCodeRequired === true, correction.costCodeId, "correct");
        // Only a newly chosen code is checked: an entry keeps a code the office has deactivated since.
        if (costCodeId !== entry.costCodeId) await assertCostCodeUsable(tx, costCodeId, "refuse");

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
        record("costCodeId", entry.costCodeId, costCodeId);
        const breaks = await correctionBreaks(
          tx,
          id,
          correction,
          { clockInTime, clockOutTime },
          { clockInTime: "clockInTime" in changes, clockOutTime: "clockOutTime" in changes },
          { settings, by: actor.userId, formatTime },
        );
        Object.assign(changes, breaks.changes);
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

        // Closing a forgotten entry is its clock-out: the time clock's own close (a running break ends then, unless the
        // correction gives the breaks); the correction then writes its other changes and its change row.
        if (!entry.clockOutTime && clockOutTime) {
          // The corrected clock-in goes in the same statement: the new clock-out may come before the old clock-in.
          doneOrThrow(await options.steps.officeCloseWithin(tx, { timeEntryId: id, clockInTime, clockOutTime, by: actor.userId, endRunningBreak: !breaks.replaces }));
        }
        const updated = await repo.applyCorrection(
          tx,
          id,
          { clockInTime, clockOutTime, notes, projectId, costCodeId },
          { action: !entry.clockOutTime && clockOutTime ? "close" : "correct", changes, reason: correction.reason, changedBy: actor.userId, at },
        );
        if (!updated) throw new AppError("conflict", "This entry changed while you were editing it; reload and try again");
        await breaks.apply(tx);
        await recomputePay(tx, settings, entry.workerId, [entry.clockInTime, clockInTime]);
        await alongside?.(tx);
      });
      return service.detail(id);
    },
  };
  return service;
}

export type TimeEntriesService = ReturnType<typeof createTimeEntriesService>;

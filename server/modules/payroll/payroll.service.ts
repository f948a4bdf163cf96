// Payroll by pay period (weekly as the spec, or the company's schedule): the Payroll tab's figures from the shared rules,
// CSV exports, the period's pay changes, approval into a record, the overtime switch.
import { payRuleOptionsOf, type PunchPaySettings } from "@shared/domain/pay-evaluation";
import { isSpecPreset, RULE_SHAPES, type SpecPreset } from "@shared/domain/overtime-labels";
import { dayKey, type DateKey, type InstantRange } from "@shared/domain/work-week";
import { resolvePayPeriod, type DaySpan } from "@shared/domain/pay-schedule";
import { hundredthsOfMinutes } from "@shared/domain/pay-lines";
import type { PayrollSettings, PayrollSettingsUpdate, PayrollWeekView, PeriodWorkweekView, WorkerSignatureView } from "@shared/api/payroll";
import type { EntryCorrectionView, LateTapView, ManualEntryAuditView, PayChangesWeekView } from "@shared/api/pay-changes";
import type { WorkerChangeView } from "@shared/api/workers";
import type { CompanySettings, SettingsChangeView } from "@shared/api/company-settings";
import { AppError } from "../../lib/errors";
import { messageDayFormat } from "../../lib/message-time";
import { OWN_HOURS_APPROVAL_REFUSAL } from "@shared/domain/entry-decision";
import { settingsForApprover, type Approver } from "./approver";
import { NOTHING_TO_APPROVE_REFUSAL, OPEN_ENTRIES_APPROVAL_REFUSAL, PERIOD_CHANGED_REFUSAL, periodNotEndedRefusal } from "@shared/domain/period-approval";
import { entriesCsvFile, workersCsvFile, type CsvFile } from "./payroll-files";
import { entryPayFigures } from "./entry-pay";
import type { PayrollRepo } from "./payroll.repo";
import type { NamedEntryRow } from "./period-approval.repo";
import { labelledRangeBuckets, recordRowOf, segmentViews } from "./pay-figures";
import { labelledSpanOf, periodSpanOf, type PeriodSpan } from "./pay-period-span";
import { periodLines } from "./period-lines";
import { dayHoursOf } from "./day-hours";
import type { LabelledEntryRow } from "./labelled-entries.repo";
import { weekViewOf } from "./week-view";
import { periodRecordOf, storedPaySettingsOf, storedSettingsOf, type PeriodRecord } from "./pay-record";
import type { PayPeriodRow } from "./pay-period-lock.repo";
import type { CompanySettingsService } from "../settings/company-settings.service";
import { mealPolicyOf, missedMealDays, missesByWorker, type MealBreakService } from "../meal-breaks/meal-breaks";

/** What GET /api/payroll adds on request: one worker's stretches, and the desk grid's hours by day. */
export interface WeekExtras {
  segmentsOf?: number;
  dayHours?: boolean;
}

export interface PayrollServiceOptions {
  timeZone: string;
  now?: () => Date;
  /** The workers module's rate and active changes made within a range (WorkersService.changesWithin). */
  workerChanges: (range: InstantRange) => Promise<WorkerChangeView[]>;
  /** The changes of the settings that move pay made within a span (CompanySettingsService.payChangesWithin; end null: until now). */
  settingsChanges: (span: { start: Date; end: Date | null }) => Promise<SettingsChangeView[]>;
  /** The entries of a range added by hand or deleted (ManualEntriesService.auditWithin). */
  entryChanges: (range: InstantRange) => Promise<ManualEntryAuditView[]>;
  /** The corrections that moved the hours of the week's entries (ManualEntriesService.correctionsWithin). */
  corrections: (range: InstantRange) => Promise<EntryCorrectionView[]>;
  /** The late taps of the week's entries (ManualEntriesService.lateTapsWithin): punches paid at a tap that reached the server late. */
  lateTaps: (range: InstantRange) => Promise<LateTapView[]>;
  /** The Company settings, where weekly overtime is stored (one store: the payroll endpoint reads and sets it there). */
  companySettings: Pick<CompanySettingsService, "get" | "mergePayroll">;
  /** The days each worker missed the meal break (the company's rule), and the premium they earn. */
  mealBreaks: MealBreakService;
  /** Each worker's signature of the period (PeriodSignaturesService.statuses), read while the company asks for them. */
  signatures: (days: DaySpan, range: InstantRange) => Promise<WorkerSignatureView[]>;
}

/** 'Entry 12 (Tom Alvarez, Mar 2)' for each entry a refusal names (auto-closed, or without its cost code), so the approver knows which to open. */
function namedEntriesText(timeZone: string) {
  const day = messageDayFormat(timeZone);
  return (entries: NamedEntryRow[]) => {
    const named = entries.map((e) => `entry ${e.id} (${e.workerName}, ${day(e.clockInTime)})`);
    const text = named.length === 1 ? named[0] : `${named.slice(0, -1).join(", ")} and ${named[named.length - 1]}`;
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
}

export function createPayrollService(repo: PayrollRepo, options: PayrollServiceOptions) {
  const { timeZone } = options;
  const now = options.now ?? (() => new Date());
  const namedEntries = namedEntriesText(timeZone);

  /** What every write to hours reads: the rule the entries' stored pay follows, and break pay. */
  async function paySettings(): Promise<PunchPaySettings> {
    const { overtimeRule, nevadaDailyOvertimeBelowRate, mealBreaksPaid, workweekStartsOn } = await options.companySettings.get();
    return { overtimeRule, nevadaDailyOvertimeBelowRate, mealBreaksPaid, workweekStartsOn };
  }

  async function getSettings(): Promise<PayrollSettings> {
    const { weeklyOvertime, mealBreaksPaid } = await options.companySettings.get();
    return { weeklyOvertime, mealBreaksPaid };
  }

  /** Admins, and office users while the Company settings say so; answers the settings, read once for the approval. */
  const assertMayApprove = (approver: Approver) => settingsForApprover(options.companySettings, approver);

  /** The pay period holding the day (today when absent): the schedule's period, cut by the approval records. */
  async function periodDaysOf(key: DateKey | undefined, company: CompanySettings): Promise<DaySpan> {
    const day = key ?? dayKey(now(), timeZone);
    return resolvePayPeriod(day, company, await repo.recordedSpans(day));
  }

  /** The open period's days as instants, with its workweeks under the company's workweek (pay changes, approval). */
  async function periodOf(key: DateKey | undefined, company: CompanySettings): Promise<PeriodSpan> {
    return periodSpanOf(await periodDaysOf(key, company), company.workweekStartsOn, timeZone);
  }

  /**
   * The period holding the day (today when absent) with the rules its entries are labelled under: an approved period
   * under the settings it was approved with, as its record shows it; an open one under today's.
   */
  async function periodUnderItsRules(key: DateKey | undefined) {
    const company = await options.companySettings.get();
    const days = await periodDaysOf(key, company);
    const period = await repo.periodFor(days.startDate, days.endDate);
    const stored = period?.status === "approved" ? storedSettingsOf(await repo.periodSettingsUsed(period)) : null;
    const rules = payRuleOptionsOf(stored ?? company, timeZone);
    return { company, days, period, rules, range: periodSpanOf(days, rules.workweekStartsOn, timeZone) };
  }

  /** An approved period's record; null while it is open, or for one approved before records were kept. */
  async function recordOf(period: PayPeriodRow | undefined): Promise<PeriodRecord | null> {
    if (period?.status !== "approved") return null;
    const stored = await repo.periodRecord(period);
    return periodRecordOf(stored.settingsUsed, stored.rows);
  }

  /** The period's workweeks as the answer shows them, with the hours a workweek begun before it carries in. */
  async function workweekViews(period: PeriodSpan): Promise<PeriodWorkweekView[]> {
    const first = period.workweeks[0];
    const carried = first.week.carriedFrom ? await repo.workedMinutes({ start: first.labelFrom, end: first.counted.start }) : new Map<number, number>();
    return period.workweeks.map(({ week }, index) => ({
      startDate: week.startDate,
      endDate: week.endDate,
      carriedFrom: week.carriedFrom,
      continuesInto: week.continuesInto,
      carriedHours: index === 0 ? [...carried].map(([workerId, minutes]) => ({ workerId, hours: hundredthsOfMinutes(minutes) / 100 })) : [],
    }));
  }

  /**
   * An approved period from its record. An open one from the one evaluator: under the spec's presets from per-worker,
   * per-rate minute sums split in SQL (repo.weekPayBuckets, one query per workweek) rather than from every entry (the
   * same rules and cents, about 500 rows instead of 10,000 for a 500-person week); under the law presets from the
   * entries with their breaks.
   */
  async function week(key?: DateKey, extras: WeekExtras = {}): Promise<PayrollWeekView> {
    const company = await options.companySettings.get();
    const days = await periodDaysOf(key, company);
    const period = await repo.periodFor(days.startDate, days.endDate);
    const record = await recordOf(period);
    // Shown from its record, under the settings it was approved with (its workweek too), whatever they say now.
    const settings = record?.settings ?? company;
    const rules = payRuleOptionsOf(settings, timeZone);
    const range = periodSpanOf(days, rules.workweekStartsOn, timeZone);
    const policy = mealPolicyOf(settings);
    const frame = { week: range, timeZone, rule: rules.rule, policy, period, payFrequency: company.payFrequency, workweeks: workweekViews(range) };
    // The law presets label a live period from every entry with its breaks, and the desk grid shares every entry's
    // hours; the spec's presets sum in SQL, per workweek. Every entry is read once, whichever parts need it.
    const preset: SpecPreset | null = isSpecPreset(rules.rule) ? rules.rule : null;
    const readsAll = extras.dayHours === true || (!record && preset === null);
    let rows: Promise<LabelledEntryRow[]> | undefined;
    const allRows = () => (rows ??= repo.entriesWithBreaks(labelledSpanOf(range)));
    // On request: one worker's stretches (labelled for that worker alone, never for the whole company's period: from
    // the rows read anyway, else that worker's), and the desk grid's hours by day (locked entries read under the
    // record's settings give its lines' shares).
    const { segmentsOf } = extras;
    const workerRows = (workerId: number) =>
      readsAll ? allRows().then((periodRows) => periodRows.filter((row) => row.workerId === workerId)) : repo.entriesWithBreaks(labelledSpanOf(range), workerId);
    const added = Promise.all([
      segmentsOf === undefined ? undefined : workerRows(segmentsOf).then((workerOnly) => segmentViews(workerOnly, range, rules)),
      extras.dayHours ? allRows().then((periodRows) => dayHoursOf(periodRows, range, rules)) : undefined,
      // Signatures are the worker's, not the record's: read as they are now, approved or not.
      company.periodSignatures ? options.signatures(days, range) : null,
    ]).then(([segments, dayHours, signatures]) => ({ signatures, ...(segments ? { segments } : {}), ...(dayHours ? { dayHours } : {}) }));
    if (record) {
      const view = weekViewOf({ ...frame, workweeks: await frame.workweeks, openEntries: 0, workers: record.workers });
      return { ...view, ...(await added) };
    }
    // Closed entries only, as the pay figures count them (and as approval, which refuses open ones, will store them).
    const [weekBuckets, missed, workweeks, more] = await Promise.all([
      preset
        ? Promise.all(range.workweeks.map((w) => repo.weekPayBuckets({ start: w.labelFrom, end: w.counted.end }, timeZone, preset, w.counted.start)))
        : allRows().then((periodRows) => labelledRangeBuckets(periodRows, range.workweeks.map((w) => w.counted), rules)),
      options.mealBreaks.missedDays({ range, closedOnly: true }, policy),
      frame.workweeks,
      added,
    ]);
    const openEntries = weekBuckets.flat().reduce((sum, b) => sum + b.openCount, 0);
    return { ...weekViewOf({ ...frame, workweeks, openEntries, workers: periodLines(range, weekBuckets, rules.rule, policy, missed) }), ...more };
  }

  return {
    getSettings,
    paySettings,

    async putSettings(settings: PayrollSettingsUpdate, userId: number): Promise<PayrollSettings> {
      const { weeklyOvertime, mealBreaksPaid } = await options.companySettings.mergePayroll(settings, userId);
      return { weeklyOvertime, mealBreaksPaid };
    },

    week,

    /**
     * For the approver to see before pressing Approve: rate and active changes made during the week; the week's
     * entries (by clock-in day, the week they are paid in) added by hand or deleted, whenever that was done; and the
     * changes of the settings that move pay made while the week was open: from its first minute until its approval
     * (until now while it is not approved). A setting changed before the week began was already the rule all week,
     * and one changed after its approval reached later weeks only (the approved figures are stored), so neither is
     * listed; a change made after the week ended but before its approval still moves its gross, so it is.
     */
    async payChanges(approver: Approver, key?: DateKey): Promise<PayChangesWeekView> {
      const range = await periodOf(key, await assertMayApprove(approver));
      const period = await repo.periodFor(range.startKey, range.endKey);
      const approvedAt = period?.status === "approved" ? period.approvedAt : null;
      const [changes, entryChanges, corrections, lateTaps, settingsChanges] = await Promise.all([
        options.workerChanges(range),
        options.entryChanges(range),
        options.corrections(range),
        options.lateTaps(range),
        options.settingsChanges({ start: range.start, end: approvedAt }),
      ]);
      return { weekStart: range.startKey, weekEnd: range.endKey, timeZone, changes, entryChanges, corrections, lateTaps, settingsChanges };
    },

    /** One line per worker: the Payroll card's columns plus worker id and the week's dates. */
    async workersCsv(key?: DateKey): Promise<CsvFile> {
      return workersCsvFile(await week(key));
    },

    /** One line per closed entry of the week, with its share of the labels' hours and pay. */
    async entriesCsv(key?: DateKey): Promise<CsvFile> {
      const { rules, range } = await periodUnderItsRules(key);
      // The figures from the entries with their breaks and those of the workweek before the period, as the period's own.
      const [entries, labelled] = await Promise.all([repo.weekEntries(range), repo.entriesWithBreaks(labelledSpanOf(range))]);
      return entriesCsvFile(range, entries, entryPayFigures(labelled, rules), { timeZone, rule: rules.rule, workweekStartsOn: rules.workweekStartsOn });
    },

    /** Stores the week as an approved pay period with one payroll row per worker; its entries are then locked. */
    async approve(key: DateKey, approver: Approver): Promise<PayrollWeekView> {
      const userId = approver.id;
      const settings = await assertMayApprove(approver);
      const range = await periodOf(key, settings);
      const policy = mealPolicyOf(settings);
      const at = now();
      const running = periodNotEndedRefusal(range.end, at);
      if (running) throw new AppError("conflict", running);
      const result = await repo.approveWeek({
        range,
        startKey: range.startKey,
        endKey: range.endKey,
        approvedBy: userId,
        approverWorkerId: approver.workerId,
        at,
        labelFrom: labelledSpanOf(range).start,
        readMealRule: policy.rule !== null,
        settingsUsed: storedPaySettingsOf(settings),
        // The period's view from the entries just locked (all closed): each worker's line as shown, stored as shown.
        payrollRows: (entries, ruleEntries) => {
          const missedDays = missedMealDays(ruleEntries, policy, { timeZone, asOf: at });
          const misses = missesByWorker(missedDays);
          const rules = payRuleOptionsOf(settings, timeZone);
          const weekBuckets = labelledRangeBuckets(entries, range.workweeks.map((w) => w.counted), rules);
          return periodLines(range, weekBuckets, rules.rule, policy, missedDays).map((line) => {
            const missed = misses.get(line.workerId);
            return recordRowOf(line, [
              // The spec's default says nothing, as before issue 27; its weekly switch keeps its old words.
              rules.rule === "daily8" ? null : rules.rule === "daily8-weekly40" ? "Weekly overtime after 40 h on" : `Overtime rule: ${RULE_SHAPES[rules.rule].source}`,
              missed ? `Missed meal breaks: ${missed.days.join(", ")}` : null,
              missed && policy.premiumPaid ? `Meal premium ${line.mealPremiumPay} in gross` : null,
            ]);
          });
        },
      });
      switch (result.kind) {
        case "already_approved":
          throw new AppError("conflict", "This pay period is already approved");
        case "period_changed":
          throw new AppError("conflict", PERIOD_CHANGED_REFUSAL);
        case "own_hours":
          throw new AppError("forbidden", OWN_HOURS_APPROVAL_REFUSAL);
        case "open_entries":
          throw new AppError("conflict", OPEN_ENTRIES_APPROVAL_REFUSAL);
        case "unverified_entries":
          throw new AppError(
            "conflict",
            `${result.count === 1 ? "1 entry" : `${result.count} entries`} of this pay period came from a kiosk while it was offline or reached the server long after it was tapped; confirm or delete ${result.count === 1 ? "it" : "them"} before approving`,
          );
        case "auto_closed_entries":
          throw new AppError(
            "conflict",
            `${namedEntries(result.entries)} ${result.entries.length === 1 ? "was" : "were"} auto-closed and ${
              result.entries.length === 1 ? "needs" : "need"
            } review: confirm or correct ${result.entries.length === 1 ? "it" : "them"} on the Timesheet before approving`,
          );
        case "cost_code_due_entries": {
          const one = result.entries.length === 1;
          throw new AppError(
            "conflict",
            `${namedEntries(result.entries)} ${one ? "has" : "have"} no cost code, which the company requires: give ${
              one ? "it one" : "each one"
            } (Correct on the Timesheet) before approving`,
          );
        }
        case "nothing_to_approve":
          throw new AppError("conflict", NOTHING_TO_APPROVE_REFUSAL);
      }
      return week(range.startKey);
    },

    /** The pay period holding the day, as its days (the reopen finds its record by them). */
    periodDaysOf: async (key: DateKey) => periodDaysOf(key, await options.companySettings.get()),

    periodUnderItsRules,
  };
}

export type PayrollService = ReturnType<typeof createPayrollService>;

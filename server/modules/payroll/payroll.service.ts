// Weekly payroll: the Payroll tab's figures from the shared rules, CSV exports, the week's pay changes, approval into a
// pay period, the overtime switch.
import { payRuleOptionsOf, type PunchPaySettings } from "@shared/domain/pay-evaluation";
import { isSpecPreset, RULE_SHAPES, type SpecPreset } from "@shared/domain/overtime-labels";
import { dayKey, weekRange, type DateKey, type InstantRange } from "@shared/domain/work-week";
import type { PayrollSettings, PayrollSettingsUpdate, PayrollWeekView } from "@shared/api/payroll";
import type { EntryCorrectionView, LateTapView, ManualEntryAuditView, PayChangesWeekView } from "@shared/api/pay-changes";
import type { WorkerChangeView } from "@shared/api/workers";
import type { SettingsChangeView } from "@shared/api/company-settings";
import { AppError } from "../../lib/errors";
import { messageDayFormat } from "../../lib/message-time";
import { OWN_HOURS_APPROVAL_REFUSAL } from "@shared/domain/entry-decision";
import { settingsForApprover, type Approver } from "./approver";
import { NOTHING_TO_APPROVE_REFUSAL, OPEN_ENTRIES_APPROVAL_REFUSAL, periodNotEndedRefusal } from "@shared/domain/period-approval";
import { entriesCsvFile, workersCsvFile, type CsvFile } from "./payroll-files";
import { entryPayFigures } from "./entry-pay";
import type { NamedEntryRow, PayrollRepo } from "./payroll.repo";
import { labelledWeekBuckets, recordRowOf, segmentViews } from "./pay-figures";
import { weekViewOf, workerLinesOf } from "./week-view";
import { periodRecordOf, storedPaySettingsOf, storedSettingsOf, type PeriodRecord } from "./pay-record";
import type { PayPeriodRow } from "./pay-period-lock.repo";
import type { LabelledEntryRow } from "./labelled-entries.repo";
import type { CompanySettingsService } from "../settings/company-settings.service";
import { mealPolicyOf, missedMealDays, missesByWorker, type MealBreakService } from "../meal-breaks/meal-breaks";

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
    const { overtimeRule, nevadaDailyOvertimeBelowRate, mealBreaksPaid } = await options.companySettings.get();
    return { overtimeRule, nevadaDailyOvertimeBelowRate, mealBreaksPaid };
  }

  async function getSettings(): Promise<PayrollSettings> {
    const { weeklyOvertime, mealBreaksPaid } = await options.companySettings.get();
    return { weeklyOvertime, mealBreaksPaid };
  }

  /** Admins, and office users while the Company settings say so; answers the settings, read once for the approval. */
  const assertMayApprove = (approver: Approver) => settingsForApprover(options.companySettings, approver);

  function weekOf(key: DateKey | undefined) {
    return weekRange(key ?? dayKey(now(), timeZone), timeZone);
  }

  /** An approved period's record; null while it is open, or for one approved before records were kept. */
  async function recordOf(period: PayPeriodRow | undefined): Promise<PeriodRecord | null> {
    if (period?.status !== "approved") return null;
    const stored = await repo.periodRecord(period);
    return periodRecordOf(stored.settingsUsed, stored.rows);
  }

  /**
   * An approved week from its record. An open one from the one evaluator: under the spec's presets from per-worker,
   * per-rate minute sums split in SQL (repo.weekPayBuckets) rather than from every entry (the same rules and cents,
   * about 500 rows instead of 10,000 for a 500-person week); under the law presets from the entries with their breaks.
   */
  async function week(key?: DateKey, segmentsOf?: number): Promise<PayrollWeekView> {
    const range = weekOf(key);
    const [company, period] = await Promise.all([options.companySettings.get(), repo.periodFor(range.startKey, range.endKey)]);
    const record = await recordOf(period);
    if (record) {
      // Shown from its record, under the settings it was approved with, whatever they say now; nothing of it is open.
      const rules = payRuleOptionsOf(record.settings, timeZone);
      const view = weekViewOf({ week: range, timeZone, rule: rules.rule, policy: mealPolicyOf(record.settings), period, openEntries: 0, workers: record.workers });
      if (segmentsOf === undefined) return view;
      return { ...view, segments: segmentViews(await repo.entriesWithBreaks(range, segmentsOf), range, rules) };
    }
    const policy = mealPolicyOf(company);
    // Closed entries only, as the pay figures count them (and as approval, which refuses open ones, will store them).
    const rules = payRuleOptionsOf(company, timeZone);
    // The law presets read every entry with its breaks (once: a worker's stretches are their rows of it); the spec's
    // presets sum in SQL, so a worker's stretches read that worker's rows alone.
    const source: { sql: SpecPreset } | { rows: Promise<LabelledEntryRow[]> } = isSpecPreset(rules.rule) ? { sql: rules.rule } : { rows: repo.entriesWithBreaks(range) };
    const workerRows = (workerId: number) =>
      "rows" in source ? source.rows.then((rows) => rows.filter((row) => row.workerId === workerId)) : repo.entriesWithBreaks(range, workerId);
    const [buckets, missed, segments] = await Promise.all([
      "rows" in source ? source.rows.then((rows) => labelledWeekBuckets(rows, range, rules)) : repo.weekPayBuckets(range, timeZone, source.sql),
      options.mealBreaks.missedDays({ range, closedOnly: true }, policy),
      // One worker's stretches on request: labelled for that worker alone, never for the whole company's week.
      segmentsOf === undefined ? undefined : workerRows(segmentsOf).then((rows) => segmentViews(rows, range, rules)),
    ]);
    const meal = { policy, misses: missesByWorker(missed) };
    const openEntries = buckets.reduce((sum, b) => sum + b.openCount, 0);
    const view = weekViewOf({ week: range, timeZone, rule: rules.rule, policy, period, openEntries, workers: workerLinesOf(buckets, rules.rule, meal) });
    return segments ? { ...view, segments } : view;
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
      await assertMayApprove(approver);
      const range = weekOf(key);
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
      const range = weekOf(key);
      // The figures from the entries with their breaks and the day before the week, as the week's own figures.
      const [entries, labelled, company, period] = await Promise.all([
        repo.weekEntries(range),
        repo.entriesWithBreaks(range),
        options.companySettings.get(),
        repo.periodFor(range.startKey, range.endKey),
      ]);
      // An approved week is labelled under the settings it was approved with, as its record shows it.
      const stored = period?.status === "approved" ? storedSettingsOf(await repo.periodSettingsUsed(period)) : null;
      const rules = payRuleOptionsOf(stored ?? company, timeZone);
      return entriesCsvFile(range, entries, entryPayFigures(labelled, rules), { timeZone, rule: rules.rule });
    },

    /** Stores the week as an approved pay period with one payroll row per worker; its entries are then locked. */
    async approve(key: DateKey, approver: Approver): Promise<PayrollWeekView> {
      const userId = approver.id;
      const range = weekOf(key);
      const settings = await assertMayApprove(approver);
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
        readMealRule: policy.rule !== null,
        settingsUsed: storedPaySettingsOf(settings),
        // The week's view from the entries just locked (all closed): each worker's line as shown, stored as shown.
        payrollRows: (entries, ruleEntries) => {
          const misses = missesByWorker(missedMealDays(ruleEntries, policy, { timeZone, asOf: at }));
          const rules = payRuleOptionsOf(settings, timeZone);
          return workerLinesOf(labelledWeekBuckets(entries, range, rules), rules.rule, { policy, misses }).map((line) => {
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
          throw new AppError("conflict", "This week is already approved");
        case "own_hours":
          throw new AppError("forbidden", OWN_HOURS_APPROVAL_REFUSAL);
        case "open_entries":
          throw new AppError("conflict", OPEN_ENTRIES_APPROVAL_REFUSAL);
        case "unverified_entries":
          throw new AppError(
            "conflict",
            `${result.count === 1 ? "1 entry" : `${result.count} entries`} of this week came from a kiosk while it was offline or reached the server long after it was tapped; confirm or delete ${result.count === 1 ? "it" : "them"} before approving`,
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
  };
}

export type PayrollService = ReturnType<typeof createPayrollService>;

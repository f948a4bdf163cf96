// Pay periods as records (issue 27): an approved period is reopened by whoever may approve it, with a reason; its
// record stays as a version and its entries can be corrected again; approving it again makes the next version. The
// list of periods, and a period's history: every version with what it changed per worker.
import type { DateKey } from "@shared/domain/work-week";
import type { DaySpan } from "@shared/domain/pay-schedule";
import { NOT_APPROVED_REOPEN_REFUSAL } from "@shared/domain/period-approval";
import { versionDifferences, type VersionWorkerFigures } from "@shared/domain/period-versions";
import { centsToDecimalString, parseCents } from "@shared/domain/money";
import type { PayrollWeekView } from "@shared/api/payroll";
import type { PeriodVersionView, ReopenPeriodInput } from "@shared/api/pay-periods";
import type { CompanySettings } from "@shared/api/company-settings";
import { AppError, notFound } from "../../lib/errors";
import type { Page } from "../../lib/endpoint-router";
import { decodeSortKey } from "../../lib/keyset.repo";
import { settingsForApprover, type Approver } from "./approver";
import { storedSettingsOf } from "./pay-record";
import type { PayPeriodRow } from "./pay-period-lock.repo";
import type { PayPeriodsRepo, PeriodVersionRow, VersionWorkerRow } from "./pay-periods.repo";

export interface PayPeriodsServiceOptions {
  now?: () => Date;
  companySettings: { get(): Promise<CompanySettings> };
  /** The period as the Payroll tab shows it (PayrollService.week): what a reopen answers. */
  week: (key: DateKey) => Promise<PayrollWeekView>;
  /** The pay period holding a day (PayrollService.periodDaysOf): an approved one by its record's days. */
  periodDaysOf: (key: DateKey) => Promise<DaySpan>;
}

/** Hours summed in hundredths, so the total is the sum of the figures as shown. */
const sumHours = (workers: readonly VersionWorkerFigures[]) =>
  workers.reduce((sum, w) => sum + Math.round((w.regularHours + w.overtimeHours + w.doubleTimeHours) * 100), 0) / 100;
const sumGross = (workers: readonly VersionWorkerFigures[]) => centsToDecimalString(workers.reduce((sum, w) => sum + (parseCents(w.grossPay) ?? 0), 0));

/** Each version with its workers, and what it changed from the version before it (versions come newest first, each one before the next). */
export function versionViewsOf(versions: readonly PeriodVersionRow[], workers: readonly VersionWorkerRow[]): PeriodVersionView[] {
  const workersOf = (version: number): VersionWorkerFigures[] =>
    workers.filter((w) => w.version === version).map(({ version: _version, ...figures }) => figures);
  return versions.map((v, i) => {
    const current = workersOf(v.version);
    const previous = versions[i + 1];
    return {
      version: v.version,
      approvedAt: v.approvedAt.toISOString(),
      approvedByName: v.approvedByName,
      overtimeRule: storedSettingsOf(v.settingsUsed)?.overtimeRule ?? null,
      reopenedAt: v.reopenedAt?.toISOString() ?? null,
      reopenedByName: v.reopenedByName,
      reopenReason: v.reopenReason,
      totalHours: sumHours(current),
      grossPay: sumGross(current),
      workers: current,
      differences: versionDifferences(previous ? workersOf(previous.version) : null, current),
    };
  });
}

export function createPayPeriodsService(repo: PayPeriodsRepo, options: PayPeriodsServiceOptions) {
  const now = options.now ?? (() => new Date());

  return {
    /** Unlocks an approved period's entries and keeps its record as a version, with who, when and why. */
    async reopen(input: ReopenPeriodInput, approver: Approver): Promise<PayrollWeekView> {
      await settingsForApprover(options.companySettings, approver);
      const days = await options.periodDaysOf(input.periodOf);
      const result = await repo.reopen({ startKey: days.startDate, endKey: days.endDate, reopenedBy: approver.id, at: now(), reason: input.reason });
      if (result.kind === "not_approved") throw new AppError("conflict", NOT_APPROVED_REOPEN_REFUSAL);
      return options.week(days.startDate);
    },

    /** The periods approved or reopened, newest first (office and admins, as the Payroll tab). */
    async periods(query: { cursor?: string; limit: number }): Promise<Page<PayPeriodRow>> {
      return repo.periods(decodeSortKey(query.cursor, "text"), query.limit);
    },

    /** A period's history, newest version first (office and admins, as the Payroll tab). */
    async versions(periodId: number): Promise<PeriodVersionView[]> {
      if (!(await repo.periodById(periodId))) throw notFound();
      const { versions, workers } = await repo.versions(periodId);
      return versionViewsOf(versions, workers);
    },
  };
}

export type PayPeriodsService = ReturnType<typeof createPayPeriodsService>;

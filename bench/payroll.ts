// Payroll at scale, in-process on the bench database: the service's week (one query plus pure code) for one week,
// and the per-entry path (every entry of the range, then calculatePayroll; approval and the entries CSV work this way)
// over one and four weeks, median of 5 each.
import { createMealBreakService } from "../server/modules/meal-breaks/meal-breaks";
import { performance } from "node:perf_hooks";
import { calculatePayroll, payRuleOptionsOf } from "@shared/domain/pay-evaluation";
import { parseCents } from "@shared/domain/money";
import { addDays, weekRange, type DateKey } from "@shared/domain/work-week";
import type { Db } from "../server/db/client";
import { createPayrollRepo } from "../server/modules/payroll/payroll.repo";
import { createPayrollService } from "../server/modules/payroll/payroll.service";
import { createSettingsStore } from "../server/modules/settings/settings-store.repo";
import { createCompanySettingsService } from "../server/modules/settings/company-settings.service";

const RUNS = 5;

export interface PayrollFigures {
  serviceWeekMs: number;
  serviceWeekEntries: number;
  serviceWeekWorkers: number;
  oneWeekMs: number;
  fourWeeksMs: number;
  fourWeeksEntries: number;
  fourWeeksWorkers: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  await work(); // warm-up: JIT and the database's caches
  const times: number[] = [];
  let value!: T;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    value = await work();
    times.push(performance.now() - start);
  }
  return { ms: median(times), value };
}

export async function measurePayroll(db: Db, options: { timeZone: string; lastWeekKey: DateKey }): Promise<PayrollFigures> {
  const { timeZone } = options;
  const repo = createPayrollRepo(db);
  const companySettings = createCompanySettingsService(createSettingsStore(db));
  const service = createPayrollService(repo, {
    timeZone,
    workerChanges: async () => [],
    settingsChanges: async () => [],
    entryChanges: async () => [],
    corrections: async () => [],
    lateTaps: async () => [],
    companySettings,
    mealBreaks: createMealBreakService(db, { timeZone, companySettings }),
    // The bench's company does not ask for signatures (the week never reads them).
    signatures: async () => [],
  });

  /** The per-entry path for a range: the repo's week query, then calculatePayroll over the rows (service.week() sums in SQL). */
  async function payrollOver(firstWeekKey: DateKey, weeks: number) {
    const range = { start: weekRange(firstWeekKey, timeZone).start, end: weekRange(addDays(firstWeekKey, 7 * (weeks - 1)), timeZone).end };
    const entries = await repo.weekEntries(range);
    const report = calculatePayroll(
      entries.map((e) => ({
        workerId: e.workerId,
        clockInTime: e.clockInTime,
        clockOutTime: e.clockOutTime,
        hourlyRateCents: parseCents(e.hourlyRate),
        breakMinutes: e.breakTime,
      })),
      payRuleOptionsOf({ overtimeRule: "daily8" }, timeZone),
    );
    return { entries: entries.length, workers: report.workers.length };
  }

  const serviceWeek = await timed(() => service.week(options.lastWeekKey));
  const oneWeek = await timed(() => payrollOver(options.lastWeekKey, 1));
  const fourWeeks = await timed(() => payrollOver(addDays(options.lastWeekKey, -21), 4));
  return {
    serviceWeekMs: serviceWeek.ms,
    serviceWeekEntries: serviceWeek.value.totals.entryCount,
    serviceWeekWorkers: serviceWeek.value.totals.workerCount,
    oneWeekMs: oneWeek.ms,
    fourWeeksMs: fourWeeks.ms,
    fourWeeksEntries: fourWeeks.value.entries,
    fourWeeksWorkers: fourWeeks.value.workers,
  };
}

// Files for the payroll provider (issue 27 step 6, PAYROLL.md section 4): the profiles, and the pre-flight rules each
// provider's import enforces, checked before a file is written so the office fixes a mapping here rather than after a
// refused upload. Pure, table-tested; the server builds the files.

/**
 * The profiles built so far, one per green step: the two generic CSVs, Gusto's hours file, ADP Workforce Now's paydata
 * file and Paychex Flex's SPI file. QuickBooks (IIF and the Online importer's CSV) and ADP RUN follow.
 */
export const EXPORT_PROFILES = ["workers-csv", "entries-csv", "gusto-csv", "adp-wfn", "paychex-spi"] as const;
export type ExportProfile = (typeof EXPORT_PROFILES)[number];

export const EXPORT_PROFILE_NAMES: Record<ExportProfile, string> = {
  "workers-csv": "Workers CSV (one line per worker)",
  "entries-csv": "Entries CSV (one line per time entry)",
  "gusto-csv": "Gusto hours (CSV upload)",
  "adp-wfn": "ADP Workforce Now (paydata import)",
  "paychex-spi": "Paychex Flex (SPI import)",
};

/** The earnings a profile maps to the provider's codes. */
export const EXPORT_EARNINGS = ["regular", "overtime", "double_time", "meal_premium"] as const;
export type ExportEarning = (typeof EXPORT_EARNINGS)[number];

/** A code's form at the provider: checked by the server when the mapping is saved, said under the field. */
export interface CodeRule {
  label: string;
  pattern: RegExp;
  message: string;
}

/** What a profile's mapping asks for: the company's code at the provider, and a code for each earning it has no column of. */
export interface MappingNeeds {
  companyCode: CodeRule | null;
  earningCodes: readonly ExportEarning[];
  earningCode: Omit<CodeRule, "label">;
  /** What the provider calls an earning's code ("earnings code", "pay component"). */
  earningCodeName: string;
}

const ADP_EARNINGS_CODE = { pattern: /^[A-Za-z0-9]{1,3}$/, message: "An ADP earnings code is 1 to 3 letters or digits, as set up in ADP" };

export const MAPPING_NEEDS: Partial<Record<ExportProfile, MappingNeeds>> = {
  // Reg Hours and O/T Hours are columns of their own; double time goes in Hours 3 under the company's code, a meal
  // premium (dollars) in Earnings 3 under its code.
  "adp-wfn": {
    companyCode: { label: "ADP company code", pattern: /^[A-Za-z0-9]{2,3}$/, message: "ADP company code is 2 or 3 letters or digits" },
    earningCodes: ["double_time", "meal_premium"],
    earningCode: ADP_EARNINGS_CODE,
    earningCodeName: "earnings code",
  },
  // Every line names its pay component, exactly as the client's earnings are set up (case counts); one line per
  // worker and earning.
  "paychex-spi": {
    companyCode: { label: "Paychex client id", pattern: /^[A-Za-z0-9]{1,8}$/, message: "Paychex client id is 1 to 8 letters or digits" },
    earningCodes: ["regular", "overtime", "double_time", "meal_premium"],
    earningCode: { pattern: /^[^,\r\n]{1,30}$/, message: "A Paychex pay component is 1 to 30 characters, exactly as set up in Paychex (no commas)" },
    earningCodeName: "pay component",
  },
};

/** The longest earnings code any provider takes (the contract's bound; each profile's form is its own rule). */
export const EARNING_CODE_MAX_CHARS = 30;

/** A profile's mapping as stored (null: not set). */
export interface ExportMappingValue {
  companyCode: string | null;
  earningCodes: Partial<Record<ExportEarning, string | null>>;
}

/** Paychex matches a line on the worker id: each worker in the file needs one, and no two share it. */
export function paychexWorkerIdProblems(workers: readonly ExportWorker[], workerIds: ReadonlyMap<number, string | null>): ExportProblemValue[] {
  return providerIdProblems(workers, workerIds, "Paychex worker id");
}

/** Where the office sets a profile's mapping: the card's own form, on the same screen. */
export const MAPPING_FIX_AT = "#export-mapping";

/** A problem as the pre-flight lists it: what, for whom, and where it is fixed. */
export interface ExportProblemValue {
  code: string;
  message: string;
  workerId?: number;
  fixAt: string;
}

/** Where the office sets a worker's payroll identity (the Workers screen opens it). */
export const identityFixAt = (workerId: number) => `/workers?payrollIdentity=${workerId}`;
/** The Payroll tab, where a period is approved. */
export const PAYROLL_TAB_FIX_AT = "/timesheet";

export const PERIOD_NOT_APPROVED_PROBLEM: ExportProblemValue = {
  code: "period_not_approved",
  message: "Approve this pay period first: a payroll file is made from the approved figures",
  fixAt: PAYROLL_TAB_FIX_AT,
};

/**
 * A file of hours only (the provider pays them at the rate it holds) cannot carry a worker paid at two rates in the
 * period as one line of hours.
 */
export function twoRatesProblems(workers: readonly ExportWorker[], provider: string): ExportProblemValue[] {
  return workers
    .filter((worker) => worker.rates.length > 1)
    .map((worker) => ({
      code: "two_rates",
      message: `${worker.workerName} worked at ${worker.rates.length} rates this period (${worker.rates.join(", ")}): ${provider}'s file carries hours only, paid at the one rate ${provider} holds, so enter this worker's pay in ${provider} by hand or correct the rates`,
      workerId: worker.workerId,
      fixAt: identityFixAt(worker.workerId),
    }));
}

const EARNING_WORDS: Record<ExportEarning, string> = { regular: "regular hours", overtime: "overtime hours", double_time: "double-time hours", meal_premium: "the meal premium" };

/** The earnings a period has: regular and overtime hours, double time, a paid meal premium. */
export interface PeriodEarnings {
  regularHours: number;
  overtimeHours: number;
  doubleTimeHours: number;
  mealPremiumCents: number;
}

/** The mapping problems of a profile for a period: its company code, and each code an earning the period has needs. */
export function mappingProblems(profile: ExportProfile, mapping: ExportMappingValue | null, period: PeriodEarnings, provider: string): ExportProblemValue[] {
  const needs = MAPPING_NEEDS[profile];
  if (!needs) return [];
  const problems: ExportProblemValue[] = [];
  if (needs.companyCode && !mapping?.companyCode) {
    problems.push({ code: "company_code_missing", message: `Set the ${needs.companyCode.label} before making ${provider}'s file`, fixAt: MAPPING_FIX_AT });
  }
  const has: Record<ExportEarning, boolean> = {
    regular: period.regularHours > 0,
    overtime: period.overtimeHours > 0,
    double_time: period.doubleTimeHours > 0,
    meal_premium: period.mealPremiumCents > 0,
  };
  for (const earning of needs.earningCodes) {
    if (has[earning] && !mapping?.earningCodes[earning]) {
      problems.push({ code: "earning_code_missing", message: `This period has ${EARNING_WORDS[earning]}: set ${provider}'s ${needs.earningCodeName} for it`, fixAt: MAPPING_FIX_AT });
    }
  }
  return problems;
}

/** Each worker in a provider's file needs their own id there (`label`, e.g. "ADP file number"), and no two share one. */
function providerIdProblems(workers: readonly ExportWorker[], ids: ReadonlyMap<number, string | null>, label: string): ExportProblemValue[] {
  const problems: ExportProblemValue[] = [];
  const byId = new Map<string, ExportWorker[]>();
  for (const worker of workers) {
    const id = ids.get(worker.workerId);
    if (!id) {
      problems.push({ code: "identity_missing", message: `${worker.workerName} has no ${label}`, workerId: worker.workerId, fixAt: identityFixAt(worker.workerId) });
    } else {
      byId.set(id, [...(byId.get(id) ?? []), worker]);
    }
  }
  for (const [id, same] of byId) {
    if (same.length < 2) continue;
    for (const worker of same) {
      problems.push({ code: "identity_shared", message: `${worker.workerName} has ${label} ${id}, as ${same.filter((w) => w !== worker).map((w) => w.workerName).join(", ")} does: each worker needs their own`, workerId: worker.workerId, fixAt: identityFixAt(worker.workerId) });
    }
  }
  return problems;
}

/** ADP matches a row on the file number. */
export const adpFileNumberProblems = (workers: readonly ExportWorker[], fileNumbers: ReadonlyMap<number, string | null>) => providerIdProblems(workers, fileNumbers, "ADP file number");

export interface GustoIdentity {
  gustoFirstName: string | null;
  gustoLastName: string | null;
  gustoEmployeeId: string | null;
}

export interface ExportWorker {
  workerId: number;
  workerName: string;
  /** The rates the worker's hours were paid at in the period. */
  rates: readonly string[];
}

/**
 * Gusto matches a row on the employee id, else on first and last name (PAYROLL.md section 4). So each worker needs one
 * of them; two workers with the same name need ids; and, the file carrying hours only (Gusto pays them at the rate it
 * holds), a worker paid at two rates in the period cannot be handed over as one line of hours.
 */
export function gustoProblems(workers: readonly ExportWorker[], identities: ReadonlyMap<number, GustoIdentity>): ExportProblemValue[] {
  const problems: ExportProblemValue[] = [];
  const byName = new Map<string, ExportWorker[]>();
  for (const worker of workers) {
    const identity = identities.get(worker.workerId);
    const hasId = Boolean(identity?.gustoEmployeeId);
    const hasName = Boolean(identity?.gustoFirstName && identity?.gustoLastName);
    if (!hasId && !hasName) {
      problems.push({
        code: "identity_missing",
        message: `${worker.workerName} has no Gusto name or employee id: give the first and last name exactly as in Gusto`,
        workerId: worker.workerId,
        fixAt: identityFixAt(worker.workerId),
      });
    } else if (!hasId) {
      const key = `${identity!.gustoFirstName!.toLowerCase()}|${identity!.gustoLastName!.toLowerCase()}`;
      byName.set(key, [...(byName.get(key) ?? []), worker]);
    }
    problems.push(...twoRatesProblems([worker], "Gusto"));
  }
  for (const same of byName.values()) {
    if (same.length < 2) continue;
    for (const worker of same) {
      problems.push({
        code: "identity_shared",
        message: `${worker.workerName} has the same Gusto name as ${same.filter((w) => w !== worker).map((w) => w.workerName).join(", ")}: give each their Gusto employee id`,
        workerId: worker.workerId,
        fixAt: identityFixAt(worker.workerId),
      });
    }
  }
  return problems;
}

/** Gusto's upload overwrites: a 0 would wipe a value entered in Gusto, a blank leaves it. So hours are never written as 0. */
export const gustoHours = (hours: number): string => (hours === 0 ? "" : hours.toFixed(2));

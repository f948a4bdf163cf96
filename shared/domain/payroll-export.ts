// Files for the payroll provider (issue 27 step 6, PAYROLL.md section 4): the profiles, and the pre-flight rules each
// provider's import enforces, checked before a file is written so the office fixes a mapping here rather than after a
// refused upload. Pure, table-tested; the server builds the files.

/**
 * The profiles built so far, one per green step: the two generic CSVs and Gusto's hours file. QuickBooks (IIF and the
 * Online importer's CSV), ADP RUN, ADP Workforce Now and Paychex Flex follow.
 */
export const EXPORT_PROFILES = ["workers-csv", "entries-csv", "gusto-csv"] as const;
export type ExportProfile = (typeof EXPORT_PROFILES)[number];

export const EXPORT_PROFILE_NAMES: Record<ExportProfile, string> = {
  "workers-csv": "Workers CSV (one line per worker)",
  "entries-csv": "Entries CSV (one line per time entry)",
  "gusto-csv": "Gusto hours (CSV upload)",
};

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
    if (worker.rates.length > 1) {
      problems.push({
        code: "two_rates",
        message: `${worker.workerName} worked at ${worker.rates.length} rates this period (${worker.rates.join(", ")}): Gusto's file carries hours only, paid at the one rate Gusto holds, so enter this worker's pay in Gusto by hand or correct the rates`,
        workerId: worker.workerId,
        fixAt: identityFixAt(worker.workerId),
      });
    }
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

// Each profile's file from an approved period's figures, pure: the two generic CSVs are the Payroll tab's own files;
// Gusto's is one row per worker with hours (PAYROLL.md section 4: matched on the employee id, else the first and last
// name; never a 0, which would overwrite what Gusto holds).
import type { PayrollWeekView } from "@shared/api/payroll";
import type { ExportedWorkerFigures } from "@shared/api/payroll-exports";
import { gustoHours, type GustoIdentity } from "@shared/domain/payroll-export";
import { csvDocument } from "../payroll/payroll-csv";
import type { CsvFile } from "../payroll/payroll-files";

/** The columns of Gusto's hours upload, as its downloaded template names them. */
export const GUSTO_COLUMNS = ["first_name", "last_name", "gusto_employee_id", "regular_hours", "overtime_hours", "double_overtime_hours"] as const;

/** Rows for every worker with hours; the pre-flight has made sure each has a Gusto identity. */
export function gustoCsvFile(view: PayrollWeekView, identities: ReadonlyMap<number, GustoIdentity>, version: number): CsvFile {
  const rows = view.workers
    .filter((line) => line.totalHours > 0)
    .map((line) => {
      const identity = identities.get(line.workerId);
      return [
        identity?.gustoFirstName ?? "",
        identity?.gustoLastName ?? "",
        identity?.gustoEmployeeId ?? "",
        gustoHours(line.regularHours),
        gustoHours(line.overtimeHours),
        gustoHours(line.doubleTimeHours),
      ];
    });
  return { filename: `gusto-hours-${view.weekStart}-to-${view.weekEnd}-v${version}.csv`, content: csvDocument(GUSTO_COLUMNS, rows) };
}

/** Each worker's figures as a file carries them, kept with its batch. */
export const exportedFiguresOf = (view: PayrollWeekView): ExportedWorkerFigures[] =>
  view.workers.map((line) => ({
    workerId: line.workerId,
    workerName: line.workerName,
    regularHours: line.regularHours,
    overtimeHours: line.overtimeHours,
    doubleTimeHours: line.doubleTimeHours,
    mealPremiumPay: view.mealPremiumPaid ? line.mealPremiumPay : "0.00",
    grossPay: line.grossPay,
  }));

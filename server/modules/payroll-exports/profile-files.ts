// Each profile's file from an approved period's figures, pure: the two generic CSVs are the Payroll tab's own files;
// Gusto's is one row per worker with hours (PAYROLL.md section 4: matched on the employee id, else the first and last
// name; never a 0, which would overwrite what Gusto holds); ADP Workforce Now's paydata file has one row per worker,
// Co Code, Batch ID and File # first, then regular and overtime hours, double time under the company's Hours 3 code
// and a meal premium (dollars) under its Earnings 3 code; Paychex Flex's SPI file has its 16 columns in their fixed
// order, one line per worker and earning under the client's pay component.
import type { PayrollWeekView } from "@shared/api/payroll";
import type { ExportedWorkerFigures } from "@shared/api/payroll-exports";
import { gustoHours, type ExportMappingValue, type GustoIdentity } from "@shared/domain/payroll-export";
import { parseCents } from "@shared/domain/money";
import { csvDocument } from "../payroll/payroll-csv";
import type { CsvFile } from "../payroll/payroll-files";

type WorkerLine = PayrollWeekView["workers"][number];

/** The meal premium a file pays a worker: theirs while the company pays it (it is then in gross), else none. */
export const paidPremium = (view: PayrollWeekView, line: WorkerLine): string | null =>
  view.mealPremiumPaid && (parseCents(line.mealPremiumPay) ?? 0) > 0 ? line.mealPremiumPay : null;

/** The workers a provider's file of earnings carries: those with hours or a paid meal premium. */
export const workersInFile = (view: PayrollWeekView): WorkerLine[] => view.workers.filter((line) => line.totalHours > 0 || paidPremium(view, line) !== null);

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
  return { filename: `gusto-hours-${view.weekStart}-to-${view.weekEnd}-v${version}.csv`, content: csvDocument(GUSTO_COLUMNS, rows, { forImport: true }) };
}

/** Each worker's figures as a file carries them, kept with its batch. */
export const exportedFiguresOf = (view: PayrollWeekView): ExportedWorkerFigures[] =>
  view.workers.map((line) => ({
    workerId: line.workerId,
    workerName: line.workerName,
    regularHours: line.regularHours,
    overtimeHours: line.overtimeHours,
    doubleTimeHours: line.doubleTimeHours,
    mealPremiumPay: paidPremium(view, line) ?? "0.00",
    grossPay: line.grossPay,
  }));

/** ADP Workforce Now's paydata columns: Co Code, Batch ID and File # must come first. */
export const ADP_WFN_COLUMNS = ["Co Code", "Batch ID", "File #", "Reg Hours", "O/T Hours", "Hours 3 Code", "Hours 3 Amount", "Earnings 3 Code", "Earnings 3 Amount"] as const;

/** The batch's name in ADP: "CL" and the period's last day (MMDD), so each period's paydata reads as its own. */
export const adpBatchIdOf = (endDate: string) => `CL${endDate.slice(5, 7)}${endDate.slice(8, 10)}`;

/** The pre-flight has made sure of the company code, every file number and the codes the period's earnings need. */
export function adpWfnFile(view: PayrollWeekView, fileNumbers: ReadonlyMap<number, string | null>, mapping: ExportMappingValue): CsvFile {
  const company = mapping.companyCode ?? "";
  const batchId = adpBatchIdOf(view.weekEnd);
  const rows = workersInFile(view).map((line) => {
    const premium = paidPremium(view, line);
    return [
      company,
      batchId,
      fileNumbers.get(line.workerId) ?? "",
      line.regularHours.toFixed(2),
      line.overtimeHours.toFixed(2),
      line.doubleTimeHours > 0 ? (mapping.earningCodes.double_time ?? "") : "",
      line.doubleTimeHours > 0 ? line.doubleTimeHours.toFixed(2) : "",
      premium ? (mapping.earningCodes.meal_premium ?? "") : "",
      premium ?? "",
    ];
  });
  return { filename: `PR${company}EPI.csv`, content: csvDocument(ADP_WFN_COLUMNS, rows, { forImport: true }) };
}

/** Paychex's SPI columns, in their fixed order, all present. */
export const PAYCHEX_SPI_COLUMNS = [
  "Client ID",
  "Worker ID",
  "Org",
  "Job Number",
  "Pay Component",
  "Rate",
  "Rate Number",
  "Hours",
  "Units",
  "Line Date",
  "Amount",
  "Check Seq Number",
  "Override State",
  "Override Local",
  "Override Local Jurisdiction",
  "Labor Assignment",
] as const;

/**
 * One line per worker and earning with hours (the meal premium as an Amount: Rate, Rate Number and Amount exclude each
 * other, and hours carry neither, so Paychex pays them at the worker's rate). The pre-flight has made sure of the client
 * id, each worker id and every pay component the period's earnings need.
 */
export function paychexSpiFile(view: PayrollWeekView, workerIds: ReadonlyMap<number, string | null>, mapping: ExportMappingValue, version: number): CsvFile {
  const client = mapping.companyCode ?? "";
  const codes = mapping.earningCodes;
  const line = (workerId: number, component: string | null | undefined, hours: string, amount: string) =>
    [client, workerIds.get(workerId) ?? "", "", "", component ?? "", "", "", hours, "", "", amount, "", "", "", "", ""];
  const rows = view.workers.flatMap((w) => {
    const premium = paidPremium(view, w);
    return [
      w.regularHours > 0 ? line(w.workerId, codes.regular, w.regularHours.toFixed(2), "") : null,
      w.overtimeHours > 0 ? line(w.workerId, codes.overtime, w.overtimeHours.toFixed(2), "") : null,
      w.doubleTimeHours > 0 ? line(w.workerId, codes.double_time, w.doubleTimeHours.toFixed(2), "") : null,
      premium ? line(w.workerId, codes.meal_premium, "", premium) : null,
    ].filter((row): row is string[] => row !== null);
  });
  return { filename: `paychex-spi-${view.weekStart}-to-${view.weekEnd}-v${version}.csv`, content: csvDocument(PAYCHEX_SPI_COLUMNS, rows, { forImport: true }) };
}

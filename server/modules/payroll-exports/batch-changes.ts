// What changed in a period since a file was made of it (after a reopen and a new approval): per worker and earning,
// the file's figure and the period's, only where they differ. Pure.
import { exportedWorkerFiguresSchema, type ExportBatchView, type ExportedWorkerFigures } from "@shared/api/payroll-exports";
import { z } from "zod";

type Change = ExportBatchView["changes"][number];

const EARNINGS: { earning: Change["earning"]; of: (f: ExportedWorkerFigures) => string }[] = [
  { earning: "regular", of: (f) => f.regularHours.toFixed(2) },
  { earning: "overtime", of: (f) => f.overtimeHours.toFixed(2) },
  { earning: "double_time", of: (f) => f.doubleTimeHours.toFixed(2) },
  { earning: "meal_premium", of: (f) => f.mealPremiumPay },
  { earning: "gross", of: (f) => f.grossPay },
];

const NONE: Omit<ExportedWorkerFigures, "workerId" | "workerName"> = { regularHours: 0, overtimeHours: 0, doubleTimeHours: 0, mealPremiumPay: "0.00", grossPay: "0.00" };

/** The figures a batch stored (an unreadable value counts as none: every worker then shows as changed). */
export const storedFiguresOf = (stored: unknown): ExportedWorkerFigures[] => z.array(exportedWorkerFiguresSchema).safeParse(stored).data ?? [];

export function batchChanges(inFile: readonly ExportedWorkerFigures[], now: readonly ExportedWorkerFigures[]): Change[] {
  const before = new Map(inFile.map((f) => [f.workerId, f]));
  const after = new Map(now.map((f) => [f.workerId, f]));
  const changes: Change[] = [];
  for (const workerId of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(workerId);
    const is = after.get(workerId);
    const workerName = (is ?? was)!.workerName;
    for (const { earning, of } of EARNINGS) {
      const inFileText = of({ workerId, workerName, ...NONE, ...was });
      const nowText = of({ workerId, workerName, ...NONE, ...is });
      if (inFileText !== nowText) changes.push({ workerId, workerName, earning, inFile: inFileText, now: nowText });
    }
  }
  return changes.sort((a, b) => a.workerName.localeCompare(b.workerName) || a.workerId - b.workerId);
}

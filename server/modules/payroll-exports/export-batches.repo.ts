// Every payroll file handed over (payroll_export_batches): kept with the approved period's version it was made from,
// listed per period newest first, and read back byte for byte.
import { desc, eq } from "drizzle-orm";
import { payrollExportBatches } from "@shared/schema";
import type { Db } from "../../db/client";
import { userNameOf } from "../../lib/user-name.repo";

const listColumns = {
  id: payrollExportBatches.id,
  profile: payrollExportBatches.profile,
  payPeriodId: payrollExportBatches.payPeriodId,
  periodVersion: payrollExportBatches.periodVersion,
  createdAt: payrollExportBatches.createdAt,
  createdByName: userNameOf(payrollExportBatches.createdBy),
  filename: payrollExportBatches.filename,
  sha256: payrollExportBatches.sha256,
  figures: payrollExportBatches.figures,
};

export interface ExportBatchRow {
  id: number;
  profile: string;
  payPeriodId: number;
  periodVersion: number;
  createdAt: Date;
  createdByName: string | null;
  filename: string;
  sha256: string;
  /** ExportedWorkerFigures[] as stored. */
  figures: unknown;
}

export function createExportBatchesRepo(db: Db) {
  return {
    async insert(values: typeof payrollExportBatches.$inferInsert): Promise<number> {
      const [row] = await db.insert(payrollExportBatches).values(values).returning({ id: payrollExportBatches.id });
      return row.id;
    },

    async ofPeriod(payPeriodId: number): Promise<ExportBatchRow[]> {
      return db
        .select(listColumns)
        .from(payrollExportBatches)
        .where(eq(payrollExportBatches.payPeriodId, payPeriodId))
        .orderBy(desc(payrollExportBatches.createdAt), desc(payrollExportBatches.id));
    },

    async byId(id: number): Promise<ExportBatchRow | undefined> {
      const [row] = await db.select(listColumns).from(payrollExportBatches).where(eq(payrollExportBatches.id, id)).limit(1);
      return row;
    },

    /** The file as it was made. */
    async file(id: number): Promise<{ filename: string; content: Buffer } | undefined> {
      const [row] = await db
        .select({ filename: payrollExportBatches.filename, content: payrollExportBatches.content })
        .from(payrollExportBatches)
        .where(eq(payrollExportBatches.id, id))
        .limit(1);
      return row;
    },
  };
}

export type ExportBatchesRepo = ReturnType<typeof createExportBatchesRepo>;

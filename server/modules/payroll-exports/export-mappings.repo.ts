// Each profile's mapping (payroll_export_mappings): one row per profile, set field by field.
import { eq } from "drizzle-orm";
import { payrollExportMappings } from "@shared/schema";
import type { Db } from "../../db/client";
import { userNameOf } from "../../lib/user-name.repo";

export interface ExportMappingRow {
  companyCode: string | null;
  /** Partial<Record<ExportEarning, string | null>> as stored. */
  earningCodes: unknown;
  updatedAt: Date;
  updatedByName: string | null;
}

export function createExportMappingsRepo(db: Db) {
  return {
    async of(profile: string): Promise<ExportMappingRow | undefined> {
      const [row] = await db
        .select({
          companyCode: payrollExportMappings.companyCode,
          earningCodes: payrollExportMappings.earningCodes,
          updatedAt: payrollExportMappings.updatedAt,
          updatedByName: userNameOf(payrollExportMappings.updatedBy),
        })
        .from(payrollExportMappings)
        .where(eq(payrollExportMappings.profile, profile))
        .limit(1);
      return row;
    },

    /** Stores the whole mapping (the service merged it with the stored one); the primary key decides a race. */
    async set(profile: string, mapping: { companyCode: string | null; earningCodes: object }, userId: number, at: Date): Promise<void> {
      await db
        .insert(payrollExportMappings)
        .values({ profile, ...mapping, updatedAt: at, updatedBy: userId })
        .onConflictDoUpdate({ target: payrollExportMappings.profile, set: { ...mapping, updatedAt: at, updatedBy: userId } });
    },
  };
}

export type ExportMappingsRepo = ReturnType<typeof createExportMappingsRepo>;

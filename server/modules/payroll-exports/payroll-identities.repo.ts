// How each payroll provider knows a worker (worker_payroll_identities): read with the worker (so an unknown worker is
// told apart from one never mapped), set field by field, and read for a whole period's workers at once.
import { eq, inArray } from "drizzle-orm";
import { workerPayrollIdentities, workers } from "@shared/schema";
import type { PayrollIdentityInput } from "@shared/api/payroll-exports";
import type { Db } from "../../db/client";
import { userNameOf } from "../../lib/user-name.repo";

const identityColumns = {
  gustoFirstName: workerPayrollIdentities.gustoFirstName,
  gustoLastName: workerPayrollIdentities.gustoLastName,
  gustoEmployeeId: workerPayrollIdentities.gustoEmployeeId,
  adpFileNumber: workerPayrollIdentities.adpFileNumber,
  paychexWorkerId: workerPayrollIdentities.paychexWorkerId,
  quickbooksEmployeeName: workerPayrollIdentities.quickbooksEmployeeName,
};

export type PayrollIdentityRow = { [K in keyof typeof identityColumns]: string | null };

export function createPayrollIdentitiesRepo(db: Db) {
  return {
    /** The worker's identity (every field null when never mapped), with who set it; undefined for an unknown worker. */
    async of(workerId: number) {
      const [row] = await db
        .select({ workerId: workers.id, ...identityColumns, updatedAt: workerPayrollIdentities.updatedAt, updatedByName: userNameOf(workerPayrollIdentities.updatedBy) })
        .from(workers)
        .leftJoin(workerPayrollIdentities, eq(workerPayrollIdentities.workerId, workers.id))
        .where(eq(workers.id, workerId))
        .limit(1);
      return row;
    },

    /** Sets the fields given (null clears one), keeping the others; one row per worker (the primary key decides a race). */
    async set(workerId: number, input: PayrollIdentityInput, userId: number, at: Date): Promise<void> {
      const fields = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
      await db
        .insert(workerPayrollIdentities)
        .values({ workerId, ...fields, updatedAt: at, updatedBy: userId })
        .onConflictDoUpdate({ target: workerPayrollIdentities.workerId, set: { ...fields, updatedAt: at, updatedBy: userId } });
    },

    /** The identities of these workers (those never mapped are absent). */
    async ofWorkers(workerIds: readonly number[]): Promise<Map<number, PayrollIdentityRow>> {
      if (!workerIds.length) return new Map();
      const rows = await db
        .select({ workerId: workerPayrollIdentities.workerId, ...identityColumns })
        .from(workerPayrollIdentities)
        .where(inArray(workerPayrollIdentities.workerId, [...workerIds]));
      return new Map(rows.map(({ workerId, ...identity }) => [workerId, identity]));
    },
  };
}

export type PayrollIdentitiesRepo = ReturnType<typeof createPayrollIdentitiesRepo>;

// Data access for the company's cost codes: the list with who made and last changed each, one code, an insert and an
// update. A code that another already has (whatever its case) is refused by the unique index on lower(code), so two
// offices adding the same code at once get one row and one refusal.
import { asc, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { costCodes, users } from "@shared/schema";
import type { Db } from "../../db/client";
import { inTableSortOrder } from "../../lib/keyset.repo";
import { PG_UNIQUE_VIOLATION, pgError } from "../../lib/pg-errors";
import { userDisplayName } from "../../lib/user-name.repo";

const creator = alias(users, "cost_code_creator");
const updater = alias(users, "cost_code_updater");
const costCodeColumns = {
  id: costCodes.id,
  code: costCodes.code,
  name: costCodes.name,
  active: costCodes.active,
  createdAt: costCodes.createdAt,
  createdBy: costCodes.createdBy,
  createdByName: userDisplayName(creator),
  updatedAt: costCodes.updatedAt,
  updatedBy: costCodes.updatedBy,
  updatedByName: userDisplayName(updater),
};

export type CostCodeRow = NonNullable<Awaited<ReturnType<CostCodesRepo["find"]>>>;
/** code_taken: another code is the same whatever its case; `existing` is that code as it is stored, to name it. */
export type CostCodeWrite<T> = { kind: "done"; id: number } | { kind: "code_taken"; existing: string } | T;

export function createCostCodesRepo(db: Db) {
  function selectCostCodes() {
    return db
      .select(costCodeColumns)
      .from(costCodes)
      .leftJoin(creator, eq(creator.id, costCodes.createdBy))
      .leftJoin(updater, eq(updater.id, costCodes.updatedBy));
  }

  /** The unique index's refusal as an answer, naming the code that holds it; any other error goes on. */
  async function refusedAsTaken(error: unknown, code: string): Promise<{ kind: "code_taken"; existing: string }> {
    if (!pgError(error, PG_UNIQUE_VIOLATION)) throw error;
    const [holder] = await db.select({ code: costCodes.code }).from(costCodes).where(sql`lower(${costCodes.code}) = lower(${code})`).limit(1);
    return { kind: "code_taken", existing: holder?.code ?? code };
  }

  return {
    /** Active codes first, then by code as the desk tables order text (digits as numbers, case ignored). */
    list(active: boolean | undefined) {
      const query = selectCostCodes();
      const filtered = active === undefined ? query : query.where(eq(costCodes.active, active));
      return filtered.orderBy(desc(costCodes.active), inTableSortOrder(costCodes.code), asc(costCodes.id));
    },

    async find(id: number) {
      const [row] = await selectCostCodes().where(eq(costCodes.id, id)).limit(1);
      return row;
    },

    async create(input: { code: string; name: string }, userId: number, at: Date): Promise<CostCodeWrite<never>> {
      try {
        const [row] = await db
          .insert(costCodes)
          .values({ ...input, createdBy: userId, createdAt: at, updatedAt: at })
          .returning({ id: costCodes.id });
        return { kind: "done", id: row.id };
      } catch (error) {
        return refusedAsTaken(error, input.code);
      }
    },

    async update(
      id: number,
      changes: { code?: string; name?: string; active?: boolean },
      userId: number,
      at: Date,
    ): Promise<CostCodeWrite<{ kind: "missing" }>> {
      try {
        const [row] = await db
          .update(costCodes)
          .set({ ...changes, updatedBy: userId, updatedAt: at })
          .where(eq(costCodes.id, id))
          .returning({ id: costCodes.id });
        return row ? { kind: "done", id: row.id } : { kind: "missing" };
      } catch (error) {
        return refusedAsTaken(error, changes.code ?? "");
      }
    },
  };
}

export type CostCodesRepo = ReturnType<typeof createCostCodesRepo>;

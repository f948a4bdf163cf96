// A worker's history, a page at a time: its own rate, active, archived and PIN changes (worker_changes) and, from the
// accounts' history (account_changes), each link or unlink of an account to it and the role and active changes an
// account had while linked to it. The two tables number their rows separately, so the merged list breaks the ties of
// one instant with a key unique across both: twice the id for a worker change, twice the id plus one for an account's.
import { and, count, eq, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { accountChanges, users, workerChanges, workers } from "@shared/schema";
import type { Db } from "../../db/client";
import { newestFirst, type SortKey } from "../../lib/keyset.repo";

/** A worker change with its worker's name and the name parts of who made it (null parts: that account is gone). */
export const changeColumns = {
  id: workerChanges.id,
  workerId: workerChanges.workerId,
  workerName: workers.name,
  field: workerChanges.field,
  fromValue: workerChanges.fromValue,
  toValue: workerChanges.toValue,
  changedAt: workerChanges.changedAt,
  changedBy: workerChanges.changedBy,
  changedByFirstName: users.firstName,
  changedByLastName: users.lastName,
  changedByUsername: users.username,
  changedByEmail: users.email,
};

const workerKey = sql<number>`(${workerChanges.id} * 2)`;
const accountKey = sql<number>`(${accountChanges.id} * 2 + 1)`;
const workerOrder = newestFirst(workerChanges.changedAt, workerKey);
const accountOrder = newestFirst(accountChanges.changedAt, accountKey);

const account = alias(users, "account");
const changer = alias(users, "changer");
const link = alias(accountChanges, "link");

/**
 * The worker id (as text) the account was linked to when the change was made: its newest link change up to that
 * instant (a link written in the same transaction counts), else what its first later link change started from, else
 * its link today (an account linked before account_changes was kept has no link change at all).
 */
const links = sql`${accountChanges} as ${link}`;
const sameAccountsLinks = sql`${link.userId} = ${accountChanges.userId} and ${link.field} = 'workerId'`;
const linkedWorkerAtChange = sql<string | null>`case
  when exists (select 1 from ${links} where ${sameAccountsLinks} and ${link.changedAt} <= ${accountChanges.changedAt})
    then (select ${link.toValue} from ${links} where ${sameAccountsLinks} and ${link.changedAt} <= ${accountChanges.changedAt}
          order by ${link.changedAt} desc, ${link.id} desc limit 1)
  when exists (select 1 from ${links} where ${sameAccountsLinks} and ${link.changedAt} > ${accountChanges.changedAt})
    then (select ${link.fromValue} from ${links} where ${sameAccountsLinks} and ${link.changedAt} > ${accountChanges.changedAt}
          order by ${link.changedAt} asc, ${link.id} asc limit 1)
  else ${account.workerId}::text
end`;

/** The account changes in this worker's history: links and unlinks to it, and role and active changes while linked. */
function ofWorker(workerId: number) {
  const id = String(workerId);
  return or(
    and(eq(accountChanges.field, "workerId"), or(eq(accountChanges.fromValue, id), eq(accountChanges.toValue, id))),
    and(ne(accountChanges.field, "workerId"), sql`${linkedWorkerAtChange} = ${id}`),
  );
}

export function createWorkerHistoryRepo(db: Db) {
  return {
    /** Up to `limit` of the worker's own changes, newest first, after the cursor's row; each with its key. */
    changesOf(workerId: number, page: { after: SortKey | null; limit: number }) {
      return db
        .select({ ...changeColumns, keyId: workerKey, sortKey: workerOrder.sortKey })
        .from(workerChanges)
        .innerJoin(workers, eq(workers.id, workerChanges.workerId))
        .leftJoin(users, eq(users.id, workerChanges.changedBy))
        .where(and(eq(workerChanges.workerId, workerId), workerOrder.after(page.after)))
        .orderBy(...workerOrder.orderBy)
        .limit(page.limit);
    },

    /** Up to `limit` of the account changes in the worker's history, newest first, after the cursor's row. */
    accountChangesOf(workerId: number, page: { after: SortKey | null; limit: number }) {
      return db
        .select({
          id: accountChanges.id,
          keyId: accountKey,
          sortKey: accountOrder.sortKey,
          workerName: sql<string>`(select ${workers.name} from ${workers} where ${workers.id} = ${workerId})`,
          accountId: accountChanges.userId,
          accountName: sql<string>`coalesce(${account.username}, ${account.email})`,
          field: accountChanges.field,
          fromValue: accountChanges.fromValue,
          toValue: accountChanges.toValue,
          changedAt: accountChanges.changedAt,
          changedBy: accountChanges.changedBy,
          changedByFirstName: changer.firstName,
          changedByLastName: changer.lastName,
          changedByUsername: changer.username,
          changedByEmail: changer.email,
        })
        .from(accountChanges)
        .innerJoin(account, eq(account.id, accountChanges.userId))
        .leftJoin(changer, eq(changer.id, accountChanges.changedBy))
        .where(and(ofWorker(workerId), accountOrder.after(page.after)))
        .orderBy(...accountOrder.orderBy)
        .limit(page.limit);
    },

    /** How many entries the worker's history holds, both kinds together. */
    async countHistory(workerId: number): Promise<number> {
      const [own] = await db.select({ n: count() }).from(workerChanges).where(eq(workerChanges.workerId, workerId));
      const [linked] = await db
        .select({ n: count() })
        .from(accountChanges)
        .innerJoin(account, eq(account.id, accountChanges.userId))
        .where(ofWorker(workerId));
      return (own?.n ?? 0) + (linked?.n ?? 0);
    },
  };
}

export type WorkerHistoryRepo = ReturnType<typeof createWorkerHistoryRepo>;
export type AccountChangeRow = Awaited<ReturnType<WorkerHistoryRepo["accountChangesOf"]>>[number];

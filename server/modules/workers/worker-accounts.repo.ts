// Whether each worker's person has a Crewline account (issue 26): the account linked to the worker, else the worker's
// unused invitation (a newer one replaces the unused, so there is at most one; an expired one stays until replaced).
import { and, inArray, isNotNull, isNull } from "drizzle-orm";
import { accountInvites, users } from "@shared/schema";
import type { Db } from "../../db/client";

export interface WorkerAccountRows {
  /** worker id -> the linked account's role and when it was made. */
  joined: Map<number, { role: string; createdAt: Date }>;
  /** worker id -> its unused invitation. */
  invited: Map<number, { role: string; createdAt: Date; expiresAt: Date }>;
}

export function createWorkerAccountsRepo(db: Db) {
  return {
    /** The accounts and unused invitations of these workers (null: of every worker). */
    async accountsOf(workerIds: number[] | null): Promise<WorkerAccountRows> {
      const [accounts, invites] = await Promise.all([
        db
          .select({ workerId: users.workerId, role: users.role, createdAt: users.createdAt })
          .from(users)
          .where(and(isNotNull(users.workerId), workerIds ? inArray(users.workerId, workerIds) : undefined)),
        db
          .select({ workerId: accountInvites.workerId, role: accountInvites.role, createdAt: accountInvites.createdAt, expiresAt: accountInvites.expiresAt })
          .from(accountInvites)
          .where(and(isNull(accountInvites.usedAt), workerIds ? inArray(accountInvites.workerId, workerIds) : undefined)),
      ]);
      return {
        joined: new Map(accounts.map(({ workerId, ...account }) => [workerId!, account])),
        invited: new Map(invites.map(({ workerId, ...invite }) => [workerId, invite])),
      };
    },
  };
}

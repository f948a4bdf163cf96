// Invitations: made under the worker's row lock (so two invitations, or an invitation and a link, take turns), and
// accepted by one guarded UPDATE that uses the link up and the insert of the account, in one transaction.
import { and, eq, gt, isNull } from "drizzle-orm";
import { accountInvites, userRegistrations, users, workers, type User } from "@shared/schema";
import type { InviteRole } from "@shared/api/invites";
import type { Db } from "../../db/client";
import { PG_UNIQUE_VIOLATION, pgError } from "../../lib/pg-errors";
import { Refusal, refusable } from "../../lib/transaction-refusal";
import { recordAccountChanges } from "../admin/account-changes.repo";

export type InviteRow = typeof accountInvites.$inferSelect;

export type CreateInviteResult =
  | { kind: "created"; invite: InviteRow; workerName: string }
  | { kind: "missing" }
  | { kind: "archived" }
  | { kind: "no_email" }
  | { kind: "has_account" }
  | { kind: "email_taken" };

export type AcceptInviteResult = { kind: "accepted"; user: User } | { kind: "invalid" } | { kind: "email_taken" } | { kind: "has_account" };

export interface NewInvite {
  workerId: number;
  role: InviteRole;
  tokenHash: string;
  expiresAt: Date;
  createdBy: number;
}

const usable = (tokenHash: string, at: Date) =>
  and(eq(accountInvites.tokenHash, tokenHash), isNull(accountInvites.usedAt), gt(accountInvites.expiresAt, at));

export function createInvitesRepo(db: Db) {
  return {
    async create(input: NewInvite, at: Date): Promise<CreateInviteResult> {
      return db.transaction(async (tx): Promise<CreateInviteResult> => {
        const [worker] = await tx.select().from(workers).where(eq(workers.id, input.workerId)).for("update");
        if (!worker) return { kind: "missing" };
        if (worker.archivedAt) return { kind: "archived" };
        if (!worker.email) return { kind: "no_email" };
        const [linked] = await tx.select({ id: users.id }).from(users).where(eq(users.workerId, worker.id));
        if (linked) return { kind: "has_account" };
        const [sameEmail] = await tx.select({ id: users.id }).from(users).where(eq(users.email, worker.email.toLowerCase()));
        if (sameEmail) return { kind: "email_taken" };
        // The newest invitation is the only one that works.
        await tx.delete(accountInvites).where(and(eq(accountInvites.workerId, worker.id), isNull(accountInvites.usedAt)));
        const [invite] = await tx
          .insert(accountInvites)
          .values({ ...input, email: worker.email.toLowerCase(), createdAt: at })
          .returning();
        return { kind: "created", invite, workerName: worker.name };
      });
    },

    async findUsable(tokenHash: string, at: Date): Promise<(InviteRow & { workerName: string }) | undefined> {
      const [row] = await db
        .select({ invite: accountInvites, workerName: workers.name })
        .from(accountInvites)
        .innerJoin(workers, eq(workers.id, accountInvites.workerId))
        .where(usable(tokenHash, at));
      return row ? { ...row.invite, workerName: row.workerName } : undefined;
    },

    /**
     * Uses the link up and creates the account in one transaction: of two requests with one link only one finds it
     * unused; users.email and users.worker_id are unique, so an account made meanwhile by another path refuses this one.
     */
    async accept(tokenHash: string, person: { firstName: string; lastName: string; passwordHash: string }, at: Date): Promise<AcceptInviteResult> {
      return refusable(() =>
        db.transaction(async (tx): Promise<AcceptInviteResult> => {
          const [invite] = await tx.update(accountInvites).set({ usedAt: at }).where(usable(tokenHash, at)).returning();
          if (!invite) return { kind: "invalid" };
          const [user] = await tx
            .insert(users)
            .values({ email: invite.email, ...person, role: invite.role, workerId: invite.workerId, isActive: true, createdAt: at, updatedAt: at })
            .onConflictDoNothing({ target: users.email })
            .returning();
          if (!user) throw new Refusal<AcceptInviteResult>({ kind: "email_taken" });
          await tx.update(accountInvites).set({ userId: user.id }).where(eq(accountInvites.id, invite.id));
          await recordAccountChanges(tx, user.id, null, user, invite.createdBy, at);
          // A registration of the same address waiting for approval is settled: the office vouched for this person.
          await tx
            .update(userRegistrations)
            .set({ status: "approved", userId: user.id, reviewedBy: invite.createdBy, reviewedAt: at, updatedAt: at })
            .where(and(eq(userRegistrations.email, invite.email), eq(userRegistrations.status, "pending")));
          return { kind: "accepted", user };
        }),
      ).catch((error: unknown) => {
        if (pgError(error, PG_UNIQUE_VIOLATION)) return { kind: "has_account" } as const;
        throw error;
      });
    },
  };
}

export type InvitesRepo = ReturnType<typeof createInvitesRepo>;

// Invitations: made under the worker's row lock (so two invitations, or an invitation and a link, take turns), and
// accepted by one guarded UPDATE that uses the link up and the insert of the account, in one transaction. An
// invitation is honoured only while its inviter is active and may still give its role (QUALITY 50): making and
// accepting one read the inviter under a share lock, and User Management cancels the invitations a deactivated or
// demoted account may no longer give, under its update lock, so the two take turns. Every path locks the inviter's
// users row before any account_invites or workers row, so none of them waits on another in a circle.
import { and, eq, gt, isNull, notInArray } from "drizzle-orm";
import { inviteRolesFor, inviterMayGive } from "@shared/domain/account-roles";
import { accountInvites, userRegistrations, users, workers, type User } from "@shared/schema";
import type { InviteRole } from "@shared/api/invites";
import type { Db, Tx } from "../../db/client";
import { PG_UNIQUE_VIOLATION, pgError } from "../../lib/pg-errors";
import { Refusal, refusable } from "../../lib/transaction-refusal";
import { queueMail, type MailFor } from "../mail-queue/mail-queue.repo";
import { recordAccountChanges } from "../admin/account-changes.repo";

export type InviteRow = typeof accountInvites.$inferSelect;

export type CreateInviteResult =
  | { kind: "created"; invite: InviteRow; workerName: string }
  | { kind: "not_allowed" }
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

/** Whether the inviter (read, and share-locked, in `tx`) may give `role` now; an inviter whose account is gone gives nothing. */
async function inviterMayStillGive(tx: Tx, inviterId: number | null, role: string): Promise<boolean> {
  if (inviterId === null) return false;
  const [inviter] = await tx.select({ role: users.role, isActive: users.isActive }).from(users).where(eq(users.id, inviterId)).for("share");
  return !!inviter && inviterMayGive(inviter, role);
}

/**
 * Cancels (deletes, as a newer invitation does) the unused invitations `inviter` made that they may no longer give
 * as they now are: all of them once inactive, the Office ones once demoted to Office. Run by User Management in the
 * transaction that changes the account, under its lock. Used invitations stay: they are the accounts' history.
 */
export async function cancelInvitesInviterMayNotGive(tx: Tx, inviter: Pick<User, "id" | "role" | "isActive">): Promise<void> {
  const stillGiven = inviter.isActive ? inviteRolesFor(inviter.role) : [];
  await tx
    .delete(accountInvites)
    .where(
      and(
        eq(accountInvites.createdBy, inviter.id),
        isNull(accountInvites.usedAt),
        stillGiven.length ? notInArray(accountInvites.role, [...stillGiven]) : undefined,
      ),
    );
}

export function createInvitesRepo(db: Db) {
  return {
    /** The invitation and its mail (`mailFor` writes it from the worker found), together or not at all. */
    async create(input: NewInvite, at: Date, mailFor: MailFor<{ email: string; workerName: string }>): Promise<CreateInviteResult> {
      return db.transaction(async (tx): Promise<CreateInviteResult> => {
        if (!(await inviterMayStillGive(tx, input.createdBy, input.role))) return { kind: "not_allowed" };
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
        const mail = mailFor({ email: invite.email, workerName: worker.name });
        if (mail) await queueMail(tx, mail, at);
        return { kind: "created", invite, workerName: worker.name };
      });
    },

    /** The unused, unexpired invitation with this token, and its inviter as they are now (null: the account is gone). */
    async findUsable(
      tokenHash: string,
      at: Date,
    ): Promise<(InviteRow & { workerName: string; inviter: Pick<User, "role" | "isActive"> | null }) | undefined> {
      const [row] = await db
        .select({ invite: accountInvites, workerName: workers.name, inviterRole: users.role, inviterActive: users.isActive })
        .from(accountInvites)
        .innerJoin(workers, eq(workers.id, accountInvites.workerId))
        .leftJoin(users, eq(users.id, accountInvites.createdBy))
        .where(usable(tokenHash, at));
      if (!row) return undefined;
      const inviter = row.inviterRole !== null && row.inviterActive !== null ? { role: row.inviterRole, isActive: row.inviterActive } : null;
      return { ...row.invite, workerName: row.workerName, inviter };
    },

    /**
     * Uses the link up and creates the account in one transaction: of two requests with one link only one finds it
     * unused; users.email and users.worker_id are unique, so an account made meanwhile by another path refuses this one.
     * The inviter is share-locked and re-read first (before the link's row is touched, the order User Management
     * locks in): one deactivated or demoted meanwhile makes the link invalid and leaves it as it was.
     */
    async accept(tokenHash: string, person: { firstName: string; lastName: string; passwordHash: string }, at: Date): Promise<AcceptInviteResult> {
      return refusable(() =>
        db.transaction(async (tx): Promise<AcceptInviteResult> => {
          const [pending] = await tx
            .select({ createdBy: accountInvites.createdBy, role: accountInvites.role })
            .from(accountInvites)
            .where(usable(tokenHash, at));
          if (!pending || !(await inviterMayStillGive(tx, pending.createdBy, pending.role))) return { kind: "invalid" };
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

// Data access for the admin dashboard: registrations under review and user accounts, with race-safe state changes.
import { and, desc, eq, sql } from "drizzle-orm";
import type { AccountRole } from "@shared/domain/account-roles";
import { sessions, userRegistrations, users, workers, type User, type UserRegistration } from "@shared/schema";
import type { Db, Tx } from "../../db/client";
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgError } from "../../lib/pg-errors";
import { Refusal, refusable } from "../../lib/transaction-refusal";
import { queueMail, type MailFor } from "../mail-queue/mail-queue.repo";
import { cancelInvitesInviterMayNotGive } from "../invites/invites.repo";
import { accountChangesOf, recordAccountChanges } from "./account-changes.repo";


/**
 * What the admin list shows of a registration: never the password hash or a verification token. `openId` says
 * whether its account signs in through the OpenID provider (an OpenID first sign-in links the two at once).
 */
const registrationColumns = {
  id: userRegistrations.id,
  firstName: userRegistrations.firstName,
  lastName: userRegistrations.lastName,
  email: userRegistrations.email,
  status: userRegistrations.status,
  emailVerified: userRegistrations.emailVerified,
  createdAt: userRegistrations.createdAt,
  openId: sql<boolean>`(${users.oidcIssuer} is not null)`,
};

export type RegistrationRow = Pick<
  UserRegistration,
  "id" | "firstName" | "lastName" | "email" | "status" | "emailVerified" | "createdAt"
> & { openId: boolean };

export type ApproveResult =
  | { kind: "approved"; registration: UserRegistration; user: User }
  | { kind: "missing" }
  | { kind: "not_pending"; status: string }
  | { kind: "unverified" }
  | { kind: "email_taken" }
  | WorkerLinkRefusal;

/** The role and worker record an approved account starts with. */
export interface AccountSetup {
  role: AccountRole;
  workerId: number | null;
}

export type UserChange = { isActive: boolean } | { role: AccountRole } | { workerId: number | null };

/** Why a worker record cannot be linked: it does not exist, or another account has it (users.worker_id is unique). */
export type WorkerLinkRefusal = { kind: "worker_missing" } | { kind: "worker_taken" };

export type UserChangeResult =
  | { kind: "changed"; user: User }
  | { kind: "missing" }
  | { kind: "actor_not_admin" }
  | { kind: "last_admin" }
  | WorkerLinkRefusal;

/**
 * Before linking: the worker must exist (its row is locked so it cannot be deleted meanwhile) and belong to no other
 * account. The unique index still decides a race between two links; `linkRefusalOf` reads what it raised.
 */
async function checkWorkerLink(tx: Tx, workerId: number | null, accountId: number | null): Promise<WorkerLinkRefusal | null> {
  if (workerId === null) return null;
  const [worker] = await tx.select({ id: workers.id }).from(workers).where(eq(workers.id, workerId)).for("share");
  if (!worker) return { kind: "worker_missing" };
  const [holder] = await tx.select({ id: users.id }).from(users).where(eq(users.workerId, workerId));
  return holder && holder.id !== accountId ? { kind: "worker_taken" } : null;
}

function linkRefusalOf(error: unknown): WorkerLinkRefusal | null {
  if (pgError(error, PG_UNIQUE_VIOLATION)) return { kind: "worker_taken" };
  if (pgError(error, PG_FOREIGN_KEY_VIOLATION)) return { kind: "worker_missing" };
  return null;
}

async function deleteSessionsOf(tx: Tx, userId: number) {
  await tx.delete(sessions).where(sql`(${sessions.sess}::jsonb -> 'passport' -> 'user' ->> 'id')::int = ${userId}`);
}

export function createAdminRepo(db: Db) {
  return {
    async listRegistrations(): Promise<RegistrationRow[]> {
      return db
        .select(registrationColumns)
        .from(userRegistrations)
        .leftJoin(users, eq(users.id, userRegistrations.userId))
        .orderBy(desc(userRegistrations.createdAt), desc(userRegistrations.id));
    },

    async findRegistrationRow(id: number): Promise<RegistrationRow | undefined> {
      const [row] = await db
        .select(registrationColumns)
        .from(userRegistrations)
        .leftJoin(users, eq(users.id, userRegistrations.userId))
        .where(eq(userRegistrations.id, id));
      return row;
    },

    changesOf: (userId: number) => accountChangesOf(db, userId),

    async userExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      return !!row;
    },

    async listUsers(): Promise<User[]> {
      return db.select().from(users).orderBy(desc(users.createdAt), desc(users.id));
    },

    /**
     * Approves a pending, verified registration and creates (or, for an OpenID one, activates) its user, in one
     * transaction. The conditional UPDATE is the gate: of two concurrent approvals only one finds the row pending.
     */
    async approveRegistration(id: number, reviewerId: number, setup: AccountSetup, at: Date, mailFor: MailFor<UserRegistration>): Promise<ApproveResult> {
      return refusable(() =>
        db.transaction(async (tx): Promise<ApproveResult> => {
          const [registration] = await tx
            .update(userRegistrations)
            .set({ status: "approved", reviewedBy: reviewerId, reviewedAt: at, updatedAt: at })
            .where(
              and(eq(userRegistrations.id, id), eq(userRegistrations.status, "pending"), eq(userRegistrations.emailVerified, true)),
            )
            .returning();
          if (!registration) {
            const [current] = await tx.select().from(userRegistrations).where(eq(userRegistrations.id, id));
            if (!current) return { kind: "missing" } as const;
            if (current.status !== "pending") return { kind: "not_pending", status: current.status } as const;
            return { kind: "unverified" } as const;
          }
          const linkRefusal = await checkWorkerLink(tx, setup.workerId, registration.userId);
          if (linkRefusal) throw new Refusal<ApproveResult>(linkRefusal);
          let user: User | undefined;
          if (registration.userId) {
            const [before] = await tx.select().from(users).where(eq(users.id, registration.userId));
            [user] = await tx
              .update(users)
              .set({ isActive: true, role: setup.role, workerId: setup.workerId, updatedAt: at })
              .where(eq(users.id, registration.userId))
              .returning();
            if (user) await recordAccountChanges(tx, user.id, before ?? null, user, reviewerId, at);
          }
          if (!user) {
            // The users.email unique index refuses a second account for the same address.
            const inserted = await tx
              .insert(users)
              .values({
                email: registration.email,
                firstName: registration.firstName,
                lastName: registration.lastName,
                passwordHash: registration.passwordHash,
                role: setup.role,
                workerId: setup.workerId,
                isActive: true,
              })
              .onConflictDoNothing({ target: users.email })
              .returning();
            user = inserted[0];
            if (!user) throw new Refusal<ApproveResult>({ kind: "email_taken" });
            await tx.update(userRegistrations).set({ userId: user.id }).where(eq(userRegistrations.id, id));
            await recordAccountChanges(tx, user.id, null, user, reviewerId, at);
          }
          const mail = mailFor(registration);
          if (mail) await queueMail(tx, mail, at);
          return { kind: "approved", registration, user } as const;
        }),
      ).catch((error: unknown) => {
        const refusal = linkRefusalOf(error);
        if (refusal) return refusal;
        throw error;
      });
    },

    /** Rejects a pending registration; the conditional UPDATE makes a second decision find nothing to change. */
    async rejectRegistration(
      id: number,
      reviewerId: number,
      at: Date,
      mailFor: MailFor<UserRegistration>,
    ): Promise<{ kind: "rejected"; registration: UserRegistration } | { kind: "missing" } | { kind: "not_pending"; status: string }> {
      const decided = await db.transaction(async (tx) => {
        const [registration] = await tx
          .update(userRegistrations)
          .set({ status: "rejected", reviewedBy: reviewerId, reviewedAt: at, updatedAt: at })
          .where(and(eq(userRegistrations.id, id), eq(userRegistrations.status, "pending")))
          .returning();
        const mail = registration && mailFor(registration);
        if (mail) await queueMail(tx, mail, at);
        return registration;
      });
      if (decided) return { kind: "rejected", registration: decided };
      const [current] = await db.select().from(userRegistrations).where(eq(userRegistrations.id, id));
      return current ? { kind: "not_pending", status: current.status } : { kind: "missing" };
    },

    /**
     * Changes one user's status, role or worker link on behalf of an admin. The active admins' rows are locked first, so two
     * admins demoting each other at the same moment run one after the other and the second finds it is no longer
     * an admin: the last active admin can never be removed. Deactivation ends that user's sessions at once, and
     * deactivation or demotion cancels the unused invitations the user may no longer give.
     */
    async changeUser(targetId: number, actorId: number, change: UserChange, at: Date): Promise<UserChangeResult> {
      const changed = db.transaction(async (tx): Promise<UserChangeResult> => {
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, "admin"), eq(users.isActive, true)))
          .for("update");
        const adminIds = admins.map((a) => a.id);
        if (!adminIds.includes(actorId)) return { kind: "actor_not_admin" } as const;
        const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for("update");
        if (!target) return { kind: "missing" } as const;
        const removesAdmin =
          adminIds.includes(targetId) && (("isActive" in change && !change.isActive) || ("role" in change && change.role !== "admin"));
        if (removesAdmin && adminIds.length <= 1) return { kind: "last_admin" } as const;
        if ("workerId" in change) {
          const linkRefusal = await checkWorkerLink(tx, change.workerId, targetId);
          if (linkRefusal) return linkRefusal;
        }

        const deactivates = "isActive" in change && !change.isActive && target.isActive;
        const [user] = await tx
          .update(users)
          .set({ ...change, updatedAt: at, ...(deactivates ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}) })
          .where(eq(users.id, targetId))
          .returning();
        if (deactivates) await deleteSessionsOf(tx, targetId);
        // An invitation dies with its inviter's access: deactivated or demoted, their unused links for a role they may
        // no longer give stop working, in this transaction.
        if (!("workerId" in change)) await cancelInvitesInviterMayNotGive(tx, user);
        await recordAccountChanges(tx, targetId, target, user, actorId, at);
        if ("isActive" in change && change.isActive) {
          // Activating an OpenID account by hand also settles its pending registration, so the lists agree.
          await tx
            .update(userRegistrations)
            .set({ status: "approved", reviewedBy: actorId, reviewedAt: at, updatedAt: at })
            .where(and(eq(userRegistrations.userId, targetId), eq(userRegistrations.status, "pending")));
        }
        return { kind: "changed", user } as const;
      });
      return changed.catch((error: unknown) => {
        const refusal = linkRefusalOf(error);
        if (refusal) return refusal;
        throw error;
      });
    },
  };
}

export type AdminRepo = ReturnType<typeof createAdminRepo>;

// Data access for user accounts, registrations and their attempts, password reset links and the sessions of a user.
import { and, desc, eq, gt, inArray, isNull, lte, notInArray, sql } from "drizzle-orm";
import {
  passwordResetTokens,
  registrationAttempts,
  sessions,
  userRegistrations,
  users,
  type RegistrationAttempt,
  type User,
  type UserRegistration,
} from "@shared/schema";
import { DEFAULT_ACCOUNT_ROLE } from "@shared/domain/account-roles";
import type { Db } from "../../db/client";
import { queueMail, type MailFor, type OutgoingMail } from "../mail-queue/mail-queue.repo";

/** A registration's attempts, the newest sign-up first. */
const NEWEST_FIRST = [desc(registrationAttempts.createdAt), desc(registrationAttempts.id)] as const;

export function createAuthRepo(db: Db) {
  return {
    async findUserById(id: number): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async findUserByUsername(username: string): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
      return row;
    },
    async findUserByEmail(email: string): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
      return row;
    },
    async findUserByOidcIdentity(issuer: string, subject: string): Promise<User | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.oidcIssuer, issuer), eq(users.oidcSubject, subject)))
        .limit(1);
      return row;
    },
    async countAdmins(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.role, "admin"), eq(users.isActive, true)));
      return row?.n ?? 0;
    },
    async insertUser(values: typeof users.$inferInsert): Promise<User> {
      const [row] = await db.insert(users).values(values).returning();
      return row;
    },
    async updateUser(id: number, values: Partial<typeof users.$inferInsert>): Promise<User | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /**
     * Sets a new password only if the stored hash is still the one the caller checked (so two concurrent changes
     * cannot both pass the current-password check), and bumps the session version to end older sessions.
     */
    async replacePasswordHash(userId: number, expectedHash: string, newHash: string, mailFor: MailFor<User>, now: Date): Promise<User | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ passwordHash: newHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now })
          .where(and(eq(users.id, userId), eq(users.passwordHash, expectedHash)))
          .returning();
        const mail = row && mailFor(row);
        if (mail) await queueMail(tx, mail, now);
        return row;
      });
    },

    /** Deletes every stored session of a user, except the one given (the caller's own). */
    async deleteSessionsOfUser(userId: number, exceptSid?: string): Promise<void> {
      const owner = sql`(${sessions.sess}::jsonb -> 'passport' -> 'user' ->> 'id')::int`;
      await db
        .delete(sessions)
        .where(exceptSid ? and(sql`${owner} = ${userId}`, sql`${sessions.sid} <> ${exceptSid}`) : sql`${owner} = ${userId}`);
    },

    async findRegistrationByEmail(email: string): Promise<UserRegistration | undefined> {
      const [row] = await db
        .select()
        .from(userRegistrations)
        .where(sql`lower(${userRegistrations.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row;
    },
    async findRegistrationByUserId(userId: number): Promise<UserRegistration | undefined> {
      const [row] = await db.select().from(userRegistrations).where(eq(userRegistrations.userId, userId)).limit(1);
      return row;
    },
    /**
     * A new registration with its first attempt, together or not at all; undefined when the e-mail is already
     * registered (the unique index decides, not a read).
     */
    async insertRegistration(
      values: Pick<typeof userRegistrations.$inferInsert, "email" | "firstName" | "lastName">,
      attempt: NewRegistrationAttempt,
      mail: OutgoingMail,
      now: Date,
    ): Promise<UserRegistration | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(userRegistrations)
          .values({ ...values, status: "pending", emailVerified: false })
          .onConflictDoNothing({ target: userRegistrations.email })
          .returning();
        if (row) {
          await tx.insert(registrationAttempts).values({ ...attempt, registrationId: row.id });
          await queueMail(tx, mail, now);
        }
        return row;
      });
    },
    /**
     * One more attempt for a registration still waiting for its e-mail check; earlier links keep working until one
     * is confirmed, except that only the newest `keep` attempts stay (the oldest goes first). The row lock orders it
     * with a verification: undefined when the registration has meanwhile been verified or decided.
     */
    async addRegistrationAttempt(
      registrationId: number,
      attempt: NewRegistrationAttempt,
      now: Date,
      keep: number,
      mail: OutgoingMail,
    ): Promise<UserRegistration | undefined> {
      return db.transaction(async (tx) => {
        const [registration] = await tx
          .select()
          .from(userRegistrations)
          .where(
            and(
              eq(userRegistrations.id, registrationId),
              eq(userRegistrations.status, "pending"),
              eq(userRegistrations.emailVerified, false),
            ),
          )
          .for("update");
        if (!registration) return undefined;
        await tx
          .delete(registrationAttempts)
          .where(and(eq(registrationAttempts.registrationId, registrationId), lte(registrationAttempts.expiresAt, now)));
        await tx.insert(registrationAttempts).values({ ...attempt, registrationId });
        const ofThis = eq(registrationAttempts.registrationId, registrationId);
        const newest = tx.select({ id: registrationAttempts.id }).from(registrationAttempts).where(ofThis).orderBy(...NEWEST_FIRST).limit(keep);
        await tx.delete(registrationAttempts).where(and(ofThis, notInArray(registrationAttempts.id, newest)));
        await queueMail(tx, mail, now);
        return registration;
      });
    },
    /** The password of the newest attempt: the one a sign-in before verification is checked against. */
    async newestAttemptPasswordHash(registrationId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ passwordHash: registrationAttempts.passwordHash })
        .from(registrationAttempts)
        .where(eq(registrationAttempts.registrationId, registrationId))
        .orderBy(...NEWEST_FIRST)
        .limit(1);
      return row?.passwordHash;
    },
    /**
     * The unexpired attempt a link belongs to, and its registration's unexpired attempts, newest first, at most
     * `limit`: what a verification compares the typed password with. Undefined for an unknown, used or expired link.
     */
    async liveAttemptsOfLink(
      tokenHash: string,
      now: Date,
      limit: number,
    ): Promise<{ linked: RegistrationAttempt; newestFirst: RegistrationAttempt[] } | undefined> {
      const [linked] = await db
        .select()
        .from(registrationAttempts)
        .where(and(eq(registrationAttempts.tokenHash, tokenHash), gt(registrationAttempts.expiresAt, now)))
        .limit(1);
      if (!linked) return undefined;
      const newestFirst = await db
        .select()
        .from(registrationAttempts)
        .where(and(eq(registrationAttempts.registrationId, linked.registrationId), gt(registrationAttempts.expiresAt, now)))
        .orderBy(...NEWEST_FIRST)
        .limit(limit);
      return { linked, newestFirst };
    },
    /**
     * Uses a verification link once: its attempt is deleted as it is read (a second use finds nothing), the chosen
     * password and names become the registration's, and every other attempt is dropped, in one transaction. The
     * conditional UPDATE lets only one link verify a registration, however many are confirmed at once; the
     * registration's row is locked first (as addRegistrationAttempt does), so they wait in turn instead of each
     * holding an attempt the other one's clean-up needs (a deadlock).
     */
    async verifyRegistrationAttempt(
      tokenHash: string,
      now: Date,
      chosen: Pick<RegistrationAttempt, "passwordHash" | "firstName" | "lastName">,
    ): Promise<UserRegistration | undefined> {
      return db.transaction(async (tx) => {
        const [owner] = await tx
          .select({ id: userRegistrations.id })
          .from(userRegistrations)
          .where(
            inArray(
              userRegistrations.id,
              tx
                .select({ id: registrationAttempts.registrationId })
                .from(registrationAttempts)
                .where(eq(registrationAttempts.tokenHash, tokenHash)),
            ),
          )
          .for("update");
        if (!owner) return undefined;
        const [attempt] = await tx
          .delete(registrationAttempts)
          .where(
            and(
              eq(registrationAttempts.tokenHash, tokenHash),
              eq(registrationAttempts.registrationId, owner.id),
              gt(registrationAttempts.expiresAt, now),
            ),
          )
          .returning();
        if (!attempt) return undefined;
        const [registration] = await tx
          .update(userRegistrations)
          .set({
            passwordHash: chosen.passwordHash,
            firstName: chosen.firstName,
            lastName: chosen.lastName,
            emailVerified: true,
            updatedAt: now,
          })
          .where(
            and(
              eq(userRegistrations.id, attempt.registrationId),
              eq(userRegistrations.status, "pending"),
              eq(userRegistrations.emailVerified, false),
            ),
          )
          .returning();
        if (registration) await tx.delete(registrationAttempts).where(eq(registrationAttempts.registrationId, registration.id));
        return registration;
      });
    },

    /** A new reset link and its mail; the user's expired ones go at the same time, so the table keeps only live links. */
    async insertPasswordResetToken(userId: number, tokenHash: string, expiresAt: Date, now: Date, mail: OutgoingMail): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(passwordResetTokens)
          .where(and(eq(passwordResetTokens.userId, userId), lte(passwordResetTokens.expiresAt, now)));
        await tx.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
        await queueMail(tx, mail, now);
      });
    },
    /** The user a reset link is for, if it is unused and unexpired (a read to spare a hash for a dead link). */
    async findUsablePasswordResetToken(tokenHash: string, now: Date): Promise<{ userId: number } | undefined> {
      const [row] = await db
        .select({ userId: passwordResetTokens.userId })
        .from(passwordResetTokens)
        .where(usableResetToken(tokenHash, now))
        .limit(1);
      return row;
    },
    /** Uses a reset link once: of two requests with the same link, only one finds it unused. */
    async consumePasswordResetToken(tokenHash: string, now: Date): Promise<{ userId: number } | undefined> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(usableResetToken(tokenHash, now))
        .returning({ userId: passwordResetTokens.userId });
      return row;
    },
    /** After a password change no older reset link may set the password again. */
    async deletePasswordResetTokensOfUser(userId: number): Promise<void> {
      await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    },

    /**
     * The first OpenID sign-in: an inactive user linked by (issuer, subject) and its pending registration, together
     * or not at all. Unique indexes on the identity and the e-mail settle races with a second callback or a register.
     */
    async createOidcAccount(values: {
      issuer: string;
      subject: string;
      email: string;
      firstName: string;
      lastName: string;
    }): Promise<User> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            email: values.email,
            firstName: values.firstName,
            lastName: values.lastName,
            oidcIssuer: values.issuer,
            oidcSubject: values.subject,
            // Inactive until approved; the approval sets the role the admin chooses.
            role: DEFAULT_ACCOUNT_ROLE,
            isActive: false,
          })
          .returning();
        await tx.insert(userRegistrations).values({
          email: values.email,
          firstName: values.firstName,
          lastName: values.lastName,
          status: "pending",
          emailVerified: true,
          userId: user.id,
        });
        return user;
      });
    },
  };
}

function usableResetToken(tokenHash: string, now: Date) {
  return and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now));
}

export type NewRegistrationAttempt = Pick<
  typeof registrationAttempts.$inferInsert,
  "passwordHash" | "firstName" | "lastName" | "tokenHash" | "expiresAt"
>;

export type AuthRepo = ReturnType<typeof createAuthRepo>;

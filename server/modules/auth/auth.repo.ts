// Data access for user accounts, registrations and the sessions that belong to them.
import { and, eq, gt, sql } from "drizzle-orm";
import { sessions, userRegistrations, users, type User, type UserRegistration } from "@shared/schema";
import type { Db } from "../../db/client";

/** The PostgreSQL error for a unique-index violation, with the constraint's name when the driver gives it. */
export function uniqueViolation(error: unknown): { constraint?: string } | undefined {
  for (let e = error as { code?: string; constraint?: string; constraint_name?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return { constraint: e.constraint ?? e.constraint_name };
  }
  return undefined;
}

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
    async replacePasswordHash(userId: number, expectedHash: string, newHash: string): Promise<User | undefined> {
      const [row] = await db
        .update(users)
        .set({ passwordHash: newHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
        .where(and(eq(users.id, userId), eq(users.passwordHash, expectedHash)))
        .returning();
      return row;
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
    /** Inserts a registration; undefined when the e-mail is already registered (the unique index decides, not a read). */
    async insertRegistration(values: typeof userRegistrations.$inferInsert): Promise<UserRegistration | undefined> {
      const [row] = await db
        .insert(userRegistrations)
        .values(values)
        .onConflictDoNothing({ target: userRegistrations.email })
        .returning();
      return row;
    },
    /** A fresh link for a registration still waiting for its e-mail check; the old link stops working. */
    async replaceVerificationToken(id: number, tokenHash: string, expiresAt: Date): Promise<UserRegistration | undefined> {
      const [row] = await db
        .update(userRegistrations)
        .set({ verificationToken: tokenHash, verificationExpiresAt: expiresAt, updatedAt: new Date() })
        .where(and(eq(userRegistrations.id, id), eq(userRegistrations.status, "pending"), eq(userRegistrations.emailVerified, false)))
        .returning();
      return row;
    },
    /** Uses a verification token once: the same UPDATE that verifies also clears it, so a second use finds nothing. */
    async consumeVerificationToken(tokenHash: string, now: Date): Promise<UserRegistration | undefined> {
      const [row] = await db
        .update(userRegistrations)
        .set({ emailVerified: true, verificationToken: null, verificationExpiresAt: null, updatedAt: now })
        .where(
          and(
            eq(userRegistrations.verificationToken, tokenHash),
            gt(userRegistrations.verificationExpiresAt, now),
            eq(userRegistrations.status, "pending"),
          ),
        )
        .returning();
      return row;
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
            role: "user",
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

export type AuthRepo = ReturnType<typeof createAuthRepo>;

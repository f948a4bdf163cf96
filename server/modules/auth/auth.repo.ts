// Data access for user accounts.
import { and, eq, sql } from "drizzle-orm";
import { sessions, users, type User } from "@shared/schema";
import type { Db } from "../../db/client";

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
    /** Deletes every stored session of a user, except the one given (the caller's own). */
    async deleteSessionsOfUser(userId: number, exceptSid?: string): Promise<void> {
      const owner = sql`(${sessions.sess}::jsonb -> 'passport' -> 'user' ->> 'id')::int`;
      await db
        .delete(sessions)
        .where(exceptSid ? and(sql`${owner} = ${userId}`, sql`${sessions.sid} <> ${exceptSid}`) : sql`${owner} = ${userId}`);
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;

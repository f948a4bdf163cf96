// An account's history: who changed its role, worker link or active state (account_changes). Written in the
// transaction of the change itself, by every path that makes one (approval, User Management, an accepted invitation).
import { desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { ACCOUNT_CHANGE_FIELDS } from "@shared/domain/account-roles";
import { accountChanges, users, type User } from "@shared/schema";
import type { Db, Tx } from "../../db/client";
import { userDisplayName } from "../../lib/user-name.repo";

type Tracked = Pick<User, "role" | "workerId" | "isActive">;

const asText = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** One row per tracked field that differs between `before` (null: the account is new) and `after`. */
export async function recordAccountChanges(tx: Tx, userId: number, before: Tracked | null, after: Tracked, changedBy: number | null, at: Date) {
  const rows = ACCOUNT_CHANGE_FIELDS.filter((field) => asText(before?.[field]) !== asText(after[field])).map((field) => ({
    userId,
    field,
    fromValue: before ? asText(before[field]) : null,
    toValue: asText(after[field]),
    changedBy,
    changedAt: at,
  }));
  if (rows.length) await tx.insert(accountChanges).values(rows);
}

const changer = alias(users, "changer");

export async function accountChangesOf(db: Db, userId: number) {
  return db
    .select({
      id: accountChanges.id,
      field: accountChanges.field,
      from: accountChanges.fromValue,
      to: accountChanges.toValue,
      changedByName: userDisplayName(changer),
      changedAt: accountChanges.changedAt,
    })
    .from(accountChanges)
    .leftJoin(changer, eq(changer.id, accountChanges.changedBy))
    .where(eq(accountChanges.userId, userId))
    .orderBy(desc(accountChanges.changedAt), desc(accountChanges.id));
}

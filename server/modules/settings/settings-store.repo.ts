// The settings rows of app_settings (the Company settings, the kiosk settings) and their history (settings_changes):
// a write stores the row and one change row per field whose value changed, in one transaction; the history is read a
// page at a time, and the pay-moving changes of a span for the week's pay changes.
import { and, asc, count, eq, gte, inArray, lt } from "drizzle-orm";
import { appSettings, settingsChanges, users } from "@shared/schema";
import type { SettingsGroup } from "@shared/domain/statuses";
import type { Db } from "../../db/client";
import { newestFirst, type SortKey } from "../../lib/keyset.repo";

/** How one settings row is changed: what is in force for a stored value, and what to store instead of it. */
export interface SettingsWrite<Settings extends object> {
  /** The values in force for a stored value (a missing or unreadable key takes its default): what a change is measured against. */
  effective: (stored: unknown) => Settings;
  /** The value to store, from the one stored now. */
  next: (stored: unknown) => object;
  /** Fields read from others (weeklyOvertime from the overtime rule): their change is the other field's, not recorded twice. */
  derivedFields?: readonly string[];
}

const changeColumns = {
  id: settingsChanges.id,
  settings: settingsChanges.settingsKey,
  field: settingsChanges.field,
  fromValue: settingsChanges.fromValue,
  toValue: settingsChanges.toValue,
  changedAt: settingsChanges.changedAt,
  changedBy: settingsChanges.changedBy,
  changedByFirstName: users.firstName,
  changedByLastName: users.lastName,
  changedByUsername: users.username,
  changedByEmail: users.email,
};

const order = newestFirst(settingsChanges.changedAt, settingsChanges.id);

/** A stored value as the field-by-field record it is meant to be (anything else counts as nothing stored). */
export const storedObject = (stored: unknown): Record<string, unknown> =>
  stored !== null && typeof stored === "object" && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function createSettingsStore(db: Db) {
  return {
    /** The stored value as it is (a key added later is missing from an older row: the service fills in defaults). */
    async get(key: SettingsGroup): Promise<unknown> {
      const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key)).limit(1);
      return row?.value;
    },

    /**
     * Stores the row's next value and one settings_changes row per field whose value in force changed. The row is
     * locked first (made, empty, if missing), so of two concurrent writes the second reads what the first stored:
     * each change's 'from' is the value it replaced, and a merge never undoes a whole write half-way.
     */
    async write<Settings extends object>(key: SettingsGroup, change: SettingsWrite<Settings>, userId: number, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(appSettings).values({ key, value: {}, updatedBy: userId, updatedAt: at }).onConflictDoNothing({ target: appSettings.key });
        const [row] = await tx.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key)).for("update");
        const value = change.next(row?.value);
        const before = change.effective(row?.value) as Record<string, unknown>;
        const after = change.effective(value) as Record<string, unknown>;
        await tx.update(appSettings).set({ value, updatedBy: userId, updatedAt: at }).where(eq(appSettings.key, key));
        const changed = Object.keys(after).filter((field) => !change.derivedFields?.includes(field) && !sameValue(before[field], after[field]));
        if (changed.length) {
          await tx.insert(settingsChanges).values(
            changed.map((field) => ({ settingsKey: key, field, fromValue: before[field] ?? null, toValue: after[field] ?? null, changedBy: userId, changedAt: at })),
          );
        }
      });
    },

    /** Up to `limit` changes, newest first, after the cursor's row; each with its sort key. */
    changesPage(page: { after: SortKey | null; limit: number }) {
      return db
        .select({ ...changeColumns, sortKey: order.sortKey })
        .from(settingsChanges)
        .leftJoin(users, eq(users.id, settingsChanges.changedBy))
        .where(order.after(page.after))
        .orderBy(...order.orderBy)
        .limit(page.limit);
    },

    async countChanges(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(settingsChanges);
      return row?.n ?? 0;
    },

    /** The changes of these fields of one row made from `start` until before `end` (null: until now), oldest first. */
    changesOfFields(key: SettingsGroup, fields: readonly string[], span: { start: Date; end: Date | null }) {
      return db
        .select(changeColumns)
        .from(settingsChanges)
        .leftJoin(users, eq(users.id, settingsChanges.changedBy))
        .where(
          and(
            eq(settingsChanges.settingsKey, key),
            inArray(settingsChanges.field, [...fields]),
            gte(settingsChanges.changedAt, span.start),
            span.end ? lt(settingsChanges.changedAt, span.end) : undefined,
          ),
        )
        .orderBy(asc(settingsChanges.changedAt), asc(settingsChanges.id));
    },
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
export type SettingsChangeRow = Awaited<ReturnType<SettingsStore["changesOfFields"]>>[number];

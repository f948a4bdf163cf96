// Sign-offs at clock-out: one row per entry, inserted unless the entry already has one (the primary key decides
// between two devices answering at once), an unconfirmed one replaced by a confirmed answer, and read with the name of
// who answered.
import { and, eq } from "drizzle-orm";
import { timeEntrySignOffs, users } from "@shared/schema";
import type { Db, Tx } from "../../db/client";
import { userDisplayName } from "../../lib/user-name.repo";

export type NewSignOff = typeof timeEntrySignOffs.$inferInsert;

export function createSignOffsRepo(db: Db) {
  return {
    /** The new row, or null when the entry was already signed off (the transaction stays usable). */
    async insert(tx: Tx, signOff: NewSignOff): Promise<boolean> {
      const rows = await tx.insert(timeEntrySignOffs).values(signOff).onConflictDoNothing().returning({ id: timeEntrySignOffs.timeEntryId });
      return rows.length > 0;
    },

    /**
     * The entry's unconfirmed answers (a kiosk's offline tap) replaced by these, in one statement guarded by the state:
     * of two confirmed answers racing, the second finds the row confirmed and replaces nothing. False when none waited.
     */
    async replaceUnconfirmed(tx: Tx, signOff: NewSignOff): Promise<boolean> {
      const { timeEntryId, ...answers } = signOff;
      const rows = await tx
        .update(timeEntrySignOffs)
        .set(answers)
        .where(and(eq(timeEntrySignOffs.timeEntryId, timeEntryId), eq(timeEntrySignOffs.confirmed, false)))
        .returning({ id: timeEntrySignOffs.timeEntryId });
      return rows.length > 0;
    },

    async find(timeEntryId: number, executor: Db | Tx = db) {
      const [row] = await executor
        .select({
          timeEntryId: timeEntrySignOffs.timeEntryId,
          tookBreaks: timeEntrySignOffs.tookBreaks,
          injured: timeEntrySignOffs.injured,
          incidentId: timeEntrySignOffs.incidentId,
          signedAt: timeEntrySignOffs.signedAt,
          signedBy: timeEntrySignOffs.signedBy,
          signedByName: userDisplayName(users),
          confirmed: timeEntrySignOffs.confirmed,
        })
        .from(timeEntrySignOffs)
        .leftJoin(users, eq(users.id, timeEntrySignOffs.signedBy))
        .where(eq(timeEntrySignOffs.timeEntryId, timeEntryId))
        .limit(1);
      return row;
    },
  };
}

export type SignOffsRepo = ReturnType<typeof createSignOffsRepo>;

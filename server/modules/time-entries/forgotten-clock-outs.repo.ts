// Forgotten clock-outs (issue 15): which open entries are due for the one alert and for auto-close, who hears about
// them, and the marks that make each happen once however many processes run the job.
import { and, asc, eq, inArray, isNotNull, isNull, lte, or } from "drizzle-orm";
import { projectWorkers, timeEntries, timeEntryChanges, users } from "@shared/schema";
import type { Db, Tx } from "../../db/client";
import { queueMail, type OutgoingMail } from "../mail-queue/mail-queue.repo";
import { selectEntriesWithNames } from "./entry-select.repo";

/** One run handles at most this many entries of each kind; the rest wait for the next run, minutes later. */
export const FORGOTTEN_BATCH = 200;

export interface ForgottenEntryRow {
  id: number;
  workerId: number;
  projectId: number;
  clockInTime: Date;
  workerName: string;
  projectName: string;
}

export interface AlertRecipient {
  email: string;
  role: string;
}

/** Marks a batch of the never-alerted open entries clocked in at or before `cutoff`; answers the ids it marked. */
async function claimAlertMarks(tx: Tx, cutoff: Date, at: Date): Promise<{ id: number }[]> {
  const dueForAlert = and(isNull(timeEntries.clockOutTime), isNull(timeEntries.forgottenAlertAt), lte(timeEntries.clockInTime, cutoff));
  return tx
    .update(timeEntries)
    .set({ forgottenAlertAt: at })
    .where(
      and(
        dueForAlert,
        // A batch at a time: the id list keeps the UPDATE's own condition the arbiter.
        inArray(
          timeEntries.id,
          tx.select({ id: timeEntries.id }).from(timeEntries).where(dueForAlert).orderBy(asc(timeEntries.clockInTime)).limit(FORGOTTEN_BATCH),
        ),
      ),
    )
    .returning({ id: timeEntries.id });
}

async function entriesWithNames(tx: Tx, ids: { id: number }[]): Promise<ForgottenEntryRow[]> {
  return selectEntriesWithNames(tx)
    .where(inArray(timeEntries.id, ids.map((c) => c.id)))
    .orderBy(asc(timeEntries.clockInTime), asc(timeEntries.id));
}

/**
 * Who is told about an entry: the worker's own account, the foremen on the project's team and the office (office
 * users and admins); active accounts with an e-mail address, each once.
 */
async function recipientsOf(tx: Tx, entry: { workerId: number; projectId: number }): Promise<AlertRecipient[]> {
  const foremenOfProject = tx.select({ workerId: projectWorkers.workerId }).from(projectWorkers).where(eq(projectWorkers.projectId, entry.projectId));
  const rows = await tx
    .selectDistinct({ email: users.email, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        isNotNull(users.email),
        or(
          eq(users.workerId, entry.workerId),
          and(eq(users.role, "foreman"), inArray(users.workerId, foremenOfProject)),
          inArray(users.role, ["user", "admin"]),
        ),
      ),
    )
    .orderBy(asc(users.email));
  return rows.map((r) => ({ email: r.email!, role: r.role }));
}

export function createForgottenClockOutsRepo(db: Db) {
  return {
    /**
     * Marks the open entries clocked in at or before `cutoff` that were never alerted, queues the alert mails
     * `mailsFor` writes for each to its recipients in the same transaction (a mark without its mails never commits),
     * and answers exactly those entries. One conditional UPDATE: of two processes running it at once, each row is
     * marked, and so returned, by one of them.
     */
    async claimAlerts(
      cutoff: Date,
      at: Date,
      mailsFor: (entry: ForgottenEntryRow, recipients: AlertRecipient[]) => OutgoingMail[],
    ): Promise<ForgottenEntryRow[]> {
      return db.transaction(async (tx) => {
        const claimed = await claimAlertMarks(tx, cutoff, at);
        if (!claimed.length) return [];
        const entries = await entriesWithNames(tx, claimed);
        for (const entry of entries) {
          for (const mail of mailsFor(entry, await recipientsOf(tx, entry))) await queueMail(tx, mail, at);
        }
        return entries;
      });
    },

    /** Open entries clocked in at or before `cutoff`: due for auto-close, oldest first. */
    async dueForAutoClose(cutoff: Date): Promise<{ id: number; workerId: number; clockInTime: Date }[]> {
      return db
        .select({ id: timeEntries.id, workerId: timeEntries.workerId, clockInTime: timeEntries.clockInTime })
        .from(timeEntries)
        .where(and(isNull(timeEntries.clockOutTime), lte(timeEntries.clockInTime, cutoff)))
        .orderBy(asc(timeEntries.clockInTime), asc(timeEntries.id))
        .limit(FORGOTTEN_BATCH);
    },

    /** In the clock-out's transaction: 'Auto-closed, needs review', and the entry's history says so (no account did it). */
    async markAutoClosed(tx: Tx, id: number, audit: { clockOutTime: Date; afterHours: number; at: Date }): Promise<void> {
      await tx.update(timeEntries).set({ autoClosedAt: audit.at }).where(eq(timeEntries.id, id));
      await tx.insert(timeEntryChanges).values({
        timeEntryId: id,
        changedBy: null,
        changedAt: audit.at,
        action: "auto_close",
        changes: { clockOutTime: [null, audit.clockOutTime.toISOString()] },
        reason: `Still clocked in after ${audit.afterHours} hours: closed at clock-in + ${audit.afterHours} h`,
      });
    },

    /** Confirms an auto-closed entry as it is: clears the mark (only if set, so a second tap records nothing). */
    async markReviewed(tx: Tx, id: number, audit: { changedBy: number; at: Date }): Promise<boolean> {
      const [row] = await tx
        .update(timeEntries)
        .set({ autoClosedAt: null, updatedAt: audit.at })
        .where(and(eq(timeEntries.id, id), isNotNull(timeEntries.autoClosedAt)))
        .returning({ id: timeEntries.id });
      if (!row) return false;
      await tx.insert(timeEntryChanges).values({
        timeEntryId: id,
        changedBy: audit.changedBy,
        changedAt: audit.at,
        action: "review",
        changes: { autoClosed: [true, false] },
        reason: null,
      });
      return true;
    },
  };
}

export type ForgottenClockOutsRepo = ReturnType<typeof createForgottenClockOutsRepo>;

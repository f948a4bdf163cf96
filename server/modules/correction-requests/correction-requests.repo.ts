// Correction requests: stored with the entry's worker and project (for scoping), listed with the names the office
// reads, and decided by a guarded UPDATE, so of two decisions only the first finds the request pending.
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CorrectionKind, CorrectionStatus } from "@shared/domain/correction-requests";
import { correctionRequests, projects, timeEntries, users, workers } from "@shared/schema";
import type { Db, Tx } from "../../db/client";
import { PG_UNIQUE_VIOLATION, pgError } from "../../lib/pg-errors";
import { userDisplayName } from "../../lib/user-name.repo";
import type { EntryScope } from "../scope/entry-scope";
import { entryScopeCondition } from "../time-entries/time-entries.repo";
import { queueMail, type OutgoingMail } from "../mail-queue/mail-queue.repo";
import { breaksOf } from "../time-clock/break-rows.repo";

/** What the mail to the one who asked reads of the decided request. */
export interface DecidedRequest {
  kind: CorrectionKind;
  status: CorrectionStatus;
  reason: string;
  decisionNote: string | null;
  workerName: string | null;
  projectName: string | null;
  requesterEmail: string | null;
  requesterFirstName: string | null;
}
/** The decided request's mail to the one who asked (null: none, e.g. no address). */
export type DecisionMailFor = (decided: DecidedRequest) => OutgoingMail | null;

export type NewCorrectionRequest = typeof correctionRequests.$inferInsert;

const requester = alias(users, "requester");
const decider = alias(users, "decider");
const proposedProject = alias(projects, "proposed_project");

const listColumns = {
  id: correctionRequests.id,
  timeEntryId: correctionRequests.timeEntryId,
  workerId: correctionRequests.workerId,
  workerName: workers.name,
  projectId: correctionRequests.projectId,
  projectName: projects.name,
  // The entry as it is now (null once deleted): the office reads its times beside the proposed ones.
  entryClockInTime: timeEntries.clockInTime,
  entryClockOutTime: timeEntries.clockOutTime,
  kind: correctionRequests.kind,
  clockInTime: correctionRequests.clockInTime,
  clockOutTime: correctionRequests.clockOutTime,
  proposedProjectId: correctionRequests.proposedProjectId,
  proposedProjectName: proposedProject.name,
  breaks: correctionRequests.proposedBreaks,
  reason: correctionRequests.reason,
  status: correctionRequests.status,
  requestedBy: correctionRequests.requestedBy,
  requestedByName: userDisplayName(requester),
  requestedAt: correctionRequests.requestedAt,
  decidedByName: userDisplayName(decider),
  decidedAt: correctionRequests.decidedAt,
  decisionNote: correctionRequests.decisionNote,
};

export interface CorrectionRequestFilter {
  status?: CorrectionStatus;
  id?: number;
  timeEntryId?: number;
  /** The entries the caller sees (null: every entry), read off the request's copied worker and project. */
  scope: EntryScope | null;
}

export function createCorrectionRequestsRepo(db: Db) {
  const list = (filter: CorrectionRequestFilter, executor: Db | Tx = db) => {
    const where: SQL[] = [];
    if (filter.status) where.push(eq(correctionRequests.status, filter.status));
    if (filter.id !== undefined) where.push(eq(correctionRequests.id, filter.id));
    if (filter.timeEntryId !== undefined) where.push(eq(correctionRequests.timeEntryId, filter.timeEntryId));
    if (filter.scope) {
      where.push(entryScopeCondition(filter.scope, { workerId: sql`${correctionRequests.workerId}`, projectId: sql`${correctionRequests.projectId}` }));
    }
    return executor
      .select(listColumns)
      .from(correctionRequests)
      .leftJoin(timeEntries, eq(timeEntries.id, correctionRequests.timeEntryId))
      .leftJoin(workers, eq(workers.id, correctionRequests.workerId))
      .leftJoin(projects, eq(projects.id, correctionRequests.projectId))
      .leftJoin(proposedProject, eq(proposedProject.id, correctionRequests.proposedProjectId))
      .leftJoin(requester, eq(requester.id, correctionRequests.requestedBy))
      .leftJoin(decider, eq(decider.id, correctionRequests.decidedBy))
      .where(and(...where))
      .orderBy(desc(correctionRequests.requestedAt), desc(correctionRequests.id));
  };

  return {
    list,

    async entry(id: number) {
      const [row] = await db
        .select({
          id: timeEntries.id,
          workerId: timeEntries.workerId,
          projectId: timeEntries.projectId,
          clockInTime: timeEntries.clockInTime,
          clockOutTime: timeEntries.clockOutTime,
        })
        .from(timeEntries)
        .where(eq(timeEntries.id, id));
      return row;
    },

    /** The entry's breaks, in order, as a request is checked and an approval compares them. */
    entryBreaks: (entryId: number) => breaksOf(db, entryId),

    async projectExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id));
      return !!row;
    },

    async find(id: number) {
      const [row] = await db.select().from(correctionRequests).where(eq(correctionRequests.id, id));
      return row;
    },

    async view(id: number, executor: Db | Tx = db) {
      const [row] = await list({ id, scope: null }, executor);
      return row;
    },

    /** The new request's id, or null when another request for the entry is already waiting (the partial unique index). */
    async insert(request: NewCorrectionRequest): Promise<number | null> {
      try {
        const [row] = await db.insert(correctionRequests).values(request).returning({ id: correctionRequests.id });
        return row.id;
      } catch (error) {
        if (pgError(error, PG_UNIQUE_VIOLATION)) return null;
        throw error;
      }
    },

    /**
     * Marks a pending request decided, and queues the mail that tells the one who asked, in one transaction (a
     * savepoint inside the caller's, when given): a decision never commits without its mail. False when it was not
     * pending any more.
     */
    async decide(
      id: number,
      decision: { status: "approved" | "rejected"; decidedBy: number; decidedAt: Date; decisionNote: string | null; timeEntryId?: number },
      mailFor: DecisionMailFor,
      executor: Db | Tx = db,
    ): Promise<boolean> {
      return executor.transaction(async (tx) => {
        const rows = await tx
          .update(correctionRequests)
          .set(decision)
          .where(and(eq(correctionRequests.id, id), eq(correctionRequests.status, "pending")))
          .returning({ id: correctionRequests.id });
        if (!rows.length) return false;
        const [decided] = await tx
          .select({
            kind: correctionRequests.kind,
            status: correctionRequests.status,
            reason: correctionRequests.reason,
            decisionNote: correctionRequests.decisionNote,
            workerName: workers.name,
            projectName: projects.name,
            requesterEmail: requester.email,
            requesterFirstName: requester.firstName,
          })
          .from(correctionRequests)
          .leftJoin(workers, eq(workers.id, correctionRequests.workerId))
          .leftJoin(projects, eq(projects.id, correctionRequests.projectId))
          .leftJoin(requester, eq(requester.id, correctionRequests.requestedBy))
          .where(eq(correctionRequests.id, id));
        const mail = decided ? mailFor(decided) : null;
        if (mail) await queueMail(tx, mail, decision.decidedAt);
        return true;
      });
    },
  };
}

export type CorrectionRequestsRepo = ReturnType<typeof createCorrectionRequestsRepo>;

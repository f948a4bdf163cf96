// Injury records: listed with the names office and admins read, recorded inside the caller's transaction (a sign-off
// records one in its clock-out's), and marked reviewed by a guarded UPDATE, so of two reviewers only the first counts.
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { incidents, kiosks, projects, users, workers } from "@shared/schema";
import type { Db, Tx } from "../../db/client";
import { userDisplayName } from "../../lib/user-name.repo";
import { queueMail, type OutgoingMail } from "../mail-queue/mail-queue.repo";
import type { ReportedInjury } from "./injury-mail";

export type NewIncident = Pick<
  typeof incidents.$inferInsert,
  "projectId" | "workerId" | "timeEntryId" | "occurredAt" | "description" | "reportedBy" | "kioskId" | "createdAt"
>;

export interface IncidentFilter {
  id?: number;
  projectId?: number;
  reviewed?: boolean;
}

const reporter = alias(users, "incident_reporter");
const reviewer = alias(users, "incident_reviewer");

const incidentColumns = {
  id: incidents.id,
  projectId: incidents.projectId,
  projectName: projects.name,
  workerId: incidents.workerId,
  workerName: workers.name,
  timeEntryId: incidents.timeEntryId,
  occurredAt: incidents.occurredAt,
  description: incidents.description,
  reportedBy: incidents.reportedBy,
  reportedByName: userDisplayName(reporter),
  kioskName: kiosks.name,
  createdAt: incidents.createdAt,
  reviewedAt: incidents.reviewedAt,
  reviewedBy: incidents.reviewedBy,
  reviewedByName: userDisplayName(reviewer),
  reviewNote: incidents.reviewNote,
};

export type IncidentRow = Awaited<ReturnType<IncidentsRepo["list"]>>[number];

export function createIncidentsRepo(db: Db) {
  return {
    /** Newest first (by when it happened, then by record). */
    list(filter: IncidentFilter, executor: Db | Tx = db) {
      const where: SQL[] = [];
      if (filter.id !== undefined) where.push(eq(incidents.id, filter.id));
      if (filter.projectId !== undefined) where.push(eq(incidents.projectId, filter.projectId));
      if (filter.reviewed !== undefined) where.push(filter.reviewed ? isNotNull(incidents.reviewedAt) : isNull(incidents.reviewedAt));
      return executor
        .select(incidentColumns)
        .from(incidents)
        .innerJoin(projects, eq(projects.id, incidents.projectId))
        .innerJoin(workers, eq(workers.id, incidents.workerId))
        .leftJoin(reporter, eq(reporter.id, incidents.reportedBy))
        .leftJoin(reviewer, eq(reviewer.id, incidents.reviewedBy))
        .leftJoin(kiosks, eq(kiosks.id, incidents.kioskId))
        .where(and(...where))
        .orderBy(desc(incidents.occurredAt), desc(incidents.id));
    },

    async insert(incident: NewIncident, executor: Db | Tx = db): Promise<number> {
      const [row] = await executor.insert(incidents).values(incident).returning({ id: incidents.id });
      return row.id;
    },

    /**
     * Records the injury and queues the mails `mailsFor` writes to the office (active office users and admins with an
     * address), in the caller's transaction: the record never commits without them.
     */
    async insertWithMail(tx: Tx, incident: NewIncident & { createdAt: Date }, mailsFor: (injury: ReportedInjury) => OutgoingMail[]): Promise<number> {
      const [row] = await tx.insert(incidents).values(incident).returning({ id: incidents.id });
      const [names] = await tx
        .select({ workerName: workers.name, projectName: projects.name })
        .from(workers)
        .innerJoin(projects, eq(projects.id, incident.projectId))
        .where(eq(workers.id, incident.workerId));
      const recipients = await tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(and(eq(users.isActive, true), isNotNull(users.email), inArray(users.role, ["user", "admin"])))
        .orderBy(asc(users.email));
      const injury = {
        ...names,
        occurredAt: incident.occurredAt,
        description: incident.description ?? null,
        recipients: recipients.map((r) => ({ email: r.email!, firstName: r.firstName })),
      };
      for (const mail of mailsFor(injury)) await queueMail(tx, mail, incident.createdAt);
      return row.id;
    },

    /** Marks it reviewed unless someone already did; false when nothing changed (missing or already reviewed). */
    async markReviewed(id: number, review: { userId: number; note: string | null }, at: Date): Promise<boolean> {
      const rows = await db
        .update(incidents)
        .set({ reviewedAt: at, reviewedBy: review.userId, reviewNote: review.note })
        .where(and(eq(incidents.id, id), isNull(incidents.reviewedAt)))
        .returning({ id: incidents.id });
      return rows.length > 0;
    },

    async projectAndWorkerExist(projectId: number, workerId: number, executor: Db | Tx = db) {
      const [project] = await executor.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).limit(1);
      const [worker] = await executor.select({ id: workers.id }).from(workers).where(eq(workers.id, workerId)).limit(1);
      return { project: Boolean(project), worker: Boolean(worker) };
    },
  };
}

export type IncidentsRepo = ReturnType<typeof createIncidentsRepo>;

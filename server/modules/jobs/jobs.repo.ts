// Data access for scheduled jobs, with their project's name and a batched lookup of assigned workers' names.
import { and, asc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import { jobs, projects, workers, type Job } from "@shared/schema";
import type { Db, Tx } from "../../db/client";
import { PG_FOREIGN_KEY_VIOLATION, pgError } from "../../lib/pg-errors";
import { Refusal, refusable } from "../../lib/transaction-refusal";
import { type JobRowFilter, jobsVisibleTo } from "./job-scope.repo";

export type NewJob = Omit<typeof jobs.$inferInsert, "id" | "createdAt">;
export type JobChanges = Partial<NewJob>;
export type JobRow = Job & { projectName: string };
export type JobWriteResult =
  | { kind: "ok"; id: number }
  | { kind: "missing" }
  | { kind: "unknown_project" }
  | { kind: "unknown_workers"; ids: number[] };

const jobWithProject = { job: jobs, projectName: projects.name };

/**
 * assignedWorkerIds is an array column, so no foreign key guards it: the named workers are read FOR SHARE inside
 * the write's transaction, which makes a concurrent delete of one of them wait until the job is stored.
 */
async function missingWorkers(tx: Tx, ids: number[] | undefined): Promise<number[]> {
  if (!ids?.length) return [];
  const found = await tx.select({ id: workers.id }).from(workers).where(inArray(workers.id, ids)).for("share");
  const known = new Set(found.map((w) => w.id));
  return ids.filter((id) => !known.has(id));
}

/** The project foreign key refuses a job for a project that does not exist (or was deleted meanwhile). */
async function guardProject<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgError(error, PG_FOREIGN_KEY_VIOLATION)) throw new Refusal<JobWriteResult>({ kind: "unknown_project" });
    throw error;
  }
}

export function createJobsRepo(db: Db) {
  const transact = (work: (tx: Tx) => Promise<JobWriteResult>) => refusable(() => db.transaction(work));

  return {
    /** The jobs the filter lets through, all or those of the inclusive day range, by day then time (untimed last). */
    async list(range: { from: string; to: string } | undefined, filter: JobRowFilter): Promise<JobRow[]> {
      if (filter?.projectIds.length === 0) return [];
      const inRange = range ? and(gte(jobs.scheduledDate, range.from), lte(jobs.scheduledDate, range.to)) : undefined;
      const where: SQL | undefined = and(inRange, jobsVisibleTo(filter));
      const rows = await db
        .select(jobWithProject)
        .from(jobs)
        .innerJoin(projects, eq(projects.id, jobs.projectId))
        .where(where)
        .orderBy(asc(jobs.scheduledDate), sql`${jobs.scheduledTime} asc nulls last`, asc(jobs.id));
      return rows.map((r) => ({ ...r.job, projectName: r.projectName }));
    },

    async find(id: number): Promise<JobRow | undefined> {
      const [row] = await db.select(jobWithProject).from(jobs).innerJoin(projects, eq(projects.id, jobs.projectId)).where(eq(jobs.id, id));
      return row && { ...row.job, projectName: row.projectName };
    },

    /** Names of the given workers in one query (never one per job). */
    async workerNames(ids: number[]): Promise<{ id: number; name: string }[]> {
      if (ids.length === 0) return [];
      return db.select({ id: workers.id, name: workers.name }).from(workers).where(inArray(workers.id, ids));
    },

    create: (values: NewJob) =>
      transact(async (tx) => {
        const unknown = await missingWorkers(tx, values.assignedWorkerIds);
        if (unknown.length) return { kind: "unknown_workers", ids: unknown };
        const [row] = await guardProject(() => tx.insert(jobs).values(values).returning({ id: jobs.id }));
        return { kind: "ok", id: row.id };
      }),

    update: (id: number, changes: JobChanges) =>
      transact(async (tx) => {
        const unknown = await missingWorkers(tx, changes.assignedWorkerIds);
        if (unknown.length) return { kind: "unknown_workers", ids: unknown };
        const [row] = await guardProject(() => tx.update(jobs).set(changes).where(eq(jobs.id, id)).returning({ id: jobs.id }));
        return row ? { kind: "ok", id: row.id } : { kind: "missing" };
      }),

    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id });
      return rows.length > 0;
    },
  };
}

export type JobsRepo = ReturnType<typeof createJobsRepo>;

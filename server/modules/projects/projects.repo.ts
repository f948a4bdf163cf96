// Data access for projects, their progress history, their team (project_workers) and their time entries.
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import {
  projectProgressUpdates,
  projects,
  projectWorkers,
  timeEntries,
  users,
  workers,
  type Project,
} from "@shared/schema";
import type { Served } from "@shared/api/contract";
import type { ProgressUpdateItem, ProjectListItem, TeamWorker } from "@shared/api/projects";
import type { Page } from "../../lib/endpoint-router";
import { newestFirst, toKeysetPage, type SortKey } from "../../lib/keyset.repo";
import type { Db, Tx } from "../../db/client";
import { PG_FOREIGN_KEY_VIOLATION, PG_RESTRICT_VIOLATION, pgError } from "../../lib/pg-errors";
import { Refusal, refusable } from "../../lib/transaction-refusal";
import { userDisplayName } from "../../lib/user-name.repo";

export type NewProject = typeof projects.$inferInsert;
/** A list item as the repo reads it: instants are still Dates (JSON writes them as ISO text). */
export type ProjectListRow = Served<ProjectListItem>;
export type ProgressUpdateRow = Served<ProgressUpdateItem>;
export type ProjectChanges = Partial<Omit<NewProject, "id" | "createdAt" | "updatedAt" | "completedAt">>;

// Spelled out: drizzle leaves columns unqualified in a single-table select, which would bind "id" inside the subquery.
const assignedWorkerCount = sql<number>`(select count(*)::int from project_workers pw where pw.project_id = "projects"."id")`;

const teamColumns = {
  id: workers.id,
  name: workers.name,
  role: workers.role,
  category: workers.category,
  subcategory: workers.subcategory,
  phone: workers.phone,
  email: workers.email,
  hourlyRate: workers.hourlyRate,
  isActive: workers.isActive,
};

/** 'First Last', else the username, else the e-mail of an account; null when the account is gone. */

const progressUpdateColumns = {
  id: projectProgressUpdates.id,
  projectId: projectProgressUpdates.projectId,
  previousProgress: projectProgressUpdates.previousProgress,
  progress: projectProgressUpdates.progress,
  notes: projectProgressUpdates.notes,
  createdBy: projectProgressUpdates.createdBy,
  createdByName: userDisplayName(),
  createdAt: projectProgressUpdates.createdAt,
};
const progressKeyset = newestFirst(projectProgressUpdates.createdAt, projectProgressUpdates.id);

export type DeleteResult = "deleted" | "missing" | "has_time_entries";
export type TeamWriteResult = { kind: "ok"; team: TeamWorker[] } | { kind: "missing_project" } | { kind: "unknown_workers"; ids: number[] };

async function teamOf(db: Db | Tx, projectId: number): Promise<TeamWorker[]> {
  return db
    .select(teamColumns)
    .from(projectWorkers)
    .innerJoin(workers, eq(workers.id, projectWorkers.workerId))
    .where(eq(projectWorkers.projectId, projectId))
    .orderBy(workers.name, workers.id);
}

async function unknownWorkerIds(db: Db | Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.select({ id: workers.id }).from(workers).where(inArray(workers.id, ids));
  const known = new Set(found.map((w) => w.id));
  return ids.filter((workerId) => !known.has(workerId));
}

/**
 * completed_at follows a status change inside the same UPDATE: becoming completed stamps it, saving a completed
 * project again keeps the first stamp (coalesce reads the row being updated, so no earlier read can be stale),
 * and any other status clears it. A change that leaves the status alone leaves it alone.
 */
function completionOf(status: ProjectChanges["status"], at: Date): { completedAt?: SQL | null } {
  if (status === undefined) return {};
  if (status !== "completed") return { completedAt: null };
  return { completedAt: sql`coalesce(${projects.completedAt}, ${at.toISOString()}::timestamptz)` };
}

export function createProjectsRepo(db: Db) {
  async function exists(id: number): Promise<boolean> {
    const [row] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id));
    return row !== undefined;
  }

  async function insertProgressUpdate(tx: Tx, row: typeof projectProgressUpdates.$inferInsert) {
    await tx.insert(projectProgressUpdates).values(row);
  }

  return {
    /** Every project, or only those whose ids are given (a crew member's or foreman's scope; none for []). */
    async list(projectIds: number[] | null): Promise<ProjectListRow[]> {
      return db
        .select({ project: projects, assignedWorkerCount })
        .from(projects)
        .where(projectIds === null ? undefined : inArray(projects.id, projectIds))
        .orderBy(desc(projects.createdAt), desc(projects.id))
        .then((rows) => rows.map((r) => ({ ...r.project, assignedWorkerCount: r.assignedWorkerCount })));
    },

    exists,

    async findListItem(id: number): Promise<ProjectListRow | undefined> {
      const [row] = await db.select({ project: projects, assignedWorkerCount }).from(projects).where(eq(projects.id, id));
      return row && { ...row.project, assignedWorkerCount: row.assignedWorkerCount };
    },

    /** Sum of hoursWorked over the project's entries as numeric text ('0' when there are none). */
    async totalHours(id: number): Promise<string> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${timeEntries.hoursWorked}), 0)::text` })
        .from(timeEntries)
        .where(eq(timeEntries.projectId, id));
      return row?.total ?? "0";
    },

    /** The whole history, newest first (the detail page). */
    async listProgressUpdates(projectId: number): Promise<ProgressUpdateRow[]> {
      return db
        .select(progressUpdateColumns)
        .from(projectProgressUpdates)
        .leftJoin(users, eq(users.id, projectProgressUpdates.createdBy))
        .where(eq(projectProgressUpdates.projectId, projectId))
        .orderBy(...progressKeyset.orderBy);
    },

    /** One page of the history, newest first, after the row the cursor names. */
    async pageProgressUpdates(projectId: number, after: SortKey | null, limit: number): Promise<Page<ProgressUpdateRow>> {
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ ...progressUpdateColumns, sortKey: progressKeyset.sortKey })
          .from(projectProgressUpdates)
          .leftJoin(users, eq(users.id, projectProgressUpdates.createdBy))
          .where(and(eq(projectProgressUpdates.projectId, projectId), progressKeyset.after(after)))
          .orderBy(...progressKeyset.orderBy)
          .limit(limit + 1),
        db.select({ total: count() }).from(projectProgressUpdates).where(eq(projectProgressUpdates.projectId, projectId)),
      ]);
      return toKeysetPage(rows, limit, total);
    },

    async insert(values: NewProject): Promise<Project> {
      const [row] = await db.insert(projects).values(values).returning();
      return row;
    },

    /**
     * Applies a partial change under a row lock, so the cross-field rules `check` enforces (end after start,
     * both coordinates or neither) hold against the row as it is, not as it was read earlier. A progress
     * change is written to the history in the same transaction. `check` throws to refuse (and roll back).
     */
    async update(
      id: number,
      changes: ProjectChanges,
      check: (merged: Project) => void,
      changedBy: number,
      at: Date,
    ): Promise<Project | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(projects).where(eq(projects.id, id)).for("update");
        if (!current) return undefined;
        check({ ...current, ...changes } as Project);
        const [row] = await tx
          .update(projects)
          .set({ ...changes, ...completionOf(changes.status, at), updatedAt: at })
          .where(eq(projects.id, id))
          .returning();
        if (changes.progress !== undefined && changes.progress !== current.progress) {
          await insertProgressUpdate(tx, {
            projectId: id,
            previousProgress: current.progress,
            progress: changes.progress,
            createdBy: changedBy,
            createdAt: at,
          });
        }
        return row;
      });
    },

    /** Sets progress and records it (with the note) in the history, atomically; the row lock orders concurrent updates. */
    async setProgress(id: number, progress: number, notes: string | null, changedBy: number, at: Date): Promise<Project | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select({ progress: projects.progress }).from(projects).where(eq(projects.id, id)).for("update");
        if (!current) return undefined;
        const [row] = await tx.update(projects).set({ progress, updatedAt: at }).where(eq(projects.id, id)).returning();
        await insertProgressUpdate(tx, { projectId: id, previousProgress: current.progress, progress, notes, createdBy: changedBy, createdAt: at });
        return row;
      });
    },

    /**
     * Jobs, photos, team rows, checklists and the progress history go with the project (FK cascade). Time entries
     * are ON DELETE RESTRICT, so the database itself refuses when payroll hours point at the project.
     */
    async delete(id: number): Promise<DeleteResult> {
      try {
        const deleted = await db.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id });
        return deleted.length ? "deleted" : "missing";
      } catch (error) {
        const blocked = pgError(error, PG_RESTRICT_VIOLATION, PG_FOREIGN_KEY_VIOLATION);
        if (blocked?.constraint?.startsWith("time_entries_")) return "has_time_entries";
        throw error;
      }
    },

    listTeam: (projectId: number) => teamOf(db, projectId),

    /**
     * Replaces the team in one transaction: the old rows are deleted, then the new ones inserted. An unknown
     * worker id fails the insert on its foreign key, which rolls the delete back too: never a half-changed team.
     */
    async replaceTeam(projectId: number, workerIds: number[]): Promise<TeamWriteResult> {
      const result = await refusable(() =>
        db.transaction(async (tx): Promise<TeamWriteResult> => {
          const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for("update");
          if (!project) return { kind: "missing_project" };
          await tx.delete(projectWorkers).where(eq(projectWorkers.projectId, projectId));
          if (workerIds.length) {
            try {
              await tx.insert(projectWorkers).values(workerIds.map((workerId) => ({ projectId, workerId })));
            } catch (error) {
              if (pgError(error, PG_FOREIGN_KEY_VIOLATION)) throw new Refusal<TeamWriteResult>({ kind: "unknown_workers", ids: workerIds });
              throw error;
            }
          }
          return { kind: "ok", team: await teamOf(tx, projectId) };
        }),
      );
      // Not every driver names the row the foreign key refused, so which ids are unknown is asked after the rollback.
      return result.kind === "unknown_workers" ? { kind: "unknown_workers", ids: await unknownWorkerIds(db, result.ids) } : result;
    },

    /** Adds one worker; adding someone already on the team changes nothing (the pair index absorbs it). */
    async addWorker(projectId: number, workerId: number): Promise<TeamWriteResult> {
      try {
        await db.insert(projectWorkers).values({ projectId, workerId }).onConflictDoNothing();
      } catch (error) {
        if (!pgError(error, PG_FOREIGN_KEY_VIOLATION)) throw error;
        if (!(await exists(projectId))) return { kind: "missing_project" };
        return { kind: "unknown_workers", ids: [workerId] };
      }
      return { kind: "ok", team: await teamOf(db, projectId) };
    },

    async removeWorker(projectId: number, workerId: number): Promise<void> {
      await db.delete(projectWorkers).where(and(eq(projectWorkers.projectId, projectId), eq(projectWorkers.workerId, workerId)));
    },
  };
}

export type ProjectsRepo = ReturnType<typeof createProjectsRepo>;

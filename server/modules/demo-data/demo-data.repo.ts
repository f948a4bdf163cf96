// Data access for "Remove demo data": counts the demo seed's rows (the demo_rows registry), finds the company's own
// rows that depend on them, and deletes the demo rows in one transaction under row locks.
import { and, asc, eq, inArray, isNotNull, not, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  DEMO_ROW_TABLES,
  demoRows,
  incidents,
  jobs,
  materials,
  materialTransactions,
  payPeriods,
  payrollEntries,
  projectMaterials,
  projectPhotos,
  projects,
  projectWorkers,
  safetyChecklistItems,
  safetyChecklists,
  timeEntries,
  timeEntryChanges,
  timeEntryDeletions,
  workers,
  type DemoRowTable,
} from "@shared/schema";
import { rowsOf } from "../../lib/raw-rows.repo";
import { qualified } from "../../lib/qualified.repo";
import type { Db, Tx } from "../../db/client";


const TABLES = {
  safety_checklist_items: safetyChecklistItems,
  safety_checklists: safetyChecklists,
  material_transactions: materialTransactions,
  project_materials: projectMaterials,
  materials,
  time_entries: timeEntries,
  jobs,
  project_workers: projectWorkers,
  workers,
  projects,
} satisfies Record<DemoRowTable, unknown>;

/** Rows of each registry table that still exist (an entry whose row the app deleted counts for nothing). */
export type DemoRowCounts = Record<DemoRowTable, number>;

/** The company's own rows that point at demo rows, of one kind: how many, and the first few by name. */
export interface DemoBlocker {
  kind: "jobs" | "stock_movements" | "project_materials" | "photos" | "checklists" | "checklist_items" | "injuries";
  count: number;
  examples: string[];
}

/** The company's own entries on demo projects or for demo workers (issue 26 item 10): how many, and the first few. */
export interface TrialEntryRows {
  count: number;
  examples: { workerName: string; projectName: string; clockInTime: Date }[];
}

export type DemoRemovalResult =
  | { kind: "removed"; removed: DemoRowCounts; trialEntriesRemoved: number }
  | { kind: "blocked"; blockers: DemoBlocker[] }
  | { kind: "unconfirmed"; trialEntries: TrialEntryRows };

export interface DemoRemoval {
  /** How many trial entries the admin confirmed removing: the removal goes on only when that is how many there are. */
  confirmedTrialEntries: number;
  /** Deletes the company's trial entries (time-entries' one deletion path, in this transaction); answers how many went. */
  removeTrialEntries: (tx: Tx, entryIds: number[]) => Promise<number>;
}

/** How many examples a refusal names per kind. */
const EXAMPLES_PER_KIND = 3;

/** `column` holds the id of a row the demo seed created in `table`. */
function isDemo(table: DemoRowTable, column: AnyPgColumn): SQL {
  return sql`${column} in (select ${demoRows.rowId} from ${demoRows} where ${demoRows.tableName} = ${table})`;
}

/** Counts and a few labels of the rows a query selects: one round trip, `count(*) over ()` beside the first rows. */
const total = sql<number>`(count(*) over ())::int`;

async function collect(kind: DemoBlocker["kind"], rows: Promise<{ label: string; total: number }[]>): Promise<DemoBlocker | null> {
  const found = await rows;
  if (found.length === 0) return null;
  return { kind, count: Number(found[0].total), examples: found.map((r) => r.label) };
}

/** The company's own (not seeded) entries on demo projects or for demo workers, oldest first. */
const trialEntryCondition = () =>
  and(not(isDemo("time_entries", timeEntries.id)), or(isDemo("projects", timeEntries.projectId), isDemo("workers", timeEntries.workerId)));

async function trialEntriesIn(executor: Db | Tx): Promise<TrialEntryRows & { ids: number[] }> {
  const rows = await executor
    .select({ id: timeEntries.id, workerName: workers.name, projectName: projects.name, clockInTime: timeEntries.clockInTime })
    .from(timeEntries)
    .innerJoin(workers, eq(workers.id, timeEntries.workerId))
    .innerJoin(projects, eq(projects.id, timeEntries.projectId))
    .where(trialEntryCondition())
    .orderBy(asc(timeEntries.clockInTime), asc(timeEntries.id));
  return { count: rows.length, examples: rows.slice(0, EXAMPLES_PER_KIND), ids: rows.map((r) => r.id) };
}

/**
 * Every kind of the company's own rows that would lose what they point at. History that only describes a demo row
 * (corrections of a demo entry, rate changes of a demo worker, progress notes of a demo project) goes with it through
 * its cascading foreign key, and is not listed here. Neither are the company's entries made on the demo (they go with
 * it once confirmed) nor its team assignments to demo projects or of demo workers (links to rows that are going).
 */
async function findBlockers(tx: Tx): Promise<DemoBlocker[]> {
  const demoWorkerIds = sql`array(select ${demoRows.rowId} from ${demoRows} where ${demoRows.tableName} = 'workers')`;
  const found = await Promise.all([
    collect(
      "jobs",
      tx
        .select({ label: jobs.title, total })
        .from(jobs)
        .where(
          and(
            not(isDemo("jobs", jobs.id)),
            or(isDemo("projects", jobs.projectId), sql`${jobs.assignedWorkerIds} && ${demoWorkerIds}`),
          ),
        )
        .orderBy(asc(jobs.id))
        .limit(EXAMPLES_PER_KIND),
    ),
    collect(
      "stock_movements",
      tx
        .select({ label: materials.name, total })
        .from(materialTransactions)
        .innerJoin(materials, eq(materials.id, materialTransactions.materialId))
        .where(
          and(
            not(isDemo("material_transactions", materialTransactions.id)),
            or(isDemo("materials", materialTransactions.materialId), isDemo("projects", materialTransactions.projectId)),
          ),
        )
        .orderBy(asc(materialTransactions.id))
        .limit(EXAMPLES_PER_KIND),
    ),
    collect(
      "project_materials",
      tx
        .select({ label: sql<string>`${materials.name} || ' on ' || ${projects.name}`, total })
        .from(projectMaterials)
        .innerJoin(materials, eq(materials.id, projectMaterials.materialId))
        .innerJoin(projects, eq(projects.id, projectMaterials.projectId))
        .where(
          and(
            not(isDemo("project_materials", projectMaterials.id)),
            or(isDemo("projects", projectMaterials.projectId), isDemo("materials", projectMaterials.materialId)),
          ),
        )
        .orderBy(asc(projectMaterials.id))
        .limit(EXAMPLES_PER_KIND),
    ),
    // An injury record is never deleted, so one about a demo worker or project keeps the demo data until it is moved.
    collect(
      "injuries",
      tx
        .select({ label: sql<string>`${workers.name} || ' on ' || ${projects.name}`, total })
        .from(incidents)
        .innerJoin(workers, eq(workers.id, incidents.workerId))
        .innerJoin(projects, eq(projects.id, incidents.projectId))
        .where(or(isDemo("projects", incidents.projectId), isDemo("workers", incidents.workerId)))
        .orderBy(asc(incidents.id))
        .limit(EXAMPLES_PER_KIND),
    ),
    collect(
      "photos",
      tx
        .select({ label: projectPhotos.originalName, total })
        .from(projectPhotos)
        .where(isDemo("projects", projectPhotos.projectId))
        .orderBy(asc(projectPhotos.id))
        .limit(EXAMPLES_PER_KIND),
    ),
    collect(
      "checklists",
      tx
        .select({ label: safetyChecklists.title, total })
        .from(safetyChecklists)
        .where(and(not(isDemo("safety_checklists", safetyChecklists.id)), isDemo("projects", safetyChecklists.projectId)))
        .orderBy(asc(safetyChecklists.id))
        .limit(EXAMPLES_PER_KIND),
    ),
    collect(
      "checklist_items",
      tx
        .select({ label: safetyChecklistItems.description, total })
        .from(safetyChecklistItems)
        .where(
          and(
            not(isDemo("safety_checklist_items", safetyChecklistItems.id)),
            isDemo("safety_checklists", safetyChecklistItems.checklistId),
          ),
        )
        .orderBy(asc(safetyChecklistItems.id))
        .limit(EXAMPLES_PER_KIND),
    ),
  ]);
  return found.filter((b): b is DemoBlocker => b !== null);
}

export function createDemoDataRepo(db: Db) {
  return {
    async countDemoRows(): Promise<DemoRowCounts> {
      const parts = DEMO_ROW_TABLES.map(
        (name) =>
          sql`select ${name}::text as "tableName", count(*)::int as "rows" from ${TABLES[name]} where ${isDemo(name, TABLES[name].id)}`,
      );
      const result = await db.execute(sql.join(parts, sql` union all `));
      const counts = Object.fromEntries(DEMO_ROW_TABLES.map((name) => [name, 0])) as DemoRowCounts;
      for (const row of rowsOf<{ tableName: DemoRowTable; rows: number }>(result)) {
        counts[row.tableName] = Number(row.rows);
      }
      return counts;
    },

    /**
     * One transaction: lock the demo rows others can point at, then look for the company's rows that do, then delete.
     * The locks come first so the check sees every write that committed before them, and a write that comes after
     * waits: a clock-in (which share-locks its worker and project), a job naming a demo worker (share-locked), or any
     * insert whose foreign key points at a locked row then finds it gone and fails as "not found". Workers are locked
     * before projects, the order a punch takes them in.
     */
    trialEntries: async (): Promise<TrialEntryRows> => {
      const { count, examples } = await trialEntriesIn(db);
      return { count, examples };
    },

    async removeDemoRows(removal: DemoRemoval): Promise<DemoRemovalResult> {
      return db.transaction(async (tx) => {
        for (const name of ["workers", "projects", "materials", "safety_checklists", "time_entries"] as const) {
          const table = TABLES[name];
          await tx.select({ id: table.id }).from(table).where(isDemo(name, table.id)).orderBy(asc(table.id)).for("update");
        }
        const blockers = await findBlockers(tx);
        if (blockers.length > 0) return { kind: "blocked", blockers };
        // The company's entries on the demo go only as many as the admin saw: one made since is shown first.
        const trial = await trialEntriesIn(tx);
        if (trial.count !== removal.confirmedTrialEntries && trial.count > 0) {
          return { kind: "unconfirmed", trialEntries: { count: trial.count, examples: trial.examples } };
        }
        // The pay periods the removed entries were approved in, and those whose record holds demo workers (a reopened
        // one's entries are unlocked): one left with no entries and no record goes too, with its versions.
        const periods = [
          ...(await tx
            .selectDistinct({ id: timeEntries.payPeriodId })
            .from(timeEntries)
            .where(and(or(isDemo("time_entries", timeEntries.id), trialEntryCondition()), isNotNull(timeEntries.payPeriodId)))),
          ...(await tx.selectDistinct({ id: payrollEntries.payPeriodId }).from(payrollEntries).where(isDemo("workers", payrollEntries.workerId))),
        ];
        const trialEntriesRemoved = trial.count > 0 ? await removal.removeTrialEntries(tx, trial.ids) : 0;
        // Team links to demo projects or of demo workers, the company's own included (an edited demo team's).
        await tx
          .delete(projectWorkers)
          .where(
            and(
              not(isDemo("project_workers", projectWorkers.id)),
              or(isDemo("projects", projectWorkers.projectId), isDemo("workers", projectWorkers.workerId)),
            ),
          );

        // Payroll lines of demo workers were computed from demo hours only; the pay period itself stays.
        await tx.delete(payrollEntries).where(isDemo("workers", payrollEntries.workerId));
        // The audit rows of demo entries (corrections, and the record of one deleted by hand) no longer cascade with
        // their entry, since they must outlive a real one: they are demo history and go with it.
        await tx.delete(timeEntryChanges).where(isDemo("time_entries", timeEntryChanges.timeEntryId));
        await tx.delete(timeEntryDeletions).where(isDemo("time_entries", timeEntryDeletions.timeEntryId));
        const removed = {} as DemoRowCounts;
        for (const name of DEMO_ROW_TABLES) {
          const table = TABLES[name];
          const rows = await tx.delete(table).where(isDemo(name, table.id)).returning({ id: table.id });
          removed[name] = rows.length;
        }
        await tx.delete(demoRows);
        const periodIds = [...new Set(periods.map((p) => p.id).filter((id): id is number => id !== null))];
        if (periodIds.length > 0) {
          await tx
            .delete(payPeriods)
            .where(
              and(
                inArray(payPeriods.id, periodIds),
                sql`not exists (select 1 from ${timeEntries} where ${qualified(timeEntries.payPeriodId)} = ${qualified(payPeriods.id)})`,
                sql`not exists (select 1 from ${payrollEntries} where ${qualified(payrollEntries.payPeriodId)} = ${qualified(payPeriods.id)})`,
              ),
            );
        }
        return { kind: "removed", removed, trialEntriesRemoved };
      });
    },
  };
}

export type DemoDataRepo = ReturnType<typeof createDemoDataRepo>;

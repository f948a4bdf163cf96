// The demo company's rows as the admin dashboard counts them, and the answer of "Remove demo data"
// (GET and DELETE /api/admin/demo-data).
import { z } from "zod";
import { endpoint, json } from "./contract";
import type { DemoRowTable } from "../schema";

const count = () => z.number().int().min(0);

/** How many rows of each kind the demo seed created are still there (or were just removed). */
export const demoDataCountsSchema = z
  .object({
    projects: count(),
    workers: count(),
    teamAssignments: count(),
    jobs: count(),
    timeEntries: count(),
    materials: count(),
    stockMovements: count(),
    materialEstimates: count(),
    checklists: count(),
    checklistItems: count(),
  })
  .strict();
export type DemoDataCounts = z.infer<typeof demoDataCountsSchema>;

/** The registry's table name for each count (shared/schema.ts demo_rows). */
export const DEMO_COUNT_TABLES: Record<keyof DemoDataCounts, DemoRowTable> = {
  projects: "projects",
  workers: "workers",
  teamAssignments: "project_workers",
  jobs: "jobs",
  timeEntries: "time_entries",
  materials: "materials",
  stockMovements: "material_transactions",
  materialEstimates: "project_materials",
  checklists: "safety_checklists",
  checklistItems: "safety_checklist_items",
};

/** [singular, plural] of each count, in the order a summary lists them. */
const COUNT_WORDS: Record<keyof DemoDataCounts, [string, string]> = {
  projects: ["project", "projects"],
  workers: ["worker", "workers"],
  teamAssignments: ["team assignment", "team assignments"],
  jobs: ["job", "jobs"],
  timeEntries: ["time entry", "time entries"],
  materials: ["material", "materials"],
  stockMovements: ["stock movement", "stock movements"],
  materialEstimates: ["project material", "project materials"],
  checklists: ["safety checklist", "safety checklists"],
  checklistItems: ["checklist item", "checklist items"],
};

const COUNT_KEYS = Object.keys(COUNT_WORDS) as (keyof DemoDataCounts)[];

/** "5 projects, 20 workers, 1 job": the non-zero counts among `keys` (all of them unless given), in summary order. */
export function demoCountsSummary(counts: DemoDataCounts, keys: (keyof DemoDataCounts)[] = COUNT_KEYS): string {
  return COUNT_KEYS.filter((key) => keys.includes(key) && counts[key] > 0)
    .map((key) => `${counts[key]} ${counts[key] === 1 ? COUNT_WORDS[key][0] : COUNT_WORDS[key][1]}`)
    .join(", ");
}

/**
 * The company's own time entries on demo projects or for demo workers, made during the trial (issue 26 item 10): they
 * go with the demo once the admin confirms it, approved or not.
 */
export const trialEntriesSchema = z
  .object({
    count: count(),
    examples: z.array(z.string()).describe("The first few, 'Ana Ruiz on RiNo Lofts, Nov 24'"),
  })
  .strict();
export type TrialEntries = z.infer<typeof trialEntriesSchema>;

/** GET /api/admin/demo-data: `total` 0 means nothing of the demo is left (the dashboard then hides the action). */
export const demoDataStatusSchema = z.object({ total: count(), counts: demoDataCountsSchema, trialEntries: trialEntriesSchema }).strict();
export type DemoDataStatus = z.infer<typeof demoDataStatusSchema>;

/** DELETE /api/admin/demo-data?trialEntries=N: N is how many of the company's trial entries the admin saw and confirmed. */
export const demoDataRemovalQuerySchema = z
  .object({
    trialEntries: z.coerce
      .number({ error: "trialEntries must be a whole number" })
      .int("trialEntries must be a whole number")
      .min(0, "trialEntries must be a whole number")
      .optional()
      .describe("How many of the company's own entries on the demo the admin confirmed removing (GET's trialEntries.count); left out: none"),
  })
  .strict();

/** DELETE /api/admin/demo-data: what was removed, and a sentence saying so (all zero when there was nothing left). */
export const demoDataRemovalSchema = z
  .object({
    message: z.string(),
    total: count(),
    removed: demoDataCountsSchema,
    trialEntriesRemoved: count().describe("The company's own entries on the demo removed with it (each kept as a deleted entry's record)"),
  })
  .strict();
export type DemoDataRemoval = z.infer<typeof demoDataRemovalSchema>;

/** "1 of your time entries", "3 of your time entries". */
export const trialEntriesText = (n: number) => `${n} of your time entries`;

/** Why the trial's entries were deleted, in each one's record. */
export const TRIAL_ENTRY_DELETION_REASON = "Removed with the demo data: made on a demo project or for a demo worker";

export const demoDataApi = {
  status: endpoint({
    method: "GET",
    path: "/api/admin/demo-data",
    summary: "How much of the demo company is left",
    description: "Counts the rows the demo seed created that still exist; total 0 means there is nothing to remove.",
    tag: "admin",
    access: "admin",
    response: json(demoDataStatusSchema, "The counts"),
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/admin/demo-data",
    summary: "Remove demo data",
    description:
      "Deletes the rows the demo seed created, in one transaction; the accounts, the settings and everything the company entered stay, except: the company's own time entries on demo projects or for demo workers (made during the trial) go with it once confirmed by `trialEntries` (GET's count; 409 naming them, removing nothing, while it differs), approved or not, each kept as a deleted entry's record; and team assignments to demo projects or of demo workers. 409, removing nothing, when another of the company's own rows depends on a demo row (a job assigning a demo worker, a movement of a demo material...): the message names them. With nothing left to remove it answers 200 with zero counts.",
    tag: "admin",
    access: "admin",
    query: demoDataRemovalQuerySchema,
    response: json(demoDataRemovalSchema, "What was removed"),
    errors: [409],
  }),
};

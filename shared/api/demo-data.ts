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

/** GET /api/admin/demo-data: `total` 0 means nothing of the demo is left (the dashboard then hides the action). */
export const demoDataStatusSchema = z.object({ total: count(), counts: demoDataCountsSchema }).strict();
export type DemoDataStatus = z.infer<typeof demoDataStatusSchema>;

/** DELETE /api/admin/demo-data: what was removed, and a sentence saying so (all zero when there was nothing left). */
export const demoDataRemovalSchema = z
  .object({ message: z.string(), total: count(), removed: demoDataCountsSchema })
  .strict();
export type DemoDataRemoval = z.infer<typeof demoDataRemovalSchema>;

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
      "Deletes exactly the rows the demo seed created, in one transaction; the accounts, the settings and everything the company entered stay. 409, removing nothing, when any of the company's own rows depends on a demo row (an entry on a demo project, a job assigning a demo worker, a movement of a demo material...): the message names them. With nothing left to remove it answers 200 with zero counts.",
    tag: "admin",
    access: "admin",
    response: json(demoDataRemovalSchema, "What was removed"),
    errors: [409],
  }),
};

// "Remove demo data": what of the demo company is left, and its removal, refused with the reason when the company's
// own records depend on it.
import type { Logger } from "pino";
import {
  DEMO_COUNT_TABLES,
  demoCountsSummary,
  type DemoDataCounts,
  type DemoDataRemoval,
  type DemoDataStatus,
} from "@shared/api/demo-data";
import { AppError } from "../../lib/errors";
import type { DemoBlocker, DemoDataRepo, DemoRowCounts } from "./demo-data.repo";

/** [singular, plural, what ties it to the demo] of each kind of blocking row. */
const BLOCKER_WORDS: Record<DemoBlocker["kind"], [string, string, string]> = {
  time_entries: ["time entry", "time entries", "on demo projects or for demo workers"],
  jobs: ["job", "jobs", "on demo projects or assigned to demo workers"],
  team: ["team assignment", "team assignments", "between your workers or projects and demo ones"],
  stock_movements: ["stock movement", "stock movements", "of demo materials or on demo projects"],
  project_materials: ["material estimate", "material estimates", "on demo projects or of demo materials"],
  photos: ["photo", "photos", "on demo projects"],
  checklists: ["safety checklist", "safety checklists", "on demo projects"],
  checklist_items: ["checklist item", "checklist items", "added to demo checklists"],
  injuries: ["injury record", "injury records", "of demo workers or on demo projects"],
};

const counted = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;

function toCounts(rows: DemoRowCounts): DemoDataCounts {
  const entries = Object.entries(DEMO_COUNT_TABLES).map(([key, table]) => [key, rows[table]]);
  return Object.fromEntries(entries) as DemoDataCounts;
}

const sum = (counts: DemoDataCounts) => Object.values(counts).reduce((a, b) => a + b, 0);

/** "Nothing was removed ...: 2 time entries on demo projects or for demo workers (Ana Ruiz on RiNo Brighton Lofts, ...)". */
export function blockedMessage(blockers: DemoBlocker[]): string {
  const parts = blockers.map(({ kind, count, examples }) => {
    const [one, many, tie] = BLOCKER_WORDS[kind];
    const more = count > examples.length ? `, and ${count - examples.length} more` : "";
    return `${counted(count, [one, many])} ${tie} (${examples.join(", ")}${more})`;
  });
  return `Nothing was removed: your company's own records use the demo data. ${parts.join("; ")}. Delete them or move them to your own projects, workers and materials, then try again.`;
}

export function createDemoDataService(repo: DemoDataRepo, options: { logger: Logger }) {
  return {
    async status(): Promise<DemoDataStatus> {
      const counts = toCounts(await repo.countDemoRows());
      return { total: sum(counts), counts };
    },

    async remove(actorId: number): Promise<DemoDataRemoval> {
      const result = await repo.removeDemoRows();
      if (result.kind === "blocked") throw new AppError("conflict", blockedMessage(result.blockers));
      const removed = toCounts(result.removed);
      const total = sum(removed);
      if (total > 0) options.logger.info({ actorId, removed }, "demo data removed");
      const message = total === 0 ? "There was no demo data left to remove." : `Demo data removed: ${demoCountsSummary(removed)}.`;
      return { message, total, removed };
    },
  };
}

export type DemoDataService = ReturnType<typeof createDemoDataService>;

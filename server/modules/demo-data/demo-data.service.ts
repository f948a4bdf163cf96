// "Remove demo data": what of the demo company is left, and its removal, refused with the reason when the company's
// own records depend on it. The company's own entries made on the demo during the trial (issue 26 item 10) are listed,
// and go with it once the admin confirms as many as there are, approved or not, each kept as a deleted entry's record.
import type { Logger } from "pino";
import {
  DEMO_COUNT_TABLES,
  demoCountsSummary,
  trialEntriesText,
  type DemoDataCounts,
  type DemoDataRemoval,
  type DemoDataStatus,
  type TrialEntries,
} from "@shared/api/demo-data";
import type { PunchPaySettings } from "@shared/domain/pay-evaluation";
import type { Tx } from "../../db/client";
import { AppError } from "../../lib/errors";
import { messageDayFormat } from "../../lib/message-time";
import type { DemoBlocker, DemoDataRepo, DemoRowCounts, TrialEntryRows } from "./demo-data.repo";

/** [singular, plural, what ties it to the demo] of each kind of blocking row. */
const BLOCKER_WORDS: Record<DemoBlocker["kind"], [string, string, string]> = {
  jobs: ["job", "jobs", "on demo projects or assigned to demo workers"],
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

export interface DemoDataDeps {
  logger: Logger;
  timeZone: string;
  /** Read before the removal's transaction (on PGlite a read beside it would wait for it). */
  payrollSettings: () => Promise<PunchPaySettings>;
  /** Time-entries' deletion of the company's trial entries, inside the removal's transaction. */
  removeTrialEntries: (tx: Tx, entryIds: number[], actorId: number, settings: PunchPaySettings) => Promise<number>;
}

export function createDemoDataService(repo: DemoDataRepo, deps: DemoDataDeps) {
  const dayOf = messageDayFormat(deps.timeZone);
  const trialOf = (rows: TrialEntryRows): TrialEntries => ({
    count: rows.count,
    examples: rows.examples.map((e) => `${e.workerName} on ${e.projectName}, ${dayOf(e.clockInTime)}`),
  });

  return {
    async status(): Promise<DemoDataStatus> {
      const [rows, trial] = await Promise.all([repo.countDemoRows(), repo.trialEntries()]);
      const counts = toCounts(rows);
      return { total: sum(counts), counts, trialEntries: trialOf(trial) };
    },

    /** `confirmedTrialEntries`: how many of the company's entries on the demo the admin saw and confirmed removing. */
    async remove(actorId: number, confirmedTrialEntries: number): Promise<DemoDataRemoval> {
      const settings = await deps.payrollSettings();
      const result = await repo.removeDemoRows({
        confirmedTrialEntries,
        removeTrialEntries: (tx, ids) => deps.removeTrialEntries(tx, ids, actorId, settings),
      });
      if (result.kind === "blocked") throw new AppError("conflict", blockedMessage(result.blockers));
      if (result.kind === "unconfirmed") throw new AppError("conflict", unconfirmedMessage(trialOf(result.trialEntries)));
      const removed = toCounts(result.removed);
      const total = sum(removed);
      if (total > 0) deps.logger.info({ actorId, removed, trialEntriesRemoved: result.trialEntriesRemoved }, "demo data removed");
      const withTrial = result.trialEntriesRemoved > 0 ? `, and ${trialEntriesText(result.trialEntriesRemoved)} made on it` : "";
      const message = total === 0 ? "There was no demo data left to remove." : `Demo data removed: ${demoCountsSummary(removed)}${withTrial}.`;
      return { message, total, removed, trialEntriesRemoved: result.trialEntriesRemoved };
    },
  };
}

/** "Nothing was removed: 2 of your time entries were made on the demo (...). Look at them and confirm ...". */
export function unconfirmedMessage(trial: TrialEntries): string {
  const more = trial.count > trial.examples.length ? `, and ${trial.count - trial.examples.length} more` : "";
  return `Nothing was removed: ${trialEntriesText(trial.count)} ${trial.count === 1 ? "was" : "were"} made on demo projects or for demo workers (${trial.examples.join(", ")}${more}). They go with the demo data: look at the list and confirm again.`;
}

export type DemoDataService = ReturnType<typeof createDemoDataService>;

// A pay period's versions (issue 27): each approval stores every worker's hours and gross; after a reopen and a new
// approval, the history says per worker what the new version changed. Pure, so its table tests read as the rule.
import { parseCents } from "./money";

/** A worker's figures in one version, as stored: hours to the hundredth, gross pay as decimal text. */
export interface VersionWorkerFigures {
  workerId: number;
  workerName: string;
  regularHours: number;
  overtimeHours: number;
  doubleTimeHours: number;
  grossPay: string;
}

/** What one worker's figures were in the version before and are in this one (null: not in that version). */
export interface VersionWorkerDifference {
  workerId: number;
  workerName: string;
  before: VersionWorkerFigures | null;
  after: VersionWorkerFigures | null;
}

const HOUR_FIELDS = ["regularHours", "overtimeHours", "doubleTimeHours"] as const;

/** Hours compared in hundredths, so 0.1 + 0.2 stored as 0.30 is the same as 0.3. */
const hundredths = (hours: number) => Math.round(hours * 100);

function sameFigures(a: VersionWorkerFigures, b: VersionWorkerFigures): boolean {
  return HOUR_FIELDS.every((field) => hundredths(a[field]) === hundredths(b[field])) && parseCents(a.grossPay) === parseCents(b.grossPay);
}

/**
 * The workers whose hours or gross differ between two versions, added and removed ones included, by name. The first
 * version has none before it (previous null): nothing is listed as changed.
 */
export function versionDifferences(previous: readonly VersionWorkerFigures[] | null, current: readonly VersionWorkerFigures[]): VersionWorkerDifference[] {
  if (previous === null) return [];
  const before = new Map(previous.map((w) => [w.workerId, w]));
  const after = new Map(current.map((w) => [w.workerId, w]));
  const ids = [...new Set([...before.keys(), ...after.keys()])];
  return ids
    .map((workerId) => ({ workerId, before: before.get(workerId) ?? null, after: after.get(workerId) ?? null }))
    .filter(({ before: b, after: a }) => !(b && a && sameFigures(b, a)))
    .map(({ workerId, before: b, after: a }) => ({ workerId, workerName: (a ?? b)!.workerName, before: b, after: a }))
    .sort((x, y) => x.workerName.localeCompare(y.workerName) || x.workerId - y.workerId);
}

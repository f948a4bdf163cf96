// The Workers screen's search and filters, and the trade counts behind the 'Trade Categories' badges.
import { normalizeWorkerRole, type WorkerRole } from "@shared/domain/roles";

export interface FilterableWorker {
  name: string;
  role: string;
  category: string;
  isActive: boolean;
}

export interface WorkerFilters {
  search: string;
  role: WorkerRole | "all";
  trade: string | "all";
}

/** Search matches name, role or category, case-insensitively; the role filter folds 'in-house' into 'inhouse'. */
export function filterWorkers<W extends FilterableWorker>(workers: readonly W[], filters: WorkerFilters): W[] {
  const term = filters.search.trim().toLowerCase();
  return workers.filter((worker) => {
    if (filters.role !== "all" && normalizeWorkerRole(worker.role) !== filters.role) return false;
    if (filters.trade !== "all" && worker.category.toLowerCase() !== filters.trade.toLowerCase()) return false;
    if (!term) return true;
    return [worker.name, worker.role, worker.category].some((field) => field.toLowerCase().includes(term));
  });
}

/** Categories present, with how many workers have each, most common first (ties by name). */
export function tradeCounts(workers: readonly FilterableWorker[]): { category: string; count: number }[] {
  const counts = new Map<string, { category: string; count: number }>();
  for (const worker of workers) {
    const key = worker.category.trim().toLowerCase();
    if (!key) continue;
    const current = counts.get(key);
    if (current) current.count += 1;
    else counts.set(key, { category: worker.category.trim(), count: 1 });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
}

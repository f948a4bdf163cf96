// Step one of the GPS clock: choose the worker (active workers only), with who is clocked in at a glance. A foreman's
// list is their crew (the server's), and adding workers is the office's.
import { useQuery } from "@tanstack/react-query";
import { UserRound, Users } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "wouter";
import { normalizeWorkerRole, WORKER_ROLE_LABELS } from "@shared/domain/roles";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/ui/search-input";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { timeClockQueries, type WorkerView } from "../api";
import { useMyPunchQueue } from "../offline-queue";
import { workerPunchState } from "@/lib/worker-punch-state";

export function roleLabel(role: string): string {
  const normalized = normalizeWorkerRole(role);
  return normalized ? WORKER_ROLE_LABELS[normalized] : role;
}

export function WorkerPicker({ onPick, canAddWorkers }: { onPick: (worker: WorkerView) => void; canAddWorkers: boolean }) {
  const workers = useQuery(timeClockQueries.workers());
  const { punches } = useMyPunchQueue();
  const [search, setSearch] = useState("");

  const active = useMemo(() => {
    const term = search.trim().toLowerCase();
    return (workers.data ?? [])
      .filter((w) => w.isActive)
      .filter((w) => !term || w.name.toLowerCase().includes(term) || w.category.toLowerCase().includes(term))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [workers.data, search]);

  if (workers.isPending) {
    return (
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading workers">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    );
  }
  if (workers.isError) {
    return <ErrorState title="Could not load workers" message={errorMessage(workers.error)} onRetry={() => void workers.refetch()} retrying={workers.isFetching} />;
  }
  const anyActive = workers.data.some((w) => w.isActive);
  if (!anyActive && !canAddWorkers) {
    return (
      <EmptyState
        icon={<Users />}
        title="No one on your crew yet"
        description="Your crew are the active workers on your projects' teams. Ask the office to add them."
      />
    );
  }
  if (!anyActive) {
    return (
      <EmptyState
        icon={<Users />}
        title="No active workers"
        description="Add a worker or switch one to Active before clocking in."
        action={
          <Button asChild>
            <Link href="/workers">Go to Workers</Link>
          </Button>
        }
      />
    );
  }

  return (
    <section aria-labelledby="pick-worker-heading" className="grid grid-cols-1 gap-3">
      <h2 id="pick-worker-heading" className="text-lg font-semibold">
        Who are you clocking?
      </h2>
      <SearchInput aria-label="Search workers" placeholder="Search by name or trade" value={search} onValueChange={setSearch} />
      {active.length === 0 ? (
        <EmptyState title="No workers match your search" action={<Button variant="outline" onClick={() => setSearch("")}>Clear search</Button>} />
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {active.map((worker) => {
            const state = workerPunchState(worker.id, worker.activeTimeEntryId !== null, punches);
            return (
              <li key={worker.id}>
                <button
                  type="button"
                  onClick={() => onPick(worker)}
                  className="flex min-h-20 w-full items-center gap-3 rounded-card border border-slate-200 bg-white p-3 text-left shadow-card transition-colors hover:border-brand-600 active:bg-slate-50"
                >
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-700">
                    <UserRound className="size-6" aria-hidden="true" />
                  </span>
                  {/* The status under the name, not beside it: three cards a row at a desk leave a name no room. */}
                  <span className="grid min-w-0 flex-1 gap-1">
                    <span className="block text-base font-semibold [overflow-wrap:anywhere] text-slate-900">{worker.name}</span>
                    <span className="block text-sm text-slate-600">
                      {roleLabel(worker.role)} · {worker.category}
                    </span>
                    <span className="flex flex-wrap gap-1">
                      {state.clockedIn ? <Badge variant="success">Clocked in</Badge> : <Badge variant="secondary">Clocked out</Badge>}
                      {state.pending ? <Badge variant="warning">Waiting to sync</Badge> : null}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

// The team as big name tiles, A to Z, each saying whether the person is on the clock (in words, not colour alone);
// a long team gets a filter box above.
import { Search } from "lucide-react";
import { useMemo, useState } from "react";
import { EmptyState } from "@/components/ui/state-message";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import type { KioskWorker } from "../api";
import { FILTER_FROM_NAMES, filterWorkers, tileStateText, type TileState } from "../team";

export function NameGrid({ workers, stateOf, onPick }: { workers: readonly KioskWorker[]; stateOf: (worker: KioskWorker) => TileState; onPick: (worker: KioskWorker) => void }) {
  const [filter, setFilter] = useState("");
  const shown = useMemo(() => filterWorkers(workers, filter), [workers, filter]);
  if (workers.length === 0) {
    return <EmptyState title="Nobody is on this project's team yet" description="Ask the office to add the crew to this project; their names then show here." />;
  }
  return (
    <section aria-labelledby="kiosk-names-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="kiosk-names-heading" className="text-2xl font-bold text-slate-900">
          Tap your name
        </h2>
        {workers.length >= FILTER_FROM_NAMES ? (
          <label className="relative w-full sm:w-80">
            <span className="sr-only">Find your name</span>
            <Search className="pointer-events-none absolute top-1/2 left-3 size-6 -translate-y-1/2 text-slate-500" aria-hidden="true" />
            <Input value={filter} onChange={(event) => setFilter(event.target.value)} placeholder="Find your name" className="h-14 pl-11 text-lg" type="search" />
          </label>
        ) : null}
      </div>
      {shown.length === 0 ? (
        <EmptyState title={`No name matches "${filter.trim()}"`} description="Check the spelling, or clear the box to see everyone." />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {shown.map((worker) => {
            const state = stateOf(worker);
            return (
              <li key={worker.id}>
                <button
                  type="button"
                  onClick={() => onPick(worker)}
                  className={cn(
                    "flex min-h-28 w-full sm:min-h-32 flex-col items-start justify-between gap-2 rounded-card border-2 bg-white p-4 text-left shadow-sm",
                    "active:bg-slate-100 hover:border-slate-500",
                    state.clockedIn ? "border-green-700" : "border-slate-400",
                  )}
                >
                  <span className="text-xl leading-tight font-bold break-words text-slate-900 sm:text-2xl">{worker.name}</span>
                  <span className={cn("inline-flex items-center gap-2 text-base font-semibold", state.clockedIn ? "text-green-800" : "text-slate-600")}>
                    <span className={cn("size-3 shrink-0 rounded-full", state.clockedIn ? "bg-green-700" : "border-2 border-slate-500")} aria-hidden="true" />
                    {tileStateText(state)}
                  </span>
                  {state.waiting ? <span className="text-sm font-medium text-slate-700">Waiting to sync</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

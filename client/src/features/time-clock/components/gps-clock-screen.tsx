// The GPS time clock (/timesheet-gps): choose a worker, then clock them in or out at a nearby site.
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, UserRound } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { timeClockQueries } from "../api";
import { punchQueue, startPunchSync } from "../offline-queue";
import { LocationClockCard } from "./location-clock-card";
import { PendingPunches } from "./pending-punches";
import { RecentEntries } from "./recent-entries";
import { roleLabel, WorkerPicker } from "./worker-picker";

const SELECTED_WORKER_KEY = "crewline.gps-clock.worker";

function readSelectedWorker(): number | null {
  try {
    const value = Number(sessionStorage.getItem(SELECTED_WORKER_KEY));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function GpsClockScreen() {
  const workers = useQuery(timeClockQueries.workers());
  const [workerId, setWorkerId] = useState<number | null>(readSelectedWorker);

  useEffect(() => {
    startPunchSync();
    void punchQueue.sync();
  }, []);

  useEffect(() => {
    try {
      if (workerId === null) sessionStorage.removeItem(SELECTED_WORKER_KEY);
      else sessionStorage.setItem(SELECTED_WORKER_KEY, String(workerId));
    } catch {
      // Storage can be disabled; the choice then lasts only for this visit.
    }
  }, [workerId]);

  const worker = workers.data?.find((w) => w.id === workerId) ?? null;

  return (
    <>
      <PendingPunches />
      {worker ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
          <div className="grid grid-cols-1 gap-4">
            <Card className="flex items-center gap-3 p-3">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-700">
                <UserRound className="size-6" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-lg font-semibold text-slate-900" data-testid="selected-worker">
                  {worker.name}
                </p>
                <p className="truncate text-sm text-slate-600">
                  {roleLabel(worker.role)} · {worker.category}
                </p>
              </div>
              <Button variant="outline" size="sm" onClick={() => setWorkerId(null)}>
                <ArrowLeft aria-hidden="true" /> Change
              </Button>
            </Card>
            <WorkerClock workerId={worker.id} />
          </div>
          <RecentEntries workerId={worker.id} />
        </div>
      ) : (
        <WorkerPicker
          onPick={(w) => {
            setWorkerId(w.id);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </>
  );
}

function WorkerClock({ workerId }: { workerId: number }) {
  const workers = useQuery(timeClockQueries.workers());
  const active = useQuery(timeClockQueries.activeEntry(workerId));
  const worker = workers.data?.find((w) => w.id === workerId);
  if (!worker) return null;
  return <LocationClockCard worker={worker} activeEntry={active.data ?? null} />;
}

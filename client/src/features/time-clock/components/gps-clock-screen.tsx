// The GPS time clock (/timesheet-gps): choose a worker, then clock them in or out at a nearby site. A crew member
// clocks only themself (no picker); a foreman picks from their crew, the office from everyone (the server's lists), or
// switches to the crew mode (clock-mode.tsx) to clock several at once.
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Link2Off, UserRound } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { NOT_LINKED_MESSAGE, roleMayAccess } from "@shared/domain/account-roles";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { errorMessage } from "@/lib/api-client";
import { timeClockQueries, type WorkerView } from "../api";
import { isUnlinked, ownWorkerOnly, type Clocker } from "../clocker";
import { punchQueue, startPunchSync } from "../offline-queue";
import { ClockModes } from "./clock-mode";
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

export function GpsClockScreen({ clocker }: { clocker: Clocker }) {
  useEffect(() => {
    startPunchSync();
    void punchQueue.sync();
  }, []);

  if (isUnlinked(clocker)) {
    return <EmptyState icon={<Link2Off />} title="Not linked to a worker record" description={NOT_LINKED_MESSAGE} />;
  }
  const own = ownWorkerOnly(clocker);
  return (
    <>
      <PendingPunches />
      {own === null ? (
        <ClockModes
          single={<PickedWorkerClock canAddWorkers={roleMayAccess(clocker.role, "office")} />}
          // A foreman clocks a crew: their clock opens in Crew mode (issue 26 item 4); the office's on one worker.
          startIn={clocker.role === "foreman" ? "crew" : "one"}
        />
      ) : (
        <OwnClock workerId={own} />
      )}
    </>
  );
}

/** A crew member's clock: always themself. */
function OwnClock({ workerId }: { workerId: number }) {
  const workers = useQuery(timeClockQueries.workers());
  const worker = workers.data?.find((w) => w.id === workerId);
  if (workers.isPending) return <Skeleton className="h-20" />;
  if (workers.isError) {
    return <ErrorState title="Could not load your worker record" message={errorMessage(workers.error)} onRetry={() => void workers.refetch()} retrying={workers.isFetching} />;
  }
  if (!worker) return <EmptyState icon={<UserRound />} title="Your worker record is not available" description="Ask the office to check your worker record." />;
  return <ClockFor worker={worker} note="You" />;
}

/** The office's and a foreman's clock: pick a worker (a foreman's list is their crew), then clock them. */
function PickedWorkerClock({ canAddWorkers }: { canAddWorkers: boolean }) {
  const workers = useQuery(timeClockQueries.workers());
  const [workerId, setWorkerId] = useState<number | null>(readSelectedWorker);

  useEffect(() => {
    try {
      if (workerId === null) sessionStorage.removeItem(SELECTED_WORKER_KEY);
      else sessionStorage.setItem(SELECTED_WORKER_KEY, String(workerId));
    } catch {
      // Storage can be disabled; the choice then lasts only for this visit.
    }
  }, [workerId]);

  const worker = workers.data?.find((w) => w.id === workerId) ?? null;

  return worker ? (
    <ClockFor
      worker={worker}
      action={
        <Button variant="outline" size="sm" onClick={() => setWorkerId(null)}>
          <ArrowLeft aria-hidden="true" /> Change
        </Button>
      }
    />
  ) : (
    <WorkerPicker
      canAddWorkers={canAddWorkers}
      onPick={(w) => {
        setWorkerId(w.id);
        window.scrollTo({ top: 0 });
      }}
    />
  );
}

/** The chosen worker's card, their clock and their recent entries. */
function ClockFor({ worker, note, action }: { worker: WorkerView; note?: string; action?: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
      <div className="grid grid-cols-1 gap-4">
        <Card className="flex items-center gap-3 p-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-700">
            <UserRound className="size-6" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-lg font-semibold text-slate-900" data-testid="selected-worker">
              {worker.name}
              {note ? <span className="ml-2 text-sm font-normal text-slate-600">({note})</span> : null}
            </p>
            <p className="truncate text-sm text-slate-600">
              {roleLabel(worker.role)} · {worker.category}
            </p>
          </div>
          {action}
        </Card>
        <WorkerClock workerId={worker.id} />
      </div>
      <RecentEntries workerId={worker.id} />
    </div>
  );
}

function WorkerClock({ workerId }: { workerId: number }) {
  const workers = useQuery(timeClockQueries.workers());
  const active = useQuery(timeClockQueries.activeEntry(workerId));
  const worker = workers.data?.find((w) => w.id === workerId);
  if (!worker) return null;
  return <LocationClockCard worker={worker} activeEntry={active.data ?? null} />;
}

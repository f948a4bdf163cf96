// The Workers screen of a crew member (their own card) or a foreman (their crew: the workers on their projects' teams,
// with a search). It only reads: the server sends these roles no rates and refuses them every change, so there is
// no rate, no Active switch, no Add, Edit, Import or Archive here.
import { onceLinked } from "@shared/domain/account-roles";
import { useQuery } from "@tanstack/react-query";
import { Link2Off, Search, UserRound, Users } from "lucide-react";
import { useMemo, useState } from "react";
import { kioskPinWaitsApi } from "@shared/api/routes";
import { screenHeading } from "@shared/screens";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/ui/search-input";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { errorMessage } from "@/lib/api-client";
import { roleMayCall } from "@/lib/endpoint-client";
import { useDeskLayout } from "@/lib/use-desk-layout";
import { workerQueries } from "../api";
import { filterWorkers } from "../filter-workers";
import { PinWaitsPanel } from "./pin-waits-panel";
import { WorkerCard } from "./worker-card";
import { WorkersTable } from "./workers-table";

type Props = {
  /** The signed-in account's role: crew see their own record only, a foreman their crew. */
  viewerRole: string;
  /**
   * False when the account has no worker record yet: nothing to show but what will change (the shell's strip under
   * the header already says NOT_LINKED_MESSAGE).
   */
  linked: boolean;
};

export function CrewWorkersScreen({ viewerRole, linked }: Props) {
  const self = viewerRole === "crew";
  const workers = useQuery({ ...workerQueries.list(), enabled: linked });
  const [search, setSearch] = useState("");
  const desk = useDeskLayout();
  const all = workers.data ?? [];
  const shown = useMemo(
    () => filterWorkers(all, { search, role: "all", trade: "all" }).sort((a, b) => a.name.localeCompare(b.name)),
    [all, search],
  );

  return (
    <>
      <PageHeader {...screenHeading("workers-page", viewerRole)} />
      {/* A foreman clears their crew's PIN waits (the endpoint's access: crew never ask). */}
      {linked && roleMayCall(viewerRole, kioskPinWaitsApi.list) ? <PinWaitsPanel /> : null}
      {!linked ? (
        <EmptyState
          icon={<Link2Off />}
          title="No worker record yet"
          description={
            self
              ? onceLinked("Your worker record shows")
              : onceLinked("Your crew shows")
          }
        />
      ) : workers.isPending ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {Array.from({ length: self ? 1 : 3 }, (_, i) => (
            <Skeleton key={i} className="h-44" />
          ))}
        </div>
      ) : workers.isError ? (
        <ErrorState title="Could not load workers" message={errorMessage(workers.error)} onRetry={() => void workers.refetch()} retrying={workers.isFetching} />
      ) : self ? (
        all.length === 0 ? (
          <EmptyState icon={<UserRound />} title="Your worker record is not on the roster" description="Ask the office about it." />
        ) : (
          <section aria-label="Your worker record" className="max-w-md">
            <WorkerCard worker={all[0]} seesRate={false} />
          </section>
        )
      ) : (
        <div className="grid grid-cols-1 gap-4">
          <SearchInput aria-label="Search workers" placeholder="Search name, role or trade" className="max-w-xl" value={search} onValueChange={setSearch} />
          <section aria-label="Workers">
            {shown.length === 0 ? (
              all.length > 0 ? (
                <EmptyState
                  icon={<Search />}
                  title="No workers match your search criteria"
                  action={
                    <Button variant="outline" onClick={() => setSearch("")}>
                      Clear filters
                    </Button>
                  }
                />
              ) : (
                <EmptyState icon={<Users />} title="No crew yet" description="Your crew is the workers on your projects' teams; the office puts people on them." />
              )
            ) : desk ? (
              <WorkersTable workers={shown} seesRates={false} />
            ) : (
              <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                {shown.map((worker) => (
                  <li key={worker.id} className="flex">
                    <WorkerCard worker={worker} seesRate={false} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </>
  );
}

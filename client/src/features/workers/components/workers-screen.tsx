// The Workers screen: counters, search and filters, trade badges, the roster, the add/edit dialogs, each worker's kiosk
// PIN (for those who may set it), and for administrators each worker's pay history, archive/delete actions, the
// Archived filter and the CSV import.
import { useQuery } from "@tanstack/react-query";
import { FileUp, Plus, Search, UserCheck, Users } from "lucide-react";
import { type ReactNode, Suspense, useCallback, useMemo, useState } from "react";
import { useSearchParams } from "wouter";
import { WORKER_ROLE_LABELS, WORKER_ROLES, type WorkerRole } from "@shared/domain/roles";
import { screenHeading } from "@shared/screens";
import { PageHeader } from "@/components/layout/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EnumSelect, optionsOf } from "@/components/ui/enum-select";
import { Label } from "@/components/ui/label";
import { SearchInput } from "@/components/ui/search-input";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { lazyNamed } from "@/lib/lazy-named";
import { useDeskLayout } from "@/lib/use-desk-layout";
import { workerQueries, type WorkerView } from "../api";
import { filterWorkers, tradeCounts } from "../filter-workers";
import { InviteWorkerDialog } from "./invite-worker-dialog";
import { PinWaitsPanel } from "./pin-waits-panel";
import { WorkerCard } from "./worker-card";
import { WorkerFormDialog } from "./worker-form-dialog";
import { WorkerHistoryDialog } from "./worker-history-dialog";
import { WorkersTable } from "./workers-table";
import { WorkerLifecycleMenu, type WorkerMenuAccess } from "./worker-lifecycle-menu";

const ImportRosterDialog = lazyNamed(() => import("./import-roster-dialog"), "ImportRosterDialog");
const PayrollIdentityDialog = lazyNamed(() => import("./payroll-identity-dialog"), "PayrollIdentityDialog");

/** Current: the roster as pickers see it; archived: only archived workers (counters always count the current roster). */
type RosterView = "current" | "archived";

/**
 * The office's roster; `viewerRole` is the signed-in account's role (the office or an administrator), `managesPins`
 * whether it may set and remove kiosk PINs (office and administrators, by the contract), `managesPayrollIdentities`
 * whether it may read and set how payroll providers know a worker (the same).
 */
export function WorkersScreen({ viewerRole, managesPins, managesPayrollIdentities = false }: { viewerRole: string; managesPins: boolean; managesPayrollIdentities?: boolean }) {
  const isAdmin = viewerRole === "admin";
  const current = useQuery(workerQueries.list());
  const [rosterView, setRosterView] = useState<RosterView>("current");
  const archivedList = useQuery({ ...workerQueries.archived(), enabled: rosterView === "archived" });
  const workers = rosterView === "archived" ? archivedList : current;
  const [importing, setImporting] = useState(false);
  const [search, setSearch] = useState("");
  const [role, setRole] = useState<WorkerRole | "all">("all");
  const [trade, setTrade] = useState<string>("all");
  const [dialog, setDialog] = useState<{ open: boolean; worker: WorkerView | null }>({ open: false, worker: null });
  const [historyOf, setHistoryOf] = useState<WorkerView | null>(null);
  const [invitingOf, setInvitingOf] = useState<WorkerView | null>(null);
  const desk = useDeskLayout();
  const openEdit = useCallback((worker: WorkerView) => setDialog({ open: true, worker }), []);
  // How payroll providers know a worker: from the menu, or opened by a payroll file's pre-flight (?payrollIdentity=id).
  const [searchParams, setSearchParams] = useSearchParams();
  const [identityOf, setIdentityOf] = useState<WorkerView | null>(null);
  const linkedId = Number(searchParams.get("payrollIdentity"));
  const identityWorker = identityOf ?? (managesPayrollIdentities && linkedId ? ((current.data ?? []).find((w) => w.id === linkedId) ?? null) : null);
  const closeIdentity = () => {
    setIdentityOf(null);
    if (searchParams.has("payrollIdentity")) setSearchParams({}, { replace: true });
  };
  const menuAccess = useMemo<WorkerMenuAccess>(
    () => ({ pin: managesPins, lifecycle: isAdmin, payrollIdentity: managesPayrollIdentities ? setIdentityOf : undefined }),
    [managesPins, isAdmin, managesPayrollIdentities],
  );
  const menu = useCallback((worker: WorkerView) => <WorkerLifecycleMenu worker={worker} access={menuAccess} />, [menuAccess]);
  const hasMenu = managesPins || isAdmin || managesPayrollIdentities;

  const all = workers.data ?? [];
  const roster = current.data ?? [];
  const trades = useMemo(() => tradeCounts(all), [all]);
  const shown = useMemo(
    () => filterWorkers(all, { search, role, trade }).sort((a, b) => a.name.localeCompare(b.name)),
    [all, search, role, trade],
  );
  const filtering = search.trim() !== "" || role !== "all" || trade !== "all";
  const openAdd = () => setDialog({ open: true, worker: null });

  return (
    <>
      <PageHeader
        {...screenHeading("workers-page", viewerRole)}
        actions={
          <>
            {isAdmin ? (
              <Button variant="outline" onClick={() => setImporting(true)}>
                <FileUp aria-hidden="true" /> Import CSV
              </Button>
            ) : null}
            <Button onClick={openAdd}>
              <Plus aria-hidden="true" /> Add Worker
            </Button>
          </>
        }
      />
      <PinWaitsPanel />
      <div className="mb-4 grid grid-cols-2 gap-3">
        <Counter icon={<Users />} label="Total Workers" value={current.isPending ? null : roster.length} />
        <Counter icon={<UserCheck />} label="Active Workers" value={current.isPending ? null : roster.filter((w) => w.isActive).length} />
      </div>

      {/* At a desk the filters run across the top, so the roster's table has the width for its columns. */}
      <div className="grid grid-cols-1 gap-4">
        <aside className="grid grid-cols-1 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-end" aria-label="Filters">
          <SearchInput aria-label="Search workers" placeholder="Search name, role or trade" value={search} onValueChange={setSearch} />
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
            <div className="grid grid-cols-1 gap-1.5">
              <Label htmlFor="worker-role-filter">Role</Label>
              <EnumSelect
                control={{ id: "worker-role-filter" }}
                value={role}
                onValueChange={(v) => setRole(v as WorkerRole | "all")}
                options={[{ value: "all", label: "All Roles" }, ...optionsOf(WORKER_ROLES, WORKER_ROLE_LABELS)]}
              />
            </div>
            <div className="grid grid-cols-1 gap-1.5">
              <Label htmlFor="worker-trade-filter">Trade</Label>
              <EnumSelect
                control={{ id: "worker-trade-filter" }}
                value={trade}
                onValueChange={setTrade}
                options={[{ value: "all", label: "All Trades" }, ...optionsOf(trades.map((t) => t.category))]}
              />
            </div>
            {/* Alone on its row on a phone: the whole width, so "Current Workers" is not cut short. */}
            <div className="col-span-2 grid grid-cols-1 gap-1.5 lg:col-span-1">
              <Label htmlFor="worker-roster-filter">Show</Label>
              <EnumSelect
                control={{ id: "worker-roster-filter" }}
                value={rosterView}
                onValueChange={(v) => setRosterView(v as RosterView)}
                options={[
                  { value: "current", label: "Current Workers" },
                  { value: "archived", label: "Archived" },
                ]}
              />
            </div>
          </div>
          {trades.length > 0 ? (
            <Card className="p-4 lg:col-span-2">
              <h2 className="mb-2 text-base font-semibold text-slate-900">Trade Categories</h2>
              <ul className="flex flex-wrap gap-2">
                {trades.map((t) => (
                  <li key={t.category}>
                    <Badge variant="outline">
                      {t.category} <span className="tabular-nums">({t.count})</span>
                    </Badge>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
        </aside>

        <section aria-label="Workers">
          {workers.isPending ? (
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-56" />
              ))}
            </div>
          ) : workers.isError ? (
            <ErrorState title="Could not load workers" message={errorMessage(workers.error)} onRetry={() => void workers.refetch()} retrying={workers.isFetching} />
          ) : shown.length === 0 ? (
            rosterView === "archived" && all.length === 0 ? (
              <EmptyState icon={<Users />} title="No archived workers" />
            ) : filtering && all.length > 0 ? (
              <EmptyState
                icon={<Search />}
                title="No workers match your search criteria"
                action={
                  <Button
                    variant="outline"
                    onClick={() => {
                      setSearch("");
                      setRole("all");
                      setTrade("all");
                      setRosterView("current");
                    }}
                  >
                    Clear filters
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={<Users />}
                title="No workers found"
                action={
                  <Button onClick={openAdd}>
                    <Plus aria-hidden="true" /> Add Your First Worker
                  </Button>
                }
              />
            )
          ) : desk ? (
            <WorkersTable
              workers={shown}
              seesRates
              seesPins={managesPins}
              onEdit={openEdit}
              onHistory={isAdmin ? setHistoryOf : undefined}
              onInvite={setInvitingOf}
              menu={hasMenu ? menu : undefined}
            />
          ) : (
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {shown.map((worker) => (
                <li key={worker.id} className="flex">
                  <WorkerCard
                    worker={worker}
                    seesRate
                    seesPin={managesPins}
                    onEdit={() => setDialog({ open: true, worker })}
                    onHistory={isAdmin ? () => setHistoryOf(worker) : undefined}
                    onInvite={() => setInvitingOf(worker)}
                    menu={hasMenu ? menu(worker) : undefined}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      {invitingOf ? <InviteWorkerDialog worker={invitingOf} inviterRole={viewerRole} onClose={() => setInvitingOf(null)} /> : null}
      <WorkerFormDialog
        open={dialog.open}
        worker={dialog.worker}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
      {isAdmin && importing ? (
        <Suspense fallback={null}>
          <ImportRosterDialog open={importing} onOpenChange={setImporting} />
        </Suspense>
      ) : null}
      {identityWorker ? (
        <Suspense fallback={null}>
          <PayrollIdentityDialog worker={identityWorker} onClose={closeIdentity} />
        </Suspense>
      ) : null}
      {isAdmin ? <WorkerHistoryDialog worker={historyOf} onOpenChange={(open) => (open ? undefined : setHistoryOf(null))} /> : null}
    </>
  );
}

function Counter({ icon, label, value }: { icon: ReactNode; label: string; value: number | null }) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-6" aria-hidden="true">
        {icon}
      </span>
      <div>
        <p className="text-sm text-slate-600">{label}</p>
        {value === null ? <Skeleton className="mt-1 h-7 w-10" /> : <p className="text-2xl font-semibold text-slate-900 tabular-nums">{value}</p>}
      </div>
    </Card>
  );
}

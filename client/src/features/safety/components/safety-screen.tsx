// Safety Checklists (/safety): quick actions, counters from the list, the checklists, and the open checklist. The
// server sends crew and foremen their projects' checklists; creating one (and the quick actions) is a foreman's or the
// office's, so crew see neither and the project list is not even read for them.
import { useQuery } from "@tanstack/react-query";
import { onceLinked, roleMayAccess } from "@shared/domain/account-roles";
import type { ChecklistType } from "@shared/domain/statuses";
import { CalendarCheck, Plus, ShieldCheck, Wrench } from "lucide-react";
import { useState } from "react";
import { screenHeading } from "@shared/screens";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { type ChecklistView, type ChecklistViewer, mayCreateChecklists, safetyQueries, useCreateChecklist } from "../api";
import { ChecklistCard } from "./checklist-card";
import { ChecklistDetailDialog } from "./checklist-detail-dialog";
import { ChooseProjectDialog } from "./choose-project-dialog";
import { CreateChecklistDialog } from "./create-checklist-dialog";
import { InjuriesCard } from "./injuries-card";
import { splitProjects } from "./project-select";

const QUICK_ACTIONS: { type: ChecklistType; label: string; icon: typeof ShieldCheck }[] = [
  { type: "daily", label: "Daily Inspection", icon: CalendarCheck },
  { type: "equipment", label: "Equipment Check", icon: Wrench },
];

export function countByStatus(checklists: readonly Pick<ChecklistView, "status">[]) {
  const counts = { completed: 0, in_progress: 0, pending: 0 };
  for (const checklist of checklists) counts[checklist.status] += 1;
  return counts;
}

function Counter({ label, value, tone }: { label: string; value: number | undefined; tone: string }) {
  return (
    <Card className="p-3 text-center sm:p-4">
      {value === undefined ? (
        <Skeleton className="mx-auto h-8 w-10" />
      ) : (
        <p className={`text-3xl font-bold tabular-nums ${tone}`} data-testid={`counter-${label}`}>
          {value}
        </p>
      )}
      <p className="text-sm font-medium text-slate-700">{label}</p>
    </Card>
  );
}

type Props = {
  viewer: ChecklistViewer | null;
  /** A crew or foreman account with no worker record: it has no checklists, and the empty list says why. */
  notLinked: boolean;
};

export function SafetyScreen({ viewer, notLinked }: Props) {
  const mayCreate = mayCreateChecklists(viewer);
  // Injury records are the office's and admins' only (GET /api/incidents is office-only).
  const readsInjuries = roleMayAccess(viewer?.role ?? "", "office");
  const checklists = useQuery(safetyQueries.list());
  const projects = useQuery({ ...safetyQueries.projects(), enabled: mayCreate });
  const createChecklist = useCreateChecklist();
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [quick, setQuick] = useState<(typeof QUICK_ACTIONS)[number] | null>(null);
  const counts = checklists.data ? countByStatus(checklists.data) : undefined;

  function startQuick(action: (typeof QUICK_ACTIONS)[number], projectId: number) {
    createChecklist.mutate(
      { projectId, checklistType: action.type, title: null },
      {
        onSuccess: (checklist) => {
          toast({ title: "Checklist Created", description: `${checklist.title} for ${checklist.projectName}.`, variant: "success" });
          setQuick(null);
          setOpenId(checklist.id);
        },
      },
    );
  }

  function onQuickAction(action: (typeof QUICK_ACTIONS)[number]) {
    const active = projects.data ? splitProjects(projects.data).active : [];
    if (active.length === 1) startQuick(action, active[0].id);
    else setQuick(action);
  }

  return (
    <>
      <PageHeader
        {...screenHeading("safety-page", viewer?.role ?? "")}
        actions={
          mayCreate ? (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              Create Checklist
            </Button>
          ) : undefined
        }
      />

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-6">
        <div className="grid gap-4 lg:col-start-2 lg:row-start-1">
          {readsInjuries ? <InjuriesCard /> : null}
          <section aria-label="Checklist counts" className="grid grid-cols-3 gap-3">
            <Counter label="Completed" value={counts?.completed} tone="text-green-800" />
            <Counter label="In Progress" value={counts?.in_progress} tone="text-blue-800" />
            <Counter label="Pending" value={counts?.pending} tone="text-slate-800" />
          </section>
          {mayCreate ? (
            <Card className="grid gap-3 p-4">
              <h2 className="text-base font-semibold text-slate-900">Quick actions</h2>
              <div className="grid grid-cols-2 gap-2 lg:grid-cols-1">
                {QUICK_ACTIONS.map((action) => (
                  <Button
                    key={action.type}
                    variant="outline"
                    size="lg"
                    className="h-auto min-h-14 flex-col gap-1 px-2 py-2 text-center text-base leading-tight whitespace-normal sm:flex-row sm:gap-2"
                    onClick={() => onQuickAction(action)}
                    pending={createChecklist.isPending && createChecklist.variables?.checklistType === action.type && !quick}
                    disabled={projects.isPending}
                  >
                    <action.icon aria-hidden="true" />
                    {action.label}
                  </Button>
                ))}
              </div>
            </Card>
          ) : null}
        </div>

        <section aria-labelledby="checklists-heading" className="grid gap-3 lg:col-start-1 lg:row-start-1">
          <h2 id="checklists-heading" className="text-lg font-semibold text-slate-900">
            Checklists
          </h2>
          {checklists.isPending ? (
            <div className="grid gap-3" aria-busy="true" aria-label="Loading checklists">
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} className="h-44 rounded-card" />
              ))}
            </div>
          ) : checklists.isError ? (
            <ErrorState
              title="Checklists could not be loaded"
              message={errorMessage(checklists.error)}
              onRetry={() => void checklists.refetch()}
              retrying={checklists.isFetching}
            />
          ) : checklists.data.length === 0 ? (
            <EmptyState
              icon={<ShieldCheck />}
              title="No safety checklists yet"
              description={
                notLinked
                  ? onceLinked("Your projects' checklists show")
                  : mayCreate
                    ? "Start a daily inspection or create a checklist for a project."
                    : "Checklists for your projects show here when your foreman or the office starts one."
              }
              action={
                mayCreate && !notLinked ? (
                  <Button onClick={() => setCreating(true)}>
                    <Plus aria-hidden="true" />
                    Create Checklist
                  </Button>
                ) : null
              }
            />
          ) : (
            <ul className="grid gap-3 2xl:grid-cols-2">
              {checklists.data.map((checklist) => (
                <li key={checklist.id}>
                  <ChecklistCard checklist={checklist} onOpen={() => setOpenId(checklist.id)} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      {mayCreate ? (
        <CreateChecklistDialog open={creating} onOpenChange={setCreating} onCreated={(checklist) => setOpenId(checklist.id)} />
      ) : null}
      {quick ? (
        <ChooseProjectDialog
          type={quick.type}
          actionLabel={quick.label}
          pending={createChecklist.isPending}
          onStart={(projectId) => startQuick(quick, projectId)}
          onClose={() => setQuick(null)}
        />
      ) : null}
      {openId !== null ? <ChecklistDetailDialog key={openId} checklistId={openId} viewer={viewer} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}

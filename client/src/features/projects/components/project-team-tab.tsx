// Workers tab: the project's team (name, role, trade, a phone to call) and, for those who may change it, the Manage
// Team dialog that replaces it.
import { useQuery } from "@tanstack/react-query";
import { Phone, UserPlus, Users } from "lucide-react";
import { useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { projectQueries, type TeamWorker, useReplaceTeam, type WorkerOption } from "../api";

const ROLE_LABELS: Record<string, string> = {
  foreman: "Foreman",
  inhouse: "In-house",
  "in-house": "In-house",
  subcontractor: "Subcontractor",
  supervisor: "Supervisor",
  apprentice: "Apprentice",
};

function roleLabel(role: string) {
  return ROLE_LABELS[role] ?? role;
}

export function ProjectTeamTab({ projectId, canManage }: { projectId: number; canManage: boolean }) {
  const team = useQuery(projectQueries.team(projectId));
  const [managing, setManaging] = useState(false);

  return (
    <section aria-labelledby="team-heading" className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="team-heading" className="text-lg font-semibold">
          Assigned Workers{team.data ? ` (${team.data.length})` : ""}
        </h2>
        {canManage ? (
          <Button onClick={() => setManaging(true)} disabled={!team.data}>
            <UserPlus aria-hidden="true" />
            Manage Team
          </Button>
        ) : null}
      </div>
      {team.isPending ? (
        <div className="grid grid-cols-1 gap-2" role="status" aria-label="Loading team">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : team.isError ? (
        <ErrorState title="Could not load the team" message={errorMessage(team.error)} onRetry={() => team.refetch()} retrying={team.isFetching} />
      ) : team.data.length === 0 ? (
        <EmptyState
          icon={<Users />}
          title="No workers assigned to this project"
          action={
            canManage ? (
              <Button variant="outline" onClick={() => setManaging(true)}>
                Assign Workers
              </Button>
            ) : undefined
          }
        />
      ) : (
        <ul className="grid grid-cols-1 gap-2 md:grid-cols-2">
          {team.data.map((worker) => (
            <li key={worker.id}>
              <Card className="flex items-center justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    {worker.name}
                    {worker.isActive ? null : <span className="ml-2 text-sm font-normal text-slate-600">(inactive)</span>}
                  </p>
                  <p className="text-sm text-slate-600">{roleLabel(worker.role)}</p>
                  {worker.phone ? (
                    <a
                      href={`tel:${worker.phone}`}
                      aria-label={`Call ${worker.name}, ${worker.phone}`}
                      className="inline-flex min-h-11 items-center gap-1.5 text-base font-medium text-brand-800 underline-offset-2 hover:underline"
                    >
                      <Phone className="size-4" aria-hidden="true" />
                      {worker.phone}
                    </a>
                  ) : null}
                </div>
                <Badge variant="info" className="shrink-0">
                  {worker.category}
                </Badge>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {canManage && team.data ? <ManageTeamDialog projectId={projectId} team={team.data} open={managing} onOpenChange={setManaging} /> : null}
    </section>
  );
}

type ManageProps = { projectId: number; team: TeamWorker[]; open: boolean; onOpenChange: (open: boolean) => void };

function ManageTeamDialog({ projectId, team, open, onOpenChange }: ManageProps) {
  const workers = useQuery({ ...projectQueries.workers(), enabled: open });
  const replaceTeam = useReplaceTeam(projectId);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [filter, setFilter] = useState("");

  useEffect(() => {
    if (open) {
      setChosen(new Set(team.map((worker) => worker.id)));
      setFilter("");
    }
  }, [open, team]);

  // Active workers can be picked; an inactive worker already on the team stays listed so saving never drops them unseen.
  const teamIds = new Set(team.map((worker) => worker.id));
  const options: WorkerOption[] = (workers.data ?? []).filter((worker) => worker.isActive || teamIds.has(worker.id));
  const needle = filter.trim().toLowerCase();
  const shown = options.filter(
    (worker) => !needle || worker.name.toLowerCase().includes(needle) || worker.category.toLowerCase().includes(needle),
  );

  function toggle(id: number, checked: boolean) {
    setChosen((previous) => {
      const next = new Set(previous);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function save() {
    replaceTeam.mutate([...chosen], {
      onSuccess: (saved) => {
        toast({ title: "Team Updated", description: `${saved.length} worker${saved.length === 1 ? "" : "s"} on this project.`, variant: "success" });
        onOpenChange(false);
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Manage Team</DialogTitle>
          <DialogDescription>Tick the workers on this project. {chosen.size} selected.</DialogDescription>
        </DialogHeader>
        <Input type="search" aria-label="Filter workers" placeholder="Filter by name or trade" value={filter} onChange={(event) => setFilter(event.target.value)} />
        {workers.isPending ? (
          <div className="grid grid-cols-1 gap-2" role="status" aria-label="Loading workers">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : workers.isError ? (
          <ErrorState title="Could not load workers" message={errorMessage(workers.error)} onRetry={() => workers.refetch()} retrying={workers.isFetching} />
        ) : options.length === 0 ? (
          <EmptyState title="No active workers yet" description="Add workers on the Workers screen first." />
        ) : (
          <ul className="grid grid-cols-1 max-h-[45dvh] gap-1 overflow-y-auto rounded-lg border border-slate-200 p-1" aria-label="Workers">
            {shown.map((worker) => {
              const id = `team-worker-${worker.id}`;
              return (
                <li key={worker.id}>
                  <label htmlFor={id} className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 hover:bg-slate-50">
                    <Checkbox id={id} checked={chosen.has(worker.id)} onCheckedChange={(checked) => toggle(worker.id, checked === true)} />
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium text-slate-900">
                        {worker.name}
                        {worker.isActive ? null : <span className="ml-1 text-sm font-normal text-slate-600">(inactive)</span>}
                      </span>
                      <span className="block text-sm text-slate-600">
                        {roleLabel(worker.role)} · {worker.category}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
            {shown.length === 0 ? <li className="p-3 text-base text-slate-600">No workers match this filter.</li> : null}
          </ul>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={save} pending={replaceTeam.isPending} disabled={!workers.data}>
            {replaceTeam.isPending ? "Saving..." : "Save Team"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

// The crew mode's actions for the chosen people on the clock (issue 15): "Start meal N", "Start rest N", "End break N"
// with one tap each, and "Switch project N" (a job site in range of the one fix, an optional cost code). Each is one
// queued crew action (crew-clock-card.tsx sends it); the server finds each worker's open entry when it gets there.
import { useQuery } from "@tanstack/react-query";
import { ArrowLeftRight, Coffee, Play, Utensils } from "lucide-react";
import { useMemo, useState, type FormEvent } from "react";
import type { BreakKind } from "@shared/domain/breaks";
import { sitesInRange } from "@shared/domain/geofence";
import { CostCodeSelect } from "@/components/cost-code-select";
import { ProjectPicker } from "@/components/project-picker";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import type { PositionFix } from "@/lib/geolocation";
import { isClockableProject, timeClockQueries } from "../api";
import { toEndBreak, toStartBreak, type CrewMember } from "../crew-selection";
import { formatDistance } from "../format";
import type { CrewReportKind } from "./crew-results";

export interface CrewSwitchChoice {
  projectId: number;
  projectName: string;
  costCodeId: number | null;
}

type Props = {
  members: readonly CrewMember[];
  selected: ReadonlySet<number>;
  /** The people "Switch project" would move (crew-selection.ts onTheClock). */
  switchable: readonly CrewMember[];
  siteId: number;
  fix: PositionFix;
  submitting: CrewReportKind | null;
  onStartBreak: (kind: BreakKind, chosen: CrewMember[]) => void;
  onEndBreak: () => void;
  onSwitch: (choice: CrewSwitchChoice) => void;
};

export function CrewActions({ members, selected, switchable, siteId, fix, submitting, onStartBreak, onEndBreak, onSwitch }: Props) {
  const [switching, setSwitching] = useState(false);
  // Which start was tapped, so its button (not both) shows the wait.
  const [starting, setStarting] = useState<BreakKind>("meal");
  const toStart = toStartBreak(members, selected);
  const toEnd = toEndBreak(members, selected).reduce((n, group) => n + group.members.length, 0);
  const busy = submitting !== null;

  return (
    <section aria-labelledby="crew-actions-heading" className="grid gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <h3 id="crew-actions-heading" className="text-base font-semibold text-slate-900">
        Breaks and switches for those selected on the clock
      </h3>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {(["meal", "rest"] as const).map((kind) => {
          const pending = submitting === "break-start" && starting === kind;
          const Icon = kind === "meal" ? Utensils : Coffee;
          return (
            <Button
              key={kind}
              variant="outline"
              className="h-12"
              onClick={() => {
                setStarting(kind);
                onStartBreak(kind, toStart);
              }}
              disabled={toStart.length === 0 || busy}
              pending={pending}
            >
              {pending ? null : <Icon aria-hidden="true" />}
              Start {kind} {toStart.length}
            </Button>
          );
        })}
        <Button variant="outline" className="col-span-2 h-12 sm:col-span-1" onClick={onEndBreak} disabled={toEnd === 0 || busy} pending={submitting === "break-end"}>
          {submitting === "break-end" ? null : <Play aria-hidden="true" />}
          End break {toEnd}
        </Button>
      </div>
      <Button variant="outline" className="h-12" onClick={() => setSwitching(true)} disabled={switchable.length === 0 || busy} pending={submitting === "switch"}>
        {submitting === "switch" ? null : <ArrowLeftRight aria-hidden="true" />}
        Switch project {switchable.length}
      </Button>
      <Dialog open={switching} onOpenChange={setSwitching}>
        <DialogContent>
          {switching ? (
            <CrewSwitchForm
              count={switchable.length}
              siteId={siteId}
              fix={fix}
              onCancel={() => setSwitching(false)}
              onSwitch={(choice) => {
                setSwitching(false);
                onSwitch(choice);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}

function CrewSwitchForm({
  count,
  siteId,
  fix,
  onCancel,
  onSwitch,
}: {
  count: number;
  siteId: number;
  fix: PositionFix;
  onCancel: () => void;
  onSwitch: (choice: CrewSwitchChoice) => void;
}) {
  const projects = useQuery(timeClockQueries.projects());
  // The job sites in range of the one fix, other than this one: the new site's geofence is checked as a clock-in's is.
  const sites = useMemo(
    () => sitesInRange(fix, (projects.data ?? []).filter(isClockableProject)).filter((s) => s.project.id !== siteId),
    [fix, projects.data, siteId],
  );
  const [projectId, setProjectId] = useState<number | null>(null);
  const [costCodeId, setCostCodeId] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const chosen = projectId ?? (sites.length === 1 ? sites[0].project.id : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const site = sites.find((s) => s.project.id === chosen);
    if (!site) {
      setMissing(true);
      return;
    }
    onSwitch({ projectId: site.project.id, projectName: site.project.name, costCodeId });
  }

  return (
    <form onSubmit={submit} className="grid grid-cols-1 gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Switch project</DialogTitle>
        <DialogDescription>
          {count === 1 ? "The worker is" : `The ${count} workers are`} clocked out of where they are and into the new site at the same moment.
        </DialogDescription>
      </DialogHeader>
      {projects.isSuccess && sites.length === 0 ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-base text-amber-950">
          No other job sites within range. Move closer to the site you are switching to, then refresh your location.
        </p>
      ) : (
        <FormField
          id="crew-switch-project"
          label="New job site"
          error={projects.isError ? "Could not load job sites" : missing && chosen === null ? "Choose the job site to switch to" : undefined}
        >
          {(control) => (
            <ProjectPicker
              control={control}
              projects={sites.map((s) => s.project)}
              completed="hidden"
              value={chosen === null ? "" : String(chosen)}
              onValueChange={(v) => setProjectId(Number(v))}
              labelOf={(p) => {
                const site = sites.find((s) => s.project.id === p.id);
                return site ? `${p.name} · ${formatDistance(site.distanceMeters)} away` : p.name;
              }}
              placeholder={projects.isPending ? "Loading job sites..." : "Choose the job site"}
              disabled={projects.isPending}
            />
          )}
        </FormField>
      )}
      <CostCodeSelect id="crew-switch-cost-code" value={costCodeId} onChange={setCostCodeId} />
      <FormDialogFooter onCancel={onCancel} pending={false} submitLabel={`Switch ${count}`} />
    </form>
  );
}

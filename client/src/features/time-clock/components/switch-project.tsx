// "Switch project" on the GPS clock for a clocked-in worker (issue 15): the job sites in range of the phone's fix (not
// the one they are on), an optional cost code, and one tap that clocks them out here and in there at the same instant.
// The fix is the clock card's, so the new site's geofence is checked as a clock-in's is.
import { useQuery } from "@tanstack/react-query";
import { ArrowLeftRight } from "lucide-react";
import { useMemo, useState, type FormEvent } from "react";
import { sitesInRange } from "@shared/domain/geofence";
import { CostCodeSelect, costCodeLabel } from "@/components/cost-code-select";
import { ProjectPicker } from "@/components/project-picker";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "@/components/ui/dialog";
import { FormAlert, FormField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { formRefusal, serverFieldError } from "@/lib/form-errors";
import type { PositionFix } from "@/lib/geolocation";
import { isClockableProject, timeClockQueries, type TimeEntryView, type WorkerView } from "../api";
import { formatDistance } from "../format";
import { useSwitchJob } from "../job-switch-api";

type Props = { worker: WorkerView; activeEntry: TimeEntryView | null; fix: PositionFix | null; address: string };

/** The open entry's cost code and the Switch project button; nothing while the clock-in is still waiting to sync. */
export function SwitchProject({ worker, activeEntry, fix, address }: Props) {
  const [open, setOpen] = useState(false);
  if (!activeEntry) return null;
  return (
    <>
      {activeEntry.costCode ? (
        <p className="text-base text-slate-700" data-testid="working-cost-code">
          Cost code: {costCodeLabel(activeEntry.costCode)}
        </p>
      ) : null}
      <Button variant="outline" className="h-12 w-full" onClick={() => setOpen(true)} disabled={!fix}>
        <ArrowLeftRight aria-hidden="true" /> Switch project
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          {open && fix ? <SwitchProjectForm worker={worker} entry={activeEntry} fix={fix} address={address} onDone={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function SwitchProjectForm({
  worker,
  entry,
  fix,
  address,
  onDone,
}: {
  worker: WorkerView;
  entry: TimeEntryView;
  fix: PositionFix;
  address: string;
  onDone: () => void;
}) {
  const projects = useQuery(timeClockQueries.projects());
  const switchJob = useSwitchJob();
  const sites = useMemo(
    () => sitesInRange(fix, (projects.data ?? []).filter(isClockableProject)).filter((s) => s.project.id !== entry.projectId),
    [fix, projects.data, entry.projectId],
  );
  const [projectId, setProjectId] = useState<number | null>(() => (sites.length === 1 ? sites[0].project.id : null));
  const [costCodeId, setCostCodeId] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const chosen = projectId ?? (sites.length === 1 ? sites[0].project.id : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen === null) {
      setMissing(true);
      return;
    }
    const site = sites.find((s) => s.project.id === chosen);
    switchJob.mutate(
      {
        timeEntryId: entry.id,
        projectId: chosen,
        costCodeId,
        clockInLatitude: fix.latitude,
        clockInLongitude: fix.longitude,
        locationAccuracy: Math.round(fix.accuracyMeters * 100) / 100,
        location: address || null,
        clientTime: new Date().toISOString(),
      },
      {
        onSuccess: () => {
          toast({ title: "Switched project", description: `${worker.name} at ${site?.project.name ?? "the new site"}`, variant: "success" });
          onDone();
        },
      },
    );
  }

  const projectError = missing && chosen === null ? "Choose the job site to switch to" : serverFieldError(switchJob.error, "projectId");
  return (
    <form onSubmit={submit} className="grid grid-cols-1 gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Switch project</DialogTitle>
        <DialogDescription>
          {worker.name} is clocked out of {entry.projectName} and into the new site at the same moment.
        </DialogDescription>
      </DialogHeader>
      {projects.isSuccess && sites.length === 0 ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-base text-amber-950">
          No other job sites within range. Move closer to the site you are switching to, then refresh your location.
        </p>
      ) : (
        <FormField id="switch-project" label="New job site" error={projects.isError ? "Could not load job sites" : projectError}>
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
      <CostCodeSelect id="switch-cost-code" value={costCodeId} onChange={setCostCodeId} error={serverFieldError(switchJob.error, "costCodeId")} />
      <FormAlert message={formRefusal(switchJob.error, "Could not switch project. Check your connection and try again.")} />
      <FormDialogFooter onCancel={onDone} pending={switchJob.isPending} submitLabel={switchJob.isPending ? "Switching..." : "Switch"} />
    </form>
  );
}

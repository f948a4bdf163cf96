// "Switch project" on the GPS clock for a clocked-in worker (issue 15): the job sites in range of the phone's fix (not
// the one they are on), an optional cost code, and one tap that clocks them out here and in there at the same instant.
// The fix is the clock card's, so the new site's geofence is checked as a clock-in's is. Offline the switch waits on the
// phone like a punch (after the clock-in or switch it follows, when that waits too).
import { useQuery } from "@tanstack/react-query";
import { ArrowLeftRight } from "lucide-react";
import { useMemo, useState, type FormEvent } from "react";
import { sitesInRange } from "@shared/domain/geofence";
import { CostCodeSelect, costCodeLabel } from "@/components/cost-code-select";
import { ProjectPicker } from "@/components/project-picker";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import type { PositionFix } from "@/lib/geolocation";
import type { EntryLink } from "@/lib/worker-punch-state";
import { isClockableProject, timeClockQueries, type TimeEntryView, type WorkerView } from "../api";
import { formatDistance } from "../format";
import { switchProject } from "../job-switch-api";

/** The entry the worker is on: the server's, or the one a queued clock-in or switch opens (`link` names either). */
export interface CurrentEntry {
  link: EntryLink;
  projectId: number;
  projectName: string;
  /** The server's entry, for its cost code; null while the entry waits to sync. */
  entry: TimeEntryView | null;
}

type Props = { worker: WorkerView; current: CurrentEntry | null; fix: PositionFix | null; address: string };

/** The open entry's cost code and the Switch project button; nothing while no entry can be named. */
export function SwitchProject({ worker, current, fix, address }: Props) {
  const [open, setOpen] = useState(false);
  if (!current) return null;
  return (
    <>
      {current.entry?.costCode ? (
        <p className="text-base text-slate-700" data-testid="working-cost-code">
          Cost code: {costCodeLabel(current.entry.costCode)}
        </p>
      ) : null}
      <Button variant="outline" className="h-12 w-full" onClick={() => setOpen(true)} disabled={!fix}>
        <ArrowLeftRight aria-hidden="true" /> Switch project
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          {open && fix ? <SwitchProjectForm worker={worker} current={current} fix={fix} address={address} onDone={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function SwitchProjectForm({
  worker,
  current,
  fix,
  address,
  onDone,
}: {
  worker: WorkerView;
  current: CurrentEntry;
  fix: PositionFix;
  address: string;
  onDone: () => void;
}) {
  const projects = useQuery(timeClockQueries.projects());
  const [pending, setPending] = useState(false);
  const sites = useMemo(
    () => sitesInRange(fix, (projects.data ?? []).filter(isClockableProject)).filter((s) => s.project.id !== current.projectId),
    [fix, projects.data, current.projectId],
  );
  const [projectId, setProjectId] = useState<number | null>(() => (sites.length === 1 ? sites[0].project.id : null));
  const [costCodeId, setCostCodeId] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const chosen = projectId ?? (sites.length === 1 ? sites[0].project.id : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const site = sites.find((s) => s.project.id === chosen);
    if (!site) {
      setMissing(true);
      return;
    }
    setPending(true);
    try {
      // Stored on the phone and sent (or kept for later); a refusal is announced by the queue with the server's reason.
      await switchProject({
        worker,
        link: current.link,
        projectName: site.project.name,
        body: {
          projectId: site.project.id,
          costCodeId,
          clockInLatitude: fix.latitude,
          clockInLongitude: fix.longitude,
          locationAccuracy: Math.round(fix.accuracyMeters * 100) / 100,
          location: address || null,
        },
      });
      onDone();
    } finally {
      setPending(false);
    }
  }

  const projectError = missing && chosen === null ? "Choose the job site to switch to" : undefined;
  return (
    <form onSubmit={(event) => void submit(event)} className="grid grid-cols-1 gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Switch project</DialogTitle>
        <DialogDescription>
          {worker.name} is clocked out of {current.projectName} and into the new site at the same moment.
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
      <CostCodeSelect id="switch-cost-code" value={costCodeId} onChange={setCostCodeId} />
      <FormDialogFooter onCancel={onDone} pending={pending} submitLabel={pending ? "Switching..." : "Switch"} />
    </form>
  );
}

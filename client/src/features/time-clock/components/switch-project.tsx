// "Switch project" on the GPS clock for a clocked-in worker (issue 15): the job sites in range of the phone's fix (not
// the one they are on), an optional cost code, and one tap that clocks them out here and in there at the same instant.
// The fix is the clock card's, so the new site's geofence is checked as a clock-in's is. Offline the switch waits on the
// phone like a punch (after the clock-in or switch it follows, when that waits too).
import { ArrowLeftRight } from "lucide-react";
import { useState, type FormEvent } from "react";
import { costCodeLabel } from "@/components/cost-code-select";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "@/components/ui/dialog";
import type { PositionFix } from "@/lib/geolocation";
import type { EntryLink } from "@/lib/worker-punch-state";
import type { TimeEntryView, WorkerView } from "../api";
import { switchProject } from "../job-switch-api";
import { SwitchTargetFields, useSwitchTarget } from "./switch-target";

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
  const target = useSwitchTarget(fix, current.projectId);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const site = target.take();
    if (!site) return;
    setPending(true);
    try {
      // Stored on the phone and sent (or kept for later); a refusal is announced by the queue with the server's reason.
      await switchProject({
        worker,
        link: current.link,
        projectName: site.project.name,
        body: {
          projectId: site.project.id,
          costCodeId: target.costCodeId,
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

  return (
    <form onSubmit={(event) => void submit(event)} className="grid grid-cols-1 gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Switch project</DialogTitle>
        <DialogDescription>
          {worker.name} is clocked out of {current.projectName} and into the new site at the same moment.
        </DialogDescription>
      </DialogHeader>
      <SwitchTargetFields target={target} idPrefix="switch" />
      <FormDialogFooter onCancel={onDone} pending={pending} submitLabel={pending ? "Switching..." : "Switch"} />
    </form>
  );
}

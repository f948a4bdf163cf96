// "Switch project" and "Change cost code" on the GPS clock for a clocked-in worker (issues 15 and 26 item 3). Switch:
// the job sites in range of the phone's fix (not the one they are on), an optional cost code, and one tap that clocks
// them out here and in there at the same instant. Change cost code: the same project with another code, which splits
// the entry at the tap. The fix is the clock card's, so the site's geofence is checked as a clock-in's is. Offline
// either waits on the phone like a punch (after the clock-in or switch it follows, when that waits too). Without a fix
// the buttons are disabled and say why.
import { ArrowLeftRight, Tags } from "lucide-react";
import { useState, type FormEvent } from "react";
import { SAME_COST_CODE_MESSAGE, switchChangesNothing } from "@shared/domain/job-switch";
import { CostCodeSelect, costCodeLabel, useHasCostCodes } from "@/components/cost-code-select";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "@/components/ui/dialog";
import { clockInFix, type PositionFix } from "@/lib/geolocation";
import type { EntryLink } from "@/lib/worker-punch-state";
import type { TimeEntryView, WorkerView } from "../api";
import { switchProject, type SwitchBody } from "../job-switch-api";
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
type Dialogs = "switch" | "cost-code" | null;

/** Said beside the buttons while the phone has no fix: a switch is checked against the site's geofence. */
export const NEEDS_FIX_REASON = "Refresh your location first: a switch is checked against the job site.";

/** A switch's GPS fields and place, from the clock card's fix and address. */
export function switchWhere(fix: PositionFix, address: string) {
  return { ...clockInFix(fix), location: address || null } satisfies Partial<SwitchBody>;
}

/** The open entry's cost code and the Switch project / Change cost code buttons; nothing while no entry can be named. */
export function SwitchProject({ worker, current, fix, address }: Props) {
  const [open, setOpen] = useState<Dialogs>(null);
  const hasCostCodes = useHasCostCodes();
  if (!current) return null;
  const done = () => setOpen(null);
  return (
    <>
      {current.entry?.costCode ? (
        <p className="text-base text-slate-700" data-testid="working-cost-code">
          Cost code: {costCodeLabel(current.entry.costCode)}
        </p>
      ) : null}
      <div className={hasCostCodes ? "grid grid-cols-1 gap-2 sm:grid-cols-2" : "grid"}>
        <Button variant="outline" className="h-12 w-full" onClick={() => setOpen("switch")} disabled={!fix}>
          <ArrowLeftRight aria-hidden="true" /> Switch project
        </Button>
        {hasCostCodes ? (
          <Button variant="outline" className="h-12 w-full" onClick={() => setOpen("cost-code")} disabled={!fix}>
            <Tags aria-hidden="true" /> Change cost code
          </Button>
        ) : null}
      </div>
      {!fix ? <p className="text-sm text-slate-600">{NEEDS_FIX_REASON}</p> : null}
      <Dialog open={open !== null} onOpenChange={(next) => !next && done()}>
        <DialogContent>
          {open === "switch" && fix ? <SwitchProjectForm worker={worker} current={current} fix={fix} address={address} onDone={done} /> : null}
          {open === "cost-code" && fix ? <ChangeCostCodeForm worker={worker} current={current} fix={fix} address={address} onDone={done} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

type FormProps = { worker: WorkerView; current: CurrentEntry; fix: PositionFix; address: string; onDone: () => void };

/**
 * Sends a switch of the current entry to `to` from the fix (stored on the phone and sent, or kept for later; a refusal
 * is announced by the queue with the server's reason), then closes the dialog; `pending` while it is handed over.
 */
function useSendSwitch({ worker, current, fix, address, onDone }: FormProps) {
  const [pending, setPending] = useState(false);
  async function send(to: { projectId: number; projectName: string; costCodeId: number | null }, costCodeChange = false) {
    setPending(true);
    try {
      await switchProject({
        worker,
        link: current.link,
        projectName: to.projectName,
        body: { projectId: to.projectId, costCodeId: to.costCodeId, ...switchWhere(fix, address) },
        costCodeChange,
      });
      onDone();
    } finally {
      setPending(false);
    }
  }
  return { pending, send };
}

function SwitchProjectForm(props: FormProps) {
  const { worker, current, fix, onDone } = props;
  const target = useSwitchTarget(fix, current.projectId);
  const { pending, send } = useSendSwitch(props);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const site = target.take();
    if (site) await send({ projectId: site.project.id, projectName: site.project.name, costCodeId: target.costCodeId });
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

function ChangeCostCodeForm(props: FormProps) {
  const { worker, current, onDone } = props;
  // The entry's code while the server has it; unknown while its clock-in waits to sync (the server then decides).
  const currentCode = current.entry ? current.entry.costCodeId : undefined;
  const [costCodeId, setCostCodeId] = useState<number | null>(currentCode ?? null);
  const [error, setError] = useState<string | undefined>();
  const { pending, send } = useSendSwitch(props);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (currentCode !== undefined && switchChangesNothing({ projectId: current.projectId, costCodeId: currentCode }, { projectId: current.projectId, costCodeId })) {
      setError(SAME_COST_CODE_MESSAGE);
      return;
    }
    await send({ projectId: current.projectId, projectName: current.projectName, costCodeId }, true);
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid grid-cols-1 gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Change cost code</DialogTitle>
        <DialogDescription>
          {worker.name} stays on {current.projectName}: the time until now keeps its code, and from now on goes to the new one.
        </DialogDescription>
      </DialogHeader>
      <CostCodeSelect
        id="change-cost-code"
        label="New cost code"
        value={costCodeId}
        onChange={(next) => {
          setCostCodeId(next);
          setError(undefined);
        }}
        current={current.entry?.costCode ?? null}
        error={error}
      />
      <FormDialogFooter onCancel={onDone} pending={pending} submitLabel={pending ? "Changing..." : "Change cost code"} />
    </form>
  );
}

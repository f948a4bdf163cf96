// The crew mode's actions for the chosen people on the clock (issue 15): "Start meal N", "Start rest N", "End break N"
// with one tap each, and "Switch project N" (a job site in range of the one fix, an optional cost code). Each is one
// queued crew action (crew-clock-card.tsx sends it); the server finds each worker's open entry when it gets there.
import { ArrowLeftRight, Coffee, Play, Utensils } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { BreakKind } from "@shared/domain/breaks";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "@/components/ui/dialog";
import type { PositionFix } from "@/lib/geolocation";
import { toEndBreak, toStartBreak, type CrewMember } from "../crew-selection";
import type { CrewReportKind } from "./crew-results";
import { SwitchTargetFields, useSwitchTarget } from "./switch-target";

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
  const target = useSwitchTarget(fix, siteId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const site = target.take();
    if (site) onSwitch({ projectId: site.project.id, projectName: site.project.name, costCodeId: target.costCodeId });
  }

  return (
    <form onSubmit={submit} className="grid grid-cols-1 gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Switch project</DialogTitle>
        <DialogDescription>
          {count === 1 ? "The worker is" : `The ${count} workers are`} clocked out of where they are and into the new site at the same moment.
        </DialogDescription>
      </DialogHeader>
      <SwitchTargetFields target={target} idPrefix="crew-switch" />
      <FormDialogFooter onCancel={onCancel} pending={false} submitLabel={`Switch ${count}`} />
    </form>
  );
}

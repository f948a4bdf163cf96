// The crew mode's actions for the chosen people on the clock (issues 15 and 26 item 3): "Start meal N", "Start rest N",
// "End break N" with one tap each; "Switch here N" for those on the clock on another site (the foreman stands at the new
// one: they are clocked out there and in here at one instant); "Change cost code N" for those on the clock here (each
// entry splits at the tap). Each is one queued crew action (crew-clock-card.tsx sends it); the server finds each
// worker's open entry when it gets there. A button that cannot act is disabled with the reason beside it.
import { ArrowLeftRight, Coffee, Play, Tags, Utensils } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import type { BreakKind } from "@shared/domain/breaks";
import { CostCodeSelect, useHasCostCodes } from "@/components/cost-code-select";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "@/components/ui/dialog";
import { toEndBreak, toRecode, toStartBreak, toSwitchHere, type CrewMember } from "../crew-selection";
import type { CrewReportKind } from "./crew-results";

/** A crew switch to the site the foreman stands on: to it from elsewhere, or to another cost code on it. */
export interface CrewSwitchChoice {
  kind: "switch" | "recode";
  members: CrewMember[];
  costCodeId: number | null;
}

type Props = {
  members: readonly CrewMember[];
  selected: ReadonlySet<number>;
  siteName: string;
  submitting: CrewReportKind | null;
  onStartBreak: (kind: BreakKind, chosen: CrewMember[]) => void;
  onEndBreak: () => void;
  onSwitch: (choice: CrewSwitchChoice) => void;
};

/** Why a button cannot act, under it (nothing while it can). */
function Reason({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? <p className="text-sm text-slate-600">{children}</p> : null;
}

export function CrewActions({ members, selected, siteName, submitting, onStartBreak, onEndBreak, onSwitch }: Props) {
  const [dialog, setDialog] = useState<CrewSwitchChoice["kind"] | null>(null);
  // Which start was tapped, so its button (not both) shows the wait.
  const [starting, setStarting] = useState<BreakKind>("meal");
  const hasCostCodes = useHasCostCodes();
  const toStart = toStartBreak(members, selected);
  const toEnd = toEndBreak(members, selected).reduce((n, group) => n + group.members.length, 0);
  const switchHere = toSwitchHere(members, selected);
  const recode = toRecode(members, selected);
  const busy = submitting !== null;
  const chosen = dialog === "switch" ? switchHere : recode;

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
      <Reason when={toStart.length === 0 && toEnd === 0}>Select people on the clock to start or end their breaks.</Reason>
      <div className={hasCostCodes ? "grid grid-cols-1 gap-2 sm:grid-cols-2" : "grid gap-2"}>
        <div className="grid gap-1">
          <Button variant="outline" className="h-12" onClick={() => setDialog("switch")} disabled={switchHere.length === 0 || busy} pending={submitting === "switch"}>
            {submitting === "switch" ? null : <ArrowLeftRight aria-hidden="true" />}
            Switch here {switchHere.length}
          </Button>
          <Reason when={switchHere.length === 0}>Select people on the clock on another site to switch them to {siteName}.</Reason>
        </div>
        {hasCostCodes ? (
          <div className="grid gap-1">
            <Button variant="outline" className="h-12" onClick={() => setDialog("recode")} disabled={recode.length === 0 || busy} pending={submitting === "recode"}>
              {submitting === "recode" ? null : <Tags aria-hidden="true" />}
              Change cost code {recode.length}
            </Button>
            <Reason when={recode.length === 0}>Select people on the clock here to change their cost code.</Reason>
          </div>
        ) : null}
      </div>
      <Dialog open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)}>
        <DialogContent>
          {dialog ? (
            <CrewSwitchForm
              kind={dialog}
              count={chosen.length}
              siteName={siteName}
              onCancel={() => setDialog(null)}
              onSwitch={(costCodeId) => {
                setDialog(null);
                onSwitch({ kind: dialog, members: chosen, costCodeId });
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}

type FormProps = { kind: CrewSwitchChoice["kind"]; count: number; siteName: string; onCancel: () => void; onSwitch: (costCodeId: number | null) => void };

function CrewSwitchForm({ kind, count, siteName, onCancel, onSwitch }: FormProps) {
  const [costCodeId, setCostCodeId] = useState<number | null>(null);
  const who = count === 1 ? "The worker is" : `The ${count} workers are`;

  function submit(event: FormEvent) {
    event.preventDefault();
    onSwitch(costCodeId);
  }

  return (
    <form onSubmit={submit} className="grid grid-cols-1 gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{kind === "switch" ? `Switch to ${siteName}` : "Change cost code"}</DialogTitle>
        <DialogDescription>
          {kind === "switch"
            ? `${who} clocked out where they are and into ${siteName} at the same moment.`
            : `${who} staying on ${siteName}: the time until now keeps its code, and from now on goes to the new one. Anyone already on it stays as they are.`}
        </DialogDescription>
      </DialogHeader>
      <CostCodeSelect id="crew-switch-cost-code" label={kind === "recode" ? "New cost code" : undefined} value={costCodeId} onChange={setCostCodeId} />
      <FormDialogFooter onCancel={onCancel} pending={false} submitLabel={kind === "switch" ? `Switch ${count}` : `Change code for ${count}`} />
    </form>
  );
}

// One worker: name, role, trade, contact, rate, the Active switch, Edit, and (for administrators) the pay history and
// the archive/delete menu; an archived worker carries an Archived badge, and for the office one with a kiosk PIN a
// "PIN set" badge (the PIN's actions are in the menu), and whether the person joined Crewline or was invited. Read-only (no onEdit) for crew and foremen:
// the Active state as a badge and, as they get no rates, no rate line.
import type { ReactNode } from "react";
import { History, Mail, Pencil, Phone, Send } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatMoney } from "@/lib/format";
import { invitable, type WorkerView } from "../api";
import { WorkerAccountStatus } from "./worker-account-status";
import { WorkerActiveBadge, WorkerActiveSwitch } from "./worker-active-switch";
import { WorkerPinBadge } from "./worker-pin-badge";
import { WorkerRoleBadge } from "./worker-role-badge";

type Props = {
  worker: WorkerView;
  /** The office's view: the rate line (crew and foremen get no rates). */
  seesRate: boolean;
  /** The office's view: whether the worker has a kiosk PIN. */
  seesPin?: boolean;
  /** Absent: the card only reads (the Active state as a badge, no Edit). */
  onEdit?: () => void;
  onHistory?: () => void;
  /** The office's "Invite to Crewline", offered for a current worker with an e-mail address. */
  onInvite?: () => void;
  menu?: ReactNode;
};

export function WorkerCard({ worker, seesRate, seesPin = false, onEdit, onHistory, onInvite, menu }: Props) {
  return (
    <Card className="flex w-full flex-col gap-3 p-4" data-testid="worker-card">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words text-slate-900">{worker.name}</h3>
          <p className="text-base text-slate-700">
            {worker.category}
            {worker.subcategory ? <span className="text-slate-600"> · {worker.subcategory}</span> : null}
          </p>
          <WorkerAccountStatus account={worker.account} />
        </div>
        <div className="flex shrink-0 items-start gap-2">
          <div className="flex flex-col items-end gap-1">
            <WorkerRoleBadge role={worker.role} />
            {worker.archivedAt ? <Badge variant="outline">Archived</Badge> : null}
            {seesPin && worker.hasPin ? <WorkerPinBadge /> : null}
          </div>
          {menu}
        </div>
      </div>
      {/* Nothing to list (no contact, no rate shown): no empty block, so the card does not open a gap. */}
      {worker.phone || worker.email || seesRate ? (
        <div className="grid grid-cols-1 gap-1 text-base">
          {worker.phone ? (
            <a href={`tel:${worker.phone.replace(/[^\d+]/g, "")}`} className="inline-flex min-h-11 items-center gap-2 text-brand-800 underline-offset-4 hover:underline">
              <Phone className="size-5 shrink-0" aria-hidden="true" />
              {worker.phone}
            </a>
          ) : null}
          {worker.email ? (
            <a href={`mailto:${worker.email}`} className="inline-flex min-h-11 min-w-0 items-center gap-2 text-brand-800 underline-offset-4 hover:underline">
              <Mail className="size-5 shrink-0" aria-hidden="true" />
              <span className="truncate">{worker.email}</span>
            </a>
          ) : null}
          {seesRate ? (
            <p className="font-semibold text-slate-900 tabular-nums">
              {worker.hourlyRate ? `${formatMoney(worker.hourlyRate)}/hr` : <span className="font-normal text-slate-600">No rate set</span>}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
        {onEdit ? <WorkerActiveSwitch worker={worker} /> : <WorkerActiveBadge worker={worker} />}
        <div className="flex items-center gap-2">
          {onHistory ? (
            <Button variant="outline" size="sm" onClick={onHistory} aria-label={`History of ${worker.name}`}>
              <History aria-hidden="true" /> History
            </Button>
          ) : null}
          {onInvite && invitable(worker) ? (
            <Button variant="outline" size="sm" onClick={onInvite} aria-label={`Invite ${worker.name} to Crewline`}>
              <Send aria-hidden="true" /> Invite
            </Button>
          ) : null}
          {onEdit ? (
            <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${worker.name}`}>
              <Pencil aria-hidden="true" /> Edit
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

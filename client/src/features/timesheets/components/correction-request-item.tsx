// One correction request as its asker and the entry's history read it: what was asked and why, by whom and when, its
// status in words, and the office's decision with its note.
import type { CorrectionStatus } from "@shared/domain/correction-requests";
import { Badge } from "@/components/ui/badge";
import { CORRECTION_STATUS_LABELS, proposalText, readShift, type CorrectionRequestView } from "../correction-request-text";
import { formatMomentIn } from "@/lib/zoned-time";

const STATUS_VARIANTS: Record<CorrectionStatus, "warning" | "success" | "danger"> = {
  pending: "warning",
  approved: "success",
  rejected: "danger",
};

export function CorrectionStatusBadge({ status }: { status: CorrectionStatus }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{CORRECTION_STATUS_LABELS[status]}</Badge>;
}

type Props = {
  request: CorrectionRequestView;
  timeZone: string;
  /** Name the entry (day, project and, for a foreman's list, the worker): not needed inside the entry's own history. */
  showEntry?: boolean;
  showWorker?: boolean;
};

export function CorrectionRequestItem({ request, timeZone, showEntry = true, showWorker = false }: Props) {
  const shift = readShift(request, timeZone);
  return (
    <article className="grid grid-cols-1 gap-1 rounded-lg border border-slate-200 p-3 text-base" data-testid="correction-request">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words text-slate-900">{proposalText(request, timeZone)}</p>
        <CorrectionStatusBadge status={request.status} />
      </div>
      {showEntry ? (
        <p className="text-slate-700">
          {[showWorker ? request.workerName : null, shift.day, request.projectName].filter(Boolean).join(" · ")}
        </p>
      ) : null}
      <p className="break-words text-slate-700">Reason: {request.reason}</p>
      <p className="text-sm text-slate-600">
        Asked by {request.requestedByName ?? "a removed account"} · {formatMomentIn(request.requestedAt, timeZone)}
      </p>
      {request.status !== "pending" && request.decidedAt ? (
        <p className={request.status === "rejected" ? "text-red-800" : "text-green-800"}>
          {CORRECTION_STATUS_LABELS[request.status]} by {request.decidedByName ?? "the office"} · {formatMomentIn(request.decidedAt, timeZone)}
        </p>
      ) : null}
      {request.decisionNote ? (
        <p className="rounded-md bg-slate-100 px-3 py-2 break-words text-slate-900">
          <span className="font-medium">Office's note:</span> {request.decisionNote}
        </p>
      ) : null}
    </article>
  );
}

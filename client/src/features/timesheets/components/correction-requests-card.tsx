// The office's "Correction requests" card on the Timesheet screen, while some wait: for each, the worker, the project,
// the entry's shift now beside the one asked for, the reason, who asked and when, and Approve / Reject (Reject asks
// for an optional note). An approval the server refuses (overlap, approved pay period) is a toast (the mutation's). A
// request the signed-in account asked for, or about their own worker's entry, says who decides it instead.
import { Check, X } from "lucide-react";
import { Suspense, useState } from "react";
import { CORRECTION_KIND_LABELS } from "@shared/domain/correction-requests";
import type { EntryDecider } from "@shared/domain/entry-decision";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { lazyNamed } from "@/lib/lazy-named";
import { readShift, type CorrectionRequestView } from "../correction-request-text";
import { useDecideCorrection } from "../correction-requests-api";
import { decisionRefusal } from "../entry-actions";
import { formatMomentIn } from "@/lib/zoned-time";

// The dialog library loads when a rejection is first asked for, as the timesheet's other dialogs do.
const RejectRequestDialog = lazyNamed(() => import("./reject-request-dialog"), "RejectRequestDialog");

type Props = { requests: readonly CorrectionRequestView[]; timeZone: string; decider: EntryDecider | null };

export function CorrectionRequestsCard({ requests, timeZone, decider }: Props) {
  const [rejecting, setRejecting] = useState<CorrectionRequestView | null>(null);
  return (
    <Card aria-labelledby="correction-requests-title" role="region" data-testid="correction-requests-card">
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle id="correction-requests-title">Correction requests ({requests.length})</CardTitle>
        <CardDescription>Approving changes the entry as asked. Either way, the request stays in the entry's history.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
          {requests.map((request) => (
            <li key={request.id} className="flex">
              <WaitingRequest
                request={request}
                timeZone={timeZone}
                refusal={decisionRefusal(decider, request)}
                onReject={() => setRejecting(request)}
              />
            </li>
          ))}
        </ul>
      </CardContent>
      {rejecting ? (
        <Suspense fallback={null}>
          <RejectRequestDialog request={rejecting} onClose={() => setRejecting(null)} />
        </Suspense>
      ) : null}
    </Card>
  );
}

type WaitingProps = { request: CorrectionRequestView; timeZone: string; refusal: string | null; onReject: () => void };

function WaitingRequest({ request, timeZone, refusal, onReject }: WaitingProps) {
  const approve = useDecideCorrection("approve");
  const shift = readShift(request, timeZone);
  const worker = request.workerName ?? "A removed worker";
  return (
    <article
      className="flex w-full flex-col gap-2 rounded-lg border border-slate-200 p-3 text-base"
      aria-label={`Correction request of ${worker}`}
      data-testid="waiting-correction-request"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{worker}</h3>
          <p className="text-slate-700">
            {request.projectName ?? "A removed project"} · {shift.day}
          </p>
        </div>
        <Badge variant="info">{CORRECTION_KIND_LABELS[request.kind]}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-600">Now</dt>
        <dd className="tabular-nums">{shift.now ?? "The entry was deleted"}</dd>
        <dt className="text-slate-600">Asked</dt>
        <dd className="font-semibold tabular-nums">
          {[shift.asked, shift.askedProject ? `Project: ${shift.askedProject}` : null].filter(Boolean).join(" · ")}
        </dd>
        <dt className="text-slate-600">Reason</dt>
        <dd className="min-w-0 break-words">{request.reason}</dd>
      </dl>
      <p className="text-sm text-slate-600">
        Asked by {request.requestedByName ?? "a removed account"} · {formatMomentIn(request.requestedAt, timeZone)}
      </p>
      {refusal ? (
        <p className="mt-auto pt-1 text-sm text-slate-600">{refusal}</p>
      ) : (
        <div className="mt-auto flex flex-wrap justify-end gap-2 pt-1">
          <Button variant="outline" onClick={onReject} aria-label={`Reject the request of ${worker}`}>
            <X aria-hidden="true" /> Reject
          </Button>
          {/* A deleted entry has nothing to apply the request to: it can only be rejected. */}
          {shift.now !== null ? (
            <Button
              pending={approve.isPending}
              aria-label={`Approve the request of ${worker}`}
              onClick={() =>
                approve.mutate(
                  { request },
                  { onSuccess: () => toast({ title: "Correction Approved", description: `${worker}'s entry was corrected.`, variant: "success" }) },
                )
              }
            >
              {approve.isPending ? null : <Check aria-hidden="true" />} {approve.isPending ? "Approving..." : "Approve"}
            </Button>
          ) : null}
        </div>
      )}
    </article>
  );
}

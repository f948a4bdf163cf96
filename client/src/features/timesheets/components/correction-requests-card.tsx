// The office's "Correction requests" card on the Timesheet screen, while some wait: each one a WaitingRequest (the
// entry's shift now beside the one asked for, Approve, Reject, Adjust breaks); Reject asks for an optional note.
import { Suspense, useState } from "react";
import type { EntryDecider } from "@shared/domain/entry-decision";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { lazyNamed } from "@/lib/lazy-named";
import type { CorrectionRequestView } from "../correction-request-text";
import { decisionRefusal } from "../entry-actions";
import { WaitingRequest } from "./waiting-request";

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

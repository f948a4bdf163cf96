// "Injuries reported" on the safety screen, for office and admins only: injuries from clock-out sign-offs and those
// recorded by hand, newest first; each waits for "Mark reviewed" (which also takes it out of the bell). Reviewed ones
// stay a tap away ("Show N reviewed"), so on a phone the card stays short above the checklists.
import { useQuery } from "@tanstack/react-query";
import { HeartPulse, Plus } from "lucide-react";
import { Suspense, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { ErrorState } from "@/components/ui/state-message";
import { errorMessage } from "@/lib/api-client";
import { lazyNamed } from "@/lib/lazy-named";
import { useCompanyTimeZone } from "@/lib/use-company-time-zone";
import { formatMomentIn } from "@/lib/zoned-time";
import { incidentQueries, type IncidentView, useReviewIncident } from "../incidents-api";

const RecordInjuryDialog = lazyNamed(() => import("./record-injury-dialog"), "RecordInjuryDialog");

/** Who reported it: the account, the kiosk, or nobody known any more. */
function reporterText(incident: IncidentView): string {
  if (incident.timeEntryId !== null) {
    const by = incident.reportedByName ?? (incident.kioskName ? `at ${incident.kioskName}` : null);
    return by ? `Clock-out sign-off, ${by}` : "Clock-out sign-off";
  }
  return incident.reportedByName ? `Recorded by ${incident.reportedByName}` : "Recorded by hand";
}

function InjuryItem({ incident, timeZone }: { incident: IncidentView; timeZone: string }) {
  const review = useReviewIncident();
  // Marking it reviewed asks what was done first (optional), in place.
  const [note, setNote] = useState<string | null>(null);
  const noteId = `injury-${incident.id}-note`;
  return (
    <li className="grid gap-1 border-t border-slate-200 py-3 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">{incident.workerName}</p>
        {incident.reviewedAt ? <Badge variant="secondary">Reviewed</Badge> : <Badge variant="danger">To review</Badge>}
      </div>
      <p className="text-sm text-slate-700">
        {incident.projectName} · {formatMomentIn(incident.occurredAt, timeZone)}
      </p>
      <p className="text-sm break-words whitespace-pre-line text-slate-900">{incident.description ?? "No details given."}</p>
      <p className="text-sm text-slate-600">
        {reporterText(incident)}
        {incident.reviewedAt ? ` · Reviewed by ${incident.reviewedByName ?? "a removed account"}, ${formatMomentIn(incident.reviewedAt, timeZone)}` : ""}
      </p>
      {incident.reviewNote ? <p className="text-sm break-words text-slate-800">Done: {incident.reviewNote}</p> : null}
      {incident.reviewedAt ? null : note === null ? (
        <Button variant="outline" className="mt-1 justify-self-start" onClick={() => setNote("")}>
          Mark reviewed
        </Button>
      ) : (
        <div className="mt-1 grid gap-2">
          <label htmlFor={noteId} className="text-sm font-medium text-slate-800">
            What was done? (optional)
          </label>
          <Textarea id={noteId} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
          <div className="flex flex-wrap gap-2">
            <Button pending={review.isPending} onClick={() => review.mutate({ id: incident.id, note })}>
              Mark reviewed
            </Button>
            <Button variant="ghost" onClick={() => setNote(null)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

export function InjuriesCard() {
  const timeZone = useCompanyTimeZone();
  const incidents = useQuery(incidentQueries.list());
  const [recording, setRecording] = useState(false);
  const [showReviewed, setShowReviewed] = useState(false);
  const waiting = incidents.data?.filter((i) => i.reviewedAt === null) ?? [];
  const reviewed = incidents.data?.filter((i) => i.reviewedAt !== null) ?? [];
  const shown = showReviewed ? [...waiting, ...reviewed] : waiting;

  return (
    <Card role="region" aria-label="Injuries reported" className="grid gap-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="injuries-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <HeartPulse aria-hidden="true" className="size-5 text-red-700" />
          Injuries reported
          {waiting.length > 0 ? <Badge variant="danger">{waiting.length} to review</Badge> : null}
        </h2>
        <Button variant="outline" onClick={() => setRecording(true)}>
          <Plus aria-hidden="true" />
          Record Injury
        </Button>
      </div>
      {incidents.isPending ? (
        <Skeleton className="h-24" aria-label="Loading injuries" />
      ) : incidents.isError ? (
        <ErrorState
          title="Injuries could not be loaded"
          message={errorMessage(incidents.error)}
          onRetry={() => void incidents.refetch()}
          retrying={incidents.isFetching}
        />
      ) : (
        <>
          {shown.length === 0 ? (
            <p className="text-sm text-slate-600">
              {reviewed.length === 0
                ? "No injuries reported. Injuries reported at a clock-out sign-off, or recorded here, show in this list."
                : "Nothing to review: every injury reported has been reviewed."}
            </p>
          ) : (
            <ul className="grid max-h-[32rem] overflow-y-auto">
              {shown.map((incident) => (
                <InjuryItem key={incident.id} incident={incident} timeZone={timeZone} />
              ))}
            </ul>
          )}
          {reviewed.length > 0 ? (
            <Button variant="ghost" className="justify-self-start" aria-expanded={showReviewed} onClick={() => setShowReviewed((v) => !v)}>
              {showReviewed ? "Hide reviewed" : `Show ${reviewed.length} reviewed`}
            </Button>
          ) : null}
        </>
      )}
      {recording ? (
        <Suspense fallback={null}>
          <RecordInjuryDialog onClose={() => setRecording(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}

// One waiting correction request on the office's card: the worker, the project, the entry's shift now beside the one
// asked for (with the breaks asked for), the reason, who asked and when, and Reject / Approve. "Adjust breaks" opens
// the breaks the approval will set (the request's, else the entry's), checked against the asked shift as typed; an
// approval refused because a break falls outside the new times opens them with the message (issue 26 item 8). A
// request the signed-in account asked for, or about their own worker's entry, says who decides it instead.
import { Check, Clock, X } from "lucide-react";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { BREAK_OUTSIDE_MESSAGE } from "@shared/domain/breaks";
import { CORRECTION_KIND_LABELS } from "@shared/domain/correction-requests";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { isApiError } from "@/lib/api-client";
import { serverFieldError } from "@/lib/form-errors";
import { formatMomentIn } from "@/lib/zoned-time";
import { timesheetQueries } from "../api";
import { breakRowProblems, breaksPayload, rowsOfBreaks, type BreakRowValues } from "../break-rows";
import { readShift, type CorrectionRequestView } from "../correction-request-text";
import { useDecideCorrection } from "../correction-requests-api";
import { BreakListField } from "./break-list-field";

type Props = { request: CorrectionRequestView; timeZone: string; refusal: string | null; onReject: () => void };

/** The shift the approval will give the entry: the asked times in place of the entry's; null without an end. */
function askedBounds(request: CorrectionRequestView) {
  const start = request.clockInTime ?? request.entryClockInTime;
  const end = request.clockOutTime ?? request.entryClockOutTime;
  return start && end ? { start: new Date(start), end: new Date(end) } : null;
}

/** Whether a refused approval was about the breaks (one under a break's field, or a break outside the new times). */
function refusedForBreaks(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.message.startsWith(BREAK_OUTSIDE_MESSAGE) || Object.keys(error.fieldErrors ?? {}).some((field) => field.startsWith("breaks"));
}

export function WaitingRequest({ request, timeZone, refusal, onReject }: Props) {
  const approve = useDecideCorrection("approve");
  const shift = readShift(request, timeZone);
  // A late punch's clock-in (issue 27): its entry is made by the approval.
  const noEntryYet = request.timeEntryId === null;
  const worker = request.workerName ?? "A removed worker";
  const bounds = askedBounds(request);
  const [adjusting, setAdjusting] = useState(false);
  const [edited, setEdited] = useState<BreakRowValues[] | null>(null);
  // The entry's breaks, read when the approver opens them on a request that asks for none.
  // A late punch's clock-in has no entry yet (its breaks start empty).
  const entry = useQuery({ ...timesheetQueries.detail(request.timeEntryId ?? 0), enabled: adjusting && request.breaks === null && request.timeEntryId !== null });
  const startingRows =
    request.breaks !== null
      ? rowsOfBreaks(request.breaks.map((b) => ({ kind: b.kind, startedAt: b.startTime, endedAt: b.endTime })), timeZone)
      : request.timeEntryId === null
        ? []
        : entry.data
        ? rowsOfBreaks(entry.data.breaks, timeZone)
        : null;
  const rows = edited ?? startingRows;
  const problems = adjusting && rows && bounds ? breakRowProblems(rows, bounds, timeZone) : [];
  const errorOf = (index: number, field: "startTime" | "endTime" | "kind") =>
    problems.find((p) => p.index === index && p.field === field)?.message ?? serverFieldError(approve.error, `breaks.${index}.${field}`);

  function onApprove() {
    const breaks = adjusting && rows && bounds && problems.length === 0 ? breaksPayload(rows, bounds, timeZone) : null;
    if (adjusting && !breaks) return; // the rows say what to fix
    approve.mutate(
      { request, breaks: breaks ?? undefined },
      {
        onSuccess: () =>
          toast({ title: "Correction Approved", description: noEntryYet ? `${worker}'s entry was added.` : `${worker}'s entry was corrected.`, variant: "success" }),
        onError: (error) => {
          if (refusedForBreaks(error)) setAdjusting(true);
        },
      },
    );
  }

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
        <dd className="tabular-nums">{noEntryYet ? "No entry yet: approving adds it" : (shift.now ?? "The entry was deleted")}</dd>
        <dt className="text-slate-600">Asked</dt>
        <dd className="font-semibold tabular-nums">
          {[shift.asked, shift.askedProject ? `Project: ${shift.askedProject}` : null, shift.askedBreaks ? `Breaks: ${shift.askedBreaks}` : null]
            .filter(Boolean)
            .join(" · ")}
        </dd>
        <dt className="text-slate-600">Reason</dt>
        <dd className="min-w-0 break-words">{request.reason}</dd>
      </dl>
      <p className="text-sm text-slate-600">
        Asked by {request.requestedByName ?? "a removed account"} · {formatMomentIn(request.requestedAt, timeZone)}
      </p>
      {adjusting && !refusal && bounds ? (
        rows ? (
          <BreakListField idPrefix={`approve-${request.id}`} rows={rows} onChange={setEdited} errorOf={errorOf} hint="Approving sets these breaks on the entry." />
        ) : (
          <p className="text-sm text-slate-600">{entry.isError ? "The entry's breaks could not be loaded." : "Loading the entry's breaks..."}</p>
        )
      ) : null}
      {refusal ? (
        <p className="mt-auto pt-1 text-sm text-slate-600">{refusal}</p>
      ) : (
        <div className="mt-auto flex flex-wrap justify-end gap-2 pt-1">
          {/* Breaks need the asked shift's end (an open entry's are set once it has a clock-out). */}
          {bounds && !adjusting ? (
            <Button variant="ghost" onClick={() => setAdjusting(true)} aria-label={`Adjust the breaks of ${worker}'s request`}>
              <Clock aria-hidden="true" /> Adjust breaks
            </Button>
          ) : null}
          <Button variant="outline" onClick={onReject} aria-label={`Reject the request of ${worker}`}>
            <X aria-hidden="true" /> Reject
          </Button>
          {/* A deleted entry has nothing to apply the request to: it can only be rejected. */}
          {shift.now !== null || noEntryYet ? (
            <Button pending={approve.isPending} aria-label={`Approve the request of ${worker}`} onClick={onApprove}>
              {approve.isPending ? null : <Check aria-hidden="true" />} {approve.isPending ? "Approving..." : "Approve"}
            </Button>
          ) : null}
        </div>
      )}
    </article>
  );
}

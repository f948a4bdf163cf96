// An admin's correction of one entry: fix times, breaks, notes and the cost code (one flagged "No cost code" says so),
// or clock out a forgotten open entry, always with a reason; the change history (with the entry's correction requests
// and their outcome) is shown, and entries in an approved pay period, or of the admin's own worker, are read-only.
import { AUTO_CLOSED_EXPLANATION, EntryAutoClosedBadge } from "@/components/ui/entry-auto-closed-badge";
import { EntryCostCodeDueBadge } from "@/components/ui/entry-cost-code-due-badge";
import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { EntryDecider } from "@shared/domain/entry-decision";
import { CostCodeSelect } from "@/components/cost-code-select";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { EntryBreaks } from "@/components/ui/entry-breaks";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { serverFieldError } from "@/lib/form-errors";
import { useCorrectEntry, type CorrectionPayload, type TimeEntryDetail } from "../api";
import { formatTimeIn, fromLocalInput, toLocalInput } from "@/lib/zoned-time";
import { breakRowProblems, breaksPayload, paidTimeHint, rowsOfBreaks, unpaidMinutesOfRows, type BreakRowValues } from "../break-rows";
import { decisionRefusal } from "../entry-actions";
import { payrollQueries } from "../payroll-api";
import { BreakListField } from "./break-list-field";
import { EntryDetailDialog } from "./entry-detail-dialog";
import { EntryHistory } from "./entry-history";

type DialogProps = { entryId: number; timeZone: string; decider: EntryDecider | null; onClose: () => void };

export function CorrectEntryDialog({ entryId, timeZone, decider, onClose }: DialogProps) {
  return (
    <EntryDetailDialog entryId={entryId} title="Correct Time Entry" loadingDescription="Fix the times or notes; a reason is required." onClose={onClose}>
      {(entry) => <CorrectionForm entry={entry} timeZone={timeZone} refusal={decisionRefusal(decider, entry)} onDone={onClose} />}
    </EntryDetailDialog>
  );
}

type FormProps = { entry: TimeEntryDetail; timeZone: string; refusal: string | null; onDone: () => void };

function CorrectionForm({ entry, timeZone, refusal, onDone }: FormProps) {
  const correct = useCorrectEntry();
  const [clockIn, setClockIn] = useState(() => toLocalInput(entry.clockInTime, timeZone));
  const [clockOut, setClockOut] = useState(() => toLocalInput(entry.clockOutTime, timeZone));
  const [notes, setNotes] = useState(entry.notes ?? "");
  const [costCodeId, setCostCodeId] = useState(entry.costCodeId);
  const [initialBreaks] = useState(() => rowsOfBreaks(entry.breaks, timeZone));
  const [breakRows, setBreakRows] = useState<BreakRowValues[]>(initialBreaks);
  const breaksChanged = JSON.stringify(breakRows) !== JSON.stringify(initialBreaks);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const locked = entry.payPeriod?.status === "approved";
  const readOnly = locked || refusal !== null;
  const open = entry.clockOutTime === null;

  useEffect(() => setError(null), [clockIn, clockOut, notes, costCodeId, reason, breakRows]);

  const inIso = fromLocalInput(clockIn, timeZone);
  const outIso = fromLocalInput(clockOut, timeZone);
  const shift = inIso && outIso && outIso > inIso ? { start: new Date(inIso), end: new Date(outIso) } : null;
  // Checked as typed once the list is touched, with the rule the server applies.
  const breakProblems = breaksChanged ? breakRowProblems(breakRows, shift, timeZone) : [];
  const mealBreaksPaid = useQuery(payrollQueries.settings()).data?.mealBreaksPaid ?? false;
  // breakTime changes only with the breaks (an entry typed before timed breaks keeps its minutes until then).
  const breakHint = shift
    ? paidTimeHint(Math.round((shift.end.getTime() - shift.start.getTime()) / 60_000), breaksChanged ? unpaidMinutesOfRows(breakRows, shift, timeZone, { mealBreaksPaid }) : entry.breakTime)
    : undefined;
  const breakErrorOf = (index: number, field: "startTime" | "endTime" | "kind") =>
    breakProblems.find((p) => p.index === index && p.field === field)?.message ?? serverFieldError(correct.error, `breaks.${index}.${field}`);

  function save(overrides: Partial<CorrectionPayload> = {}) {
    if (!reason.trim()) {
      setError("Please give a reason for the change");
      return;
    }
    const payload: CorrectionPayload = { reason: reason.trim() };
    if (inIso && clockIn !== toLocalInput(entry.clockInTime, timeZone)) payload.clockInTime = inIso;
    if (outIso && clockOut !== toLocalInput(entry.clockOutTime, timeZone)) payload.clockOutTime = outIso;
    if (notes.trim() !== (entry.notes ?? "")) payload.notes = notes.trim() || null;
    if (costCodeId !== entry.costCodeId) payload.costCodeId = costCodeId;
    Object.assign(payload, overrides);
    if (breaksChanged) {
      const end = payload.clockOutTime ?? outIso;
      if (breakProblems.length || !inIso || !end) {
        setError(end ? "Fix the breaks first" : "Give the clock-out time to correct the breaks");
        return;
      }
      payload.breaks = breaksPayload(breakRows, { start: new Date(inIso), end: new Date(end) }, timeZone)!;
    }
    if (Object.keys(payload).length === 1) {
      setError("Change the clock-in, clock-out, breaks, notes or cost code first");
      return;
    }
    correct.mutate(
      { id: entry.id, payload },
      {
        onSuccess: () => {
          toast({ title: "Entry Corrected", description: `${entry.workerName}'s entry was updated.`, variant: "success" });
          onDone();
        },
      },
    );
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      {entry.autoClosedAt ? (
        <p className="text-base text-amber-900">
          <EntryAutoClosedBadge autoClosedAt={entry.autoClosedAt} /> {AUTO_CLOSED_EXPLANATION} A correction clears the mark.
        </p>
      ) : null}
      {entry.costCodeDue ? (
        <p className="text-base text-amber-900">
          <EntryCostCodeDueBadge costCodeDue /> Punched without a cost code while the company requires one; its week cannot be approved until it
          has one. Choosing one below clears the mark.
        </p>
      ) : null}
      {locked ? (
        <p className="rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-base text-blue-900">
          This entry is in an approved pay period ({entry.payPeriod?.startDate} to {entry.payPeriod?.endDate}) and can no longer be changed.
        </p>
      ) : refusal ? (
        <p className="rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-base text-blue-900">{refusal}</p>
      ) : (
        <form
          noValidate
          className="grid grid-cols-1 gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id="correct-clock-in" label="Clock in" error={serverFieldError(correct.error, "clockInTime")}>
              {(control) => <Input {...control} type="datetime-local" value={clockIn} onChange={(e) => setClockIn(e.target.value)} />}
            </FormField>
            <FormField id="correct-clock-out" label="Clock out" hint={open ? "Still clocked in" : undefined} error={serverFieldError(correct.error, "clockOutTime")}>
              {(control) => <Input {...control} type="datetime-local" value={clockOut} onChange={(e) => setClockOut(e.target.value)} />}
            </FormField>
          </div>
          {outIso ? <BreakListField idPrefix="correct" rows={breakRows} onChange={setBreakRows} errorOf={breakErrorOf} hint={breakHint} /> : null}
          <FormField id="correct-notes" label="Notes">
            {(control) => <Textarea {...control} rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />}
          </FormField>
          <CostCodeSelect
            id="correct-cost-code"
            value={costCodeId}
            onChange={setCostCodeId}
            current={entry.costCode}
            error={serverFieldError(correct.error, "costCodeId")}
          />
          <FormField id="correct-reason" label="Reason for the change *" error={error ?? undefined}>
            {(control) => (
              <Input {...control} value={reason} onChange={(e) => setReason(e.target.value)} placeholder="Forgot to clock out at 3:30 PM" />
            )}
          </FormField>
          <DialogFooter>
            {open ? (
              <Button
                variant="secondary"
                pending={correct.isPending}
                onClick={() => save({ clockOutTime: new Date().toISOString() })}
              >
                Clock out now
              </Button>
            ) : null}
            <Button type="submit" pending={correct.isPending}>
              {correct.isPending ? "Saving..." : "Save Correction"}
            </Button>
          </DialogFooter>
        </form>
      )}
      {/* The break list above is the breaks once the entry has a clock-out; before, they are read here. */}
      {readOnly || !outIso ? <EntryBreaks breaks={entry.breaks} formatTime={(iso) => formatTimeIn(iso, timeZone)} /> : null}
      <EntryHistory entry={entry} timeZone={timeZone} />
    </div>
  );
}

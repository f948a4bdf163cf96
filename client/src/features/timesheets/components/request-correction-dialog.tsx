// "Request correction": a crew member about their own entry, a foreman about one of their crew's, asks the office to
// fix it (a missed punch, a wrong time, a wrong project) and says why. The office decides on the Timesheet screen; the
// entry's earlier requests and their outcome are listed under the form. With the times come the breaks (the entry's to
// start with): a new time that leaves a break outside the shift is said under that break, the field to change.
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch } from "react-hook-form";
import { ASKED_CORRECTION_KINDS, CORRECTION_KIND_LABELS } from "@shared/domain/correction-requests";
import { addDays } from "@shared/domain/work-week";
import { ProjectSelect } from "@/components/worker-project-selects";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "@/components/ui/dialog";
import { EnumSelect, optionsOf } from "@/components/ui/enum-select";
import { FormField, FormAlert } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { applyServerFieldErrors, formRefusal } from "@/lib/form-errors";
import type { TimeEntryView } from "../api";
import { shiftText } from "../correction-request-text";
import {
  askedShift,
  asksForTimes,
  correctionFormDefaults,
  correctionRequestFormSchema,
  toCorrectionBody,
  typedTimes,
  type CorrectionFormValues,
} from "../correction-request-form";
import { useRequestCorrection } from "../correction-requests-api";
import { dayKeyIn, formatDayKey } from "@/lib/zoned-time";
import { BreakListField } from "./break-list-field";
import { CorrectionRequestHistory } from "./correction-request-history";

type Props = { entry: TimeEntryView; timeZone: string; onClose: () => void };

const KIND_OPTIONS = optionsOf(ASKED_CORRECTION_KINDS, CORRECTION_KIND_LABELS);

export function RequestCorrectionDialog({ entry, timeZone, onClose }: Props) {
  const request = useRequestCorrection();
  const form = useForm<CorrectionFormValues>({
    resolver: zodResolver(correctionRequestFormSchema(entry, timeZone)),
    defaultValues: correctionFormDefaults(entry, timeZone),
    // Said as soon as a field is left or changed after that: the kind's rule, a time in the future, a clock-out too early.
    mode: "onTouched",
  });
  const { errors } = form.formState;
  const [kind, clockInTime, clockOutTime] = useWatch({ control: form.control, name: ["kind", "clockInTime", "clockOutTime"] });
  const day = dayKeyIn(entry.clockInTime, timeZone);
  const typed = typedTimes({ clockInTime, clockOutTime }, entry, timeZone);
  const open = entry.clockOutTime === null;
  // A refusal that names fields is said under them; any other (another request already waiting) above the buttons.
  const formError = formRefusal(request.error, "The request could not be sent. Please try again.");

  function onValid(values: CorrectionFormValues) {
    request.mutate(
      { entryId: entry.id, body: toCorrectionBody(values, entry, timeZone) },
      {
        onSuccess: () => {
          toast({ title: "Correction Requested", description: "The office will approve or reject it; you will see the answer on this screen.", variant: "success" });
          onClose();
        },
        onError: (error) => applyServerFieldErrors(error, form),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Request correction</DialogTitle>
          <DialogDescription>
            {entry.workerName} · {entry.projectName} · {formatDayKey(day)}, {shiftText(entry.clockInTime, entry.clockOutTime, timeZone)}
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid grid-cols-1 gap-4" onSubmit={form.handleSubmit(onValid)}>
          <Controller
            control={form.control}
            name="kind"
            // The kind's rule is said under the times or the project: check those again when it changes.
            rules={{ deps: ["clockInTime", "clockOutTime", "projectId"] }}
            render={({ field }) => (
              <FormField id="correction-kind" label="What is wrong?" error={errors.kind?.message}>
                {(control) => (
                  <EnumSelect
                    control={{ ...control, ref: field.ref, onBlur: field.onBlur }}
                    value={field.value || undefined}
                    onValueChange={field.onChange}
                    options={KIND_OPTIONS}
                    placeholder="Choose what is wrong"
                  />
                )}
              </FormField>
            )}
          />
          {asksForTimes(kind) ? (
            <fieldset className="grid grid-cols-1 gap-2">
              <legend className="mb-2 text-base font-medium text-slate-900">The right times on {formatDayKey(day, "EEE, MMM d")}</legend>
              <div className="grid grid-cols-2 gap-4">
                <FormField id="correction-clock-in" label="Clock-in" error={errors.clockInTime?.message}>
                  {(control) => <Input {...control} type="time" {...form.register("clockInTime", { deps: ["clockOutTime", "breaks"] })} />}
                </FormField>
                <FormField
                  id="correction-clock-out"
                  label="Clock-out"
                  error={errors.clockOutTime?.message}
                  hint={typed.clockOut && typed.clockOutNextDay ? `Next day (${formatDayKey(addDays(day, 1))})` : open && !clockOutTime ? "Still clocked in: when did you stop?" : undefined}
                >
                  {(control) => <Input {...control} type="time" {...form.register("clockOutTime", { deps: ["clockInTime", "breaks"] })} />}
                </FormField>
              </div>
              <p className="text-sm text-slate-600">Change only what is wrong; {timeZone} time.</p>
            </fieldset>
          ) : null}
          {/* The breaks once the shift has an end: the entry's, checked against the new times as they are typed. */}
          {asksForTimes(kind) && askedShift(typed, entry) ? (
            <Controller
              control={form.control}
              name="breaks"
              render={({ field }) => (
                <BreakListField
                  idPrefix="correction"
                  rows={field.value}
                  onChange={field.onChange}
                  errorOf={(index, name) => errors.breaks?.[index]?.[name]?.message}
                />
              )}
            />
          ) : null}
          {kind === "wrong_project" ? (
            <Controller
              control={form.control}
              name="projectId"
              render={({ field }) => (
                <ProjectSelect
                  id="correction-project"
                  label="The right project"
                  value={field.value ? Number(field.value) : null}
                  onChange={(id) => field.onChange(String(id))}
                  error={errors.projectId?.message}
                />
              )}
            />
          ) : null}
          <FormField id="correction-reason" label="Reason *" error={errors.reason?.message} hint="What happened, for the office: they decide from this.">
            {(control) => <Textarea {...control} rows={2} className="min-h-16" placeholder="Phone died at 3 pm, left the site at 3:30" {...form.register("reason")} />}
          </FormField>
          <FormAlert message={formError} />
          <FormDialogFooter onCancel={onClose} pending={request.isPending} submitLabel={request.isPending ? "Sending..." : "Send request"} />
        </form>
        <CorrectionRequestHistory entryId={entry.id} timeZone={timeZone} />
      </DialogContent>
    </Dialog>
  );
}

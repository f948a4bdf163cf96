// "Add Time Entry": an admin enters a missed shift by hand (worker, project, day, start and end, its breaks, cost code,
// reason). The times are checked as they are typed, with the same rule the server applies; the entry is priced at the
// worker's rate.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { ProjectSelect, WorkerSelect } from "@/components/worker-project-selects";
import { CostCodeSelect } from "@/components/cost-code-select";
import { useAddTimeEntry } from "../api";
import { paidTimeHint, unpaidMinutesOfRows } from "../break-rows";
import { manualEntryFormSchema, shiftTimes, type ManualEntryFormValues } from "../manual-entry-form";
import { payrollQueries } from "../payroll-api";
import { BreakListField } from "./break-list-field";
import { formatDayKey } from "@/lib/zoned-time";

type Props = { day: string; timeZone: string; onClose: () => void; onAdded: (day: string) => void };


export function AddEntryDialog({ day, timeZone, onClose, onAdded }: Props) {
  const addEntry = useAddTimeEntry();
  const form = useForm<ManualEntryFormValues, unknown, ReturnType<ReturnType<typeof manualEntryFormSchema>["parse"]>>({
    resolver: zodResolver(manualEntryFormSchema(timeZone)),
    defaultValues: { workerId: "", projectId: "", date: day, startTime: "", endTime: "", breaks: [], costCodeId: "", reason: "" },
  });
  const { errors } = form.formState;
  const [date, startTime, endTime, breakRows] = useWatch({ control: form.control, name: ["date", "startTime", "endTime", "breaks"] });
  const times = shiftTimes({ date, startTime, endTime }, timeZone);
  const shiftMinutes = times ? Math.round((times.end.getTime() - times.start.getTime()) / 60_000) : null;
  // Which breaks are paid is the company's setting (meals unpaid unless it pays them), as the server decides it.
  const mealBreaksPaid = useQuery(payrollQueries.settings()).data?.mealBreaksPaid ?? false;
  const breakMinutes = unpaidMinutesOfRows(breakRows, times, timeZone, { mealBreaksPaid });

  function onValid(entry: ReturnType<ReturnType<typeof manualEntryFormSchema>["parse"]>) {
    addEntry.mutate(
      {
        workerId: entry.workerId,
        projectId: entry.projectId,
        clockInTime: entry.clockInTime.toISOString(),
        clockOutTime: entry.clockOutTime.toISOString(),
        breaks: entry.breaks.map((b) => ({ kind: b.kind, startTime: b.start.toISOString(), endTime: b.end.toISOString() })),
        costCodeId: entry.costCodeId,
        reason: entry.reason,
      },
      {
        onSuccess: (saved) => {
          toast({
            title: "Time Entry Added",
            description: `${saved.workerName} · ${saved.projectName} on ${formatDayKey(date, "MMM d, yyyy")}, marked Manual.`,
            variant: "success",
          });
          onAdded(date);
        },
        // The toast is the mutation's (meta.errorToast); the fields show their own messages.
        onError: (error) => applyServerFieldErrors(error, form),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Add Time Entry</DialogTitle>
          <DialogDescription>A missed shift, entered by hand. It is paid at the worker's current rate and marked Manual.</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid grid-cols-1 gap-4" onSubmit={form.handleSubmit(onValid)}>
          <Controller
            control={form.control}
            name="workerId"
            render={({ field }) => (
              <WorkerSelect id="add-entry-worker" value={field.value ? Number(field.value) : null} onChange={(id) => field.onChange(String(id))} error={errors.workerId?.message} />
            )}
          />
          <Controller
            control={form.control}
            name="projectId"
            render={({ field }) => (
              <ProjectSelect id="add-entry-project" value={field.value ? Number(field.value) : null} onChange={(id) => field.onChange(String(id))} error={errors.projectId?.message} />
            )}
          />
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)]">
            <FormField id="add-entry-date" label="Date" error={errors.date?.message} className="col-span-2 sm:col-span-1">
              {(control) => <Input {...control} type="date" {...form.register("date")} />}
            </FormField>
            <FormField id="add-entry-start" label="Start" error={errors.startTime?.message}>
              {(control) => <Input {...control} type="time" {...form.register("startTime")} />}
            </FormField>
            <FormField id="add-entry-end" label="End" error={errors.endTime?.message}>
              {(control) => <Input {...control} type="time" {...form.register("endTime")} />}
            </FormField>
          </div>
          <Controller
            control={form.control}
            name="breaks"
            render={({ field }) => (
              <BreakListField
                idPrefix="add-entry"
                rows={field.value}
                onChange={field.onChange}
                errorOf={(index, name) => errors.breaks?.[index]?.[name]?.message ?? (index === 0 && name === "startTime" ? errors.breaks?.message : undefined)}
                hint={shiftMinutes !== null && shiftMinutes > 0 ? paidTimeHint(shiftMinutes, breakMinutes, times?.endsNextDay) : undefined}
              />
            )}
          />
          <Controller
            control={form.control}
            name="costCodeId"
            render={({ field }) => (
              <CostCodeSelect id="add-entry-cost-code" value={field.value ? Number(field.value) : null} onChange={(id) => field.onChange(id === null ? "" : String(id))} error={errors.costCodeId?.message} />
            )}
          />
          <FormField id="add-entry-reason" label="Reason *" error={errors.reason?.message}>
            {(control) => <Input {...control} placeholder="Forgot to clock in; foreman's log" {...form.register("reason")} />}
          </FormField>
          <FormDialogFooter onCancel={onClose} pending={addEntry.isPending} submitLabel={addEntry.isPending ? "Adding..." : "Add Entry"} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

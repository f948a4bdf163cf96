// Record Injury: the office enters an injury reported by phone or in person (project, worker, when, what happened).
// A sign-off at clock-out records its own; this is for the rest. Loaded when first opened (it brings zod).
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "@/components/ui/dialog";
import { FormAlert, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ProjectSelect, WorkerSelect } from "@/components/worker-project-selects";
import { applyServerFieldErrors, formRefusal } from "@/lib/form-errors";
import { useCompanyTimeZone } from "@/lib/use-company-time-zone";
import { toLocalInput } from "@/lib/zoned-time";
import { INCIDENT_DESCRIPTION_MAX_CHARS } from "@shared/api/incidents";
import { incidentFormSchema, type IncidentFormValues } from "../incident-form";
import { useReportIncident } from "../incidents-api";

export function RecordInjuryDialog({ onClose }: { onClose: () => void }) {
  const timeZone = useCompanyTimeZone();
  const report = useReportIncident();
  const { schema, toBody } = incidentFormSchema(timeZone);
  const form = useForm<IncidentFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { projectId: "", workerId: "", occurredAt: toLocalInput(new Date().toISOString(), timeZone), description: "" },
    mode: "onTouched",
  });
  const { errors } = form.formState;
  const formError = formRefusal(report.error, "The injury could not be recorded. Please try again.");

  function onValid(values: IncidentFormValues) {
    report.mutate(toBody(values), {
      onSuccess: (saved) => {
        toast({ title: "Injury Recorded", description: `${saved.workerName} on ${saved.projectName}.`, variant: "success" });
        onClose();
      },
      onError: (error) => applyServerFieldErrors(error, form),
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Record Injury</DialogTitle>
          <DialogDescription>An injury reported by phone or in person. Only the office and admins see injury records.</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid grid-cols-1 gap-4" onSubmit={form.handleSubmit(onValid)}>
          <Controller
            control={form.control}
            name="workerId"
            render={({ field }) => (
              <WorkerSelect
                id="injury-worker"
                value={field.value ? Number(field.value) : null}
                onChange={(id) => field.onChange(String(id))}
                noteOf={() => null}
                error={errors.workerId?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="projectId"
            render={({ field }) => (
              <ProjectSelect id="injury-project" value={field.value ? Number(field.value) : null} onChange={(id) => field.onChange(String(id))} error={errors.projectId?.message} />
            )}
          />
          <FormField id="injury-when" label="When it happened" hint={`${timeZone} time`} error={errors.occurredAt?.message}>
            {(control) => <Input {...control} type="datetime-local" className="max-w-64" {...form.register("occurredAt")} />}
          </FormField>
          <FormField id="injury-what" label="What happened" hint="Optional. What, where, which body part, first aid given." error={errors.description?.message}>
            {(control) => <Textarea {...control} rows={4} maxLength={INCIDENT_DESCRIPTION_MAX_CHARS} {...form.register("description")} />}
          </FormField>
          <FormAlert message={formError} />
          <FormDialogFooter onCancel={onClose} pending={report.isPending} submitLabel={report.isPending ? "Recording..." : "Record Injury"} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

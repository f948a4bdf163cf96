// Job dialog for 'Add Job', 'Schedule a Job' and Edit: title, project, day, time, hours, priority, crew and description.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { jobFieldsSchema } from "@shared/api/jobs";
import { JOB_PRIORITIES, JOB_STATUSES } from "@shared/domain/statuses";
import { ProjectPicker } from "@/components/project-picker";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "@/components/ui/dialog";
import { EnumSelect, optionsOf } from "@/components/ui/enum-select";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { type Job, jobQueries, useCreateJob, useUpdateJob } from "../api";
import { JOB_PRIORITY_LABELS, JOB_STATUS_LABELS } from "./job-labels";

const fields = jobFieldsSchema.shape;

/** The job's shared fields; only the inputs that give text where the body wants something else are adapted. */
const jobFormSchema = jobFieldsSchema.extend({
  // The project picker gives the chosen id as text ("" before a choice, which the shared rule refuses as 0).
  projectId: z.string().transform(Number).pipe(fields.projectId),
  // The date input gives "" until a day is picked.
  scheduledDate: z.string().min(1, "Choose a date").pipe(fields.scheduledDate),
  // The time input gives "" for no time, and may add seconds.
  scheduledTime: z.string().transform((v): string | null | undefined => v.slice(0, 5) || null).pipe(fields.scheduledTime),
  // The form always holds a crew, a priority and a status.
  assignedWorkerIds: fields.assignedWorkerIds.unwrap(),
  priority: fields.priority.unwrap(),
  status: fields.status.unwrap(),
});
type JobFormValues = z.input<typeof jobFormSchema>;
type JobFormBody = z.output<typeof jobFormSchema>;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The job to edit; without it the dialog creates one. */
  job?: Job;
  /** The day a new job defaults to (the selected calendar day). */
  defaultDate: string;
  onSaved?: (job: Job) => void;
};

function initialValues(job: Job | undefined, defaultDate: string): JobFormValues {
  return {
    title: job?.title ?? "",
    projectId: job ? String(job.projectId) : "",
    scheduledDate: job?.scheduledDate ?? defaultDate,
    scheduledTime: job?.scheduledTime?.slice(0, 5) ?? "08:00",
    estimatedHours: job?.estimatedHours ? String(Number(job.estimatedHours)) : "",
    priority: job?.priority ?? "medium",
    status: job?.status ?? "scheduled",
    assignedWorkerIds: job?.assignedWorkerIds ?? [],
    description: job?.description ?? "",
  };
}

export function JobDialog({ open, onOpenChange, job, defaultDate, onSaved }: Props) {
  const projects = useQuery({ ...jobQueries.projects(), enabled: open });
  const workers = useQuery({ ...jobQueries.workers(), enabled: open });
  const createJob = useCreateJob();
  const updateJob = useUpdateJob();
  const saving = createJob.isPending || updateJob.isPending;
  const form = useForm<JobFormValues, unknown, JobFormBody>({ resolver: zodResolver(jobFormSchema), defaultValues: initialValues(job, defaultDate) });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(initialValues(job, defaultDate));
  }, [open, job, defaultDate, form]);

  const assigned = new Set(form.watch("assignedWorkerIds"));
  const workerChoices = (workers.data ?? []).filter((w) => w.isActive || assigned.has(w.id));

  const submit = form.handleSubmit((body) => {
    const callbacks = {
      onSuccess: (saved: Job) => {
        toast({ title: job ? "Job Updated" : "Job Scheduled", description: saved.title, variant: "success" as const });
        onOpenChange(false);
        onSaved?.(saved);
      },
      // The toast is the mutation's (api.ts); the fields the server named get its message too.
      onError: (error: Error) => applyServerFieldErrors(error, form),
    };
    if (job) updateJob.mutate({ id: job.id, ...body }, callbacks);
    else createJob.mutate(body, callbacks);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{job ? "Edit Job" : "Schedule a Job"}</DialogTitle>
          <DialogDescription>Fields marked * are required.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-4">
          <FormField id="job-title" label="Title *" error={errors.title?.message}>
            {(control) => <Input {...control} autoComplete="off" placeholder="e.g. Pour footings" {...form.register("title")} />}
          </FormField>
          <FormField id="job-project" label="Project *" error={errors.projectId?.message}>
            {(control) =>
              projects.isPending ? (
                <Skeleton className="h-11" />
              ) : (
                <Controller
                  control={form.control}
                  name="projectId"
                  render={({ field }) => (
                    <ProjectPicker
                      control={control}
                      projects={projects.data ?? []}
                      completed="hidden"
                      value={field.value}
                      onValueChange={field.onChange}
                      placeholder={projects.isError ? "Could not load projects" : "Select a project"}
                    />
                  )}
                />
              )
            }
          </FormField>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <FormField id="job-date" label="Date *" error={errors.scheduledDate?.message}>
              {(control) => <Input {...control} type="date" {...form.register("scheduledDate")} />}
            </FormField>
            <FormField id="job-time" label="Time" error={errors.scheduledTime?.message}>
              {(control) => <Input {...control} type="time" step={300} {...form.register("scheduledTime")} />}
            </FormField>
            <FormField id="job-hours" label="Est. Hours" error={errors.estimatedHours?.message} className="col-span-2 sm:col-span-1">
              {(control) => <Input {...control} inputMode="decimal" placeholder="e.g. 6" {...form.register("estimatedHours")} />}
            </FormField>
            <FormField id="job-priority" label="Priority" error={errors.priority?.message}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="priority"
                  render={({ field }) => (
                    <EnumSelect
                      control={control}
                      value={field.value}
                      onValueChange={field.onChange}
                      options={optionsOf(JOB_PRIORITIES, JOB_PRIORITY_LABELS)}
                    />
                  )}
                />
              )}
            </FormField>
            {job ? (
              <FormField id="job-status" label="Status" error={errors.status?.message}>
                {(control) => (
                  <Controller
                    control={form.control}
                    name="status"
                    render={({ field }) => (
                      <EnumSelect
                        control={control}
                        value={field.value}
                        onValueChange={field.onChange}
                        options={optionsOf(JOB_STATUSES, JOB_STATUS_LABELS)}
                      />
                    )}
                  />
                )}
              </FormField>
            ) : null}
          </div>
          <fieldset className="grid grid-cols-1 gap-2">
            <legend className="mb-1.5 text-base font-medium text-slate-900">
              Assigned Workers <span className="font-normal text-slate-600">({assigned.size} selected)</span>
            </legend>
            {workers.isPending ? (
              <Skeleton className="h-24" />
            ) : workers.isError ? (
              <p role="alert" className="text-base text-red-800">
                Could not load workers.{" "}
                <Button variant="link" onClick={() => workers.refetch()}>
                  Retry
                </Button>
              </p>
            ) : workerChoices.length === 0 ? (
              <p className="text-base text-slate-600">No active workers yet.</p>
            ) : (
              <Controller
                control={form.control}
                name="assignedWorkerIds"
                render={({ field }) => (
                  <ul className="grid grid-cols-1 max-h-56 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-1 sm:grid-cols-2">
                    {workerChoices.map((worker) => {
                      const id = `job-worker-${worker.id}`;
                      const checked = field.value.includes(worker.id);
                      return (
                        <li key={worker.id}>
                          <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-slate-50">
                            <Checkbox
                              id={id}
                              checked={checked}
                              onCheckedChange={(next) =>
                                field.onChange(next === true ? [...field.value, worker.id] : field.value.filter((value) => value !== worker.id))
                              }
                            />
                            <span className="min-w-0">
                              <span className="block truncate text-base text-slate-900">{worker.name}</span>
                              <span className="block truncate text-sm text-slate-600">{worker.category}</span>
                            </span>
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                )}
              />
            )}
          </fieldset>
          <FormField id="job-description" label="Description" error={errors.description?.message}>
            {(control) => <Textarea {...control} rows={3} placeholder="Scope, materials, access" {...form.register("description")} />}
          </FormField>
          <FormDialogFooter onCancel={() => onOpenChange(false)} pending={saving} submitLabel={saving ? "Saving..." : job ? "Save Job" : "Schedule Job"} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

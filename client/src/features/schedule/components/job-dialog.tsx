// Job dialog for 'Add Job', 'Schedule a Job' and Edit: title, project, day, time, hours, priority, crew and description.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { JOB_PRIORITIES, JOB_STATUSES } from "@shared/domain/statuses";
import { isDateKey } from "@shared/domain/work-week";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, isApiError } from "@/lib/api-client";
import { type Job, type JobPayload, jobQueries, useCreateJob, useUpdateJob } from "../api";
import { JOB_PRIORITY_LABELS, JOB_STATUS_LABELS } from "./job-labels";

const jobFormSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(200, "Title can be at most 200 characters"),
  projectId: z.string().min(1, "Choose a project"),
  scheduledDate: z.string().refine(isDateKey, "Choose a date"),
  scheduledTime: z.string().refine((v) => v === "" || /^([01]\d|2[0-3]):[0-5]\d/.test(v), "Use a time like 07:30"),
  estimatedHours: z
    .string()
    .refine((v) => v.trim() === "" || (/^\d+(\.\d{1,2})?$/.test(v.trim()) && Number(v) < 10_000), "Enter hours like 4 or 7.5"),
  priority: z.enum(JOB_PRIORITIES),
  status: z.enum(JOB_STATUSES),
  assignedWorkerIds: z.array(z.number()),
  description: z.string().max(5000, "Description can be at most 5000 characters"),
});
type JobFormValues = z.infer<typeof jobFormSchema>;

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

function toPayload(values: JobFormValues): JobPayload {
  return {
    title: values.title.trim(),
    projectId: Number(values.projectId),
    scheduledDate: values.scheduledDate,
    scheduledTime: values.scheduledTime ? values.scheduledTime.slice(0, 5) : null,
    estimatedHours: values.estimatedHours.trim() || null,
    priority: values.priority,
    status: values.status,
    assignedWorkerIds: values.assignedWorkerIds,
    description: values.description.trim() || null,
  };
}

export function JobDialog({ open, onOpenChange, job, defaultDate, onSaved }: Props) {
  const projects = useQuery({ ...jobQueries.projects(), enabled: open });
  const workers = useQuery({ ...jobQueries.workers(), enabled: open });
  const createJob = useCreateJob();
  const updateJob = useUpdateJob();
  const saving = createJob.isPending || updateJob.isPending;
  const form = useForm<JobFormValues>({ resolver: zodResolver(jobFormSchema), defaultValues: initialValues(job, defaultDate) });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(initialValues(job, defaultDate));
  }, [open, job, defaultDate, form]);

  const projectChoices = (projects.data ?? []).filter((p) => p.status !== "completed" || String(p.id) === form.getValues("projectId"));
  const assigned = new Set(form.watch("assignedWorkerIds"));
  const workerChoices = (workers.data ?? []).filter((w) => w.isActive || assigned.has(w.id));

  const submit = form.handleSubmit((values) => {
    const payload = toPayload(values);
    const callbacks = {
      onSuccess: (saved: Job) => {
        toast({ title: job ? "Job Updated" : "Job Scheduled", description: saved.title, variant: "success" as const });
        onOpenChange(false);
        onSaved?.(saved);
      },
      onError: (error: Error) => {
        if (isApiError(error) && error.fieldErrors) {
          for (const [field, messages] of Object.entries(error.fieldErrors)) {
            const message = Array.isArray(messages) ? messages[0] : messages;
            if (message && field in values) form.setError(field as keyof JobFormValues, { message });
          }
        }
        toast({ title: job ? "Update Failed" : "Scheduling Failed", description: errorMessage(error), variant: "destructive" });
      },
    };
    if (job) updateJob.mutate({ id: job.id, ...payload }, callbacks);
    else createJob.mutate(payload, callbacks);
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
                    <Select value={field.value} onValueChange={field.onChange}>
                      <SelectTrigger {...control}>
                        <SelectValue placeholder={projects.isError ? "Could not load projects" : "Select a project"} />
                      </SelectTrigger>
                      <SelectContent>
                        {projectChoices.map((project) => (
                          <SelectItem key={project.id} value={String(project.id)}>
                            {project.name}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
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
                    <Select value={field.value} onValueChange={field.onChange}>
                      <SelectTrigger {...control}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {JOB_PRIORITIES.map((priority) => (
                          <SelectItem key={priority} value={priority}>
                            {JOB_PRIORITY_LABELS[priority]}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
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
                      <Select value={field.value} onValueChange={field.onChange}>
                        <SelectTrigger {...control}>
                          <SelectValue />
                        </SelectTrigger>
                        <SelectContent>
                          {JOB_STATUSES.map((status) => (
                            <SelectItem key={status} value={status}>
                              {JOB_STATUS_LABELS[status]}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
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
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" pending={saving}>
              {saving ? "Saving..." : job ? "Save Job" : "Schedule Job"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

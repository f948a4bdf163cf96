// A scheduled job: priority border and label, status, project, crew, time; edit, change status and delete for the
// office, change status alone for a foreman, no actions for crew.
import { Clock, FolderKanban, MoreVertical, Users } from "lucide-react";
import { Suspense, useState } from "react";
import type { JobStatus } from "@shared/domain/statuses";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { firstUse } from "@/components/ui/first-use";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/cn";
import { lazyNamed } from "@/lib/lazy-named";
import { type Job, useDeleteJob, useSetJobStatus } from "../api";
import { formatJobTime } from "../job-rules";
import { JOB_PRIORITY_LABELS, JOB_STATUS_LABELS, PRIORITY_BADGE, PRIORITY_BORDER, STATUS_BADGE } from "./job-labels";

export type JobActionsMenuProps = {
  job: Job;
  /** Edit Job; left out for a caller who may not plan jobs. */
  onEdit?: (job: Job) => void;
  onChangeStatus: (status: JobStatus) => void;
  /** Delete Job; left out with onEdit. */
  onDelete?: () => void;
};

export const JOB_ACTIONS_TRIGGER_CLASS = "-mt-1 -mr-2 shrink-0";

const JobActionsMenu = firstUse<JobActionsMenuProps>(() => import("./job-actions-menu"));
const DeleteJobDialog = lazyNamed(() => import("./delete-job-dialog"), "DeleteJobDialog");

type Props = {
  job: Job;
  /** Given to whoever may plan jobs (the office): Edit and Delete show. */
  onEdit?: (job: Job) => void;
  /** The status change shows (the office and foremen). */
  mayChangeStatus?: boolean;
  compact?: boolean;
};

export function JobCard({ job, onEdit, mayChangeStatus = false, compact = false }: Props) {
  const setStatus = useSetJobStatus();
  const deleteJob = useDeleteJob();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // Mounted from the first time it is asked for, and kept, so it can animate closed and hand focus back.
  const [deleteAsked, setDeleteAsked] = useState(false);
  if (confirmingDelete && !deleteAsked) setDeleteAsked(true);
  const workers = job.assignedWorkers.map((worker) => worker.name);

  function changeStatus(status: JobStatus) {
    setStatus.mutate(
      { id: job.id, status },
      {
        onSuccess: () => toast({ title: "Job Updated", description: `${job.title}: ${JOB_STATUS_LABELS[status]}`, variant: "success" }),
      },
    );
  }

  function remove() {
    deleteJob.mutate(job.id, {
      onSuccess: () => {
        toast({ title: "Job Deleted", description: job.title, variant: "success" });
        setConfirmingDelete(false);
      },
    });
  }

  return (
    <Card className={cn("border-l-4 p-3 sm:p-4", PRIORITY_BORDER[job.priority], job.status === "cancelled" && "opacity-75")}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 text-base font-semibold text-slate-900 tabular-nums">
            <Clock className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            {formatJobTime(job.scheduledTime)}
            {job.estimatedHours ? <span className="font-normal text-slate-600">· {Number(job.estimatedHours)} h</span> : null}
          </p>
          <h3 className={cn("mt-0.5 text-lg leading-snug font-semibold break-words", job.status === "cancelled" && "line-through")}>
            {job.title}
          </h3>
        </div>
        {onEdit || mayChangeStatus ? (
          <JobActionsMenu
            job={job}
            onEdit={onEdit}
            onChangeStatus={changeStatus}
            onDelete={onEdit ? () => setConfirmingDelete(true) : undefined}
            standIn={(handlers) => (
              <Button variant="ghost" size="icon" className={JOB_ACTIONS_TRIGGER_CLASS} aria-label={`Actions for ${job.title}`} aria-haspopup="menu" aria-expanded={false} {...handlers}>
                <MoreVertical aria-hidden="true" />
              </Button>
            )}
          />
        ) : null}
      </div>
      <div className="mt-2 flex flex-wrap gap-1.5">
        <Badge variant={PRIORITY_BADGE[job.priority]}>{JOB_PRIORITY_LABELS[job.priority]} priority</Badge>
        <Badge variant={STATUS_BADGE[job.status]}>{JOB_STATUS_LABELS[job.status]}</Badge>
      </div>
      <dl className="mt-2 grid grid-cols-1 gap-1 text-base text-slate-700">
        <div className="flex items-start gap-2">
          <dt>
            <FolderKanban className="mt-0.5 size-4 text-slate-500" aria-label="Project" />
          </dt>
          <dd className="min-w-0 break-words">{job.projectName}</dd>
        </div>
        <div className="flex items-start gap-2">
          <dt>
            <Users className="mt-0.5 size-4 text-slate-500" aria-label="Assigned workers" />
          </dt>
          <dd className="min-w-0">{workers.length ? workers.join(", ") : <span className="text-slate-600">No one assigned</span>}</dd>
        </div>
      </dl>
      {!compact && job.description ? <p className="mt-2 text-base whitespace-pre-line text-slate-600">{job.description}</p> : null}

      {deleteAsked ? (
        <Suspense fallback={null}>
          <DeleteJobDialog
            title={job.title}
            open={confirmingDelete}
            onOpenChange={setConfirmingDelete}
            onConfirm={remove}
            pending={deleteJob.isPending}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}

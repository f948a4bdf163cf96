// A job card's actions (edit, change status, delete), loaded on first use (see job-card.tsx). Edit and Delete show
// only when given: a foreman may change a job's status but not plan it.
import { CheckCircle2, MoreVertical, Pencil, PlayCircle, RotateCcw, Trash2, XCircle } from "lucide-react";
import type { JobStatus } from "@shared/domain/statuses";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { JOB_ACTIONS_TRIGGER_CLASS, type JobActionsMenuProps } from "./job-card";

const STATUS_ACTIONS: { status: JobStatus; label: string; icon: typeof PlayCircle }[] = [
  { status: "scheduled", label: "Mark Scheduled", icon: RotateCcw },
  { status: "in-progress", label: "Mark In Progress", icon: PlayCircle },
  { status: "completed", label: "Mark Completed", icon: CheckCircle2 },
  { status: "cancelled", label: "Mark Cancelled", icon: XCircle },
];

export default function JobActionsMenu({
  job,
  onEdit,
  onChangeStatus,
  onDelete,
  defaultOpen,
}: JobActionsMenuProps & { defaultOpen?: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className={JOB_ACTIONS_TRIGGER_CLASS} aria-label={`Actions for ${job.title}`}>
          <MoreVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {onEdit ? (
          <>
            <DropdownMenuItem onSelect={() => onEdit(job)}>
              <Pencil aria-hidden="true" />
              Edit Job
            </DropdownMenuItem>
            <DropdownMenuSeparator />
          </>
        ) : null}
        <DropdownMenuLabel className="text-sm font-semibold text-slate-600">Change status</DropdownMenuLabel>
        {STATUS_ACTIONS.filter((action) => action.status !== job.status).map((action) => (
          <DropdownMenuItem key={action.status} onSelect={() => onChangeStatus(action.status)}>
            <action.icon aria-hidden="true" />
            {action.label}
          </DropdownMenuItem>
        ))}
        {onDelete ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={onDelete}>
              <Trash2 aria-hidden="true" />
              Delete Job
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

// Words for job priorities and statuses: colour is never the only signal (DESIGN.md 'Sunlight').
import type { JobPriority, JobStatus } from "@shared/domain/statuses";

export const JOB_PRIORITY_LABELS: Record<JobPriority, string> = { high: "High", medium: "Medium", low: "Low" };

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  scheduled: "Scheduled",
  "in-progress": "In Progress",
  completed: "Completed",
  cancelled: "Cancelled",
};

export const PRIORITY_BORDER: Record<JobPriority, string> = {
  high: "border-l-priority-high",
  medium: "border-l-priority-medium",
  low: "border-l-priority-low",
};

export const PRIORITY_BADGE: Record<JobPriority, "danger" | "warning" | "info"> = { high: "danger", medium: "warning", low: "info" };

export const STATUS_BADGE: Record<JobStatus, "info" | "in-progress" | "completed" | "secondary"> = {
  scheduled: "info",
  "in-progress": "in-progress",
  completed: "completed",
  cancelled: "secondary",
};

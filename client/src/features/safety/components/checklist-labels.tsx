// Words, icons and badge colours for checklist types, statuses and item priorities (never colour alone).
import type { ChecklistItemPriority } from "@shared/domain/checklist-templates";
import type { ChecklistStatus, ChecklistType } from "@shared/domain/statuses";
import { CalendarCheck, CalendarRange, CircleCheck, CircleDashed, ClipboardList, LoaderCircle, Wrench, type LucideIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";

export const CHECKLIST_TYPE_LABELS: Record<ChecklistType, string> = {
  daily: "Daily",
  weekly: "Weekly",
  equipment: "Equipment",
  "pre-task": "Pre-Task",
};

export const CHECKLIST_TYPE_ICONS: Record<ChecklistType, LucideIcon> = {
  daily: CalendarCheck,
  weekly: CalendarRange,
  equipment: Wrench,
  "pre-task": ClipboardList,
};

const STATUS_STYLE: Record<ChecklistStatus, { label: string; variant: "success" | "info" | "secondary"; icon: LucideIcon }> = {
  completed: { label: "Completed", variant: "success", icon: CircleCheck },
  in_progress: { label: "In Progress", variant: "info", icon: LoaderCircle },
  pending: { label: "Pending", variant: "secondary", icon: CircleDashed },
};

export function ChecklistStatusBadge({ status }: { status: ChecklistStatus }) {
  const { label, variant, icon: Icon } = STATUS_STYLE[status];
  return (
    <Badge variant={variant} data-testid="checklist-status">
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}

const PRIORITY_STYLE: Record<ChecklistItemPriority, { label: string; variant: "destructive" | "danger" | "warning" | "secondary" }> = {
  critical: { label: "Critical", variant: "destructive" },
  high: { label: "High", variant: "danger" },
  medium: { label: "Medium", variant: "warning" },
  low: { label: "Low", variant: "secondary" },
};

export function PriorityBadge({ priority }: { priority: ChecklistItemPriority }) {
  const { label, variant } = PRIORITY_STYLE[priority];
  return (
    <Badge variant={variant} className="text-xs">
      {label}
      <span className="sr-only"> priority</span>
    </Badge>
  );
}

export function ChecklistTypeIcon({ type, className }: { type: ChecklistType; className?: string }) {
  const Icon = CHECKLIST_TYPE_ICONS[type];
  return <Icon className={className} aria-hidden="true" />;
}

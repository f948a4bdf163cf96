// A project's status as a coloured badge with its words (SPEC 4: 'In Progress', otherwise the capitalised word).
import { PROJECT_STATUS_LABELS, type ProjectStatus } from "@shared/domain/statuses";
import { Badge } from "@/components/ui/badge";

export function ProjectStatusBadge({ status, className }: { status: ProjectStatus; className?: string }) {
  return (
    <Badge variant={status} className={className}>
      {PROJECT_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

// A worker's role in words and colour ('in-house' and 'inhouse' both read In-house), on the card and in the table.
import { normalizeWorkerRole, WORKER_ROLE_LABELS } from "@shared/domain/roles";
import { Badge } from "@/components/ui/badge";

const ROLE_VARIANT = {
  foreman: "info",
  inhouse: "success",
  subcontractor: "warning",
  supervisor: "default",
  apprentice: "secondary",
} as const;

/** The label the badge shows, which the table also sorts by. */
export function workerRoleLabel(rawRole: string): string {
  const role = normalizeWorkerRole(rawRole);
  return role ? WORKER_ROLE_LABELS[role] : rawRole;
}

export function WorkerRoleBadge({ role: rawRole }: { role: string }) {
  const role = normalizeWorkerRole(rawRole);
  return <Badge variant={role ? ROLE_VARIANT[role] : "outline"}>{workerRoleLabel(rawRole)}</Badge>;
}

// Registration status as a word with an icon: Pending, Approved, Rejected.
import { Check, Clock, X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { RegistrationStatus } from "../api";

const STATUS = {
  pending: { label: "Pending", variant: "warning", icon: Clock },
  approved: { label: "Approved", variant: "success", icon: Check },
  rejected: { label: "Rejected", variant: "danger", icon: X },
} as const;

export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  const { label, variant, icon: Icon } = STATUS[status];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}

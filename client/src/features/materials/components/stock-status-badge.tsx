// Stock status in words and colour (DESIGN: Low Stock red, Warning amber, In Stock green).
import type { StockStatus } from "@shared/domain/stock";
import { AlertTriangle, CircleAlert, CircleCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";

const STYLE = {
  "Low Stock": { variant: "danger", icon: CircleAlert },
  Warning: { variant: "warning", icon: AlertTriangle },
  "In Stock": { variant: "success", icon: CircleCheck },
} as const;

export function StockStatusBadge({ status }: { status: StockStatus }) {
  const { variant, icon: Icon } = STYLE[status];
  return (
    <Badge variant={variant} data-testid="stock-status">
      <Icon aria-hidden="true" />
      {status}
    </Badge>
  );
}

// The four cards above the list: Total Items, Low Stock, Categories, Total Value (whole dollars), all from the list;
// without Total Value for a foreman, who gets no costs.
import { stockSummary } from "@shared/domain/stock";
import { formatDollars } from "@shared/domain/money";
import { AlertTriangle, DollarSign, Layers, Package } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import type { MaterialView } from "../api";

/** `stacked`: three cards across a phone leave no room beside the icon, so the label goes under it there. */
function SummaryCard({ label, value, icon, tone, stacked }: { label: string; value: ReactNode; icon: ReactNode; tone: string; stacked: boolean }) {
  return (
    <Card className="grid gap-1 p-3 sm:p-4">
      <p className={cn("flex min-w-0 gap-2 text-sm font-medium text-slate-600", stacked ? "flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-2" : "items-center")}>
        <span className={cn("inline-flex size-7 shrink-0 items-center justify-center rounded-full [&_svg]:size-4", tone)}>{icon}</span>
        <span className="truncate">{label}</span>
      </p>
      <p className="truncate text-2xl font-semibold tabular-nums text-slate-900">{value}</p>
    </Card>
  );
}

export function MaterialSummaryCards({ materials, seesValue }: { materials: MaterialView[] | undefined; seesValue: boolean }) {
  const stacked = !seesValue;
  const grid = seesValue ? "grid grid-cols-2 gap-3 lg:grid-cols-4" : "grid grid-cols-3 gap-3";
  if (!materials) {
    return (
      <div className={grid} aria-hidden="true">
        {(seesValue ? [0, 1, 2, 3] : [0, 1, 2]).map((key) => (
          <Skeleton key={key} className="h-[5.25rem] rounded-card" />
        ))}
      </div>
    );
  }
  const summary = stockSummary(materials);
  return (
    <section aria-label="Inventory summary" className={grid}>
      <SummaryCard stacked={stacked} label="Total Items" value={summary.totalItems} icon={<Package aria-hidden="true" />} tone="bg-blue-50 text-blue-700" />
      <SummaryCard
        stacked={stacked}
        label="Low Stock"
        value={summary.lowStockCount}
        icon={<AlertTriangle aria-hidden="true" />}
        tone={summary.lowStockCount > 0 ? "bg-red-50 text-red-700" : "bg-slate-100 text-slate-600"}
      />
      <SummaryCard stacked={stacked} label="Categories" value={summary.categoryCount} icon={<Layers aria-hidden="true" />} tone="bg-violet-50 text-violet-700" />
      {seesValue ? (
        <SummaryCard
          stacked={false}
          label="Total Value"
          value={formatDollars(summary.totalValueCents, { withCents: false })}
          icon={<DollarSign aria-hidden="true" />}
          tone="bg-green-50 text-green-700"
        />
      ) : null}
    </section>
  );
}

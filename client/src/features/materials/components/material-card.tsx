// One material: name, category, stock status, the stock as a big number, costs, supplier, and its three actions. A
// foreman's card has no costs and two actions, Record use and History (none when their account is not linked yet).
import { ArrowLeftRight, History, PackageMinus, Pencil } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatMoney } from "@/lib/format";
import type { MaterialsAccess, MaterialView } from "../api";
import { StockStatusBadge } from "./stock-status-badge";

type Props = {
  material: MaterialView;
  access: MaterialsAccess;
  onEdit: () => void;
  /** The office's Transaction, a foreman's Record use. */
  onTransaction: () => void;
  onHistory: () => void;
  /** False hides the actions (a foreman whose account is not linked to a worker has no projects to record on). */
  actions?: boolean;
};

export function MaterialCard({ material, access, onEdit, onTransaction, onHistory, actions = true }: Props) {
  const headingId = `material-${material.id}-name`;
  return (
    <Card className="@container flex flex-col gap-3 p-4" aria-labelledby={headingId} role="article" data-testid="material-card">
      <div className="grid gap-2">
        <h2 id={headingId} className="text-lg leading-snug font-semibold break-words text-slate-900">
          {material.name}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Badge variant="outline">{material.category}</Badge>
          <StockStatusBadge status={material.stockStatus} />
        </div>
        {material.description ? <p className="text-base text-slate-600">{material.description}</p> : null}
      </div>

      <div className="flex items-end justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2">
        <p className="text-sm font-medium text-slate-600">Current stock</p>
        <p className="text-right" data-testid="current-stock">
          <span className="text-3xl font-bold tabular-nums text-slate-900">{material.currentStock}</span>{" "}
          <span className="text-base text-slate-700">{material.unit}</span>
        </p>
      </div>

      {access === "office" ? (
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-slate-600">Min level</dt>
            <dd className="text-base font-medium tabular-nums text-slate-900">{material.minStockLevel}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Unit cost</dt>
            <dd className="text-base font-medium tabular-nums text-slate-900">{formatMoney(material.unitCost, { empty: "Not set" })}</dd>
          </div>
          <div className="text-right">
            <dt className="text-slate-600">Total value</dt>
            <dd className="text-base font-medium tabular-nums text-slate-900">{formatMoney(material.totalValue)}</dd>
          </div>
        </dl>
      ) : (
        // Without the two cost figures, the minimum reads as one line, like the supplier's.
        <p className="text-sm text-slate-600">
          <span className="font-medium text-slate-700">Min level: </span>
          <span className="tabular-nums">
            {material.minStockLevel} {material.unit}
          </span>
        </p>
      )}

      <p className="text-sm text-slate-600">
        <span className="font-medium text-slate-700">Supplier: </span>
        {material.supplier ?? "Not set"}
        {material.sku ? <span className="whitespace-nowrap"> · SKU {material.sku}</span> : null}
      </p>

      {!actions ? null : access === "foreman" ? (
        <div className="mt-auto grid grid-cols-[minmax(0,1fr)_auto] gap-2 border-t border-slate-100 pt-3">
          <Button size="sm" onClick={onTransaction} aria-label={`Record use of ${material.name}`}>
            <PackageMinus aria-hidden="true" />
            Record use
          </Button>
          <Button size="sm" variant="outline" onClick={onHistory} aria-label={`History of ${material.name}`}>
            <History aria-hidden="true" />
            History
          </Button>
        </div>
      ) : (
        <div className="mt-auto grid grid-cols-[minmax(0,1fr)_auto_auto] gap-2 border-t border-slate-100 pt-3">
          <Button size="sm" onClick={onTransaction} aria-label={`Transaction for ${material.name}`}>
            <ArrowLeftRight aria-hidden="true" />
            Transaction
          </Button>
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${material.name}`}>
            <Pencil aria-hidden="true" className="@max-[21rem]:hidden" />
            Edit
          </Button>
          <Button size="sm" variant="outline" onClick={onHistory} aria-label={`History of ${material.name}`}>
            <History aria-hidden="true" className="@max-[21rem]:hidden" />
            History
          </Button>
        </div>
      )}
    </Card>
  );
}

// Stock at a desk (from 1024 px): the material cards' facts and actions as a table sorted by its headers, name first.
// A foreman's table has no Unit cost and Total value columns, and Record use and History as its actions.
import type { StockStatus } from "@shared/domain/stock";
import { ArrowLeftRight, History, PackageMinus, Pencil } from "lucide-react";
import { useMemo } from "react";
import { RowAction, type SortableColumn, SortableTable } from "@/components/ui/sortable-table";
import { formatMoney } from "@/lib/format";
import type { MaterialsAccess, MaterialView } from "../api";
import { StockStatusBadge } from "./stock-status-badge";

export type MaterialDialogRequest = { kind: "edit" | "transaction" | "history"; materialId: number };

/** Status sorts by urgency, the one that needs ordering first at the top. */
const STATUS_URGENCY: Record<StockStatus, number> = { "Low Stock": 0, Warning: 1, "In Stock": 2 };

type Props = {
  materials: readonly MaterialView[];
  access: MaterialsAccess;
  /** False: no actions column (a foreman whose account is not linked to a worker has no projects to record on). */
  actions: boolean;
  /** Keep it stable (a state setter or useCallback): the rows are memoised on it. */
  onOpenDialog: (request: MaterialDialogRequest) => void;
};

export function MaterialsTable({ materials, access, actions, onOpenDialog }: Props) {
  const columns = useMemo<SortableColumn<MaterialView>[]>(() => {
    const office = access === "office";
    const all: (SortableColumn<MaterialView> | null)[] = [
      {
        key: "name",
        header: "Name",
        sort: { kind: "text", value: (material) => material.name },
        // The category under the name (the filter above picks one); the description stays on the card and in Edit.
        cell: (material) => (
          <>
            <span className="block font-semibold">{material.name}</span>
            <span className="text-sm text-slate-600">{material.category}</span>
          </>
        ),
        // Names are the longest text here ("OSB Sheathing 7/16"): without a floor the table's layout squeezes them.
        className: "min-w-40",
      },
      {
        key: "status",
        header: "Status",
        sort: { kind: "number", value: (material) => STATUS_URGENCY[material.stockStatus] },
        cell: (material) => <StockStatusBadge status={material.stockStatus} />,
      },
      {
        key: "stock",
        header: "Stock",
        numeric: true,
        sort: { kind: "number", value: (material) => material.currentStock },
        cell: (material) => (
          <>
            <span className="block whitespace-nowrap" data-testid="current-stock">
              <span className="font-semibold">{material.currentStock}</span> <span className="text-sm text-slate-600">{material.unit}</span>
            </span>
            <span className="text-sm whitespace-nowrap text-slate-600">min {material.minStockLevel}</span>
          </>
        ),
      },
      !office ? null : {
        key: "unitCost",
        header: "Unit cost",
        numeric: true,
        sort: { kind: "number", value: (material) => material.unitCost },
        cell: (material) => formatMoney(material.unitCost, { empty: "Not set" }),
        className: "whitespace-nowrap",
      },
      !office ? null : {
        key: "value",
        header: "Total value",
        numeric: true,
        sort: { kind: "number", value: (material) => material.totalValue },
        cell: (material) => formatMoney(material.totalValue),
        className: "whitespace-nowrap",
      },
      {
        key: "supplier",
        header: "Supplier",
        sort: { kind: "text", value: (material) => material.supplier },
        cell: (material) => (
          <>
            {material.supplier ?? <span className="text-slate-600">Not set</span>}
            {material.sku ? <span className="block text-sm whitespace-nowrap text-slate-600">SKU {material.sku}</span> : null}
          </>
        ),
      },
      !actions ? null : {
        key: "actions",
        header: "Actions",
        pinnedEnd: true,
        cell: (material) => (
          <span className="flex justify-end gap-1">
            <RowAction
              primary
              label={office ? `Transaction for ${material.name}` : `Record use of ${material.name}`}
              icon={office ? <ArrowLeftRight aria-hidden="true" /> : <PackageMinus aria-hidden="true" />}
              onClick={() => onOpenDialog({ kind: "transaction", materialId: material.id })}
            />
            {office ? (
              <RowAction label={`Edit ${material.name}`} icon={<Pencil aria-hidden="true" />} onClick={() => onOpenDialog({ kind: "edit", materialId: material.id })} />
            ) : null}
            <RowAction
              label={`History of ${material.name}`}
              icon={<History aria-hidden="true" />}
              onClick={() => onOpenDialog({ kind: "history", materialId: material.id })}
            />
          </span>
        ),
        className: "text-right",
      },
    ];
    return all.filter((column) => column !== null);
  }, [access, actions, onOpenDialog]);

  return (
    <SortableTable
      label="Materials"
      rows={materials}
      columns={columns}
      rowKey={(material) => material.id}
      initialSort={{ columnKey: "name", direction: "ascending" }}
      rowTestId="material-row"
    />
  );
}

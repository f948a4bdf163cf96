// A material's stock movements, newest first: type, signed quantity, project, cost, who and when. A foreman's holds only
// the movements on their own projects, without costs (the server sends them no others).
import { useQuery } from "@tanstack/react-query";
import type { MaterialTransactionType } from "@shared/domain/materials-catalogue";
import { ArrowDownToLine, ArrowUpFromLine, History, RotateCcw, SlidersHorizontal } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { formatDate, formatMoney, formatTime } from "@/lib/format";
import { type MaterialsAccess, type MaterialTransactionView, type MaterialView, materialQueries } from "../api";
import { formatSignedQuantity, TRANSACTION_TYPE_LABELS } from "../material-form";

const TYPE_STYLE: Record<MaterialTransactionType, { icon: typeof History; variant: "success" | "danger" | "info" | "secondary" }> = {
  received: { icon: ArrowDownToLine, variant: "success" },
  used: { icon: ArrowUpFromLine, variant: "danger" },
  returned: { icon: RotateCcw, variant: "info" },
  adjusted: { icon: SlidersHorizontal, variant: "secondary" },
};

function Movement({ movement, unit, seesCost }: { movement: MaterialTransactionView; unit: string; seesCost: boolean }) {
  const style = TYPE_STYLE[movement.transactionType];
  const Icon = style.icon;
  return (
    <li className="grid gap-1.5 py-3" data-testid="material-movement">
      <div className="flex items-center justify-between gap-3">
        <Badge variant={style.variant}>
          <Icon aria-hidden="true" />
          {TRANSACTION_TYPE_LABELS[movement.transactionType]}
        </Badge>
        <span
          className={cn(
            "text-lg font-semibold tabular-nums",
            movement.stockChange < 0 ? "text-red-700" : "text-green-800",
          )}
        >
          {formatSignedQuantity(movement.stockChange)} {unit}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-700">
        <dt className="text-slate-500">Project</dt>
        <dd>{movement.projectName ?? "None"}</dd>
        {seesCost ? (
          <>
            <dt className="text-slate-500">Cost</dt>
            <dd className="tabular-nums">
              {movement.totalCost ? `${formatMoney(movement.totalCost)} (${formatMoney(movement.unitCost)} each)` : "Not priced"}
            </dd>
          </>
        ) : null}
        <dt className="text-slate-500">By</dt>
        <dd>{movement.createdByName ?? "Unknown"}</dd>
        <dt className="text-slate-500">When</dt>
        <dd>
          {formatDate(movement.transactionDate)} at {formatTime(movement.transactionDate)}
        </dd>
        {movement.notes ? (
          <>
            <dt className="text-slate-500">Notes</dt>
            <dd className="break-words">{movement.notes}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

export function MaterialHistoryDialog({ material, access, onClose }: { material: MaterialView; access: MaterialsAccess; onClose: () => void }) {
  const history = useQuery(materialQueries.transactions(material.id));
  const office = access === "office";
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Stock History</DialogTitle>
          <DialogDescription>
            {material.name}: {material.currentStock} {material.unit} in stock. {office ? "Newest first." : "Movements on your projects, newest first."}
          </DialogDescription>
        </DialogHeader>
        {history.isPending ? (
          <div className="grid gap-3" aria-busy="true" aria-label="Loading stock history">
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        ) : history.isError ? (
          <div role="alert" className="grid gap-3 rounded-lg border border-red-200 bg-red-50 p-4">
            <p className="text-base text-red-800">The history could not be loaded: {errorMessage(history.error)}</p>
            <Button variant="outline" onClick={() => history.refetch()} pending={history.isFetching}>
              Retry
            </Button>
          </div>
        ) : history.data.length === 0 ? (
          <p className="flex items-center gap-2 rounded-lg bg-slate-100 p-4 text-base text-slate-700">
            <History className="size-5 shrink-0" aria-hidden="true" />
            {office ? "No stock movements yet. Record one with Transaction." : "No movements on your projects yet. Record one with Record use."}
          </p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label={`Stock movements of ${material.name}`}>
            {history.data.map((movement) => (
              <Movement key={movement.id} movement={movement} unit={material.unit} seesCost={office} />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

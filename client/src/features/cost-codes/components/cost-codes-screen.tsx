// Cost Codes (/cost-codes, office and admins): the company's codes in use, then those deactivated, apart; Add, Edit,
// Deactivate and Reactivate. No delete: hours will be booked to codes, so a code that is no longer used is
// deactivated (kept, and offered for nothing new). A table at a desk, cards on a phone. The dialog brings zod, so it
// loads in its own chunk.
import { useQuery } from "@tanstack/react-query";
import { Archive, Hash, Pencil, Plus, RotateCcw } from "lucide-react";
import { Suspense, useMemo, useState } from "react";
import { screenHeading } from "@shared/screens";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { type SortableColumn, SortableTable } from "@/components/ui/sortable-table";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/state-message";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { byAccount, formatDate } from "@/lib/format";
import { lazyNamed } from "@/lib/lazy-named";
import { useDeskLayout } from "@/lib/use-desk-layout";
import { costCodeLabel, costCodeQueries, type CostCodeView, useSetCostCodeActive } from "../api";

const CostCodeDialog = lazyNamed(() => import("./cost-code-dialog"), "CostCodeDialog");

/** The Add dialog (null), the Edit dialog of a code, or neither (undefined). */
type OpenDialog = CostCodeView | null | undefined;

/** 'Added Mar 5, 2026 by Dana Office', or 'Changed ...' once it has been changed (a new code's two times are one). */
function lastChange(c: CostCodeView): string {
  return c.updatedAt !== c.createdAt
    ? `Changed ${formatDate(c.updatedAt)} ${byAccount(c.updatedByName)}`
    : `Added ${formatDate(c.createdAt)} ${byAccount(c.createdByName)}`;
}

export function CostCodesScreen({ viewerRole }: { viewerRole: string }) {
  const costCodes = useQuery(costCodeQueries.list());
  const [dialog, setDialog] = useState<OpenDialog>(undefined);
  const active = useMemo(() => (costCodes.data ?? []).filter((c) => c.active), [costCodes.data]);
  const inactive = useMemo(() => (costCodes.data ?? []).filter((c) => !c.active), [costCodes.data]);

  const addButton = (
    <Button onClick={() => setDialog(null)}>
      <Plus aria-hidden="true" /> Add Cost Code
    </Button>
  );

  return (
    <>
      <PageHeader {...screenHeading("cost-codes-page", viewerRole)} actions={addButton} />
      {costCodes.isPending ? (
        <LoadingState label="Loading cost codes..." rows={3} />
      ) : costCodes.isError ? (
        <ErrorState
          title="Cost codes could not be loaded"
          message={errorMessage(costCodes.error)}
          onRetry={() => void costCodes.refetch()}
          retrying={costCodes.isFetching}
        />
      ) : (
        <div className="grid gap-8">
          <section aria-labelledby="active-cost-codes" className="grid gap-3">
            <h2 id="active-cost-codes" className="text-xl font-semibold text-slate-900">
              In use <span className="font-normal text-slate-600 tabular-nums">({active.length})</span>
            </h2>
            {active.length === 0 ? (
              <EmptyState
                icon={<Hash />}
                title="No cost codes in use"
                description="Add the codes your estimates use, such as 03-300 Cast-in-place concrete."
                action={addButton}
              />
            ) : (
              <CostCodeList label="Cost codes in use" costCodes={active} onEdit={setDialog} />
            )}
          </section>
          {inactive.length > 0 ? (
            <section aria-labelledby="inactive-cost-codes" className="grid gap-3">
              <div>
                <h2 id="inactive-cost-codes" className="text-xl font-semibold text-slate-900">
                  Deactivated <span className="font-normal text-slate-600 tabular-nums">({inactive.length})</span>
                </h2>
                <p className="text-base text-slate-600">Kept for the hours already booked to them; not offered for new ones.</p>
              </div>
              <CostCodeList label="Deactivated cost codes" costCodes={inactive} onEdit={setDialog} />
            </section>
          ) : null}
        </div>
      )}
      {dialog !== undefined ? (
        <Suspense fallback={null}>
          <CostCodeDialog costCode={dialog ?? undefined} onClose={() => setDialog(undefined)} />
        </Suspense>
      ) : null}
    </>
  );
}

type ListProps = { label: string; costCodes: readonly CostCodeView[]; onEdit: (costCode: CostCodeView) => void };

function CostCodeList(props: ListProps) {
  return useDeskLayout() ? <CostCodesTable {...props} /> : <CostCodeCards {...props} />;
}

function CostCodeActions({ costCode, onEdit }: { costCode: CostCodeView; onEdit: (costCode: CostCodeView) => void }) {
  const setActive = useSetCostCodeActive();
  const toggle = () =>
    setActive.mutate(
      { id: costCode.id, active: !costCode.active },
      {
        onSuccess: (saved) =>
          toast({
            title: saved.active ? "Cost Code Reactivated" : "Cost Code Deactivated",
            description: saved.active ? `${costCodeLabel(saved)} is in use again.` : `${costCodeLabel(saved)} is no longer offered; hours booked to it keep it.`,
            variant: "success",
          }),
      },
    );
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="outline" onClick={() => onEdit(costCode)} aria-label={`Edit ${costCode.code}`}>
        <Pencil aria-hidden="true" /> Edit
      </Button>
      <Button variant="outline" onClick={toggle} pending={setActive.isPending} aria-label={`${costCode.active ? "Deactivate" : "Reactivate"} ${costCode.code}`}>
        {costCode.active ? <Archive aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
        {costCode.active ? "Deactivate" : "Reactivate"}
      </Button>
    </div>
  );
}

function CostCodesTable({ label, costCodes, onEdit }: ListProps) {
  const columns = useMemo<SortableColumn<CostCodeView>[]>(
    () => [
      {
        key: "code",
        header: "Code",
        sort: { kind: "text", value: (c) => c.code },
        cell: (c) => <span className="font-semibold whitespace-nowrap tabular-nums">{c.code}</span>,
        className: "w-40",
      },
      { key: "name", header: "Name", sort: { kind: "text", value: (c) => c.name }, cell: (c) => <span className="[overflow-wrap:anywhere]">{c.name}</span> },
      {
        key: "changed",
        header: "Last change",
        sort: { kind: "date", value: (c) => c.updatedAt },
        cell: (c) => <span className="text-sm text-slate-600">{lastChange(c)}</span>,
      },
      { key: "actions", header: "Actions", pinnedEnd: true, cell: (c) => <CostCodeActions costCode={c} onEdit={onEdit} />, className: "w-72 text-right" },
    ],
    [onEdit],
  );
  return (
    <SortableTable
      label={label}
      rows={costCodes}
      columns={columns}
      rowKey={(c) => c.id}
      initialSort={{ columnKey: "code", direction: "ascending" }}
      rowTestId="cost-code-row"
    />
  );
}

function CostCodeCards({ label, costCodes, onEdit }: ListProps) {
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label={label}>
      {costCodes.map((c) => (
        <li key={c.id} className={`grid gap-3 rounded-card border border-slate-200 p-4 shadow-card ${c.active ? "bg-white" : "bg-slate-50"}`} data-testid="cost-code-card">
          <div className="min-w-0">
            <p className="text-lg leading-tight font-semibold text-slate-900 tabular-nums">{c.code}</p>
            <p className="text-base [overflow-wrap:anywhere] text-slate-700">{c.name}</p>
            <p className="mt-1 text-sm text-slate-600">{lastChange(c)}</p>
          </div>
          <CostCodeActions costCode={c} onEdit={onEdit} />
        </li>
      ))}
    </ul>
  );
}

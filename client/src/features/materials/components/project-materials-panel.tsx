// Materials tab of a project: per material, the estimate against the actual use and what the stock movements say was
// used here. Cards on a phone, a compact table from 1024 px; adding or changing an estimate opens one dialog. A foreman
// reads the quantities only: no costs (the server sends none) and no estimates to add or change (the office plans).
import { useQuery } from "@tanstack/react-query";
import { Package, Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { errorMessage } from "@/lib/api-client";
import { formatDate, formatMoney, formatQuantity } from "@/lib/format";
import { isOverEstimate, mergeProjectMaterials, projectMaterialQueries, type ProjectMaterialLine } from "../project-materials";
import { ProjectMaterialEstimateDialog } from "./project-material-estimate-dialog";

const NOT_SET = "Not set";

function qty(value: number | undefined, unit: string) {
  return value === undefined ? "—" : `${formatQuantity(value)} ${unit}`;
}

function stockLine(line: ProjectMaterialLine) {
  const usage = line.usage;
  if (!usage) return "No stock movements on this project";
  const returned = usage.returnedQuantity > 0 ? `, ${formatQuantity(usage.returnedQuantity)} returned` : "";
  return `${formatQuantity(usage.usedQuantity)} used${returned} · ${usage.movementCount} movement${usage.movementCount === 1 ? "" : "s"}, last ${formatDate(usage.lastMovementAt)}`;
}

function OverBadge({ line }: { line: ProjectMaterialLine }) {
  return isOverEstimate(line) ? <Badge variant="danger">Over estimate</Badge> : null;
}

/** `money` null: the caller gets no costs, so the line is left out rather than shown empty. */
function Figure({ label, quantity, money, testId }: { label: string; quantity: string; money: string | null; testId: string }) {
  return (
    <div className="min-w-0" data-testid={testId}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-base font-semibold tabular-nums text-slate-900">{quantity}</dd>
      {money === null ? null : <dd className="text-sm tabular-nums text-slate-700">{money}</dd>}
    </div>
  );
}

type LineProps = { line: ProjectMaterialLine; seesCosts: boolean; onEdit?: () => void };

function MaterialLineCard({ line, seesCosts, onEdit }: LineProps) {
  const money = (value: string | null | undefined, empty: string) => (seesCosts ? formatMoney(value, { empty }) : null);
  const { estimate, usage } = line;
  return (
    <Card className="grid gap-3 p-4" role="article" aria-label={line.materialName} data-testid="project-material">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg leading-snug font-semibold break-words text-slate-900">{line.materialName}</h3>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <Badge variant="outline">{line.category}</Badge>
            <OverBadge line={line} />
          </div>
        </div>
        {onEdit ? (
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`${estimate ? "Edit" : "Add"} estimate for ${line.materialName}`}>
            <Pencil aria-hidden="true" />
            {estimate ? "Edit" : "Estimate"}
          </Button>
        ) : null}
      </div>
      <dl className="grid grid-cols-3 gap-2 rounded-lg bg-slate-50 p-3 text-right [&>div:first-child]:text-left">
        <Figure
          label="Estimated"
          testId="estimated"
          quantity={estimate ? qty(estimate.estimatedQuantity, line.unit) : "—"}
          money={money(estimate?.budgetedCost, NOT_SET)}
        />
        <Figure
          label="Actual"
          testId="actual"
          quantity={estimate ? qty(estimate.actualQuantity, line.unit) : "—"}
          money={money(estimate?.actualCost, "—")}
        />
        <Figure
          label="From stock"
          testId="from-stock"
          quantity={qty(usage?.netQuantity ?? 0, line.unit)}
          money={money(usage?.netCost, "—")}
        />
      </dl>
      <p className="text-sm text-slate-600">{stockLine(line)}</p>
    </Card>
  );
}

type TableProps = { lines: ProjectMaterialLine[]; seesCosts: boolean; onEdit?: (line: ProjectMaterialLine) => void };

function MaterialsTable({ lines, seesCosts, onEdit }: TableProps) {
  const num = "px-3 py-2 text-right tabular-nums whitespace-nowrap";
  const money = (value: string | null | undefined, empty: string) =>
    seesCosts ? <span className="block text-sm text-slate-600">{formatMoney(value, { empty })}</span> : null;
  return (
    <div className="overflow-x-auto rounded-card border border-slate-200 bg-white">
      <table className="w-full text-left text-base" data-testid="project-materials-table">
        <caption className="sr-only">Estimated and actual materials for this project</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-sm text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">Material</th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">Estimated</th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">Actual</th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">From stock</th>
            {onEdit ? <th scope="col" className="px-3 py-2 font-semibold"><span className="sr-only">Actions</span></th> : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {lines.map((line) => (
            <tr key={line.materialId} data-testid="project-material-row">
              <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                <span className="block">{line.materialName}</span>
                <span className="flex flex-wrap items-center gap-1.5 text-sm font-normal text-slate-600">
                  {line.category} · {line.unit}
                  <OverBadge line={line} />
                </span>
              </th>
              <td className={num}>
                <span className="block">{line.estimate ? formatQuantity(line.estimate.estimatedQuantity) : "—"}</span>
                {money(line.estimate?.budgetedCost, NOT_SET)}
              </td>
              <td className={num}>
                <span className="block">{line.estimate ? formatQuantity(line.estimate.actualQuantity) : "—"}</span>
                {money(line.estimate?.actualCost, "—")}
              </td>
              <td className={num} title={stockLine(line)}>
                <span className="block">{formatQuantity(line.usage?.netQuantity ?? 0)}</span>
                {money(line.usage?.netCost, "—")}
              </td>
              {onEdit ? (
                <td className="px-2 py-2 text-right">
                  <Button size="sm" variant="ghost" onClick={() => onEdit(line)} aria-label={`${line.estimate ? "Edit" : "Add"} estimate for ${line.materialName}`}>
                    <Pencil aria-hidden="true" />
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type PanelProps = {
  projectId: number;
  /** The office's Add Material and Edit estimate (PUT); a foreman only reads. */
  canPlan: boolean;
  /** Budgets and costs: absent from a foreman's answers, so not drawn at all. */
  seesCosts: boolean;
};

export function ProjectMaterialsPanel({ projectId, canPlan: plans, seesCosts }: PanelProps) {
  const estimates = useQuery(projectMaterialQueries.estimates(projectId));
  const usage = useQuery(projectMaterialQueries.usage(projectId));
  const [editing, setEditing] = useState<ProjectMaterialLine | "new" | null>(null);

  const failed = estimates.isError ? estimates : usage.isError ? usage : null;
  const lines = estimates.data && usage.data ? mergeProjectMaterials(estimates.data, usage.data) : null;
  const addButton = (
    <Button onClick={() => setEditing("new")}>
      <Plus aria-hidden="true" />
      Add Material
    </Button>
  );

  return (
    <section aria-labelledby="materials-heading" className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="materials-heading" className="text-lg font-semibold">
          Materials
        </h2>
        {plans && lines && lines.length > 0 ? addButton : null}
      </div>
      {failed ? (
        <ErrorState
          title="Could not load the project's materials"
          message={errorMessage(failed.error)}
          onRetry={() => {
            void estimates.refetch();
            void usage.refetch();
          }}
          retrying={estimates.isFetching || usage.isFetching}
        />
      ) : !lines ? (
        <div className="grid grid-cols-1 gap-2" role="status" aria-label="Loading materials">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : lines.length === 0 ? (
        <EmptyState
          icon={<Package />}
          title="No materials for this project yet"
          description={
            plans
              ? "Add the materials you expect to use with their estimated quantity and budget. What crews take from stock for this project shows here as it is recorded."
              : "The office adds the materials this project should use; what you record as used from stock shows here."
          }
          action={plans ? addButton : undefined}
        />
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-2 lg:hidden">
            {lines.map((line) => (
              <li key={line.materialId}>
                <MaterialLineCard line={line} seesCosts={seesCosts} onEdit={plans ? () => setEditing(line) : undefined} />
              </li>
            ))}
          </ul>
          <div className="hidden lg:block">
            <MaterialsTable lines={lines} seesCosts={seesCosts} onEdit={plans ? setEditing : undefined} />
          </div>
          <p className="text-sm text-slate-600">
            Actual follows each use and return recorded for this project; From stock sums this project's stock movements (used less returned).
          </p>
        </>
      )}
      {plans && editing ? (
        <ProjectMaterialEstimateDialog
          projectId={projectId}
          line={editing === "new" ? null : editing}
          estimatedMaterialIds={new Set((estimates.data ?? []).map((row) => row.materialId))}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

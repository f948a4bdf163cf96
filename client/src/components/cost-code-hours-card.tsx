// The office's "Hours by cost code" card (issue 15): each code the entries carry with their hours and labour cost, and
// "No cost code" for the rest; the figures are the entries' own, as on the timesheet. On a project's Time Tracking tab
// (its entries) and under the timesheet's Weekly Summary (the week's entries on every project).
import { useQuery } from "@tanstack/react-query";
import type { CostCodeHoursLine } from "@shared/api/cost-code-hours";
import { costCodeHoursApi } from "@shared/api/routes";
import { costCodeLabel } from "@/components/cost-code-select";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { errorMessage } from "@/lib/api-client";
import { endpointQuery } from "@/lib/endpoint-client";
import { formatMoney } from "@/lib/format";

export function ProjectCostCodeHours({ projectId }: { projectId: number }) {
  const lines = useQuery(endpointQuery(costCodeHoursApi.project, { params: { id: projectId } }));
  // No entries yet: the tab's own empty state says so; a card of nothing would only repeat it.
  if (lines.isSuccess && lines.data.length === 0) return null;
  return <CostCodeHoursCard lines={lines} />;
}

/** The week's (or any days') entries on every project, counted on their clock-in day like the Weekly Summary. */
export function DaysCostCodeHours({ from, to }: { from: string; to: string }) {
  const lines = useQuery(endpointQuery(costCodeHoursApi.days, { query: { from, to } }));
  return <CostCodeHoursCard lines={lines} description="This week's entries on every project, on the day they were clocked in." emptyText="No entries this week." />;
}

interface LinesQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: CostCodeHoursLine[] | undefined;
  refetch: () => unknown;
}

function CostCodeHoursCard({ lines, description, emptyText }: { lines: LinesQuery; description?: string; emptyText?: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Hours by cost code</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        {lines.isPending ? (
          <Skeleton className="h-24" />
        ) : lines.isError || !lines.data ? (
          <ErrorState title="Could not load the hours by cost code" message={errorMessage(lines.error)} onRetry={() => void lines.refetch()} />
        ) : lines.data.length === 0 ? (
          <p className="text-base text-slate-600">{emptyText}</p>
        ) : (
          <table className="w-full text-base" data-testid="cost-code-hours">
            <thead>
              <tr className="border-b border-slate-200 text-left text-sm text-slate-600">
                <th className="py-2 pr-3 font-medium">Cost code</th>
                <th className="py-2 pr-3 text-right font-medium">Hours</th>
                <th className="py-2 text-right font-medium">Labour cost</th>
              </tr>
            </thead>
            <tbody>
              {lines.data.map((line) => (
                <tr key={line.costCodeId ?? "none"} className="border-b border-slate-100 last:border-0">
                  <td className="py-2 pr-3">
                    {line.code !== null && line.name !== null ? costCodeLabel({ code: line.code, name: line.name }) : <span className="text-slate-600">No cost code</span>}
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{line.hours.toFixed(2)}</td>
                  <td className="py-2 text-right tabular-nums">{formatMoney(line.totalPay)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}

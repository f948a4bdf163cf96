// The office's "Hours by cost code" card on a project's Time Tracking tab (issue 15): each code its entries carry with
// their hours and labour cost, and "No cost code" for the rest; the figures are the entries' own, as on the timesheet.
import { useQuery } from "@tanstack/react-query";
import { costCodeHoursApi } from "@shared/api/routes";
import { costCodeLabel } from "@/components/cost-code-select";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { errorMessage } from "@/lib/api-client";
import { endpointQuery } from "@/lib/endpoint-client";
import { formatMoney } from "@/lib/format";

export function ProjectCostCodeHours({ projectId }: { projectId: number }) {
  const lines = useQuery(endpointQuery(costCodeHoursApi.project, { params: { id: projectId } }));
  // No entries yet: the tab's own empty state says so; a card of nothing would only repeat it.
  if (lines.isSuccess && lines.data.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Hours by cost code</CardTitle>
      </CardHeader>
      <CardContent>
        {lines.isPending ? (
          <Skeleton className="h-24" />
        ) : lines.isError ? (
          <ErrorState title="Could not load the hours by cost code" message={errorMessage(lines.error)} onRetry={() => void lines.refetch()} />
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

// A pay period's history (issue 27): every approval, newest first, with who approved it and when, its hours and gross,
// who reopened it, when and why, and per worker what the next approval changed. Shown once a period has been reopened.
import { useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/state-message";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { formatMoney, formatHours } from "@/lib/format";
import { payrollQueries, type PeriodVersionView } from "../payroll-api";

import { byWhom } from "./period-approval";

type Difference = PeriodVersionView["differences"][number];
type Figures = NonNullable<Difference["before"]>;

const totalHours = (f: Figures) => f.regularHours + f.overtimeHours + f.doubleTimeHours;

/** "8.00 h, $240.00 → 9.00 h (1.00 overtime), $285.00"; a worker added or removed says so. */
function differenceText({ before, after }: Difference): string {
  const figures = (f: Figures) => {
    const extra = [f.overtimeHours ? `${formatHours(f.overtimeHours)} overtime` : null, f.doubleTimeHours ? `${formatHours(f.doubleTimeHours)} double time` : null].filter(Boolean);
    return `${formatHours(totalHours(f))} h${extra.length ? ` (${extra.join(", ")})` : ""}, ${formatMoney(f.grossPay)}`;
  };
  if (!before) return `added: ${figures(after!)}`;
  if (!after) return `removed (was ${figures(before)})`;
  return `${figures(before)} → ${figures(after)}`;
}

export function PeriodHistory({ periodId, timeZone }: { periodId: number; timeZone: string }) {
  const versions = useQuery(payrollQueries.versions(periodId));
  return (
    <Card className="grid grid-cols-1 gap-3 p-4" data-testid="period-history">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <History aria-hidden="true" className="size-5" /> Approval history
      </h3>
      {versions.isPending ? (
        <Skeleton className="h-24" />
      ) : versions.isError ? (
        <ErrorState title="Could not load the history" message={errorMessage(versions.error)} onRetry={() => void versions.refetch()} retrying={versions.isFetching} />
      ) : (
        <ol className="grid grid-cols-1 gap-3">
          {versions.data.map((v) => (
            <VersionItem key={v.version} version={v} timeZone={timeZone} />
          ))}
        </ol>
      )}
    </Card>
  );
}

function VersionItem({ version: v, timeZone }: { version: PeriodVersionView; timeZone: string }) {
  return (
    <li className="grid grid-cols-1 gap-1 rounded-lg border border-slate-200 px-3 py-2" data-testid={`period-version-${v.version}`}>
      <p className="text-base font-semibold text-slate-900">
        Version {v.version} · {formatHours(v.totalHours)} h · gross {formatMoney(v.grossPay)}
      </p>
      <p className="text-base text-slate-700">Approved{byWhom(v.approvedByName, v.approvedAt, timeZone)}</p>
      {v.reopenedAt ? (
        <p className="text-base text-slate-700">
          Reopened{byWhom(v.reopenedByName, v.reopenedAt, timeZone)}: “{v.reopenReason}”
        </p>
      ) : null}
      {v.differences.length ? (
        <ul className="mt-1 grid grid-cols-1 gap-1 text-base text-slate-700" aria-label={`Changed in version ${v.version}`}>
          {v.differences.map((d) => (
            <li key={d.workerId}>
              <span className="font-medium text-slate-900">{d.workerName}</span>: {differenceText(d)}
            </li>
          ))}
        </ul>
      ) : v.version > 1 ? (
        <p className="text-base text-slate-600">No worker's hours or gross changed from version {v.version - 1}.</p>
      ) : null}
    </li>
  );
}

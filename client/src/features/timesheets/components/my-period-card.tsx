// "Your pay period" (issue 27 step 5): while the company asks workers to sign, a worker's own period with its hours
// and whether they signed it, and the way to read and sign it. On the Weekly Summary it steps between periods; on the
// dashboard (`promptOnly`) it shows only while a period waits for their signature, or needs it again after a change.
import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, PenLine } from "lucide-react";
import { useState } from "react";
import type { SignatureStatus } from "@shared/domain/period-signature";
import { addDays } from "@shared/domain/work-week";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { errorMessage } from "@/lib/api-client";
import { formatMomentIn } from "@/lib/zoned-time";
import { usePeriodSignaturesAsked } from "@/lib/use-clock-settings";

import { periodSignatureQueries, useSignPeriod, type MyPeriodView } from "../period-signature-api";
import { MyPeriodDialog, periodDaysText } from "@/components/my-period-dialog";
import { formatHours } from "@/lib/format";

/** The worker's own words for where their signature stands. */
const STATUS_BADGE: Record<SignatureStatus, { text: string; variant: BadgeProps["variant"] }> = {
  signed: { text: "Signed", variant: "success" },
  outdated: { text: "Hours changed: sign again", variant: "warning" },
  unsigned: { text: "Not signed", variant: "secondary" },
};

/** A period waits for the worker: it can be signed now, and they have not signed these hours. */
const waitsForSignature = (period: MyPeriodView) => period.signaturesOn && period.signRefusal === null && period.signature.status !== "signed";

function statusLine(period: MyPeriodView): string {
  const { signature } = period;
  if (signature.status === "signed") return `You signed on ${formatMomentIn(signature.signedAt!, period.timeZone)}.`;
  if (signature.status === "outdated") return `Your hours were corrected after you signed on ${formatMomentIn(signature.signedAt!, period.timeZone)}. Check them and sign again.`;
  return period.signRefusal ?? "Check your hours and sign them for payroll.";
}

export function MyPeriodCard({ promptOnly = false }: { promptOnly?: boolean }) {
  const [periodOf, setPeriodOf] = useState<string | undefined>(undefined);
  const [open, setOpen] = useState(false);
  // Asked only while the company asks for signatures (the clock's settings, cached for every screen of the clock).
  const asked = usePeriodSignaturesAsked();
  const query = useQuery({ ...periodSignatureQueries.myPeriod(periodOf), enabled: asked });
  const sign = useSignPeriod();
  const openDialog = (next: boolean) => {
    if (!next) sign.reset();
    setOpen(next);
  };
  if (!asked) return null;
  if (query.isPending) return promptOnly ? null : <Skeleton className="h-32" aria-label="Loading your pay period" />;
  if (query.isError) {
    if (promptOnly) return null;
    return <ErrorState title="Could not load your pay period" message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const period = query.data;
  if (!period.signaturesOn || (promptOnly && !waitsForSignature(period))) return null;
  const badge = STATUS_BADGE[period.signature.status];
  const waits = waitsForSignature(period);
  return (
    <Card className="grid gap-3 p-4" aria-labelledby="my-period-title" data-testid="my-period-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="my-period-title" className="text-lg font-semibold text-slate-900">
            Your pay period
          </h2>
          <p className="text-base text-slate-700">
            {periodDaysText(period)} · <span className="font-semibold tabular-nums text-slate-900">{formatHours(period.totalHours)} h</span>
          </p>
        </div>
        <Badge variant={badge.variant}>{badge.text}</Badge>
      </div>
      <p className="text-base text-slate-700">{statusLine(period)}</p>
      <div className="flex flex-wrap items-center gap-2">
        {promptOnly ? null : (
          <Button variant="outline" size="icon" aria-label="Earlier pay period" onClick={() => setPeriodOf(addDays(period.startDate, -1))}>
            <ChevronLeft aria-hidden="true" />
          </Button>
        )}
        <Button className="flex-1 sm:flex-none" variant={waits ? "default" : "outline"} onClick={() => openDialog(true)}>
          {waits ? (
            <>
              <PenLine aria-hidden="true" /> Review and sign
            </>
          ) : (
            "Review hours"
          )}
        </Button>
        {promptOnly ? null : (
          <Button variant="outline" size="icon" aria-label="Later pay period" onClick={() => setPeriodOf(addDays(period.endDate, 1))}>
            <ChevronRight aria-hidden="true" />
          </Button>
        )}
      </div>
      <MyPeriodDialog
        period={period}
        open={open}
        onOpenChange={openDialog}
        signing={{
          pending: sign.isPending,
          error: sign.isError ? errorMessage(sign.error) : null,
          submit: () =>
            sign.mutate({ periodOf: period.startDate, certificationTextId: period.certificationText.id, entriesVersion: period.entriesVersion }, { onSuccess: () => setOpen(false) }),
        }}
      />
    </Card>
  );
}

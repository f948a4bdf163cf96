// Approving and reopening a pay period on the Payroll tab (issue 27): Approve (disabled with the reason while the
// period cannot be), Reopen with a reason once it is approved, and the line under them that says who approved or
// reopened it and when, in the company's zone.
import { BadgeCheck, LockOpen } from "lucide-react";
import { useState } from "react";
import { periodNoun } from "@shared/domain/pay-schedule";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { formatMoney, formatHours } from "@/lib/format";
import { formatMomentIn } from "@/lib/zoned-time";
import { useApproveWeek, useReopenPeriod, type PayrollWeekView } from "../payroll-api";

import { ReasonDialog } from "./reason-dialog";
import { notSignedCount } from "./signature-badge";
import { notSignedText } from "@shared/domain/period-signature";
import { REASON_MAX_CHARS } from "@shared/api/time-clock";

interface Props {
  week: PayrollWeekView;
  weekOf: string;
  /** "Mar 8, 2026 – Mar 14, 2026" */
  range: string;
  /** Why Approve is disabled (periodApprovalRefusal), or null. */
  refusal: string | null;
  /** Pay changes listed under "Pay changes this week", said in the confirmation. */
  changeCount: number;
}

/** Approve, or Reopen once approved, each behind its dialog. */
export function PeriodApprovalButtons({ week, weekOf, range, refusal, changeCount }: Props) {
  const [dialog, setDialog] = useState<"approve" | "reopen" | null>(null);
  const approve = useApproveWeek();
  const reopen = useReopenPeriod();
  const close = () => setDialog(null);
  const noun = periodNoun(week.payFrequency);
  const Noun = noun === "week" ? "Week" : "Period";
  const notSigned = week.signatures === null ? null : notSignedText(notSignedCount(week));

  return (
    <>
      {week.approved ? (
        <Button variant="outline" onClick={() => setDialog("reopen")}>
          <LockOpen aria-hidden="true" /> Reopen
        </Button>
      ) : (
        <Button onClick={() => setDialog("approve")} disabled={refusal !== null} aria-describedby={refusal ? "approve-refusal" : undefined}>
          <BadgeCheck aria-hidden="true" /> Approve
        </Button>
      )}

      <Dialog open={dialog === "approve"} onOpenChange={(open) => !open && close()}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Approve this {noun}?</DialogTitle>
            <DialogDescription>
              {range}: {week.totals.workerCount} workers, {formatHours(week.totals.totalHours)} hours, gross pay {formatMoney(week.totals.grossPay)}. After
              approval the figures are stored as the pay period and its time entries can no longer be corrected.
              {changeCount > 0 ? ` ${changeCount} pay ${changeCount === 1 ? "change was" : "changes were"} made this ${noun} (listed under Pay changes this ${noun}).` : ""}
              {notSigned ? ` ${notSigned}.` : ""}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button
              pending={approve.isPending}
              onClick={() =>
                approve.mutate(weekOf, {
                  onSuccess: () => {
                    close();
                    toast({ title: "Payroll Approved", description: `The ${noun} of ${range} is approved.`, variant: "success" });
                  },
                  // The toast is the mutation's (payroll-api.ts); the dialog closes so it can be read.
                  onError: close,
                })
              }
            >
              {approve.isPending ? "Approving..." : `Approve ${Noun}`}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      {dialog === "reopen" ? (
        <ReasonDialog
          title={`Reopen this ${noun}?`}
          description={`Its time entries can be corrected again. The approved figures stay in the ${noun}'s history as version ${week.payPeriod?.version ?? 1}; approve the ${noun} again once it is corrected.`}
          field={{ id: "reopen-reason", label: "Reason", placeholder: "e.g. Ana's Monday clock-out was wrong", requiredMessage: "Please say why the period is reopened", maxChars: REASON_MAX_CHARS }}
          submitLabel={`Reopen ${Noun}`}
          pendingLabel="Reopening..."
          pending={reopen.isPending}
          serverError={reopen.error ? errorMessage(reopen.error) : null}
          onSubmit={(reason) =>
            reopen.mutate(
              { periodOf: weekOf, reason },
              {
                onSuccess: () => {
                  close();
                  toast({ title: `${Noun} Reopened`, description: `The ${noun} of ${range} can be corrected; approve it again when it is done.`, variant: "success" });
                },
              },
            )
          }
          onClose={() => {
            reopen.reset();
            close();
          }}
        />
      ) : null}
    </>
  );
}

/** " by Dana Ortiz on Mar 9, 4:12 PM" (in the company's zone), each part left out when unknown: who approved or reopened a period. */
export function byWhom(name: string | null, at: string | null, timeZone: string): string {
  return `${name ? ` by ${name}` : ""}${at ? ` on ${formatMomentIn(at, timeZone)}` : ""}`;
}

/** Who approved the period and when, or who reopened it, when and why; else why it cannot be approved yet. */
export function PeriodStatusLine({ week, refusal, approves, timeZone }: { week: PayrollWeekView; refusal: string | null; approves: boolean; timeZone: string }) {
  const period = week.payPeriod;
  if (week.approved) {
    return (
      <p className="text-base text-slate-700" data-testid="approval-banner">
        This week was approved{byWhom(period?.approvedByName ?? null, period?.approvedAt ?? null, timeZone)}: its figures are stored and its time
        entries can no longer be corrected.
      </p>
    );
  }
  const notSigned = week.signatures === null ? null : notSignedText(notSignedCount(week));
  const why = (
    <>
      {approves && refusal ? (
        <p id="approve-refusal" className="text-base text-slate-600">
          {refusal}.
        </p>
      ) : null}
      {/* Said, never blocking: the office may pay a worker who is away. */}
      {approves && notSigned ? (
        <p className="text-base text-slate-700" data-testid="not-signed">
          {notSigned}.
        </p>
      ) : null}
    </>
  );
  if (period?.status !== "reopened") return why;
  return (
    <>
      <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-base text-amber-950" data-testid="reopen-banner">
        Reopened{byWhom(period.reopenedByName, period.reopenedAt, timeZone)}: “{period.reopenReason}”. Its entries can be corrected; approve it again to store version {period.version + 1}.
      </p>
      {why}
    </>
  );
}

// Payroll Calculations: the pay period's regular and overtime pay per worker (at a desk first as a grid of workers and
// days), CSV exports, approval, and the overtime rule (shown here, set in Company settings).
import { useQuery } from "@tanstack/react-query";
import { BadgeCheck, Download, FileSpreadsheet, ReceiptText } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { formatMoney, formatHours } from "@/lib/format";
import { payrollCsvUrl, payrollQueries, type PayrollWeekView } from "../payroll-api";
import { useCompanyTimeZone, useCompanyTodayKey } from "@/lib/use-company-time-zone";
import { formatDayKey } from "@/lib/zoned-time";
import { PayPeriodPicker } from "./day-week-pickers";
import { PayChanges, payChangeCount, usePayChanges } from "./pay-changes";
import { PeriodApprovalButtons, PeriodStatusLine } from "./period-approval";
import { PeriodHistory } from "./period-history";
import { PeriodPicker } from "./period-picker";
import { carriedHoursOf, carriedHoursText, PeriodWorkweeks } from "./period-workweeks";
import { PayrollGrid } from "./payroll-grid";
import { useDeskLayout } from "@/lib/use-desk-layout";
import { Figures, mealPremiumRows, optionalRow, WorkerPayCard } from "./payroll-figures";
import { signatureOf } from "./signature-badge";
import { PayrollExports } from "./payroll-exports";
import { payrollApprovalRefusal } from "@shared/domain/entry-decision";
import { periodApprovalRefusal } from "@shared/domain/period-approval";
import { weekShowsDoubleTime } from "@shared/api/payroll";
import { isSpecPreset } from "@shared/domain/overtime-labels";
import { periodNoun } from "@shared/domain/pay-schedule";
import { OVERTIME_RULE_NAMES, OVERTIME_RULE_SUMMARIES } from "@shared/domain/overtime-setting";
import { companySettingsApi } from "@shared/api/routes";
import { endpointQuery } from "@/lib/endpoint-client";

/**
 * Whether this role approves weeks and reads their pay changes (the server's rule, payrollApprovalRefusal): admins,
 * and office users while the Company settings give it to them (read only by office users; admins always may).
 */
function useApprovesPayroll(role: string): boolean {
  const settings = useQuery({ ...endpointQuery(companySettingsApi.get), enabled: role === "user" });
  return payrollApprovalRefusal(role, { officeApprovesPayroll: settings.data?.officeApprovesPayroll ?? false }) === null;
}

export function PayrollTab({ role }: { role: string }) {
  const isAdmin = role === "admin";
  const approves = useApprovesPayroll(role);
  const timeZone = useCompanyTimeZone();
  const today = useCompanyTodayKey();
  const [picked, setPicked] = useState<string | null>(null);
  const weekOf = picked ?? today;
  const week = useQuery(payrollQueries.week(weekOf));

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end">
        <PayPeriodPicker
          id="payroll-week"
          value={weekOf}
          onChange={setPicked}
          todayKey={today}
          span={week.data ? { startKey: week.data.weekStart, endKey: week.data.weekEnd } : undefined}
          weekly={(week.data?.payFrequency ?? "weekly") === "weekly"}
        />
        <OvertimeRuleState isAdmin={isAdmin} week={week.data} />
      </div>
      <PeriodPicker id="payroll-period" day={weekOf} onPick={setPicked} />
      {week.isPending ? (
        <div className="grid grid-cols-1 gap-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-48" />
        </div>
      ) : week.isError ? (
        <ErrorState title="Could not load payroll" message={errorMessage(week.error)} onRetry={() => void week.refetch()} retrying={week.isFetching} />
      ) : (
        <PayrollWeek week={week.data} weekOf={weekOf} approves={approves} timeZone={timeZone} />
      )}
    </div>
  );
}

function PayrollWeek({ week, weekOf, approves, timeZone }: { week: PayrollWeekView; weekOf: string; approves: boolean; timeZone: string }) {
  const payChanges = usePayChanges(weekOf, approves).data;
  const changeCount = payChanges ? payChangeCount(payChanges) : 0;
  const range = `${formatDayKey(week.weekStart, "MMM d, yyyy")} – ${formatDayKey(week.weekEnd, "MMM d, yyyy")}`;
  const empty = week.workers.length === 0;
  // At a desk the period is first a grid, workers down and days across; the cards keep each worker's details.
  const desk = useDeskLayout();
  // The server's rule, for the reason beside a disabled Approve (it checks again when asked).
  const refusal = periodApprovalRefusal({ endsAt: new Date(week.periodEndsAt), openEntries: week.openEntries, finishedEntries: week.totals.entryCount }, new Date());

  return (
    <>
      <Card className="grid grid-cols-1 gap-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <p className="text-sm text-slate-600">Pay Period</p>
            <p className="text-lg font-semibold text-slate-900" data-testid="pay-period">
              {range}
            </p>
          </div>
          <PeriodBadge week={week} />
        </div>
        <p className="text-sm text-slate-600">{ruleText(week)}</p>
        <PeriodWorkweeks period={week} />
        {week.openEntries > 0 ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-base text-amber-950">
            {week.openEntries} {week.openEntries === 1 ? "entry is" : "entries are"} still clocked in and not counted until clocked out.
          </p>
        ) : null}
        {approves ? <PayChanges weekOf={weekOf} timeZone={timeZone} noun={periodNoun(week.payFrequency)} /> : null}
        <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
          <Button asChild variant="outline">
            <a href={payrollCsvUrl("workers", weekOf)} download>
              <Download aria-hidden="true" /> Export
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={payrollCsvUrl("entries", weekOf)} download>
              <FileSpreadsheet aria-hidden="true" /> Export entries
            </a>
          </Button>
          {approves ? <PeriodApprovalButtons week={week} weekOf={weekOf} range={range} refusal={refusal} changeCount={changeCount} /> : null}
        </div>
        <PeriodStatusLine week={week} refusal={refusal} approves={approves} timeZone={timeZone} />
      </Card>
      {empty ? null : <PayrollExports periodOf={weekOf} timeZone={timeZone} />}

      {empty ? (
        <EmptyState icon={<ReceiptText />} title="No time entries in this period" description="Workers appear here once they have clocked out in this pay period." />
      ) : (
        <>
          {desk ? <PayrollGrid week={week} weekOf={weekOf} /> : null}
          <ul className="grid grid-cols-1 items-start gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label="Payroll by worker">
            {week.workers.map((line) => (
              <li key={line.workerId} className="flex">
                <WorkerPayCard
                  line={line}
                  premiumPaid={week.mealPremiumPaid}
                  doubleTime={weekShowsDoubleTime(week)}
                  weekOf={weekOf}
                  timeZone={timeZone}
                  carried={carriedOf(week, line.workerId)}
                  signature={signatureOf(week, line.workerId)}
                />
              </li>
            ))}
          </ul>
          <Card className="p-4" data-testid="payroll-totals">
            <h3 className="mb-2 text-lg font-semibold text-slate-900">
              Totals · {week.totals.workerCount} {week.totals.workerCount === 1 ? "worker" : "workers"}
            </h3>
            <Figures
              rows={[
                ["Regular hours", formatHours(week.totals.regularHours)],
                ["Overtime hours", formatHours(week.totals.overtimeHours)],
                ...optionalRow("Double time hours", weekShowsDoubleTime(week) ? formatHours(week.totals.doubleTimeHours) : null),
                ["Total hours", formatHours(week.totals.totalHours)],
                ["Regular pay", formatMoney(week.totals.regularPay)],
                ["Overtime pay", formatMoney(week.totals.overtimePay)],
                ...optionalRow("Double time pay", weekShowsDoubleTime(week) ? formatMoney(week.totals.doubleTimePay) : null),
                ...mealPremiumRows(week.mealBreakRule !== "off", week.totals.mealPremiumPay, week.mealPremiumPaid),
              ]}
              strong={["Gross pay", formatMoney(week.totals.grossPay)]}
            />
          </Card>
        </>
      )}

      {week.payPeriod && (week.payPeriod.status === "reopened" || week.payPeriod.version > 1) ? <PeriodHistory periodId={week.payPeriod.id} timeZone={timeZone} /> : null}
    </>
  );
}

const carriedOf = (week: PayrollWeekView, workerId: number) => {
  const carried = carriedHoursOf(week, workerId);
  return carried ? carriedHoursText(carried) : null;
};

/** Open (the spec's draft), Approved, or Reopened. */
function PeriodBadge({ week }: { week: PayrollWeekView }) {
  if (week.approved) {
    return (
      <Badge variant="success" data-testid="approved-badge">
        <BadgeCheck aria-hidden="true" /> Approved
      </Badge>
    );
  }
  return week.payPeriod?.status === "reopened" ? <Badge variant="warning">Reopened</Badge> : <Badge variant="secondary">Open</Badge>;
}

/** The week's rule in a sentence: the spec's words under its presets, the preset's summary under the others. */
function ruleText(week: PayrollWeekView): string {
  if (isSpecPreset(week.overtimeRule)) {
    return `Regular up to 8 h a day per worker${week.weeklyOvertime ? " and 40 h a week" : ""}; overtime at 1.5 × the hourly rate.`;
  }
  return `${OVERTIME_RULE_NAMES[week.overtimeRule]}: ${OVERTIME_RULE_SUMMARIES[week.overtimeRule]}`;
}

/**
 * The overtime rule as the company set it, read-only here: it is changed on the Company settings screen (admins), so
 * there is one place for it (issue 15). Under the spec's presets it reads as the weekly switch it always was.
 */
function OvertimeRuleState({ isAdmin, week }: { isAdmin: boolean; week: PayrollWeekView | undefined }) {
  if (!week) return null;
  const specPreset = isSpecPreset(week.overtimeRule);
  return (
    <div className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-200 bg-white px-3 py-2 text-base" data-testid="weekly-overtime-state">
      <span className="text-slate-900">
        {specPreset ? "Weekly overtime after 40 h" : "Overtime rule"}: <strong>{specPreset ? (week.weeklyOvertime ? "On" : "Off") : OVERTIME_RULE_NAMES[week.overtimeRule]}</strong>
      </span>
      {isAdmin ? (
        <Link href="/company-settings" className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline">
          Change in Company settings
        </Link>
      ) : null}
    </div>
  );
}

// The office's labour at a glance (office and admins): how many are on the clock now and where (GET /api/stats/labour),
// the company's hours this week so far, and what waits for review, counted from the bell's own items (each kind links
// to the screen the bell sends it to). No money.
import { useQuery } from "@tanstack/react-query";
import { ChevronRight, Clock, Users } from "lucide-react";
import { Link } from "wouter";
import type { NotificationItem, NotificationKind } from "@shared/api/notifications";
import type { OnTheClock } from "@shared/api/stats";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { errorMessage } from "@/lib/api-client";
import { formatTime } from "@/lib/format";
import { dashboardQueries } from "../api";

/** Names shown under the count; the rest are on the timesheet the card links to. */
export const ON_THE_CLOCK_NAMES_SHOWN = 5;

/** The bell's kinds that are labour to review, in the order an office works through them. */
const REVIEW_KINDS: readonly { kind: NotificationKind; label: string }[] = [
  { kind: "forgotten_clock_out", label: "Forgotten clock-outs" },
  { kind: "auto_closed", label: "Auto-closed entries to review" },
  { kind: "unverified_punch", label: "Punches to confirm" },
  { kind: "correction_request", label: "Correction requests" },
  { kind: "registration", label: "Registrations to approve" },
];

/** What the bell's feed gave: its items, or nothing yet, or its failure. */
export type ReviewFeed = { items?: readonly Pick<NotificationItem, "kind" | "href">[]; isError: boolean };

function reviewRows(items: readonly Pick<NotificationItem, "kind" | "href">[]) {
  return REVIEW_KINDS.flatMap(({ kind, label }) => {
    const ofKind = items.filter((item) => item.kind === kind);
    return ofKind.length ? [{ kind, label, count: ofKind.length, href: ofKind[0].href }] : [];
  });
}

const ROW_LINK =
  "flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 py-2 text-base text-slate-900 hover:bg-brand-50 focus-visible:bg-brand-50";

function Figure({ label, value, icon: Icon }: { label: string; value: string | number | undefined; icon: typeof Users }) {
  return (
    <div role="group" aria-label={label} className="flex items-center gap-3 rounded-lg bg-slate-50 p-3">
      <span className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800 min-[400px]:inline-flex">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-3xl font-semibold tabular-nums text-slate-900">{value === undefined ? <Skeleton className="h-9 w-12" /> : value}</p>
        <p className="text-sm leading-tight text-slate-600">{label}</p>
      </div>
    </div>
  );
}

function OnTheClockList({ people }: { people: readonly OnTheClock[] }) {
  if (people.length === 0) return <p className="px-1 text-base text-slate-600">Nobody on the clock</p>;
  const more = people.length - ON_THE_CLOCK_NAMES_SHOWN;
  return (
    <div>
      <ul aria-label="On the clock" className="divide-y divide-slate-100">
        {people.slice(0, ON_THE_CLOCK_NAMES_SHOWN).map((p) => (
          <li key={p.entryId} className="flex items-center justify-between gap-3 px-1 py-2">
            {/* Long site names wrap: the office reads where each person is. */}
            <div className="min-w-0 flex-1 break-words">
              <p className="text-base font-semibold text-slate-900">{p.workerName}</p>
              <p className="text-sm text-slate-600">
                {p.projectName}, since <span className="tabular-nums">{formatTime(p.clockInTime)}</span>
              </p>
            </div>
            {p.onBreak ? <Badge variant="warning">On break</Badge> : null}
          </li>
        ))}
      </ul>
      <Link href="/timesheet" className={`${ROW_LINK} mt-1 font-semibold text-brand-800`}>
        {more > 0 ? `${more} more on today's timesheet` : "Today's timesheet"}
        <ChevronRight className="size-5 shrink-0" aria-hidden="true" />
      </Link>
    </div>
  );
}

function ToReview({ feed }: { feed: ReviewFeed }) {
  if (feed.isError) return <p className="px-1 text-base text-slate-600">Could not load the items to review (see the bell).</p>;
  if (!feed.items) return <Skeleton className="h-11 w-full" />;
  const rows = reviewRows(feed.items);
  if (rows.length === 0) return <p className="px-1 text-base text-slate-600">Nothing to review</p>;
  return (
    <ul aria-label="To review">
      {rows.map((row) => (
        <li key={row.kind}>
          <Link href={row.href} className={ROW_LINK}>
            <span>{row.label}</span>
            <span className="flex items-center gap-2">
              <Badge variant="warning" className="tabular-nums">
                {row.count}
              </Badge>
              <ChevronRight className="size-5 text-slate-500" aria-hidden="true" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function LabourGlance({ review }: { review: ReviewFeed }) {
  const labour = useQuery(dashboardQueries.labour());
  return (
    <Card>
      <section aria-labelledby="labour-heading">
        <CardHeader className="pb-2 sm:pb-2">
          <CardTitle id="labour-heading">Labour</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 [&>*]:min-w-0">
          {labour.isError ? (
            <ErrorState title="Could not load who is on the clock" message={errorMessage(labour.error)} onRetry={() => labour.refetch()} retrying={labour.isFetching} />
          ) : (
            <>
              <div className="grid grid-cols-2 gap-3">
                <Figure label="On the clock now" value={labour.data?.onTheClock.length} icon={Users} />
                <Figure label="Hours this week" value={labour.data ? `${labour.data.hoursThisWeek.toFixed(1)} h` : undefined} icon={Clock} />
              </div>
              {labour.data ? <OnTheClockList people={labour.data.onTheClock} /> : <Skeleton className="h-14 w-full" />}
            </>
          )}
          <div>
            <h3 className="px-1 pb-1 text-sm font-semibold tracking-wide text-slate-600 uppercase">To review</h3>
            <ToReview feed={review} />
          </div>
        </CardContent>
      </section>
    </Card>
  );
}

// Whether a worker's person is on Crewline (issue 26), for the office's roster: "Joined as Crew", "Invited 3 days ago
// as Foreman", "Invitation expired (sent Nov 24)": send another. Nothing for a worker with neither, or for crew and foremen (their
// roster carries no account). Words and an icon, never colour alone; the dates are in its tooltip.
import { MailWarning, Send, UserCheck } from "lucide-react";
import type { ReactNode } from "react";
import { ACCOUNT_ROLE_LABELS } from "@shared/domain/account-roles";
import { dayKey } from "@shared/domain/day-key";
import { daysBetween } from "@shared/domain/work-week";
import { formatDate } from "@/lib/format";
import { useCompanyTimeZone } from "@/lib/use-company-time-zone";
import type { WorkerView } from "../api";

type Account = NonNullable<WorkerView["account"]>;

/** The status's first word. */
const ACCOUNT_STATUS_LABELS: Record<Account["status"], string> = {
  joined: "Joined",
  invited: "Invited",
  invite_expired: "Invitation expired",
};

/** 'today', 'yesterday', '3 days ago': calendar days in the company's zone, as every screen's "today" is. */
function daysAgo(since: string, timeZone: string, now: Date): string {
  const days = daysBetween(dayKey(new Date(since), timeZone), dayKey(now, timeZone));
  if (days <= 0) return "today";
  return days === 1 ? "yesterday" : `${days} days ago`;
}

function details(account: Account, timeZone: string, now: Date): { icon: ReactNode; tone: string; rest: string; title: string } {
  const role = ACCOUNT_ROLE_LABELS[account.role];
  switch (account.status) {
    case "joined":
      return { icon: <UserCheck aria-hidden="true" />, tone: "text-green-800", rest: `as ${role}`, title: `Account made ${formatDate(account.since)}` };
    case "invited":
      return {
        icon: <Send aria-hidden="true" />,
        tone: "text-blue-800",
        rest: `${daysAgo(account.since, timeZone, now)} as ${role}`,
        title: `Invited ${formatDate(account.since)}; the link works until ${formatDate(account.expiresAt)}`,
      };
    case "invite_expired":
      return {
        icon: <MailWarning aria-hidden="true" />,
        tone: "text-amber-800",
        rest: `(sent ${formatDate(account.since)})`,
        title: `The link sent ${formatDate(account.since)} ran out on ${formatDate(account.expiresAt)}: send another`,
      };
  }
}

export function WorkerAccountStatus({ account }: { account: WorkerView["account"] }) {
  const timeZone = useCompanyTimeZone();
  if (!account) return null;
  const { icon, tone, rest, title } = details(account, timeZone, new Date());
  return (
    <span className="flex items-start gap-1.5 text-sm" title={title} data-testid="worker-account-status">
      <span className={`mt-0.5 shrink-0 [&_svg]:size-4 ${tone}`}>{icon}</span>
      <span>
        <span className={`font-semibold ${tone}`}>{ACCOUNT_STATUS_LABELS[account.status]}</span> <span className="text-slate-600">{rest}</span>
      </span>
    </span>
  );
}

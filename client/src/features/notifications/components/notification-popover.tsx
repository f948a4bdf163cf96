// The notifications popover, loaded on first use (see notification-bell.tsx).
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, Bell, CheckCheck, ChevronRight, Clock, HeartPulse, KeyRound, Lock, MailWarning, PencilLine, PenLine, ShieldQuestion, TimerOff, UserPlus } from "lucide-react";
import { useEffect } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api-client";
import { formatTimeAgo } from "@/lib/format";
import { type NotificationItem, notificationQueries } from "../api";
import { BELL_TRIGGER_CLASS, BellFace } from "./notification-bell";

const KIND_ICONS: Record<NotificationItem["kind"], typeof Bell> = {
  low_stock: AlertTriangle,
  forgotten_clock_out: Clock,
  registration: UserPlus,
  sign_in_locked: Lock,
  correction_request: PencilLine,
  correction_decided: CheckCheck,
  unverified_punch: ShieldQuestion,
  injury_reported: HeartPulse,
  auto_closed: TimerOff,
  mail_not_sent: MailWarning,
  kiosk_pin_failures: KeyRound,
  period_signature: PenLine,
};

export default function NotificationPopover({ defaultOpen }: { defaultOpen?: boolean }) {
  const feed = useQuery(notificationQueries.feed());
  const count = feed.data?.count ?? 0;
  // A server without the feed (404) simply has nothing to show.
  const missingFeed = isApiError(feed.error) && feed.error.status === 404;
  // Opened by the tap that loaded this code: that opening never reaches onOpenChange, so read the feed here.
  const { refetch } = feed;
  useEffect(() => {
    if (defaultOpen) void refetch();
  }, [defaultOpen, refetch]);

  return (
    // Opening the popover reads the feed again: stock, punches and registrations change while a screen stays open.
    <Popover defaultOpen={defaultOpen} onOpenChange={(open) => open && void feed.refetch()}>
      <PopoverTrigger
        aria-label="Notifications"
        aria-describedby={count > 0 ? "notification-count" : undefined}
        className={BELL_TRIGGER_CLASS}
      >
        <BellFace count={count} />
      </PopoverTrigger>
      <PopoverContent aria-labelledby="notifications-title">
        <p id="notifications-title" className="px-2 pt-1 pb-2 text-base font-semibold">
          Notifications
        </p>
        {feed.isPending ? (
          <div className="grid gap-2 p-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : feed.isError && !missingFeed ? (
          <div className="grid gap-2 p-2">
            <p className="text-base text-slate-700">Notifications could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => feed.refetch()}>
              Try again
            </Button>
          </div>
        ) : !feed.data || feed.data.items.length === 0 ? (
          <p className="flex items-center gap-2 p-3 text-base text-slate-700">
            <CheckCheck className="size-5 text-green-700" aria-hidden="true" />
            You're all caught up
          </p>
        ) : (
          <ul className="grid max-h-[60dvh] gap-1 overflow-y-auto">
            {feed.data.items.map((item) => {
              const Icon = KIND_ICONS[item.kind] ?? Bell;
              const ago = formatTimeAgo(item.createdAt);
              const body = (
                <>
                  <Icon className="size-5 shrink-0 self-start text-brand-700 mt-0.5" aria-hidden="true" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium break-words text-slate-900">{item.title}</span>
                    {item.detail ? <span className="block text-sm break-words text-slate-600">{item.detail}</span> : null}
                    {ago ? <span className="block text-xs text-slate-500">{ago}</span> : null}
                  </span>
                  {item.href ? <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" /> : null}
                </>
              );
              return (
                <li key={item.id}>
                  {item.href ? (
                    <PopoverClose asChild>
                      <Link
                        href={item.href}
                        className="flex min-h-11 items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-100"
                      >
                        {body}
                      </Link>
                    </PopoverClose>
                  ) : (
                    <div className="flex min-h-11 items-center gap-3 px-2 py-2">{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}

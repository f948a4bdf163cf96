// Header bell: the count of what needs attention (hidden at 0) and, in a popover, each item linked to where it is resolved.
import { useQuery } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { firstUse } from "@/components/ui/first-use";
import { notificationQueries } from "../api";

export const BELL_TRIGGER_CLASS =
  "relative inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10 data-[state=open]:bg-white/10";

/** The bell and its count, the same before and after the popover's code has loaded. */
export function BellFace({ count }: { count: number }) {
  return (
    <>
      <Bell className="size-6" aria-hidden="true" />
      {count > 0 ? (
        <span
          id="notification-count"
          className="absolute top-1 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs font-bold text-white ring-2 ring-slate-900"
        >
          {count > 99 ? "99+" : count}
          <span className="sr-only"> new</span>
        </span>
      ) : null}
    </>
  );
}

const NotificationPopover = firstUse<object>(() => import("./notification-popover"));

export function NotificationBell() {
  const feed = useQuery(notificationQueries.feed());
  const count = feed.data?.count ?? 0;
  return (
    <NotificationPopover
      standIn={(handlers) => (
        <button
          type="button"
          aria-label="Notifications"
          aria-haspopup="dialog"
          aria-expanded={false}
          aria-describedby={count > 0 ? "notification-count" : undefined}
          className={BELL_TRIGGER_CLASS}
          {...handlers}
        >
          <BellFace count={count} />
        </button>
      )}
    />
  );
}

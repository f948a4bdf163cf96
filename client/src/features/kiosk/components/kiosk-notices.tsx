// The lines under the kiosk's header: no connection, taps (punches, breaks, sign-offs) waiting on the tablet, one the
// server refused, and that the kiosk takes a photo at each punch. Words and an icon each, never colour alone.
import { Camera, CloudOff, History, RefreshCw, TriangleAlert, X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatTime } from "@/lib/format";
import type { QueuedPunchKind, RefusedPunch } from "@/lib/punch-queue";

/** What a refused tap was, in the worker's words. */
const TAP_NAME: Partial<Record<QueuedPunchKind, string>> = { break: "break", "sign-off": "sign-off" };

function Notice({ tone, icon, children, action }: { tone: "amber" | "slate" | "red"; icon: ReactNode; children: ReactNode; action?: ReactNode }) {
  return (
    <div
      className={cn(
        "flex items-center gap-3 rounded-card border-2 px-4 py-3 text-lg font-medium [&>svg]:size-7 [&>svg]:shrink-0",
        tone === "amber" && "border-amber-500 bg-amber-50 text-amber-950",
        tone === "slate" && "border-slate-400 bg-white text-slate-900",
        tone === "red" && "border-red-600 bg-red-50 text-red-950",
      )}
    >
      {icon}
      <div className="min-w-0 flex-1">{children}</div>
      {action}
    </div>
  );
}

const SavedCopyLine = ({ age }: { age: string }) => (
  <span className="block" data-testid="saved-copy-note">
    Team as saved on this tablet {age}.
  </span>
);

export interface KioskNoticesProps {
  /** Say there is no connection (the names' screen; a worker's panel says it its own way). */
  offline: boolean;
  /** How old the team on screen is when it is the tablet's saved copy ('about 2 hours ago'); null when the server's. */
  savedCopyAge: string | null;
  waitingCount: number;
  syncing: boolean;
  refused: readonly RefusedPunch[];
  onDismissRefused: (key: string) => void;
  photosOnPunch: boolean;
}

export function KioskNotices({ offline, savedCopyAge, waitingCount, syncing, refused, onDismissRefused, photosOnPunch }: KioskNoticesProps) {
  return (
    <div className="grid gap-3 empty:hidden" aria-live="polite">
      {offline ? (
        <Notice tone="amber" icon={<CloudOff aria-hidden="true" />}>
          No connection. Punches are kept on this tablet and sent when it is back; the office confirms them.
          {savedCopyAge !== null ? <SavedCopyLine age={savedCopyAge} /> : null}
        </Notice>
      ) : savedCopyAge !== null ? (
        // A connection that answers nothing (navigator.onLine is only a hint): the team is still the tablet's copy.
        <Notice tone="slate" icon={<History aria-hidden="true" />}>
          <SavedCopyLine age={savedCopyAge} />
        </Notice>
      ) : null}
      {waitingCount > 0 ? (
        <Notice tone="slate" icon={<RefreshCw aria-hidden="true" className={cn(syncing && "animate-spin")} />}>
          <span data-testid="kiosk-waiting">
            Waiting to sync: {waitingCount} {waitingCount === 1 ? "tap" : "taps"}
          </span>
        </Notice>
      ) : null}
      {refused.map((punch) => (
        <Notice
          key={punch.key}
          tone="red"
          icon={<TriangleAlert aria-hidden="true" />}
          action={
            <Button variant="ghost" size="icon" aria-label="Dismiss" onClick={() => onDismissRefused(punch.key)}>
              <X aria-hidden="true" />
            </Button>
          }
        >
          Not saved: {punch.workerName}&apos;s {TAP_NAME[punch.kind] ?? "punch"} at {formatTime(punch.tappedAt)}. {punch.message}
        </Notice>
      ))}
      {photosOnPunch ? (
        <Notice tone="slate" icon={<Camera aria-hidden="true" />}>
          This kiosk takes a photo of you at every punch. The office sees it with your time.
        </Notice>
      ) : null}
    </div>
  );
}

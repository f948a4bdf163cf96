// 'Waiting to sync': no connection (and how old the lists on screen are when they are this phone's copy), the signed-in
// person's punches stored on this phone, the punches saved before owners were recorded (which they may claim), the
// refused ones with the server's message, a Retry, and a line saying how many punches of other accounts this phone
// keeps for them.
import { CloudOff, History, RefreshCw, X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatTime } from "@/lib/format";
import { claimPunch, punchQueue, useMyPunchQueue } from "../offline-queue";
import { useOnline } from "@/lib/use-online";
import { useSavedCopyAge } from "@/lib/use-saved-copy-age";
import { punchLabel } from "../punch-label";
import { PunchSummary } from "./punch-summary";
import { UnownedPunches } from "./unowned-punches";

const othersPunchesText = (count: number) =>
  `${count} ${count === 1 ? "punch" : "punches"} on this phone ${count === 1 ? "was" : "were"} made under another sign-in. ` +
  `${count === 1 ? "It is" : "They are"} kept here and sent only when that person signs in on this phone with a connection.`;

export function PendingPunches() {
  const queue = useMyPunchQueue();
  const online = useOnline();
  const savedCopyAge = useSavedCopyAge();
  const { punches, unowned, refused, syncing, othersCount, ownerId } = queue;
  if (punches.length === 0 && unowned.length === 0 && refused.length === 0 && othersCount === 0 && online && savedCopyAge === null) return null;
  const savedCopyLine =
    savedCopyAge === null ? null : (
      <span className="block" data-testid="saved-copy-note">
        Crew and sites as saved on this phone {savedCopyAge}.
      </span>
    );

  return (
    <section aria-label="Punches on this phone" className="mb-4 grid gap-3">
      {!online ? (
        <p className="flex items-start gap-2 rounded-card border border-slate-300 bg-slate-100 px-4 py-3 text-base text-slate-800">
          <CloudOff className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>
            You're offline. Punches are saved on this phone and sent when the connection returns.
            {savedCopyLine}
          </span>
        </p>
      ) : savedCopyLine ? (
        // A connection that answers nothing (navigator.onLine is only a hint): the lists are still this phone's copy.
        <p className="flex items-start gap-2 rounded-card border border-slate-300 bg-slate-100 px-4 py-3 text-base text-slate-800">
          <History className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {savedCopyLine}
        </p>
      ) : null}
      {punches.length > 0 || unowned.length > 0 ? (
        <div className="rounded-card border border-amber-300 bg-amber-50 px-4 py-3" data-testid="pending-punches">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-base font-semibold text-amber-900">
              Waiting to sync <Badge variant="warning">{punches.length + unowned.length}</Badge>
            </p>
            {punches.length > 0 ? (
              <Button variant="outline" size="sm" onClick={() => void punchQueue.sync()} pending={syncing} disabled={!online}>
                {syncing ? null : <RefreshCw aria-hidden="true" />}
                {syncing ? "Syncing..." : "Retry now"}
              </Button>
            ) : null}
          </div>
          {punches.length > 0 ? (
            <ul className="mt-2 grid gap-1">
              {punches.map((punch) => (
                <li key={punch.key} className="text-base text-amber-950">
                  <PunchSummary punch={punch} />
                  {punch.lastError && punch.lastError !== "offline" ? (
                    <span className="block text-sm text-amber-900">Last try: {punch.lastError}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
          {unowned.length > 0 ? <UnownedPunches punches={unowned} canClaim={ownerId !== null} onClaim={claimPunch} /> : null}
        </div>
      ) : null}
      {othersCount > 0 ? (
        <p className="rounded-card border border-slate-300 bg-white px-4 py-3 text-base text-slate-800" data-testid="others-punches">
          {othersPunchesText(othersCount)}
        </p>
      ) : null}
      {refused.map((item) => (
        <div key={item.key} role="alert" className="relative rounded-card border border-red-300 bg-red-50 px-4 py-3 pr-14">
          <p className="text-base font-semibold text-red-900">
            {punchLabel(item.kind, item.body)} for {item.workerName} at {formatTime(item.tappedAt)} was not accepted
          </p>
          <p className="text-base text-red-900">{item.message}</p>
          <Button
            variant="ghost"
            size="icon"
            className="absolute top-1 right-1"
            aria-label="Dismiss"
            onClick={() => punchQueue.dismissRefused(item.key)}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ))}
    </section>
  );
}

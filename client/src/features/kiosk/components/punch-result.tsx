// After a punch: only the person who punched, for a few seconds (or until Done), then the names again. Their hours
// today and this week when the server answered; "waiting to sync" when the punch was kept on the tablet.
import { CheckCircle2, CloudOff } from "lucide-react";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { formatTime } from "@/lib/format";
import type { PunchResult } from "../punch-at-kiosk";

/** How long the result stays up before the names come back. */
export const RESULT_SHOWN_MS = 6_000;

function Hours({ label, hours }: { label: string; hours: number }) {
  return (
    <div className="rounded-card bg-slate-100 p-4">
      <dt className="text-base font-medium text-slate-700">{label}</dt>
      <dd className="text-3xl font-bold whitespace-nowrap text-slate-900 tabular-nums sm:text-4xl">
        {hours.toFixed(2)} <span className="text-lg font-semibold sm:text-xl">h</span>
      </dd>
    </div>
  );
}

export function PunchResultPanel({ result, onDone }: { result: PunchResult; onDone: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onDone, RESULT_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [onDone]);

  const kept = result.kind === "kept";
  const clockedIn = kept ? result.action === "clock-in" : result.view.action === "in";
  const name = kept ? result.workerName : result.view.workerName;
  const project = kept ? result.projectName : result.view.projectName;
  const at = kept ? result.tappedAt : (result.view.clockOutTime ?? result.view.clockInTime);
  const unverified = kept || result.view.verification === "unverified";

  return (
    <section aria-live="assertive" aria-labelledby="kiosk-result-heading" className="mx-auto grid w-full max-w-xl gap-5 rounded-card border-2 border-slate-300 bg-white p-6 text-center shadow-sm">
      {kept ? <CloudOff className="mx-auto size-16 text-amber-700" aria-hidden="true" /> : <CheckCircle2 className="mx-auto size-16 text-green-700" aria-hidden="true" />}
      <div>
        <p className="text-2xl font-semibold break-words text-slate-900">{name}</p>
        <h2 id="kiosk-result-heading" className="mt-1 text-4xl font-bold text-slate-900">
          {kept ? (clockedIn ? "Clock in saved" : "Clock out saved") : clockedIn ? "Clocked in" : "Clocked out"} at {formatTime(at)}
        </h2>
        <p className="mt-2 text-lg text-slate-700">{project}</p>
      </div>
      {kept ? (
        <p className="rounded-card border-2 border-amber-500 bg-amber-50 p-4 text-lg font-medium text-amber-950">
          Saved on this tablet, waiting to sync. It is sent when the connection is back; the office confirms it.
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 text-left">
            <Hours label="Today" hours={result.view.hoursToday} />
            <Hours label="This week" hours={result.view.hoursThisWeek} />
          </dl>
          {unverified ? <p className="text-lg font-medium text-slate-800">Punched without a PIN check: the office confirms it.</p> : null}
        </>
      )}
      <Button variant="secondary" size="lg" className="h-16 text-xl" onClick={onDone}>
        Done
      </Button>
    </section>
  );
}

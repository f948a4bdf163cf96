// After a punch or a break: only the person who tapped, for a few seconds (or until Done), then the names again. Their
// hours today and this week when the server answered a punch; "waiting to sync" when the tap was kept on the tablet.
// While the sign-off's questions are open over it (after a clock-out), it stays.
import { CheckCircle2, CloudOff } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { BREAK_KIND_LABELS } from "@shared/domain/breaks";
import { Button } from "@/components/ui/button";
import { formatTime } from "@/lib/format";
import type { PunchResult } from "../punch-at-kiosk";
import type { BreakTaken } from "./worker-punch-panel";

/** How long the result stays up before the names come back. */
export const RESULT_SHOWN_MS = 6_000;

export type KioskResult =
  | PunchResult
  | { kind: "break"; taken: BreakTaken }
  | { kind: "sign-off"; workerName: string; kept: boolean }
  | { kind: "period-signed"; workerName: string };

const KEPT_NOTE = "Saved on this tablet, waiting to sync. It is sent when the connection is back; the office confirms it.";

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

/** A note in amber: kept on the tablet, waiting to sync. */
export function KeptNote({ children }: { children: ReactNode }) {
  return <p className="rounded-card border-2 border-amber-500 bg-amber-50 p-4 text-lg font-medium text-amber-950">{children}</p>;
}

function ResultCard({ kept, name, heading, children, onDone }: { kept: boolean; name: string; heading: string; children: ReactNode; onDone: () => void }) {
  return (
    <section aria-live="assertive" aria-labelledby="kiosk-result-heading" className="mx-auto grid w-full max-w-xl gap-5 rounded-card border-2 border-slate-300 bg-white p-6 text-center shadow-sm">
      {kept ? <CloudOff className="mx-auto size-16 text-amber-700" aria-hidden="true" /> : <CheckCircle2 className="mx-auto size-16 text-green-700" aria-hidden="true" />}
      <div>
        <p className="text-2xl font-semibold break-words text-slate-900">{name}</p>
        <h2 id="kiosk-result-heading" className="mt-1 text-4xl font-bold text-slate-900">
          {heading}
        </h2>
      </div>
      {children}
      <Button variant="secondary" size="lg" className="h-16 text-xl" onClick={onDone}>
        Done
      </Button>
    </section>
  );
}

type Props = {
  result: KioskResult;
  onDone: () => void;
  /** The sign-off is open over it: no going back to the names by itself. */
  paused?: boolean;
  /** What became of the sign-off, under the punch. */
  note?: ReactNode;
};

export function PunchResultPanel({ result, onDone, paused = false, note = null }: Props) {
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(onDone, RESULT_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [onDone, paused]);

  // A sign-off answered later, behind the worker's PIN (issue 26 item 6).
  if (result.kind === "sign-off") {
    return (
      <ResultCard kept={result.kept} name={result.workerName} heading={result.kept ? "Sign-off saved on this tablet" : "Sign-off saved"} onDone={onDone}>
        {result.kept ? <KeptNote>Waiting to sync. It is sent when the connection is back.</KeptNote> : null}
      </ResultCard>
    );
  }

  // Their pay period signed behind their PIN (issue 27 step 5).
  if (result.kind === "period-signed") {
    return (
      <ResultCard kept={false} name={result.workerName} heading="Hours signed" onDone={onDone}>
        <p className="text-lg text-slate-700">Your pay period is signed. If the office corrects your hours later, tap My hours to sign them again.</p>
      </ResultCard>
    );
  }

  if (result.kind === "break") {
    const { workerName, action, at, kept } = result.taken;
    const started = action.action === "start";
    const heading = kept
      ? `${started ? "Break start" : "Break end"} saved at ${formatTime(at)}`
      : `${started ? `${BREAK_KIND_LABELS[action.kind]} break started` : "Break ended"} at ${formatTime(at)}`;
    return (
      <ResultCard kept={kept} name={workerName} heading={heading} onDone={onDone}>
        {kept ? <KeptNote>{KEPT_NOTE}</KeptNote> : started ? <p className="text-lg text-slate-700">Tap your name and End break when you are back.</p> : null}
      </ResultCard>
    );
  }

  const kept = result.kind === "kept";
  const clockedIn = kept ? result.action === "clock-in" : result.view.action === "in";
  const name = kept ? result.workerName : result.view.workerName;
  const project = kept ? result.projectName : result.view.projectName;
  const at = kept ? result.tappedAt : (result.view.clockOutTime ?? result.view.clockInTime);
  const unverified = kept || result.view.verification === "unverified";
  const heading = `${kept ? (clockedIn ? "Clock in saved" : "Clock out saved") : clockedIn ? "Clocked in" : "Clocked out"} at ${formatTime(at)}`;

  return (
    <ResultCard kept={kept} name={name} heading={heading} onDone={onDone}>
      <p className="-mt-3 text-lg text-slate-700">{project}</p>
      {kept ? (
        <KeptNote>{KEPT_NOTE}</KeptNote>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 text-left">
            <Hours label="Today" hours={result.view.hoursToday} />
            <Hours label="This week" hours={result.view.hoursThisWeek} />
          </dl>
          {unverified ? <p className="text-lg font-medium text-slate-800">Punched without a PIN check: the office confirms it.</p> : null}
        </>
      )}
      {note}
    </ResultCard>
  );
}

// A worker's own pay period at the kiosk (issue 27 step 5), behind the PIN they just typed: read, then signed, online
// only. The period and the PIN live in this panel's state alone (never the query cache the tablet keeps), and the
// panel goes back to the names when left alone, so the next person finds neither.
import { useCallback, useEffect, useRef, useState } from "react";
import { MyPeriodDialog } from "@/components/my-period-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { readKioskPeriod, signKioskPeriod, type KioskWorker, type MyPeriodView } from "../api";
import { punchFailureOf, type PunchFailure } from "../punch-failure";

/** Long enough to read a month of shifts and sign; then the names come back. */
export const PERIOD_IDLE_MS = 120_000;

const NO_CONNECTION = "No connection: signing needs one. Try again when the connection is back.";
const failureText = (failure: PunchFailure) => (failure.kind === "no-connection" ? NO_CONNECTION : failure.message);

interface Props {
  worker: KioskWorker;
  pin: string;
  /** Back to the PIN pad with the refusal (a wrong PIN, too many tries, no connection). */
  onRefused: (message: string) => void;
  onSigned: () => void;
  onDone: () => void;
  onNotAKiosk: (message: string) => void;
}

export function KioskPeriod({ worker, pin, onRefused, onSigned, onDone, onNotAKiosk }: Props) {
  const [period, setPeriod] = useState<MyPeriodView | null>(null);
  const [signing, setSigning] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The screen's callbacks are new on each of its renders (the team refreshes every minute): held in a ref, so the
  // period is read once per worker and PIN, never again with each render (each read checks the PIN).
  const callbacks = useRef({ onNotAKiosk, onRefused });
  callbacks.current = { onNotAKiosk, onRefused };
  const refused = useCallback((error: unknown) => {
    const failure = punchFailureOf(error);
    if (failure.kind === "not-a-kiosk") callbacks.current.onNotAKiosk(failure.message);
    else callbacks.current.onRefused(failureText(failure));
  }, []);
  const read = useCallback(() => readKioskPeriod({ workerId: worker.id, pin }), [worker.id, pin]);

  useEffect(() => {
    let live = true;
    read().then((view) => live && setPeriod(view), (failure: unknown) => live && refused(failure));
    return () => {
      live = false;
    };
  }, [read, refused]);

  useEffect(() => {
    if (signing) return;
    const timer = window.setTimeout(onDone, PERIOD_IDLE_MS);
    return () => window.clearTimeout(timer);
  }, [signing, onDone, period]);

  async function sign(view: MyPeriodView) {
    setSigning(true);
    setError(null);
    try {
      await signKioskPeriod({ workerId: worker.id, pin, periodOf: view.startDate, certificationTextId: view.certificationText.id, entriesVersion: view.entriesVersion });
      onSigned();
    } catch (failure) {
      const known = punchFailureOf(failure);
      if (known.kind === "not-a-kiosk" || known.kind === "wrong-pin" || known.kind === "too-many") return refused(failure);
      setError(failureText(known));
      // The hours or the text changed since they were read: show them as they are now.
      void read().then(setPeriod, () => undefined);
    } finally {
      setSigning(false);
    }
  }

  if (!period) return <Skeleton className="mx-auto h-64 w-full max-w-xl" aria-label={`Loading ${worker.name}'s hours`} />;
  return <MyPeriodDialog period={period} open onOpenChange={(open) => !open && onDone()} signing={{ pending: signing, error, submit: () => void sign(period) }} />;
}

// The site kiosk (issue 14): a shared tablet at one project. The team's names; a worker taps theirs, types their
// PIN (or, without a connection, punches unchecked for the office to confirm) and sees only their own result for a
// few seconds. On the clock they can also start or end a break; after a clock-out, while the company asks for it, the
// sign-off's two questions (the PIN just checked is kept in memory for it, never stored); while the company asks, their
// own pay period to read and sign behind the PIN (issue 27 step 5). A device that is not a kiosk is told so.
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import type { SignOffInput } from "@shared/api/sign-offs";
import { SignOffDialog } from "@/components/sign-off-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { errorMessage } from "@/lib/api-client";
import { rememberKioskDevice } from "@/lib/kiosk-device";
import { useSavedCopyAge } from "@/lib/use-saved-copy-age";
import { useLocationFix } from "@/lib/use-location-fix";
import { useOnline } from "@/lib/use-online";
import { kioskQueries, type KioskWorker } from "../api";
import { kioskPunchQueue, startKioskPunchSync, useKioskQueue } from "../kiosk-queue";
import { signOffAtKiosk, type PunchResult } from "../punch-at-kiosk";
import { isNotAKiosk } from "../punch-failure";
import { tileState } from "../team";
import { KioskHeader } from "./kiosk-header";
import { KioskNotices } from "./kiosk-notices";
import { NameGrid } from "./name-grid";
import { NotAKiosk } from "./not-a-kiosk";
import { KeptNote, PunchResultPanel, type KioskResult } from "./punch-result";
import { WorkerPunchPanel, type BreakTaken } from "./worker-punch-panel";
import { KioskPeriod } from "./kiosk-period";

/**
 * The sign-off asked after a clock-out, or answered later behind the PIN (`later`, issue 26 item 6): who, with the
 * PIN just typed (null offline), and the entry when known.
 */
interface PendingSignOff {
  worker: KioskWorker;
  pin: string | null;
  timeEntryId: number | null;
  sending: boolean;
  error: string | null;
  later?: boolean;
}

/** Long enough to read and answer both questions; then the sign-off is skipped (the timesheet flags it). */
export const SIGN_OFF_IDLE_MS = 90_000;

/** `message`: why the worker is back at their PIN pad (a later sign-off's PIN was refused). */
type Step =
  | { kind: "names" }
  | { kind: "worker"; worker: KioskWorker; message?: string }
  | { kind: "sign-off" }
  | { kind: "period"; worker: KioskWorker; pin: string }
  | { kind: "result"; result: KioskResult };

const clockedOut = (result: PunchResult) => (result.kind === "kept" ? result.action === "clock-out" : result.view.action === "out");

export function KioskScreen({ signedIn }: { signedIn: boolean }) {
  const session = useQuery(kioskQueries.session());
  const online = useOnline();
  const queue = useKioskQueue(session.data?.id ?? null);
  const location = useLocationFix();
  const savedCopyAge = useSavedCopyAge();
  const [step, setStep] = useState<Step>({ kind: "names" });
  const [revoked, setRevoked] = useState<string | null>(null);
  const { refetch } = session;

  useEffect(() => startKioskPunchSync(), []);
  useEffect(() => {
    if (session.data) rememberKioskDevice(true);
    else if (isNotAKiosk(session.error)) rememberKioskDevice(false);
  }, [session.data, session.error]);

  const [signOff, setSignOff] = useState<PendingSignOff | null>(null);
  const [signOffNote, setSignOffNote] = useState<{ kept: boolean } | null>(null);
  const signOffAsked = session.data?.signOffAtClockOut ?? false;

  const backToNames = useCallback(() => {
    setSignOff(null);
    setSignOffNote(null);
    setStep({ kind: "names" });
  }, []);
  const showResult = useCallback(
    (result: KioskResult) => {
      setStep({ kind: "result", result });
      void refetch();
    },
    [refetch],
  );
  const punched = useCallback(
    (result: PunchResult, pin: string | null, worker: KioskWorker) => {
      showResult(result);
      setSignOffNote(null);
      if (signOffAsked && clockedOut(result)) {
        setSignOff({ worker, pin, timeEntryId: result.kind === "punched" ? result.view.timeEntryId : null, sending: false, error: null });
      }
    },
    [showResult, signOffAsked],
  );
  const breakTaken = useCallback((taken: BreakTaken) => showResult({ kind: "break", taken }), [showResult]);

  // Questions left unanswered go away with the PIN kept for them: the next person must not find someone's sign-off.
  const signOffOpen = signOff !== null && !signOff.sending;
  useEffect(() => {
    if (!signOffOpen) return;
    const timer = window.setTimeout(backToNames, SIGN_OFF_IDLE_MS);
    return () => window.clearTimeout(timer);
  }, [signOffOpen, backToNames]);

  async function answerSignOff(pending: PendingSignOff, answer: SignOffInput) {
    if (!session.data) return;
    setSignOff({ ...pending, sending: true, error: null });
    const tapper = { kioskId: session.data.id, projectName: session.data.project.name, worker: pending.worker, pin: pending.pin };
    const attempt = await signOffAtKiosk(tapper, pending.timeEntryId, answer);
    if (!attempt.ok) {
      if (attempt.failure.kind === "not-a-kiosk") return notAKiosk(attempt.failure.message);
      // A later sign-off's PIN is checked only now: a wrong one goes back to the pad to type it again.
      if (pending.later && (attempt.failure.kind === "wrong-pin" || attempt.failure.kind === "too-many")) {
        setSignOff(null);
        return setStep({ kind: "worker", worker: pending.worker, message: attempt.failure.message });
      }
      return setSignOff({ ...pending, sending: false, error: attempt.failure.message });
    }
    setSignOff(null);
    if (pending.later) return showResult({ kind: "sign-off", workerName: pending.worker.name, kept: attempt.result.kind === "kept" });
    setSignOffNote({ kept: attempt.result.kind === "kept" });
  }
  /** "Sign off" behind the PIN: the shift's questions, which the server checks the PIN with. */
  const signOffLater = (worker: KioskWorker, pin: string) => {
    setStep({ kind: "sign-off" });
    setSignOff({ worker, pin, timeEntryId: worker.signOffOpenEntryId, sending: false, error: null, later: true });
  };
  const pick = (worker: KioskWorker) => {
    // A fresh fix while the PIN is typed (the cached one when it is under a minute old).
    void location.refresh(false);
    setStep({ kind: "worker", worker });
  };
  const notAKiosk = useCallback((message: string) => {
    rememberKioskDevice(false);
    setRevoked(message);
  }, []);

  const notAKioskMessage = revoked ?? (isNotAKiosk(session.error) ? errorMessage(session.error) : null);
  if (notAKioskMessage) return <NotAKiosk message={notAKioskMessage} signedIn={signedIn} />;

  if (!session.data) {
    return (
      <div className="min-h-dvh bg-slate-100">
        <div className="h-20 bg-slate-900" />
        <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
          {session.isError ? (
            <ErrorState title="Could not load this kiosk" message={errorMessage(session.error)} onRetry={() => void refetch()} retrying={session.isFetching} />
          ) : (
            <div role="status" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              <span className="sr-only">Loading the team…</span>
              {Array.from({ length: 8 }, (_, index) => (
                <Skeleton key={index} className="h-28" />
              ))}
            </div>
          )}
        </main>
      </div>
    );
  }

  const kiosk = session.data;
  return (
    <div className="min-h-dvh bg-slate-100">
      <KioskHeader projectName={kiosk.project.name} kioskName={kiosk.name} />
      <main className="mx-auto grid max-w-6xl gap-5 px-4 py-5 sm:px-6">
        <KioskNotices
          offline={!online && step.kind === "names"}
          savedCopyAge={step.kind === "names" ? savedCopyAge : null}
          waitingCount={queue.waiting.length}
          syncing={queue.syncing}
          refused={queue.refused}
          onDismissRefused={kioskPunchQueue.dismissRefused}
          photosOnPunch={kiosk.photosOnPunch && step.kind === "names"}
        />
        {step.kind === "names" ? <NameGrid workers={kiosk.workers} stateOf={(worker) => tileState(worker, queue.waiting)} onPick={pick} /> : null}
        {step.kind === "worker" ? (
          <WorkerPunchPanel
            kioskId={kiosk.id}
            projectName={kiosk.project.name}
            photosOnPunch={kiosk.photosOnPunch}
            worker={step.worker}
            initialMessage={step.message}
            clockedIn={tileState(step.worker, queue.waiting).clockedIn}
            onBreak={tileState(step.worker, queue.waiting).onBreak}
            fix={location.fix}
            onPunched={(result, pin) => punched(result, pin, step.worker)}
            onSignOffLater={(pin) => signOffLater(step.worker, pin)}
            onReviewPeriod={kiosk.periodSignatures ? (pin) => setStep({ kind: "period", worker: step.worker, pin }) : undefined}
            onBreakTaken={breakTaken}
            onCancel={backToNames}
            onNotAKiosk={notAKiosk}
          />
        ) : null}
        {step.kind === "period" ? (
          <KioskPeriod
            worker={step.worker}
            pin={step.pin}
            onRefused={(message) => setStep({ kind: "worker", worker: step.worker, message })}
            onSigned={() => showResult({ kind: "period-signed", workerName: step.worker.name })}
            onDone={backToNames}
            onNotAKiosk={notAKiosk}
          />
        ) : null}
        {step.kind === "result" ? (
          <PunchResultPanel
            result={step.result}
            onDone={backToNames}
            paused={signOff !== null}
            note={
              signOffNote === null ? null : signOffNote.kept ? (
                <KeptNote>Sign-off saved on this tablet, waiting to sync.</KeptNote>
              ) : (
                <p className="text-lg font-semibold text-green-800">Sign-off saved</p>
              )
            }
          />
        ) : null}
        {signOff ? (
          <SignOffDialog
            people={[{ key: String(signOff.worker.id), workerName: signOff.worker.name }]}
            pending={signOff.sending}
            error={signOff.error}
            onSubmit={([first]) => void answerSignOff(signOff, first.answer)}
            onSkip={() => (signOff.later ? backToNames() : setSignOff(null))}
          />
        ) : null}
      </main>
    </div>
  );
}

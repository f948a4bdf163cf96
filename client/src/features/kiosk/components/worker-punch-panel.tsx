// One worker's punch: their PIN on the pad (online), or the punch kept on the tablet (no connection, no PIN asked),
// the photo when the company keeps them, and the server's answer to a wrong PIN, too many tries, or a refusal. On the
// clock, the same PIN also starts a meal or rest break, or ends the one running (issue 15).
import { ArrowLeft, ClipboardCheck, CloudOff, Coffee, KeyRound, LogIn, LogOut, PenLine, Play, UtensilsCrossed } from "lucide-react";
import type { BreakActionInput } from "@shared/api/breaks";
import { BREAK_KIND_LABELS, type BreakKind } from "@shared/domain/breaks";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { SIGN_OFF_LATER_TEXT } from "@/components/sign-off-later";
import { cn } from "@/lib/cn";
import type { PositionFix } from "@/lib/geolocation";
import type { PunchKind } from "@/lib/punch-queue";
import { useOnline } from "@/lib/use-online";
import type { KioskWorker } from "../api";
import { isPinComplete } from "../pin-entry";
import { breakAtKiosk, punchAtKiosk, type KioskTapper, type PunchResult } from "../punch-at-kiosk";
import { useFrontCamera } from "../use-front-camera";
import { CameraPreview } from "./camera-preview";
import { PinPad } from "./pin-pad";

/** A panel left alone this long goes back to the names: the next person should not find someone's half-typed PIN. */
export const IDLE_PANEL_MS = 45_000;

export interface WorkerPunchPanelProps {
  kioskId: number;
  projectName: string;
  photosOnPunch: boolean;
  worker: KioskWorker;
  clockedIn: boolean;
  /** The break running on their entry (the server's, or a start still on the tablet). */
  onBreak: BreakKind | null;
  fix: PositionFix | null;
  /** `pin`: the PIN the punch was checked with (kept in memory for the sign-off that may follow a clock-out). */
  onPunched: (result: PunchResult, pin: string | null) => void;
  onBreakTaken: (result: BreakTaken) => void;
  /** "Sign off" for their shift of today whose sign-off is open (worker.signOffOpenEntryId), with the PIN typed. */
  onSignOffLater?: (pin: string) => void;
  /** "My hours": their pay period to read and sign, with the PIN typed (while the company asks for signatures). */
  onReviewPeriod?: (pin: string) => void;
  /** A refusal to show when the panel opens (a later sign-off's wrong PIN). */
  initialMessage?: string;
  onCancel: () => void;
  onNotAKiosk: (message: string) => void;
}

/** A break tap's outcome, for the result panel: the server's time, or the tap's when kept on the tablet. */
export interface BreakTaken {
  workerName: string;
  action: BreakActionInput;
  at: string;
  kept: boolean;
}

const breakName = (kind: BreakKind) => `${BREAK_KIND_LABELS[kind].toLowerCase()} break`;

export function WorkerPunchPanel(props: WorkerPunchPanelProps) {
  const { kioskId, projectName, photosOnPunch, worker, clockedIn, onBreak, fix, onPunched, onBreakTaken, onSignOffLater, onReviewPeriod, onCancel, onNotAKiosk } = props;
  const online = useOnline();
  const [pin, setPin] = useState("");
  const [message, setMessage] = useState<string | null>(props.initialMessage ?? null);
  /** What is being sent: the punch, or a break action. */
  const [sending, setSending] = useState<"punch" | BreakActionInput | null>(null);
  const kind: PunchKind = clockedIn ? "clock-out" : "clock-in";
  const actionLabel = clockedIn ? "Clock out" : "Clock in";
  const asksPin = online && worker.hasPin;
  // On only while this panel can punch: a worker told to ask the office for a PIN is not filmed.
  const camera = useFrontCamera(photosOnPunch && (asksPin || !online));

  useEffect(() => {
    if (sending) return;
    const timer = window.setTimeout(onCancel, IDLE_PANEL_MS);
    return () => window.clearTimeout(timer);
  }, [pin, sending, onCancel]);

  async function punch() {
    if (sending || (asksPin && !isPinComplete(pin))) return;
    const photo = photosOnPunch ? camera.capture() : null;
    if (photosOnPunch && !photo) {
      setMessage("The camera has no picture yet. Look at the camera and tap again.");
      return;
    }
    setSending("punch");
    setMessage(null);
    const attempt = await punchAtKiosk({ ...tapper(), photo, fix, kind });
    setSending(null);
    if (attempt.ok) return onPunched(attempt.result, asksPin ? pin : null);
    refused(attempt.failure);
  }

  const tapper = (): KioskTapper => ({ kioskId, projectName, worker, pin: asksPin ? pin : null });

  function refused(failure: { kind: string; message: string }) {
    if (failure.kind === "not-a-kiosk") return onNotAKiosk(failure.message);
    if (failure.kind === "wrong-pin" || failure.kind === "too-many") setPin("");
    setMessage(failure.message);
  }

  async function takeBreak(action: BreakActionInput) {
    if (sending || (asksPin && !isPinComplete(pin))) return;
    setSending(action);
    setMessage(null);
    const attempt = await breakAtKiosk(tapper(), action);
    setSending(null);
    if (!attempt.ok) return refused(attempt.failure);
    const { result } = attempt;
    onBreakTaken({ workerName: worker.name, action, at: result.kind === "sent" ? result.view.at : result.tappedAt, kept: result.kind === "kept" });
  }

  // No punch can work without the photo: the camera's problem and the way back are all the panel shows.
  const cameraBlocked = photosOnPunch && camera.state.status === "error";
  const showsPad = asksPin && !cameraBlocked;
  const mayPunch = !asksPin || isPinComplete(pin);

  const failureNote = message ? (
    <p role="alert" className="rounded-card border-2 border-red-600 bg-red-50 p-4 text-lg font-semibold text-red-950">
      {message}
    </p>
  ) : null;

  return (
    <section aria-labelledby="kiosk-worker-name" className={cn("mx-auto grid w-full gap-5", showsPad ? "max-w-4xl md:grid-cols-2 md:gap-8" : "max-w-xl")}>
      <div className="grid content-start gap-4">
        <Button variant="outline" size="lg" className="h-12 justify-self-start border-2 border-slate-400 text-lg sm:h-14" onClick={onCancel}>
          <ArrowLeft aria-hidden="true" />
          Back to names
        </Button>
        <div>
          <h2 id="kiosk-worker-name" className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
            {worker.name}
          </h2>
          <p className="mt-1 text-lg font-medium text-slate-700">{onBreak ? `On ${breakName(onBreak)}` : clockedIn ? "On the clock" : "Not clocked in"}</p>
        </div>
        {!online ? (
          <p className="flex gap-3 rounded-card border-2 border-amber-500 bg-amber-50 p-4 text-lg font-medium text-amber-950">
            <CloudOff className="mt-0.5 size-7 shrink-0" aria-hidden="true" />
            No connection, so your PIN cannot be checked. Your tap is kept on this tablet and sent later; the office confirms it.
          </p>
        ) : null}
        {photosOnPunch && (asksPin || !online) ? <CameraPreview state={camera.state} attachVideo={camera.attachVideo} /> : null}
      </div>

      {online && !worker.hasPin ? (
        <div className="grid content-start gap-4">
          <p role="alert" className="flex gap-3 rounded-card border-2 border-slate-400 bg-white p-5 text-xl font-semibold text-slate-900">
            <KeyRound className="mt-1 size-7 shrink-0" aria-hidden="true" />
            You have no PIN yet. Ask the office to set one for you, then punch here.
          </p>
          <Button variant="secondary" size="lg" className="h-16 text-xl" onClick={onCancel}>
            Back to names
          </Button>
        </div>
      ) : cameraBlocked ? null : (
        <div className="grid content-start gap-4">
          {/* The answer to the last try stands where the worker looks: above the dots, in place of the prompt. */}
          {asksPin ? (
            <>
              {failureNote ?? <p className="text-center text-xl font-semibold text-slate-900">Enter your PIN</p>}
              <PinPad pin={pin} onChange={setPin} disabled={sending !== null} />
            </>
          ) : (
            failureNote
          )}
          <Button
            size="lg"
            variant={clockedIn ? "secondary" : "default"}
            className="h-16 text-2xl [&_svg]:size-7"
            disabled={!mayPunch || (sending !== null && sending !== "punch")}
            pending={sending === "punch"}
            onClick={() => void punch()}
          >
            {sending === "punch" ? null : clockedIn ? <LogOut aria-hidden="true" /> : <LogIn aria-hidden="true" />}
            {sending === "punch" ? (clockedIn ? "Clocking out…" : "Clocking in…") : actionLabel}
          </Button>
          {/* Behind the PIN, which the server checks with the answers: nobody signs off another's shift. */}
          {!clockedIn && asksPin && worker.signOffOpenEntryId !== null && onSignOffLater ? (
            <div className="grid gap-2 rounded-card border-2 border-amber-500 bg-amber-50 p-4" data-testid="kiosk-sign-off-later">
              <p className="text-lg text-amber-950">{SIGN_OFF_LATER_TEXT}</p>
              <Button
                size="lg"
                variant="outline"
                className="h-16 border-2 border-slate-400 text-xl [&_svg]:size-6"
                disabled={!mayPunch || sending !== null}
                onClick={() => onSignOffLater(pin)}
              >
                <ClipboardCheck aria-hidden="true" /> Sign off
              </Button>
            </div>
          ) : null}
          {asksPin && onReviewPeriod ? (
            <Button
              size="lg"
              variant="outline"
              className="h-16 border-2 border-slate-400 text-xl [&_svg]:size-6"
              disabled={!mayPunch || sending !== null}
              onClick={() => onReviewPeriod(pin)}
            >
              <PenLine aria-hidden="true" /> My hours
            </Button>
          ) : null}
          {clockedIn ? (
            <div className="grid gap-3" data-testid="kiosk-break-buttons">
              {onBreak ? (
                <Button
                  size="lg"
                  className="h-16 text-2xl [&_svg]:size-7"
                  disabled={!mayPunch || sending === "punch"}
                  pending={sending !== null && sending !== "punch"}
                  onClick={() => void takeBreak({ action: "end", kind: onBreak })}
                >
                  {sending !== null && sending !== "punch" ? "Ending…" : <><Play aria-hidden="true" /> End break</>}
                </Button>
              ) : (
                <div className="grid grid-cols-2 gap-3">
                  {(["meal", "rest"] as const).map((breakKind) => {
                    const busy = sending !== null && sending !== "punch" && sending.kind === breakKind;
                    return (
                      <Button
                        key={breakKind}
                        size="lg"
                        variant="outline"
                        className="h-16 border-2 border-slate-400 text-xl [&_svg]:size-6"
                        disabled={!mayPunch || (sending !== null && !busy)}
                        pending={busy}
                        onClick={() => void takeBreak({ action: "start", kind: breakKind })}
                      >
                        {busy ? "Starting…" : <>{breakKind === "meal" ? <UtensilsCrossed aria-hidden="true" /> : <Coffee aria-hidden="true" />} Start {breakKind}</>}
                      </Button>
                    );
                  })}
                </div>
              )}
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}

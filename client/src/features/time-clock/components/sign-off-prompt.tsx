// The sign-off at clock-out on the GPS clock, the tracker and the Clock In / Out dialog (issue 15): after a clock-out,
// when the company asks for it, the worker (or the foreman, for the crew, online or offline) answers the two questions. Save puts one keyed sign-off per entry in the
// phone's punch queue: sent at once online, kept and sent in order offline, after the clock-out it answers when that
// waits too. Skip leaves the clock-out as it is (the timesheet flags "No sign-off"). The dialog's code is loaded
// only for a company that asks (it brings the contract's zod-bearing constants), so the clock's first load stays
// small, and as soon as the settings say so, while the phone still has signal: a clock-out tapped offline later must
// not wait for a download (before the service worker has its copy, that import failed and left the screen blank).
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import type { SignOffInput } from "@shared/api/sign-offs";
import { toast } from "@/components/ui/use-toast";
import type { PunchOutcome } from "@/lib/punch-queue";
import { signOffAskedAtClockOut, useSignOffAsked } from "@/lib/use-clock-settings";
import type { EntryLink } from "@/lib/worker-punch-state";
import { queueWorkerAction } from "../worker-actions";

const loadSignOffDialog = () => import("@/components/sign-off-dialog");
const SignOffDialog = lazy(() => loadSignOffDialog().then((m) => ({ default: m.SignOffDialog })));

/** A shift to sign off: the entry the server closed, or (offline) the queued clock-out that closes it. */
export type SignOffShift = { workerName: string; workerId?: number; projectName?: string | null } & (
  | { timeEntryId: number; afterKey?: undefined }
  | { timeEntryId?: undefined; afterKey: string }
);

// A crew clock-out still on the phone is one queued punch for several people: each person's answer is keyed apart.
const shiftKey = (shift: SignOffShift) =>
  shift.afterKey !== undefined ? `queued:${shift.afterKey}:${shift.workerId ?? ""}` : String(shift.timeEntryId);
const linkOf = (shift: SignOffShift): EntryLink =>
  shift.afterKey !== undefined ? { timeEntryId: null, afterKey: shift.afterKey } : { timeEntryId: shift.timeEntryId, afterKey: null };

function announceSignOffs(answers: { answer: SignOffInput; outcome: PunchOutcome | null }[]) {
  const stored = answers.filter((a) => a.outcome?.status !== "refused");
  if (stored.length === 0) return; // the queue said why
  if (stored.some((a) => a.outcome?.status !== "synced")) {
    toast({
      title: "Waiting to sync",
      description: `No connection: the sign-off is saved on this phone and will be sent when you're back online${stored.some((a) => a.answer.injured) ? "; the office hears of the injury then" : ""}.`,
    });
    return;
  }
  toast({
    title: "Signed off",
    description: stored.some((a) => a.answer.injured)
      ? "The injury was sent to the office."
      : `${stored.length === 1 ? "The shift is" : `${stored.length} shifts are`} signed off.`,
    variant: "success",
  });
}

export type SignOffPrompt = ReturnType<typeof useSignOffPrompt>;

export function useSignOffPrompt() {
  const asked = useSignOffAsked();
  const queryClient = useQueryClient();
  const [shifts, setShifts] = useState<SignOffShift[]>([]);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    // A failed download (no signal yet) is tried again when the dialog is shown.
    if (asked) loadSignOffDialog().catch(() => undefined);
  }, [asked]);

  async function ask(next: SignOffShift[]) {
    if (next.length === 0 || !(await signOffAskedAtClockOut(queryClient))) return;
    setShifts(next);
  }

  /** A sign-off answered later (issue 26 item 6): the entry says it is due, so it is asked whatever the settings now. */
  const askLater = useCallback((shift: SignOffShift) => setShifts([shift]), []);

  async function save(answers: { key: string; answer: SignOffInput }[]) {
    setPending(true);
    const done: { answer: SignOffInput; outcome: PunchOutcome | null }[] = [];
    try {
      for (const { key, answer } of answers) {
        const shift = shifts.find((s) => shiftKey(s) === key);
        if (!shift) continue;
        const outcome = await queueWorkerAction({
          kind: "sign-off",
          worker: { id: shift.workerId ?? 0, name: shift.workerName },
          projectName: shift.projectName ?? null,
          link: linkOf(shift),
          tappedAt: new Date().toISOString(),
          body: { ...answer },
        });
        done.push({ answer, outcome });
      }
    } finally {
      setPending(false);
    }
    announceSignOffs(done);
    setShifts([]);
  }

  const element =
    shifts.length > 0 ? (
      <Suspense fallback={null}>
        <SignOffDialog
          key={shifts.map(shiftKey).join(",")}
          people={shifts.map((s) => ({ key: shiftKey(s), workerName: s.workerName }))}
          pending={pending}
          onSubmit={(answers) => void save(answers)}
          onSkip={() => {
            if (!pending) setShifts([]);
          }}
        />
      </Suspense>
    ) : null;

  return { asked, ask, askLater, element };
}

// The sign-off at clock-out on the GPS clock (issue 15): after a clock-out, when the company asks for it, the worker
// (or the foreman, for the crew's results) answers the two questions. Save puts one keyed sign-off per entry in the
// phone's punch queue: sent at once online, kept and sent in order offline, after the clock-out it answers when that
// waits too. Skip leaves the clock-out as it is (the timesheet flags "No sign-off"). The dialog is loaded only when
// asked (it brings the contract's zod-bearing constants), so the clock's first load stays small.
import { lazy, Suspense, useState } from "react";
import type { SignOffInput } from "@shared/api/sign-offs";
import { toast } from "@/components/ui/use-toast";
import type { PunchOutcome } from "@/lib/punch-queue";
import { useSignOffAsked } from "@/lib/use-clock-settings";
import type { EntryLink } from "@/lib/worker-punch-state";
import { queueWorkerAction } from "../worker-actions";

const SignOffDialog = lazy(() => import("@/components/sign-off-dialog").then((m) => ({ default: m.SignOffDialog })));

/** A shift to sign off: the entry the server closed, or (offline) the queued clock-out that closes it. */
export type SignOffShift = { workerName: string; workerId?: number; projectName?: string | null } & (
  | { timeEntryId: number; afterKey?: undefined }
  | { timeEntryId?: undefined; afterKey: string }
);

const shiftKey = (shift: SignOffShift) => (shift.afterKey !== undefined ? `queued:${shift.afterKey}` : String(shift.timeEntryId));
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

export function useSignOffPrompt() {
  const asked = useSignOffAsked();
  const [shifts, setShifts] = useState<SignOffShift[]>([]);
  const [pending, setPending] = useState(false);

  function ask(next: SignOffShift[]) {
    if (!asked || next.length === 0) return;
    setShifts(next);
  }

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

  return { asked, ask, element };
}

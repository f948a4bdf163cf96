// The sign-off at clock-out on the GPS clock (issue 15): after a clock-out the server has, when the company asks for it,
// the worker (or the foreman, for the crew's results) answers the two questions. Save sends one keyed request per
// entry; Skip leaves the clock-out as it is (the timesheet flags "No sign-off"). The dialog is loaded only when asked
// (it brings the contract's zod-bearing constants), so the clock's first load stays small.
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { IDEMPOTENCY_KEY_HEADER } from "@shared/api/constants";
import { companySettingsApi, signOffsApi } from "@shared/api/routes";
import type { SignOffInput } from "@shared/api/sign-offs";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorMessage } from "@/lib/api-client";
import { callEndpoint, endpointQuery } from "@/lib/endpoint-client";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { queryClient } from "@/lib/query-client";
import { queryKeys } from "@/lib/query-keys";

const SignOffDialog = lazy(() => import("@/components/sign-off-dialog").then((m) => ({ default: m.SignOffDialog })));

export interface SignOffShift {
  timeEntryId: number;
  workerName: string;
}

export const OFFLINE_SIGN_OFF_MESSAGE = "No connection: the sign-off needs the server. Try Save again when you're back online, or Skip (the office will see “No sign-off”).";

/** Whether this company asks; every member reads it. Unknown (offline, not loaded yet): not asked. */
export function useSignOffAsked(): boolean {
  return useQuery({ ...endpointQuery(companySettingsApi.clock), staleTime: 5 * 60_000 }).data?.signOffAtClockOut === true;
}

export function useSignOffPrompt() {
  const asked = useSignOffAsked();
  const [shifts, setShifts] = useState<SignOffShift[]>([]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per entry for this prompt: a Save tried again after a lost answer is stored once.
  const [keys] = useState(() => new Map<number, string>());

  function ask(next: SignOffShift[]) {
    if (!asked || next.length === 0) return;
    setError(null);
    setShifts(next);
  }

  async function save(answers: { key: string; answer: SignOffInput }[]) {
    setPending(true);
    setError(null);
    const left: SignOffShift[] = [];
    let message: string | null = null;
    for (const { key, answer } of answers) {
      const timeEntryId = Number(key);
      if (!keys.has(timeEntryId)) keys.set(timeEntryId, newIdempotencyKey());
      try {
        await callEndpoint(signOffsApi.signOff, { params: { id: timeEntryId }, body: answer }, { headers: { [IDEMPOTENCY_KEY_HEADER]: keys.get(timeEntryId)! } });
      } catch (e) {
        // A 409 is "already signed off": someone answered first, so there is nothing left to do for that shift.
        if (e instanceof ApiError && e.status === 409) continue;
        left.push(shifts.find((s) => s.timeEntryId === timeEntryId)!);
        message = e instanceof ApiError && e.status !== 0 ? e.message : navigator.onLine === false ? OFFLINE_SIGN_OFF_MESSAGE : errorMessage(e);
      }
    }
    setPending(false);
    void queryClient.invalidateQueries({ queryKey: queryKeys.timeEntries });
    if (left.length) {
      setShifts(left);
      setError(message);
      return;
    }
    const injured = answers.filter((a) => a.answer.injured).length;
    toast({
      title: "Signed off",
      description: injured ? "The injury was sent to the office." : `${answers.length === 1 ? "The shift is" : `${answers.length} shifts are`} signed off.`,
      variant: "success",
    });
    setShifts([]);
  }

  const element =
    shifts.length > 0 ? (
      <Suspense fallback={null}>
        <SignOffDialog
          key={shifts.map((s) => s.timeEntryId).join(",")}
          people={shifts.map((s) => ({ key: String(s.timeEntryId), workerName: s.workerName }))}
          pending={pending}
          error={error}
          onSubmit={(answers) => void save(answers)}
          onSkip={() => {
            if (!pending) setShifts([]);
          }}
        />
      </Suspense>
    ) : null;

  return { asked, ask, element };
}

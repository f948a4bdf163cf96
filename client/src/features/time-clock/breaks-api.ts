// Starting and ending a break of an open entry (POST /api/time-entries/:id/breaks), online only for now: one
// Idempotency-Key per tap, and the answer (the entry with its breaks) put straight into the worker's open entry.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { IDEMPOTENCY_KEY_HEADER } from "@shared/api/constants";
import type { BreakActionInput } from "@shared/api/breaks";
import { breaksApi } from "@shared/api/routes";
import { callEndpoint } from "@/lib/endpoint-client";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { timeClockQueries, useInvalidateClockData } from "./api";

export function useTakeBreak(entryId: number, workerId: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateClockData();
  return useMutation({
    mutationFn: (body: BreakActionInput) =>
      callEndpoint(breaksApi.takeBreak, { params: { id: entryId }, body }, { headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() } }),
    onSuccess: (entry) => queryClient.setQueryData(timeClockQueries.activeEntry(workerId).queryKey, entry),
    onSettled: invalidate,
    meta: { errorToast: { title: "Break not saved" } },
  });
}

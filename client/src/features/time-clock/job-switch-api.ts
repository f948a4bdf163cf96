// Switching a clocked-in worker to another project (issue 15): one tap, one Idempotency-Key, so a retried request
// switches once. Online only for now: the offline punch queue does not carry switches yet.
import { useMutation } from "@tanstack/react-query";
import { IDEMPOTENCY_KEY_HEADER } from "@shared/api/constants";
import type { BodyOf } from "@shared/api/contract";
import { timeEntriesApi } from "@shared/api/routes";
import { callEndpoint } from "@/lib/endpoint-client";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { useInvalidateClockData } from "./api";

export function useSwitchJob() {
  const invalidate = useInvalidateClockData();
  return useMutation({
    mutationFn: (body: BodyOf<typeof timeEntriesApi.switchJob>) =>
      callEndpoint(timeEntriesApi.switchJob, { body }, { headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() } }),
    onSettled: invalidate,
    // The dialog says why it was refused, above its buttons.
    meta: { errorToast: false },
  });
}

// Worker roster reads and writes from the workers contracts (shared/api/workers.ts): the list (current or archived),
// create, edit, the Active switch, archive, delete, the CSV roster import, a worker's history of rate, active, archived
// and PIN changes, and (from the kiosk contracts) the worker's kiosk PIN.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type WorkerChangeView, type WorkerView } from "@shared/api/workers";
import type { RosterPreviewView } from "@shared/api/worker-import";
import type { BodyOf } from "@shared/api/contract";
import { invitesApi, kioskPinWaitsApi, kiosksApi, notificationsApi, payrollApi, payrollExportsApi, workersApi } from "@shared/api/routes";
import type { PayrollIdentityInput } from "@shared/api/payroll-exports";
import { callEndpoint, endpointKey, endpointQuery } from "@/lib/endpoint-client";
import { queryKeys } from "@/lib/query-keys";

export type { RosterPreviewView, WorkerChangeView, WorkerView };

export const workerQueries = {
  list: () => endpointQuery(workersApi.list),
  /** GET /api/workers?archived=true: the Workers screen's Archived filter. */
  archived: () => endpointQuery(workersApi.list, { query: { archived: "true" } }),
  /** GET /api/workers/:id/changes (administrators), newest first; every page of it. */
  changes: (id: number) => endpointQuery(workersApi.changes, { params: { id } }),
  /** GET /api/kiosk-pin-waits: names with wrong PINs at a kiosk (a foreman's crew, or everyone for the office). */
  pinWaits: () => endpointQuery(kioskPinWaitsApi.list),
  /** How each payroll provider knows the worker (office and administrators). */
  payrollIdentity: (id: number) => endpointQuery(payrollExportsApi.identity, { params: { id } }),
};

export type CreateWorkerPayload = BodyOf<typeof workersApi.create>;
export type UpdateWorkerPayload = BodyOf<typeof workersApi.update>;

function useInvalidateWorkers() {
  const queryClient = useQueryClient();
  // The payroll week lists rate and active changes, so it is refreshed with the roster.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: endpointKey(workersApi.list) }),
      queryClient.invalidateQueries({ queryKey: endpointKey(payrollApi.week) }),
    ]);
}

export function useCreateWorker() {
  const invalidate = useInvalidateWorkers();
  return useMutation({
    mutationFn: (payload: CreateWorkerPayload) => callEndpoint(workersApi.create, { body: payload }),
    meta: { errorToast: { title: "Creation Failed", fallback: "Failed to create worker. Please try again." } },
    onSuccess: invalidate,
  });
}

export function useUpdateWorker() {
  const invalidate = useInvalidateWorkers();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: UpdateWorkerPayload }) =>
      callEndpoint(workersApi.update, { params: { id }, body: payload }),
    meta: { errorToast: { title: "Update Failed", fallback: "Failed to update worker. Please try again." } },
    onSuccess: invalidate,
  });
}

export function useSetWorkerStatus() {
  const invalidate = useInvalidateWorkers();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      callEndpoint(workersApi.setStatus, { params: { id }, body: { isActive } }),
    meta: { errorToast: { title: "Update Failed", text: "Failed to update worker status." } },
    onSuccess: invalidate,
  });
}

/** PATCH /api/workers/:id/archived (administrators). */
export function useSetWorkerArchived() {
  const invalidate = useInvalidateWorkers();
  return useMutation({
    mutationFn: ({ id, archived }: { id: number; archived: boolean }) =>
      callEndpoint(workersApi.setArchived, { params: { id }, body: { archived } }),
    meta: { errorToast: { title: "Update Failed", fallback: "Failed to update worker. Please try again." } },
    onSuccess: invalidate,
  });
}

/**
 * Whether the office can invite this worker: on the current roster, with an e-mail address to send the link to, and
 * not joined yet (an invited one can be sent a new link, which replaces the old).
 */
export const invitable = (worker: WorkerView): boolean => !!worker.email && !worker.archivedAt && worker.account?.status !== "joined";

/**
 * POST /api/workers/:id/invite: e-mails the worker a link to join; refusals (no e-mail, has an account) are toasts.
 * The roster is refreshed, as it says who was invited.
 */
export function useInviteWorker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number } & BodyOf<typeof invitesApi.create>) => callEndpoint(invitesApi.create, { params: { id }, body }),
    meta: { errorToast: { title: "Invitation Not Sent" } },
    // Not awaited: the dialog closes at once, and the roster catches up.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: endpointKey(workersApi.list) }),
  });
}

/**
 * DELETE /api/workers/:id (administrators); the schedule is refreshed too, as the worker leaves every job. A 409 (the
 * worker has hours) is shown in the confirm dialog, so the menu decides what to toast.
 */
export function useDeleteWorker() {
  const invalidate = useInvalidateWorkers();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(workersApi.remove, { params: { id } }),
    meta: { errorToast: false },
    onSuccess: () => Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: queryKeys.jobs }), queryClient.invalidateQueries({ queryKey: queryKeys.projects })]),
  });
}

/** POST /api/workers/import/preview: checks the file, stores nothing; a file-level problem is shown in the dialog. */
export function usePreviewRoster() {
  return useMutation({
    mutationFn: (csv: string) => callEndpoint(workersApi.previewImport, { body: { csv } }),
    meta: { errorToast: false },
  });
}

/** POST /api/workers/import: every row or none. */
export function useImportRoster() {
  const invalidate = useInvalidateWorkers();
  return useMutation({
    mutationFn: (csv: string) => callEndpoint(workersApi.importRoster, { body: { csv } }),
    meta: { errorToast: { title: "Import Failed", fallback: "Failed to import workers. Please try again." } },
    onSuccess: invalidate,
  });
}

/** PUT /api/workers/:id/pin: set or change the worker's kiosk PIN; the dialog shows a refusal under the field. */
export function useSetWorkerPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, pin }: { id: number; pin: string }) => callEndpoint(kiosksApi.setPin, { params: { id }, body: { pin } }),
    meta: { errorToast: false },
    // The roster's "PIN set" and the worker's history (under the same key root) both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workers }),
  });
}

/** DELETE /api/workers/:id/pin. */
export function useRemoveWorkerPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(kiosksApi.removePin, { params: { id } }),
    meta: { errorToast: { title: "Remove Failed" } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workers }),
  });
}

/** DELETE /api/workers/:id/pin-waits: the worker's next PIN is compared at once, on every kiosk. */
export function useClearPinWaits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(kioskPinWaitsApi.clear, { params: { id } }),
    meta: { errorToast: { title: "Clear Failed" } },
    // The list and the bell's notice both go.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: endpointKey(kioskPinWaitsApi.list) }),
        queryClient.invalidateQueries({ queryKey: endpointKey(notificationsApi.feed) }),
      ]),
  });
}

/** PUT /api/workers/:id/payroll-identity; the dialog shows a refusal under its field. A file's pre-flight reads it again. */
export function useSetPayrollIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: PayrollIdentityInput }) => callEndpoint(payrollExportsApi.putIdentity, { params: { id }, body: input }),
    meta: { errorToast: false },
    onSuccess: (saved) => {
      queryClient.setQueryData(workerQueries.payrollIdentity(saved.workerId).queryKey, saved);
      // Everything under /api/payroll: the files' pre-flights among it.
      void queryClient.invalidateQueries({ queryKey: endpointKey(payrollApi.week) });
    },
  });
}

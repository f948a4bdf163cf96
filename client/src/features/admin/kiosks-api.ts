// Site kiosks on the admin dashboard (issue 14), from the kiosk contracts (shared/api/kiosks.ts, types only here: the
// forms bring the zod schemas in their own chunk): the kiosks, making this device one, revoking one, and the kiosk
// settings (photos at punches and how long they are kept).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyOf } from "@shared/api/contract";
import type { KioskSettings, KioskView } from "@shared/api/kiosks";
import { companySettingsApi, kiosksApi } from "@shared/api/routes";
import { callEndpoint, endpointKey, endpointQuery } from "@/lib/endpoint-client";

export type { KioskSettings, KioskView };

export const kioskQueries = {
  /** GET /api/admin/kiosks: revoked ones included, newest first. */
  list: () => endpointQuery(kiosksApi.list),
  settings: () => endpointQuery(kiosksApi.settings),
};

/**
 * POST /api/admin/kiosks: this device becomes the kiosk and its admin session ends, so nothing here is refreshed; the
 * dialog loads the kiosk screen in full. The dialog shows a refusal itself (a completed project, a missing name).
 */
export function useCreateKiosk() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof kiosksApi.create>) => callEndpoint(kiosksApi.create, { body }),
    meta: { errorToast: false },
  });
}

/** DELETE /api/admin/kiosks/:id: the tablet is refused from its next request on. */
export function useRevokeKiosk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(kiosksApi.revoke, { params: { id } }),
    meta: { errorToast: { title: "Revoke Failed" } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(kiosksApi.list) }),
  });
}

/** PUT /api/settings/kiosk: both settings at once (the contract takes the whole object). */
export function useUpdateKioskSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: KioskSettings) => callEndpoint(kiosksApi.putSettings, { body: settings }),
    meta: { errorToast: { title: "Update Failed" } },
    onSuccess: (saved) => {
      queryClient.setQueryData(kioskQueries.settings().queryKey, saved);
      // The change is recorded in the Company settings' Changes list.
      void queryClient.invalidateQueries({ queryKey: endpointKey(companySettingsApi.changes) });
    },
  });
}

/** What the list says of a kiosk's state, in a badge: in use, or revoked (when and by whom said beside it). */
export const kioskStateText = (kiosk: Pick<KioskView, "revokedAt">): string => (kiosk.revokedAt ? "Revoked" : "In use");

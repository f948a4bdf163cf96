// Admin dashboard data: registration requests and user accounts, and the decisions an admin makes on them.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AdminRegistration, type AdminUser, type RegistrationDecision, type UserAction } from "@shared/api/admin";
import { adminApi, backupApi, demoDataApi } from "@shared/api/routes";
import { toast } from "@/components/ui/use-toast";
import { callEndpoint, endpointQuery } from "@/lib/endpoint-client";
import { queryKeys } from "@/lib/query-keys";

export type { AdminRegistration, AdminUser, RegistrationDecision, RegistrationStatus, UserAction } from "@shared/api/admin";

export const adminQueries = {
  registrations: () => endpointQuery(adminApi.registrations),
  users: () => endpointQuery(adminApi.users),
  /** GET /api/admin/backup/info: a download button (embedded) or the pg_dump line (PostgreSQL). */
  backupInfo: () => ({ ...endpointQuery(backupApi.info), staleTime: Infinity }),
  /** GET /api/admin/demo-data: how much of the demo company is left (total 0: nothing). */
  demoData: () => endpointQuery(demoDataApi.status),
};

/** The words of 'User {action} successfully.' */
export const USER_ACTION_DONE: Record<UserAction, string> = {
  activate: "activated",
  deactivate: "deactivated",
  "make-admin": "made an admin",
  "make-user": "changed to a regular user",
};

/** Both lists change together: approving a registration creates a user. */
function useRefreshAdminLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.admin });
}

export function useDecideRegistration() {
  const refresh = useRefreshAdminLists();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: RegistrationDecision }) =>
      callEndpoint(adminApi.decideRegistration, { params: { id }, body: { status } }),
    meta: { errorToast: { title: "Update failed" } },
    onSuccess: (_data, { status }) => {
      toast({
        title: "Registration updated",
        description: `Registration ${status} successfully.`,
        variant: "success",
      });
    },
    onSettled: refresh,
  });
}

export function useChangeUser() {
  const refresh = useRefreshAdminLists();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: UserAction }) =>
      callEndpoint(adminApi.changeUser, { params: { id }, body: { action } }),
    meta: { errorToast: { title: "Update failed" } },
    onSuccess: (_data, { action }) => {
      toast({ title: "User updated", description: `User ${USER_ACTION_DONE[action]} successfully.`, variant: "success" });
    },
    onSettled: refresh,
  });
}

export function registrationName(r: Pick<AdminRegistration, "firstName" | "lastName">): string {
  return [r.firstName, r.lastName].filter(Boolean).join(" ").trim();
}

export function userName(u: Pick<AdminUser, "firstName" | "lastName">): string {
  return [u.firstName, u.lastName].filter(Boolean).join(" ").trim() || "User";
}

export function countRegistrations(registrations: AdminRegistration[]) {
  return {
    pendingRegistrations: registrations.filter((r) => r.status === "pending").length,
    totalRegistrations: registrations.length,
  };
}

export function countUsers(users: AdminUser[]) {
  const activeUsers = users.filter((u) => u.isActive).length;
  return { activeUsers, inactiveUsers: users.length - activeUsers };
}

/** DELETE /api/admin/demo-data. Every screen's data may have held demo rows, so every query is refreshed after it. */
export function useRemoveDemoData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(demoDataApi.remove, {}),
    // The dialog also shows the refusal as the server says it (demo-data-card.tsx).
    meta: { errorToast: { title: "Remove Failed" } },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

// Admin dashboard data: registration requests and user accounts, and the decisions an admin makes on them.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { BackupInfo } from "@shared/api/backup";
import type { DemoDataRemoval, DemoDataStatus } from "@shared/api/demo-data";
import type { PublicUser, UserRegistration } from "@shared/schema";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, errorMessage } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/registrations items as they arrive over JSON. */
export type AdminRegistration = Pick<
  UserRegistration,
  "id" | "firstName" | "lastName" | "email" | "status" | "emailVerified"
> & { createdAt: string; openIdProvider: string | null };
export type RegistrationStatus = AdminRegistration["status"];
export type RegistrationDecision = Exclude<RegistrationStatus, "pending">;

/** GET /api/admin/users items as they arrive over JSON. */
export type AdminUser = Omit<PublicUser, "createdAt" | "updatedAt"> & {
  createdAt: string;
  updatedAt: string;
  /** The OpenID provider's display name when the account signs in through it, else null. */
  openIdProvider: string | null;
};
export type UserAction = "activate" | "deactivate" | "make-admin" | "make-user";

export const adminQueries = {
  registrations: () => queryOptions<AdminRegistration[]>({ queryKey: [...queryKeys.admin, "registrations"] as const }),
  users: () => queryOptions<AdminUser[]>({ queryKey: [...queryKeys.admin, "users"] as const }),
  /** GET /api/admin/backup/info: a download button (embedded) or the pg_dump line (PostgreSQL). */
  backupInfo: () => queryOptions<BackupInfo>({ queryKey: [...queryKeys.admin, "backup", "info"] as const, staleTime: Infinity }),
  /** GET /api/admin/demo-data: how much of the demo company is left (total 0: nothing). */
  demoData: () => queryOptions<DemoDataStatus>({ queryKey: [...queryKeys.admin, "demo-data"] as const }),
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
      apiRequest<AdminRegistration>("PATCH", `/api/admin/registrations/${id}`, { status }),
    onSuccess: (_data, { status }) => {
      toast({
        title: "Registration updated",
        description: `Registration ${status} successfully.`,
        variant: "success",
      });
    },
    onError: (error) => {
      toast({ title: "Update failed", description: errorMessage(error), variant: "destructive" });
    },
    onSettled: refresh,
  });
}

export function useChangeUser() {
  const refresh = useRefreshAdminLists();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: UserAction }) =>
      apiRequest<AdminUser>("PATCH", `/api/admin/users/${id}`, { action }),
    onSuccess: (_data, { action }) => {
      toast({ title: "User updated", description: `User ${USER_ACTION_DONE[action]} successfully.`, variant: "success" });
    },
    onError: (error) => {
      toast({ title: "Update failed", description: errorMessage(error), variant: "destructive" });
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
    mutationFn: () => apiRequest<DemoDataRemoval>("DELETE", "/api/admin/demo-data"),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

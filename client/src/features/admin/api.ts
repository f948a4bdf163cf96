// Admin dashboard data: registration requests and user accounts, and the decisions an admin makes on them.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type AdminRegistration, type AdminUser, type RegistrationDecision, type UserAction } from "@shared/api/admin";
import { adminApi, backupApi, demoDataApi, workersApi } from "@shared/api/routes";
import { ACCOUNT_ROLE_LABELS, type AccountRole } from "@shared/domain/account-roles";
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
  /** GET /api/workers: the roster an account is linked from (the worker picker reads the same). */
  workers: () => endpointQuery(workersApi.list),
};

/** The words of 'User {action} successfully.' */
export const USER_ACTION_DONE: Record<UserAction, string> = {
  activate: "activated",
  deactivate: "deactivated",
  "make-admin": "made an admin",
  "make-user": `changed to ${ACCOUNT_ROLE_LABELS.user}`,
};

/** One change to an account at a time: the spec's buttons, a role, or the worker link (null unlinks). */
export type UserChange = { action: UserAction } | { role: AccountRole } | { workerId: number | null };

/** The words of 'User {change} successfully.' */
function changeDone(change: UserChange): string {
  if ("action" in change) return USER_ACTION_DONE[change.action];
  if ("role" in change) return `changed to ${ACCOUNT_ROLE_LABELS[change.role]}`;
  return change.workerId === null ? "unlinked from their worker record" : "linked to a worker record";
}

/** A decision; an approval with the role and worker record chosen (the server gives Crew and none when not sent). */
export type Decision = { status: RegistrationDecision; role?: AccountRole; workerId?: number | null };

/** Both lists change together: approving a registration creates a user. */
function useRefreshAdminLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.admin });
}

export function useDecideRegistration() {
  const refresh = useRefreshAdminLists();
  return useMutation({
    mutationFn: ({ id, ...decision }: { id: number } & Decision) =>
      callEndpoint(adminApi.decideRegistration, { params: { id }, body: decision }),
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
    mutationFn: ({ id, change }: { id: number; change: UserChange }) =>
      callEndpoint(adminApi.changeUser, { params: { id }, body: change }),
    // The server's refusals (the last admin, a worker another account has) are its message under this title.
    meta: { errorToast: { title: "Update failed" } },
    onSuccess: (_data, { change }) => {
      toast({ title: "User updated", description: `User ${changeDone(change)} successfully.`, variant: "success" });
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

/** Who is linked to what: each worker's name, and the account a worker record is linked to (one at most). */
export interface AccountLinks {
  workerName: (workerId: number) => string | undefined;
  accountOf: (workerId: number) => AdminUser | undefined;
}

/** The roster and the accounts read together, for the Worker column and the worker picker's notes. */
export function useAccountLinks(): AccountLinks {
  const workers = useQuery(adminQueries.workers());
  const users = useQuery(adminQueries.users());
  const names = new Map((workers.data ?? []).map((worker) => [worker.id, worker.name]));
  const accounts = new Map((users.data ?? []).flatMap((user) => (user.workerId === null ? [] : [[user.workerId, user] as const])));
  return { workerName: (id) => names.get(id), accountOf: (id) => accounts.get(id) };
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
    // `trialEntries`: how many of the company's own entries on the demo the admin saw listed and confirmed.
    mutationFn: (trialEntries: number) => callEndpoint(demoDataApi.remove, { query: { trialEntries } }),
    // The dialog also shows the refusal as the server says it (demo-data-card.tsx); the list reads again either way.
    meta: { errorToast: { title: "Remove Failed" } },
    onSettled: () => queryClient.invalidateQueries(),
  });
}

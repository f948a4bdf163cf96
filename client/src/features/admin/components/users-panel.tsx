// User Management tab: role and status badges and the four account actions; an admin's own row cannot lock them out.
import { useQuery } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/state-message";
import { errorMessage } from "@/lib/api-client";
import { formatDatePadded } from "@/lib/format";
import { type AdminUser, type UserAction, adminQueries, useChangeUser, userName } from "../api";
import { ViaProvider } from "./via-provider";

const OWN_ACCOUNT_NOTE = "Your own account: you cannot deactivate it or remove your own admin role.";

const PENDING_TEXT: Record<UserAction, string> = {
  activate: "Activating...",
  deactivate: "Deactivating...",
  "make-admin": "Saving...",
  "make-user": "Saving...",
};

function RoleBadge({ role }: { role: AdminUser["role"] }) {
  return role === "admin" ? <Badge variant="info">Admin</Badge> : <Badge variant="secondary">User</Badge>;
}

function StatusBadge({ isActive }: { isActive: boolean }) {
  return isActive ? <Badge variant="success">Active</Badge> : <Badge variant="outline">Inactive</Badge>;
}

function UserActions({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const change = useChangeUser();
  if (isSelf) return <p className="max-w-56 text-sm text-slate-600">{OWN_ACCOUNT_NOTE}</p>;
  const name = userName(user);
  const running = change.isPending ? change.variables?.action : undefined;
  const activeAction: UserAction = user.isActive ? "deactivate" : "activate";
  const roleAction: UserAction = user.role === "admin" ? "make-user" : "make-admin";
  const button = (action: UserAction, label: string, variant: "outline" | "secondary") => (
    <Button
      size="sm"
      variant={variant}
      aria-label={`${label} ${name}`}
      pending={running === action}
      disabled={change.isPending}
      onClick={() => change.mutate({ id: user.id, action })}
    >
      {running === action ? PENDING_TEXT[action] : label}
    </Button>
  );
  return (
    <div className="flex flex-wrap gap-2 lg:flex-nowrap">
      {button(activeAction, user.isActive ? "Deactivate" : "Activate", user.isActive ? "outline" : "secondary")}
      {button(roleAction, user.role === "admin" ? "Remove Admin" : "Make Admin", "outline")}
    </div>
  );
}

function NameCell({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {userName(user)}
      {isSelf ? <Badge variant="outline">You</Badge> : null}
    </span>
  );
}

function UsersTable({ users, currentUserId }: { users: AdminUser[]; currentUserId: number }) {
  return (
    <div className="hidden overflow-x-auto rounded-card border border-slate-200 bg-white md:block">
      <table className="w-full text-left text-base">
        <caption className="sr-only">User accounts</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-sm text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">Name</th>
            <th scope="col" className="px-4 py-3 font-semibold">Email</th>
            <th scope="col" className="px-4 py-3 font-semibold">Role</th>
            <th scope="col" className="px-4 py-3 font-semibold">Status</th>
            <th scope="col" className="px-4 py-3 font-semibold">Joined</th>
            <th scope="col" className="px-4 py-3 font-semibold">Actions</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {users.map((u) => (
            <tr key={u.id}>
              <td className="min-w-36 px-4 py-3 font-medium text-slate-900">
                <NameCell user={u} isSelf={u.id === currentUserId} />
              </td>
              <td className="max-w-72 min-w-48 px-4 py-3 [overflow-wrap:anywhere] text-slate-700">
                {u.email ?? u.username}
                <ViaProvider provider={u.openIdProvider} />
              </td>
              <td className="px-4 py-3">
                <RoleBadge role={u.role} />
              </td>
              <td className="px-4 py-3">
                <StatusBadge isActive={u.isActive} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700 tabular-nums">{formatDatePadded(u.createdAt)}</td>
              <td className="px-4 py-2">
                <UserActions user={u} isSelf={u.id === currentUserId} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function UserCards({ users, currentUserId }: { users: AdminUser[]; currentUserId: number }) {
  return (
    <ul className="grid gap-3 md:hidden" aria-label="User accounts">
      {users.map((u) => (
        <li key={u.id}>
          <Card className="grid gap-3 p-4">
            <div className="min-w-0">
              <p className="text-lg leading-tight font-semibold text-slate-900">
                <NameCell user={u} isSelf={u.id === currentUserId} />
              </p>
              <p className="text-base [overflow-wrap:anywhere] text-slate-700">{u.email ?? u.username}</p>
              <ViaProvider provider={u.openIdProvider} />
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <RoleBadge role={u.role} />
              <StatusBadge isActive={u.isActive} />
              <span className="text-sm text-slate-700 tabular-nums">Joined {formatDatePadded(u.createdAt)}</span>
            </div>
            <UserActions user={u} isSelf={u.id === currentUserId} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function UsersPanel({ currentUserId }: { currentUserId: number }) {
  const users = useQuery(adminQueries.users());
  if (users.isPending) return <LoadingState label="Loading users..." />;
  if (users.isError) {
    return (
      <ErrorState
        title="Users could not be loaded"
        message={errorMessage(users.error)}
        onRetry={() => void users.refetch()}
        retrying={users.isFetching}
      />
    );
  }
  if (users.data.length === 0) {
    return <EmptyState icon={<Inbox />} title="No users found" description="Approved registrations become user accounts here." />;
  }
  return (
    <>
      <UsersTable users={users.data} currentUserId={currentUserId} />
      <UserCards users={users.data} currentUserId={currentUserId} />
    </>
  );
}

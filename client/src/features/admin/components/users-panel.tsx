// User Management tab: each account's role (by its label, Office for "user") and worker record, its status, and the
// spec's actions; an admin's own row cannot lock them out.
import { useQuery } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { ACCOUNT_ROLE_LABELS } from "@shared/domain/account-roles";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/state-message";
import { errorMessage } from "@/lib/api-client";
import { formatDatePadded } from "@/lib/format";
import { type AccountLinks, type AdminUser, type UserAction, adminQueries, useAccountLinks, useChangeUser, userName } from "../api";
import { RoleSelect } from "@/components/role-select";
import { ViaProvider } from "./via-provider";
import { WorkerLinkCell } from "./worker-link";

const OWN_ACCOUNT_NOTE = "Your own account: you cannot deactivate it or remove your own admin role.";

const PENDING_TEXT: Record<UserAction, string> = {
  activate: "Activating...",
  deactivate: "Deactivating...",
  "make-admin": "Saving...",
  "make-user": "Saving...",
};

function RoleBadge({ role }: { role: AdminUser["role"] }) {
  return <Badge variant={role === "admin" ? "info" : "secondary"}>{ACCOUNT_ROLE_LABELS[role]}</Badge>;
}

/** The role as its label, and the select that changes it; an admin's own role is a badge (they cannot demote themself). */
function UserRole({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const change = useChangeUser();
  if (isSelf) return <RoleBadge role={user.role} />;
  // While the change is on its way the select shows the role chosen; a refusal puts the old one back.
  const chosen = change.isPending && "role" in change.variables.change ? change.variables.change.role : user.role;
  return (
    <div className="w-36">
      <RoleSelect
        control={{ "aria-label": `Role of ${userName(user)}` }}
        value={chosen}
        onChange={(role) => change.mutate({ id: user.id, change: { role } })}
        disabled={change.isPending}
      />
    </div>
  );
}

function StatusBadge({ isActive }: { isActive: boolean }) {
  return isActive ? <Badge variant="success">Active</Badge> : <Badge variant="outline">Inactive</Badge>;
}

function UserActions({ user, isSelf, stacked = false }: { user: AdminUser; isSelf: boolean; stacked?: boolean }) {
  const change = useChangeUser();
  if (isSelf) return <p className="max-w-56 text-sm text-slate-600">{OWN_ACCOUNT_NOTE}</p>;
  const name = userName(user);
  const running = change.isPending && "action" in change.variables.change ? change.variables.change.action : undefined;
  const activeAction: UserAction = user.isActive ? "deactivate" : "activate";
  const roleAction: UserAction = user.role === "admin" ? "make-user" : "make-admin";
  const button = (action: UserAction, label: string, variant: "outline" | "secondary") => (
    <Button
      size="sm"
      variant={variant}
      aria-label={`${label} ${name}`}
      pending={running === action}
      disabled={change.isPending}
      onClick={() => change.mutate({ id: user.id, change: { action } })}
    >
      {running === action ? PENDING_TEXT[action] : label}
    </Button>
  );
  return (
    <div className={stacked ? "grid gap-2" : "flex flex-wrap gap-2"}>
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

type ListProps = { users: AdminUser[]; currentUserId: number; links: AccountLinks };

// From 1024 px a table; the sidebar leaves it 960 px at 1280, so the address sits under the name and the two actions
// stack, which keeps every column in view without scrolling sideways.
function UsersTable({ users, currentUserId, links }: ListProps) {
  return (
    <div className="hidden overflow-x-auto rounded-card border border-slate-200 bg-white lg:block">
      <table className="w-full text-left text-base">
        <caption className="sr-only">User accounts</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-sm text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-3 font-semibold">Name and email</th>
            <th scope="col" className="px-3 py-3 font-semibold">Role</th>
            <th scope="col" className="px-3 py-3 font-semibold">Worker</th>
            <th scope="col" className="px-3 py-3 font-semibold">Status</th>
            <th scope="col" className="px-3 py-3 font-semibold">Joined</th>
            <th scope="col" className="px-3 py-3 font-semibold">Actions</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {users.map((u) => (
            <tr key={u.id}>
              <td className="max-w-72 min-w-48 px-3 py-3">
                <p className="font-medium text-slate-900">
                  <NameCell user={u} isSelf={u.id === currentUserId} />
                </p>
                <p className="text-sm [overflow-wrap:anywhere] text-slate-700">{u.email ?? u.username}</p>
                <ViaProvider provider={u.openIdProvider} />
              </td>
              <td className="px-3 py-3">
                <UserRole user={u} isSelf={u.id === currentUserId} />
              </td>
              <td className="min-w-40 px-3 py-3">
                <WorkerLinkCell user={u} links={links} />
              </td>
              <td className="px-3 py-3">
                <StatusBadge isActive={u.isActive} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700 tabular-nums">{formatDatePadded(u.createdAt)}</td>
              <td className="px-3 py-3">
                <UserActions user={u} isSelf={u.id === currentUserId} stacked />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function UserCards({ users, currentUserId, links }: ListProps) {
  return (
    <ul className="grid gap-3 md:grid-cols-2 lg:hidden" aria-label="User accounts">
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
              <StatusBadge isActive={u.isActive} />
              <span className="text-sm text-slate-700 tabular-nums">Joined {formatDatePadded(u.createdAt)}</span>
            </div>
            <dl className="grid grid-cols-[4.5rem_minmax(0,1fr)] items-center gap-x-3 gap-y-2">
              <dt className="text-sm font-semibold text-slate-700">Role</dt>
              <dd>
                <UserRole user={u} isSelf={u.id === currentUserId} />
              </dd>
              <dt className="text-sm font-semibold text-slate-700">Worker</dt>
              <dd>
                <WorkerLinkCell user={u} links={links} />
              </dd>
            </dl>
            <UserActions user={u} isSelf={u.id === currentUserId} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function UsersPanel({ currentUserId }: { currentUserId: number }) {
  const users = useQuery(adminQueries.users());
  const links = useAccountLinks();
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
      <UsersTable users={users.data} currentUserId={currentUserId} links={links} />
      <UserCards users={users.data} currentUserId={currentUserId} links={links} />
    </>
  );
}

// The Worker column of User Management: the worker record an account is linked to (crew and foremen see that record's
// projects and hours), and a dialog to link, change or unlink it. A worker has at most one account: the picker says
// whose each taken worker is, and the server's refusal, if two admins race, is the mutation's toast.
import { useState } from "react";
import type { AccountRole } from "@shared/domain/account-roles";
import { seesEveryRow } from "@shared/domain/account-roles";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { WorkerSelect } from "@/components/worker-project-selects";
import { cn } from "@/lib/cn";
import { type AccountLinks, type AdminUser, useChangeUser, userName } from "../api";

export const NOT_LINKED = "Not linked";

/** The note after a taken worker's name in the picker: whose account it is linked to (not this one's). */
export function takenNote(links: AccountLinks, accountId: number | null) {
  return (worker: { id: number }) => {
    const account = links.accountOf(worker.id);
    return account && account.id !== accountId ? `linked to ${userName(account)}` : null;
  };
}

/** Crew and foremen see their worker record's rows only: unlinked, their lists are empty. */
export const needsWorkerLink = (role: AccountRole) => !seesEveryRow(role);

function linkedName(user: AdminUser, links: AccountLinks): string | null {
  if (user.workerId === null) return null;
  // An archived worker is not on the roster: still linked, by its number.
  return links.workerName(user.workerId) ?? `Worker #${user.workerId}`;
}

export function WorkerLinkCell({ user, links, className }: { user: AdminUser; links: AccountLinks; className?: string }) {
  const [open, setOpen] = useState(false);
  const name = userName(user);
  const worker = linkedName(user, links);
  const label = worker ? "Change" : "Link worker";
  return (
    <div className={cn("flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1", className)}>
      {worker ? (
        <span className="min-w-0 font-medium [overflow-wrap:anywhere] text-slate-900">{worker}</span>
      ) : (
        <span className={needsWorkerLink(user.role) ? "font-medium text-amber-800" : "text-slate-600"}>
          {NOT_LINKED}
          {needsWorkerLink(user.role) ? <span className="font-normal">: sees empty lists</span> : null}
        </span>
      )}
      <Button size="sm" variant="outline" aria-label={`${label} for ${name}`} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open ? <LinkWorkerDialog user={user} links={links} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function LinkWorkerDialog({ user, links, onClose }: { user: AdminUser; links: AccountLinks; onClose: () => void }) {
  const change = useChangeUser();
  const [workerId, setWorkerId] = useState<number | null>(user.workerId);
  const name = userName(user);
  const save = () => change.mutate({ id: user.id, change: { workerId } }, { onSuccess: onClose });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Worker record of {name}</DialogTitle>
          <DialogDescription>
            Crew and foremen see the projects, jobs and hours of the worker record their account is linked to.
          </DialogDescription>
        </DialogHeader>
        <WorkerSelect
          id={`link-worker-${user.id}`}
          value={workerId}
          onChange={setWorkerId}
          none={{ label: NOT_LINKED, onChoose: () => setWorkerId(null) }}
          noteOf={takenNote(links, user.id)}
        />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} pending={change.isPending} disabled={workerId === user.workerId}>
            {change.isPending ? "Saving..." : workerId === null && user.workerId !== null ? "Unlink" : "Save"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

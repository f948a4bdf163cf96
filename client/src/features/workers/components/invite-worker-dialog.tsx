// "Invite to Crewline" (issue 14): the office e-mails a worker a single-use link with which they choose a password and
// land signed in, linked to this worker record, with the role chosen here (by the worker record's role unless changed:
// defaultInviteRole; never admin). The roles offered are those the signed-in account may give (inviteRolesFor: Office
// only for an administrator).
import { useState } from "react";
import { defaultInviteRole, INVITE_VALID_DAYS, inviteRolesFor, type InviteRole, ROLE_ABILITIES } from "@shared/domain/account-roles";
import { RoleSelect } from "@/components/role-select";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { useInviteWorker, type WorkerView } from "../api";

/** `inviterRole`: the signed-in account's role, which decides the roles offered. */
type Props = { worker: WorkerView; inviterRole: string; onClose: () => void };

export function InviteWorkerDialog({ worker, inviterRole, onClose }: Props) {
  const invite = useInviteWorker();
  const [role, setRole] = useState<InviteRole>(() => defaultInviteRole(worker.role));
  const send = () =>
    invite.mutate(
      { id: worker.id, role },
      {
        onSuccess: (sent) => {
          toast({ title: "Invitation Sent", description: `${worker.name} can join Crewline from the link sent to ${sent.email}.`, variant: "success" });
          onClose();
        },
      },
    );
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite {worker.name} to Crewline</DialogTitle>
          <DialogDescription>
            We e-mail {worker.email} a link to choose a password. It works once, for {INVITE_VALID_DAYS} days, and signs them in
            linked to this worker: no approval needed. Sending again replaces the earlier link.
          </DialogDescription>
        </DialogHeader>
        <FormField id={`invite-${worker.id}-role`} label="Role" hint={ROLE_ABILITIES[role].toOffice}>
          {(control) => <RoleSelect control={control} value={role} onChange={setRole} roles={inviteRolesFor(inviterRole)} />}
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={send} pending={invite.isPending}>
            {invite.isPending ? "Sending..." : "Send Invitation"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

// Approving a registration: the spec's Approve opens this choice of role and worker record, Crew first, so no
// approval makes an Office account (every rate and payroll) unless the admin chooses it (issue 26 item 9). The role's
// words say what the person will see; crew or a foreman without a worker record is warned their lists will be empty.
import { useState } from "react";
import { ACCOUNT_ROLE_LABELS, type AccountRole, DEFAULT_ACCOUNT_ROLE, ROLE_ABILITIES } from "@shared/domain/account-roles";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { WorkerSelect } from "@/components/worker-project-selects";
import { type AdminRegistration, registrationName, useAccountLinks, useDecideRegistration } from "../api";
import { RoleSelect } from "@/components/role-select";
import { NOT_LINKED, needsWorkerLink, takenNote } from "./worker-link";

type Props = { registration: AdminRegistration; onClose: () => void };

export function ApproveRegistrationDialog({ registration, onClose }: Props) {
  const decide = useDecideRegistration();
  const links = useAccountLinks();
  const [role, setRole] = useState<AccountRole>(DEFAULT_ACCOUNT_ROLE);
  const [workerId, setWorkerId] = useState<number | null>(null);
  const name = registrationName(registration);
  const id = `approve-${registration.id}`;
  const approve = () =>
    decide.mutate({ id: registration.id, status: "approved", role, ...(workerId === null ? {} : { workerId }) }, { onSuccess: onClose });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Approve {name}</DialogTitle>
          <DialogDescription>
            Choose what {registration.firstName || name} can do in Crewline. You can change both later in User Management.
          </DialogDescription>
        </DialogHeader>
        <FormField id={`${id}-role`} label="Role" hint={ROLE_ABILITIES[role].toOffice}>
          {(control) => <RoleSelect control={control} value={role} onChange={setRole} />}
        </FormField>
        <WorkerSelect
          id={`${id}-worker`}
          value={workerId}
          onChange={setWorkerId}
          none={{ label: NOT_LINKED, onChoose: () => setWorkerId(null) }}
          noteOf={takenNote(links, null)}
          hint={
            needsWorkerLink(role) && workerId === null
              ? "Crew and foremen see only their worker record's projects and hours: without one their lists are empty."
              : "Their own worker record on the roster, if they have one."
          }
        />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={approve} pending={decide.isPending}>
            {decide.isPending ? "Approving..." : `Approve as ${ACCOUNT_ROLE_LABELS[role]}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

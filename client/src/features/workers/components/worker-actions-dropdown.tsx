// The worker row's actions menu, loaded on first use (see worker-lifecycle-menu.tsx): the kiosk PIN and the payroll
// identity (office and administrators), then archive and delete (administrators).
import { Archive, ArchiveRestore, IdCard, KeyRound, MoreVertical, Trash2, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { WorkerActionsDropdownProps } from "./worker-lifecycle-menu";

export default function WorkerActionsDropdown({ worker, pin, lifecycle, onPayrollIdentity, defaultOpen }: WorkerActionsDropdownProps & { defaultOpen?: boolean }) {
  const archived = worker.archivedAt !== null;
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="-mt-2 -mr-2" aria-label={`More actions for ${worker.name}`}>
          <MoreVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {pin ? (
          <>
            <DropdownMenuItem onSelect={pin.onSet}>
              <KeyRound aria-hidden="true" />
              {worker.hasPin ? "Change Kiosk PIN" : "Set Kiosk PIN"}
            </DropdownMenuItem>
            {worker.hasPin ? (
              <DropdownMenuItem onSelect={pin.onRemove}>
                <X aria-hidden="true" />
                Remove Kiosk PIN
              </DropdownMenuItem>
            ) : null}
          </>
        ) : null}
        {onPayrollIdentity ? (
          <DropdownMenuItem onSelect={onPayrollIdentity}>
            <IdCard aria-hidden="true" />
            Payroll Identity
          </DropdownMenuItem>
        ) : null}
        {(pin || onPayrollIdentity) && lifecycle ? <DropdownMenuSeparator /> : null}
        {lifecycle ? (
          <>
            <DropdownMenuItem onSelect={() => lifecycle.onArchive(!archived)}>
              {archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
              {archived ? "Unarchive Worker" : "Archive Worker"}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={lifecycle.onDelete}>
              <Trash2 aria-hidden="true" />
              Delete Worker
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

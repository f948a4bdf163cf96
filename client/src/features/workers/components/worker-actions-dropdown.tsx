// The worker lifecycle menu's dropdown, loaded on first use (see worker-lifecycle-menu.tsx).
import { Archive, ArchiveRestore, MoreVertical, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { WorkerActionsDropdownProps } from "./worker-lifecycle-menu";

export default function WorkerActionsDropdown({ worker, onArchive, onDelete, defaultOpen }: WorkerActionsDropdownProps & { defaultOpen?: boolean }) {
  const archived = worker.archivedAt !== null;
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="-mt-2 -mr-2" aria-label={`More actions for ${worker.name}`}>
          <MoreVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onArchive(!archived)}>
          {archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
          {archived ? "Unarchive Worker" : "Archive Worker"}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onDelete}>
          <Trash2 aria-hidden="true" />
          Delete Worker
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

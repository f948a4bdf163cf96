// An administrator's roster actions on one worker: Archive / Unarchive, and Delete after confirmation. The menu's code
// loads on first use (worker-actions-dropdown.tsx), like the job cards' menus.
import { MoreVertical } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { firstUse } from "@/components/ui/first-use";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, isApiError } from "@/lib/api-client";
import { toastMutationError } from "@/lib/mutation-errors";
import { useDeleteWorker, useSetWorkerArchived, type WorkerView } from "../api";

export type WorkerActionsDropdownProps = { worker: WorkerView; onArchive: (archived: boolean) => void; onDelete: () => void };

const WorkerActionsDropdown = firstUse<WorkerActionsDropdownProps>(() => import("./worker-actions-dropdown"));

export function WorkerLifecycleMenu({ worker }: { worker: WorkerView }) {
  const setArchived = useSetWorkerArchived();
  const deleteWorker = useDeleteWorker();
  const [confirming, setConfirming] = useState(false);
  // A 409 (the worker has hours) is shown in the dialog, with archiving offered in its place.
  const [refusal, setRefusal] = useState<string | null>(null);

  // mutateAsync, not mutate's callbacks: the refetch that follows can take this card off the list (an archived worker
  // leaves the current roster), and callbacks of an unmounted mutation never run, so the toast would be lost. A failed
  // archive is toasted by the mutation itself (features/workers/api.ts).
  function archive(archived: boolean) {
    setArchived.mutateAsync({ id: worker.id, archived }).then(
      () => {
        setConfirming(false);
        toast({
          title: archived ? "Worker Archived" : "Worker Unarchived",
          description: archived ? `${worker.name} is hidden from pickers and the list; their hours stay in payroll.` : `${worker.name} is back on the roster.`,
          variant: "success",
        });
      },
      () => undefined,
    );
  }

  function remove() {
    setRefusal(null);
    deleteWorker.mutateAsync(worker.id).then(
      () => {
        setConfirming(false);
        toast({ title: "Worker Deleted", description: `${worker.name} was deleted.`, variant: "success" });
      },
      (error: unknown) => {
        // A 409 (the worker has hours) stays in the dialog with archiving offered; anything else is the usual toast.
        if (isApiError(error) && error.status === 409) setRefusal(errorMessage(error));
        else toastMutationError(error, { errorToast: { title: "Delete Failed", fallback: "Failed to delete worker. Please try again." } });
      },
    );
  }

  return (
    <>
      <WorkerActionsDropdown
        worker={worker}
        onArchive={archive}
        onDelete={() => {
          setRefusal(null);
          setConfirming(true);
        }}
        standIn={(handlers) => (
          <Button variant="ghost" size="icon" className="-mt-2 -mr-2" aria-label={`More actions for ${worker.name}`} aria-haspopup="menu" aria-expanded={false} {...handlers}>
            <MoreVertical aria-hidden="true" />
          </Button>
        )}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this worker?"
        description={`${worker.name} will be removed from the roster, every job and every project team. This cannot be undone. A worker with time entries cannot be deleted: archive them instead.`}
        refusal={refusal}
        confirmLabel="Delete Worker"
        pendingLabel="Deleting..."
        pending={deleteWorker.isPending}
        confirmDisabled={refusal !== null}
        onConfirm={remove}
        alternative={
          refusal && !worker.archivedAt ? (
            <Button onClick={() => archive(true)} pending={setArchived.isPending}>
              {setArchived.isPending ? "Archiving..." : "Archive Instead"}
            </Button>
          ) : undefined
        }
      />
    </>
  );
}

// The roster's actions on one worker: the kiosk PIN (office and administrators: set or change it in its dialog, remove
// it after confirmation), the payroll identity (office and administrators), and for administrators Archive / Unarchive, and Delete after confirmation. The menu's code
// loads on first use (worker-actions-dropdown.tsx), like the job cards' menus, and the PIN dialog when first opened.
import { MoreVertical } from "lucide-react";
import { Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { firstUse } from "@/components/ui/first-use";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, isApiError } from "@/lib/api-client";
import { lazyNamed } from "@/lib/lazy-named";
import { toastMutationError } from "@/lib/mutation-errors";
import { useDeleteWorker, useRemoveWorkerPin, useSetWorkerArchived, type WorkerView } from "../api";

export type WorkerActionsDropdownProps = {
  worker: WorkerView;
  /** The kiosk PIN's items; absent for a role that may not set PINs. */
  pin?: { onSet: () => void; onRemove: () => void };
  /** Archive and delete; absent for a role that may not. */
  lifecycle?: { onArchive: (archived: boolean) => void; onDelete: () => void };
  /** How payroll providers know the worker (office and administrators); absent for a role that may not. */
  onPayrollIdentity?: () => void;
};

const WorkerActionsDropdown = firstUse<WorkerActionsDropdownProps>(() => import("./worker-actions-dropdown"));
const WorkerPinDialog = lazyNamed(() => import("./worker-pin-dialog"), "WorkerPinDialog");

/**
 * What this role may do from the menu (roleMayCall on the contracts, decided by the screen); `payrollIdentity` opens the
 * screen's dialog for the worker (the screen holds it: a payroll file's pre-flight links to it too).
 */
export type WorkerMenuAccess = { pin: boolean; lifecycle: boolean; payrollIdentity?: (worker: WorkerView) => void };

export function WorkerLifecycleMenu({ worker, access }: { worker: WorkerView; access: WorkerMenuAccess }) {
  const setArchived = useSetWorkerArchived();
  const deleteWorker = useDeleteWorker();
  const removePin = useRemoveWorkerPin();
  const [confirming, setConfirming] = useState(false);
  const [settingPin, setSettingPin] = useState(false);
  const [removingPin, setRemovingPin] = useState(false);
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
        pin={access.pin ? { onSet: () => setSettingPin(true), onRemove: () => setRemovingPin(true) } : undefined}
        onPayrollIdentity={access.payrollIdentity ? () => access.payrollIdentity!(worker) : undefined}
        lifecycle={
          access.lifecycle
            ? {
                onArchive: archive,
                onDelete: () => {
                  setRefusal(null);
                  setConfirming(true);
                },
              }
            : undefined
        }
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
      {settingPin ? (
        <Suspense fallback={null}>
          <WorkerPinDialog worker={worker} onClose={() => setSettingPin(false)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={removingPin}
        onOpenChange={setRemovingPin}
        title="Remove the kiosk PIN?"
        description={`${worker.name} can no longer clock in or out at a site kiosk until a new PIN is set.`}
        confirmLabel="Remove PIN"
        pendingLabel="Removing..."
        pending={removePin.isPending}
        onConfirm={() =>
          removePin.mutate(worker.id, {
            onSuccess: () => {
              setRemovingPin(false);
              toast({ title: "Kiosk PIN Removed", description: `${worker.name} has no kiosk PIN now.`, variant: "success" });
            },
          })
        }
      />
    </>
  );
}

// The one "Delete this ...?" confirmation: what will happen, the server's refusal as it says it (shown in place, so the
// person reads why nothing changed), Cancel, and the destructive action, or an alternative in its place.
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-field";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The action's words, e.g. "Delete Project", and while it runs, e.g. "Deleting...". */
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  refusal?: string | null;
  /** Replaces the destructive button (e.g. "Archive Instead" once the server has said why it cannot delete). */
  alternative?: ReactNode;
  confirmDisabled?: boolean;
};

export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, pendingLabel, pending, onConfirm, refusal, alternative, confirmDisabled }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <FormAlert message={refusal} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          {alternative ?? (
            <Button variant="destructive" onClick={onConfirm} pending={pending} disabled={confirmDisabled}>
              {pending ? pendingLabel : confirmLabel}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

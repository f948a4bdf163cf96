// "Delete this job?": asked from a job card's actions menu, so its code (and the dialog library's) loads with that
// menu instead of with every schedule and dashboard.
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

type Props = {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  pending: boolean;
};

export function DeleteJobDialog({ title, open, onOpenChange, onConfirm, pending }: Props) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this job?"
      description={`${title} will be removed from the schedule.`}
      confirmLabel="Delete Job"
      pendingLabel="Deleting..."
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}

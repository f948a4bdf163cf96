// "Delete this time entry?": asked with a reason (kept in the audit trail with who and when); the entry then stops
// counting on the timesheet and in payroll.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOr } from "@/lib/apply-field-errors";
import { formatDate } from "@/lib/format";
import { useDeleteTimeEntry, type TimeEntryView } from "../api";
import { formatTimeIn } from "../zoned-time";

type Props = { entry: TimeEntryView; timeZone: string; onClose: () => void };

export function DeleteEntryDialog({ entry, timeZone, onClose }: Props) {
  const deleteEntry = useDeleteTimeEntry();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const when = `${formatDate(entry.clockInTime)}, ${formatTimeIn(entry.clockInTime, timeZone)} – ${formatTimeIn(entry.clockOutTime, timeZone)}`;

  function confirm() {
    if (!reason.trim()) {
      setError("Please give a reason for deleting this entry");
      return;
    }
    deleteEntry.mutate(
      { id: entry.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: "Time Entry Deleted", description: `${entry.workerName}'s entry of ${when} no longer counts.`, variant: "success" });
          onClose();
        },
        onError: (e) => setError(serverMessageOr(e, "The entry could not be deleted. Please try again.")),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this time entry?</DialogTitle>
          <DialogDescription>
            {entry.workerName} · {entry.projectName} · {when}. It stops counting on the timesheet and in payroll; what it was, who deleted it
            and why stay in the pay changes.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid grid-cols-1 gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            confirm();
          }}
        >
          <FormField id="delete-entry-reason" label="Reason *" error={error ?? undefined}>
            {(control) => (
              <Input
                {...control}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value);
                  setError(null);
                }}
                placeholder="Entered twice; the worker was off that day"
              />
            )}
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" pending={deleteEntry.isPending}>
              {deleteEntry.isPending ? "Deleting..." : "Delete Entry"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

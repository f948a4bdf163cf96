// "Delete this time entry?": asked with a reason (kept in the audit trail with who and when); the entry then stops
// counting on the timesheet and in payroll. Rejecting a kiosk punch the office could not confirm is the same deletion.
import { toast } from "@/components/ui/use-toast";
import { serverMessageOr } from "@/lib/form-errors";
import { formatDate } from "@/lib/format";
import { useDeleteTimeEntry, type TimeEntryView } from "../api";
import { formatTimeIn } from "@/lib/zoned-time";
import { ReasonDialog } from "./reason-dialog";

type Props = { entry: TimeEntryView; timeZone: string; onClose: () => void };

export function DeleteEntryDialog({ entry, timeZone, onClose }: Props) {
  const deleteEntry = useDeleteTimeEntry();
  const when = `${formatDate(entry.clockInTime)}, ${formatTimeIn(entry.clockInTime, timeZone)} – ${formatTimeIn(entry.clockOutTime, timeZone)}`;
  const rejecting = entry.verification === "unverified";
  return (
    <ReasonDialog
      title={rejecting ? "Reject this kiosk punch?" : "Delete this time entry?"}
      description={`${entry.workerName} · ${entry.projectName} · ${when}. ${
        rejecting ? "The entry is deleted: it" : "It"
      } stops counting on the timesheet and in payroll; what it was, who deleted it and why stay in the pay changes.`}
      field={{
        id: "delete-entry-reason",
        label: "Reason *",
        placeholder: rejecting ? "Ana was not on site that day" : "Entered twice; the worker was off that day",
        requiredMessage: "Please give a reason for deleting this entry",
      }}
      submitLabel="Delete Entry"
      pendingLabel="Deleting..."
      pending={deleteEntry.isPending}
      serverError={deleteEntry.error ? serverMessageOr(deleteEntry.error, "The entry could not be deleted. Please try again.") : null}
      onSubmit={(reason) =>
        deleteEntry.mutate(
          { id: entry.id, reason },
          {
            onSuccess: () => {
              toast({ title: "Time Entry Deleted", description: `${entry.workerName}'s entry of ${when} no longer counts.`, variant: "success" });
              onClose();
            },
          },
        )
      }
      onClose={onClose}
    />
  );
}

// "Confirm" on an auto-closed entry: the office agrees with the time Crewline ended it at (issue 15); to change the
// time, Correct it instead (an admin), which clears the mark too.
import { Check } from "lucide-react";
import { Button } from "@/components/ui/button";
import { RowAction } from "@/components/ui/sortable-table";
import { toast } from "@/components/ui/use-toast";
import type { TimeEntryView } from "../api";
import { useReviewAutoClosedEntry } from "../auto-closed-api";

/** `icon`: a desk table's row action (its label is the tooltip); else a button with its word, for cards. */
export function ConfirmAutoCloseButton({ entry, icon = false }: { entry: TimeEntryView; icon?: boolean }) {
  const review = useReviewAutoClosedEntry();
  const label = `Confirm the auto-closed entry of ${entry.workerName}`;
  const onClick = () =>
    review.mutate(entry, {
      onSuccess: () => toast({ title: "Entry Confirmed", description: `${entry.workerName}'s auto-closed entry is reviewed.`, variant: "success" }),
    });
  if (icon) return <RowAction label={label} icon={review.isPending ? null : <Check aria-hidden="true" />} onClick={onClick} primary pending={review.isPending} />;
  return (
    <Button size="sm" pending={review.isPending} aria-label={label} onClick={onClick}>
      {review.isPending ? null : <Check aria-hidden="true" />} {review.isPending ? "Confirming..." : "Confirm"}
    </Button>
  );
}

// "Confirm" on an entry a site kiosk took offline: the office vouches for the punch no PIN could check (issue 14).
import { Check } from "lucide-react";
import { Button } from "@/components/ui/button";
import { RowAction } from "@/components/ui/sortable-table";
import { toast } from "@/components/ui/use-toast";
import type { TimeEntryView } from "../api";
import { useConfirmEntry } from "../kiosk-entries-api";

/** `icon`: a desk table's row action (its label is the tooltip); else a button with its word, for cards. */
export function ConfirmPunchButton({ entry, icon = false }: { entry: TimeEntryView; icon?: boolean }) {
  const confirm = useConfirmEntry();
  const label = `Confirm the kiosk punch of ${entry.workerName}`;
  const onClick = () =>
    confirm.mutate(entry, {
      onSuccess: () => toast({ title: "Punch Confirmed", description: `${entry.workerName}'s entry is now verified.`, variant: "success" }),
    });
  if (icon) return <RowAction label={label} icon={confirm.isPending ? null : <Check aria-hidden="true" />} onClick={onClick} primary pending={confirm.isPending} />;
  return (
    <Button size="sm" pending={confirm.isPending} aria-label={label} onClick={onClick}>
      {confirm.isPending ? null : <Check aria-hidden="true" />} {confirm.isPending ? "Confirming..." : "Confirm"}
    </Button>
  );
}

// "Confirm" on an entry a site kiosk took offline: the office vouches for the punch no PIN could check (issue 14).
import { Check } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import type { TimeEntryView } from "../api";
import { useConfirmEntry } from "../kiosk-entries-api";

export function ConfirmPunchButton({ entry }: { entry: TimeEntryView }) {
  const confirm = useConfirmEntry();
  return (
    <Button
      size="sm"
      pending={confirm.isPending}
      aria-label={`Confirm the kiosk punch of ${entry.workerName}`}
      onClick={() =>
        confirm.mutate(entry, {
          onSuccess: () => toast({ title: "Punch Confirmed", description: `${entry.workerName}'s entry is now verified.`, variant: "success" }),
        })
      }
    >
      {confirm.isPending ? null : <Check aria-hidden="true" />} {confirm.isPending ? "Confirming..." : "Confirm"}
    </Button>
  );
}

// "Sign off" on a shift whose sign-off is still open (issue 26 item 6: asked and skipped, or closed before it was
// answered): offered until the end of the day on the worker's own clock (recent entries) and timesheet.
import { ClipboardCheck } from "lucide-react";
import { Button } from "@/components/ui/button";

export const SIGN_OFF_LATER_TEXT = "This shift has no sign-off yet: answer it until the end of the day.";

export function SignOffLater({ onSignOff, workerName }: { onSignOff: () => void; workerName?: string }) {
  return (
    <div className="grid gap-1 rounded-lg border border-amber-300 bg-amber-50 p-3" data-testid="sign-off-later">
      <p className="text-base text-amber-950">{SIGN_OFF_LATER_TEXT}</p>
      <Button variant="outline" className="h-12" onClick={onSignOff} aria-label={workerName ? `Sign off the shift of ${workerName}` : undefined}>
        <ClipboardCheck aria-hidden="true" /> Sign off
      </Button>
    </div>
  );
}

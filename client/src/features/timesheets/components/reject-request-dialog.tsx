// Rejecting a correction request, with an optional note the asker reads beside the answer (why, or what to do instead).
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import type { CorrectionRequestView } from "../correction-request-text";
import { useDecideCorrection } from "../correction-requests-api";

/** correctionDecisionSchema's limit, said before the server says it. */
const NOTE_MAX = 500;

export function RejectRequestDialog({ request, onClose }: { request: CorrectionRequestView; onClose: () => void }) {
  const reject = useDecideCorrection("reject");
  const [note, setNote] = useState("");
  const worker = request.workerName ?? "the worker";
  const tooLong = note.trim().length > NOTE_MAX;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject the request?</DialogTitle>
          <DialogDescription>The entry stays as it is. {worker} sees the request as rejected, with your note.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid grid-cols-1 gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (tooLong) return;
            reject.mutate(
              { request, note: note.trim() || undefined },
              {
                onSuccess: () => {
                  toast({ title: "Request Rejected", description: `${worker}'s entry was left as it is.` });
                  onClose();
                },
                // Decided by someone else meanwhile: the card has read the list again, so there is nothing left to do here.
                onError: onClose,
              },
            );
          }}
        >
          <FormField
            id="reject-note"
            label="Note for the crew (optional)"
            hint="Why, or what to do instead"
            error={tooLong ? `The note can be at most ${NOTE_MAX} characters` : undefined}
          >
            {(control) => <Textarea {...control} rows={3} value={note} onChange={(e) => setNote(e.target.value)} placeholder="The gate log says you left at 2:45" />}
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" pending={reject.isPending}>
              {reject.isPending ? "Rejecting..." : "Reject request"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

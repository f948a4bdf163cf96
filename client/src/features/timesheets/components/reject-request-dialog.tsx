// Rejecting a correction request, with an optional note the asker reads beside the answer (why, or what to do instead).
import { toast } from "@/components/ui/use-toast";
import type { CorrectionRequestView } from "../correction-request-text";
import { useDecideCorrection } from "../correction-requests-api";
import { ReasonDialog } from "./reason-dialog";

/** correctionDecisionSchema's limit, said before the server says it. */
const NOTE_MAX = 500;

export function RejectRequestDialog({ request, onClose }: { request: CorrectionRequestView; onClose: () => void }) {
  const reject = useDecideCorrection("reject");
  const worker = request.workerName ?? "the worker";
  return (
    <ReasonDialog
      title="Reject the request?"
      description={`The entry stays as it is. ${worker} sees the request as rejected, with your note.`}
      field={{
        id: "reject-note",
        label: "Note for the crew (optional)",
        hint: "Why, or what to do instead",
        placeholder: "The gate log says you left at 2:45",
        multiline: true,
        maxChars: NOTE_MAX,
      }}
      submitLabel="Reject request"
      pendingLabel="Rejecting..."
      pending={reject.isPending}
      onSubmit={(note) =>
        reject.mutate(
          { request, note: note || undefined },
          {
            onSuccess: () => {
              toast({ title: "Request Rejected", description: `${worker}'s entry was left as it is.` });
              onClose();
            },
            // Decided by someone else meanwhile: the card has read the list again, so there is nothing left to do here.
            onError: onClose,
          },
        )
      }
      onClose={onClose}
    />
  );
}

// The Timesheet's "...with a reason" dialog: deleting an entry (or rejecting a kiosk punch, which deletes it) asks for
// a required reason, rejecting a correction request for an optional note. The text is checked here (required, not too
// long) before the server says it; what the server refuses is shown under the field.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

type Props = {
  title: string;
  description: string;
  field: {
    id: string;
    label: string;
    hint?: string;
    placeholder: string;
    /** A note of a few lines rather than a one-line reason. */
    multiline?: boolean;
    /** Said when the field is left empty; an optional field has none. */
    requiredMessage?: string;
    maxChars?: number;
  };
  /** The destructive action's words, e.g. "Delete Entry", and while it runs, e.g. "Deleting...". */
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The server's refusal, in its words. */
  serverError?: string | null;
  /** The trimmed text ("" when an optional field is left empty). */
  onSubmit: (text: string) => void;
  onClose: () => void;
};

export function ReasonDialog({ title, description, field, submitLabel, pendingLabel, pending, serverError, onSubmit, onClose }: Props) {
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  // The server's refusal stands until the text is edited or sent again.
  const [edited, setEdited] = useState(false);
  const Control = field.multiline ? Textarea : Input;

  function submit() {
    const trimmed = text.trim();
    setEdited(false);
    if (!trimmed && field.requiredMessage) return setProblem(field.requiredMessage);
    if (field.maxChars !== undefined && trimmed.length > field.maxChars) return setProblem(`Keep it to ${field.maxChars} characters or fewer`);
    onSubmit(trimmed);
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid grid-cols-1 gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <FormField id={field.id} label={field.label} hint={field.hint} error={problem ?? (edited ? null : serverError) ?? undefined}>
            {(control) => (
              <Control
                {...control}
                {...(field.multiline ? { rows: 3 } : {})}
                value={text}
                onChange={(e: { target: { value: string } }) => {
                  setText(e.target.value);
                  setProblem(null);
                  setEdited(true);
                }}
                placeholder={field.placeholder}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" pending={pending}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

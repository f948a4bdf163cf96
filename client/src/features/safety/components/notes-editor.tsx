// Notes on a checklist or one of its items: shown as text, edited in place (Save / Cancel), checked by the shared PATCH
// body schema before anything is sent; a refusal shows under the field (the mutation's meta toasts it).
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { CHECKLIST_NOTES_MAX_LENGTH, updateChecklistSchema } from "@shared/api/safety";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { errorMessage } from "@/lib/api-client";

/** The checklist's PATCH body; an item's notes follow the same rule. The textarea always holds text. */
const notesFormSchema = updateChecklistSchema;
type NotesFormValues = z.input<typeof notesFormSchema>;

type Props = {
  id: string;
  /** 'Checklist notes' or 'Note on: Hard hats worn'. */
  label: string;
  notes: string | null;
  /** Saves the trimmed notes (null when cleared); rejects with the server's error. */
  onSave: (notes: string | null) => Promise<unknown>;
  /** Smaller controls inside an item row. */
  compact?: boolean;
};

export function NotesEditor({ id, label, notes, onSave, compact = false }: Props) {
  const [editing, setEditing] = useState(false);
  const form = useForm<NotesFormValues, unknown, z.output<typeof notesFormSchema>>({
    resolver: zodResolver(notesFormSchema),
    defaultValues: { notes: notes ?? "" },
  });
  const typed = useWatch({ control: form.control, name: "notes" }) ?? "";
  const saving = form.formState.isSubmitting;

  function start() {
    form.reset({ notes: notes ?? "" });
    setEditing(true);
  }

  async function save(values: z.output<typeof notesFormSchema>) {
    try {
      await onSave(values.notes);
      toast({ title: "Notes Saved", description: values.notes === null ? "The notes were cleared." : label, variant: "success" });
      setEditing(false);
    } catch (error) {
      applyServerFieldErrors(error, form);
      if (!form.getFieldState("notes").error) form.setError("notes", { type: "server", message: errorMessage(error) });
    }
  }

  if (!editing) {
    return (
      <div className="grid gap-1">
        {notes ? (
          <p className="text-base whitespace-pre-line break-words text-slate-800" data-testid={`${id}-text`}>
            <span className="font-medium text-slate-600">Notes: </span>
            {notes}
          </p>
        ) : null}
        <Button
          type="button"
          variant="ghost"
          size={compact ? "sm" : "default"}
          className="justify-self-start px-2 text-brand-800"
          onClick={start}
          aria-label={`${notes ? "Edit" : "Add"} ${label.toLowerCase()}`}
        >
          {notes ? <Pencil aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {notes ? "Edit notes" : "Add notes"}
        </Button>
      </div>
    );
  }

  const over = typed.trim().length > CHECKLIST_NOTES_MAX_LENGTH;
  return (
    <form noValidate className="grid gap-2" onSubmit={form.handleSubmit(save)}>
      <FormField
        id={id}
        label={label}
        error={form.formState.errors.notes?.message}
        hint={
          <span className={over ? "font-medium text-red-700" : undefined}>
            {typed.trim().length} / {CHECKLIST_NOTES_MAX_LENGTH} characters
          </span>
        }
      >
        {(control) => <Textarea {...control} rows={3} autoFocus className="min-h-20" {...form.register("notes")} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size={compact ? "sm" : "default"} pending={saving}>
          {saving ? "Saving..." : "Save Notes"}
        </Button>
        <Button type="button" variant="outline" size={compact ? "sm" : "default"} onClick={() => setEditing(false)} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

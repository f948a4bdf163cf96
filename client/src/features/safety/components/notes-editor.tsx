// Notes on a checklist or one of its items: shown as text, edited in place (Save / Cancel), checked against the shared
// schema's length limit before anything is sent.
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { CHECKLIST_NOTES_MAX_LENGTH, checklistNotesText } from "@shared/api/safety";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";

const notesFormSchema = z.object({ notes: checklistNotesText });
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
  const form = useForm<NotesFormValues>({ resolver: zodResolver(notesFormSchema), defaultValues: { notes: notes ?? "" } });
  const typed = useWatch({ control: form.control, name: "notes" }) ?? "";
  const saving = form.formState.isSubmitting;

  function start() {
    form.reset({ notes: notes ?? "" });
    setEditing(true);
  }

  async function save(values: NotesFormValues) {
    const trimmed = values.notes.trim();
    try {
      await onSave(trimmed === "" ? null : trimmed);
      toast({ title: "Notes Saved", description: trimmed === "" ? "The notes were cleared." : label, variant: "success" });
      setEditing(false);
    } catch (error) {
      form.setError("notes", { type: "server", message: errorMessage(error) });
      toast({ title: "Update Failed", description: errorMessage(error), variant: "destructive" });
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

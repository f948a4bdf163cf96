// Create Checklist: a type (its template gives the items), a real project and an optional title.
import { createChecklistSchema } from "@shared/api/safety";
import { CHECKLIST_TYPES, type ChecklistType } from "@shared/domain/statuses";
import { CHECKLIST_TEMPLATES } from "@shared/domain/checklist-templates";
import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { serverFieldError } from "@/lib/form-errors";
import { cn } from "@/lib/cn";
import { type ChecklistDetailView, useCreateChecklist } from "../api";
import { CHECKLIST_TYPE_LABELS, ChecklistTypeIcon } from "./checklist-labels";
import { ProjectSelect } from "./project-select";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (checklist: ChecklistDetailView) => void;
};

export function CreateChecklistDialog({ open, onOpenChange, onCreated }: Props) {
  const createChecklist = useCreateChecklist();
  const [type, setType] = useState<ChecklistType>("daily");
  const [projectId, setProjectId] = useState("");
  const [title, setTitle] = useState("");
  const [projectError, setProjectError] = useState<string | undefined>();

  function close(next: boolean) {
    if (!next) {
      setType("daily");
      setProjectId("");
      setTitle("");
      setProjectError(undefined);
      createChecklist.reset();
    }
    onOpenChange(next);
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    // The shared POST body schema decides; an unchosen project ('' -> 0) gets its 'Choose a project'.
    const body = createChecklistSchema.safeParse({ projectId: Number(projectId), checklistType: type, title });
    if (!body.success) {
      setProjectError(body.error.issues.find((issue) => issue.path[0] === "projectId")?.message);
      return;
    }
    createChecklist.mutate(
      body.data,
      {
        onSuccess: (checklist) => {
          toast({ title: "Checklist Created", description: `${checklist.title} for ${checklist.projectName}.`, variant: "success" });
          close(false);
          onCreated(checklist);
        },
        onError: (error) => {
          const fieldError = serverFieldError(error, "projectId");
          if (fieldError) setProjectError(fieldError);
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Create Checklist</DialogTitle>
          <DialogDescription>The checklist starts with the items of its type.</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-5" onSubmit={submit}>
          <fieldset className="grid gap-2">
            <legend className="mb-1.5 text-base font-medium text-slate-900">Type</legend>
            <div className="grid grid-cols-2 gap-2">
              {CHECKLIST_TYPES.map((option) => (
                <label
                  key={option}
                  className={cn(
                    "flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600",
                    type === option ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600" : "border-slate-300 bg-white hover:bg-slate-50",
                  )}
                >
                  <input
                    type="radio"
                    name="checklist-type"
                    value={option}
                    checked={type === option}
                    onChange={() => setType(option)}
                    className="sr-only"
                  />
                  <ChecklistTypeIcon type={option} className="size-5 shrink-0 text-slate-700" />
                  <span className="min-w-0">
                    <span className="block text-base font-semibold text-slate-900">{CHECKLIST_TYPE_LABELS[option]}</span>
                    <span className="block text-sm text-slate-600">{CHECKLIST_TEMPLATES[option].items.length} items</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <FormField id="create-checklist-project" label="Project *" error={projectError}>
            {(control) => (
              <ProjectSelect
                control={control}
                value={projectId}
                onChange={(value) => {
                  setProjectId(value);
                  setProjectError(undefined);
                }}
              />
            )}
          </FormField>
          <FormField
            id="create-checklist-title"
            label="Title (optional)"
            hint={`Leave empty for '${CHECKLIST_TEMPLATES[type].title} - today's date'.`}
          >
            {(control) => (
              <Input {...control} value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
            )}
          </FormField>
          <FormDialogFooter onCancel={() => close(false)} pending={createChecklist.isPending} submitLabel={createChecklist.isPending ? "Creating..." : "Create Checklist"} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

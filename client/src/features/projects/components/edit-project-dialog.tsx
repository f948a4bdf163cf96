// Edit Project dialog: every field of the project, the site included; server field errors land next to their field.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { type Project, useUpdateProject } from "../api";
import {
  isMissingRequired,
  MISSING_INFORMATION,
  projectFormSchema,
  type ProjectFormValues,
  projectToForm,
  toProjectPayload,
} from "../project-form";
import { ProjectFormFields } from "./project-form-fields";

type Props = { project: Project; open: boolean; onOpenChange: (open: boolean) => void };

export function EditProjectDialog({ project, open, onOpenChange }: Props) {
  const updateProject = useUpdateProject(project.id);
  const form = useForm<ProjectFormValues>({ resolver: zodResolver(projectFormSchema), defaultValues: projectToForm(project) });

  useEffect(() => {
    if (open) form.reset(projectToForm(project));
    // Reset only when the dialog opens, not when a refetch replaces the project under the user's edits.
  }, [open]);

  const submit = form.handleSubmit(
    (values) =>
      updateProject.mutate(toProjectPayload(values), {
        onSuccess: () => {
          toast({ title: "Project Updated", description: "Your changes were saved.", variant: "success" });
          onOpenChange(false);
        },
        onError: (error) => applyServerFieldErrors(error, form),
      }),
    () => {
      if (isMissingRequired(form.getValues())) toast({ ...MISSING_INFORMATION, variant: "destructive" });
    },
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Project</DialogTitle>
          <DialogDescription>Progress is changed from the Overview card, where each change is kept in the history.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-5">
          <ProjectFormFields form={form} idPrefix="edit-project" withCostFields />
          <FormDialogFooter onCancel={() => onOpenChange(false)} pending={updateProject.isPending} submitLabel={updateProject.isPending ? "Saving..." : "Save Changes"} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

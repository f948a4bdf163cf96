// Add New Project dialog: the spec's fields and the site; 'Missing Information' when a required field is empty.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { useCompanyTodayKey } from "@/lib/use-company-time-zone";
import { useCreateProject } from "../api";
import {
  emptyProjectForm,
  isMissingRequired,
  MISSING_INFORMATION,
  projectFormSchema,
  type ProjectFormValues,
  toProjectPayload,
} from "../project-form";
import { ProjectFormFields } from "./project-form-fields";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onCreated?: (projectId: number) => void };

export function AddProjectDialog({ open, onOpenChange, onCreated }: Props) {
  const createProject = useCreateProject();
  // The start date defaults to today in the company's zone, the day the server would pick (SPEC 5).
  const today = useCompanyTodayKey();
  const form = useForm<ProjectFormValues>({
    resolver: zodResolver(projectFormSchema),
    defaultValues: emptyProjectForm(today),
  });

  // On opening only: a zone that arrives while the dialog is open must not wipe what is being typed.
  useEffect(() => {
    if (open) form.reset(emptyProjectForm(today));
  }, [open, form]);

  const submit = form.handleSubmit(
    (values) =>
      createProject.mutate(
        { ...toProjectPayload(values), progress: 0 },
        {
          onSuccess: (project) => {
            toast({ title: "Project Created", description: `${project.name} was added.`, variant: "success" });
            onOpenChange(false);
            onCreated?.(project.id);
          },
        },
      ),
    () => {
      if (isMissingRequired(form.getValues())) toast({ ...MISSING_INFORMATION, variant: "destructive" });
    },
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add New Project</DialogTitle>
          <DialogDescription>Fields marked * are required.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-5">
          <ProjectFormFields form={form} idPrefix="add-project" />
          <FormDialogFooter onCancel={() => onOpenChange(false)} pending={createProject.isPending} submitLabel={createProject.isPending ? "Creating..." : "Create Project"} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

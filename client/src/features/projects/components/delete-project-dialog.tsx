// Delete a project after confirmation; the server's refusal (409: it has time entries) is shown as it says it.
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { type Project, useDeleteProject, useForgetProject } from "../api";

export function DeleteProjectButton({ project }: { project: Pick<Project, "id" | "name"> }) {
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const deleteProject = useDeleteProject();
  const forgetProject = useForgetProject();
  const [, navigate] = useLocation();

  function confirm() {
    setRefusal(null);
    deleteProject.mutate(project.id, {
      onSuccess: () => {
        toast({ title: "Project Deleted", description: `${project.name} was deleted.`, variant: "success" });
        setOpen(false);
        navigate("/projects", { replace: true });
        forgetProject(project.id);
      },
      // The toast comes from the mutation's meta; the dialog also keeps the refusal in view.
      onError: (error) => setRefusal(errorMessage(error, "Failed to delete project. Please try again.")),
    });
  }

  return (
    <>
      <Button variant="outline" className="border-red-300 text-red-700 hover:bg-red-50" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setRefusal(null);
        }}
        title="Delete this project?"
        description={`${project.name} will be removed together with its jobs, team list and photos. This cannot be undone.`}
        refusal={refusal}
        confirmLabel="Delete Project"
        pendingLabel="Deleting..."
        pending={deleteProject.isPending}
        onConfirm={confirm}
      />
    </>
  );
}

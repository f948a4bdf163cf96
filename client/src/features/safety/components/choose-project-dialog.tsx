// Quick actions (Daily Inspection, Equipment Check) ask which project when there is not exactly one active project.
import type { ChecklistType } from "@shared/domain/statuses";
import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { ProjectSelect } from "./project-select";

type Props = {
  type: ChecklistType;
  actionLabel: string;
  pending: boolean;
  onStart: (projectId: number) => void;
  onClose: () => void;
};

export function ChooseProjectDialog({ type, actionLabel, pending, onStart, onClose }: Props) {
  const [projectId, setProjectId] = useState("");
  const [error, setError] = useState<string | undefined>();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{actionLabel}</DialogTitle>
          <DialogDescription>Which project is this {type === "equipment" ? "equipment check" : "inspection"} for?</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (!projectId) setError("Choose a project");
            else onStart(Number(projectId));
          }}
        >
          <FormField id="quick-checklist-project" label="Project" error={error}>
            {(control) => (
              <ProjectSelect
                control={control}
                value={projectId}
                onChange={(value) => {
                  setProjectId(value);
                  setError(undefined);
                }}
              />
            )}
          </FormField>
          <FormDialogFooter onCancel={onClose} pending={pending} submitLabel={pending ? "Starting..." : `Start ${actionLabel}`} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

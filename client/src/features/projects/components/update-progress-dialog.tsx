// Update Progress dialog: a non-completed project, a 0-100 slider (default 65) and optional notes kept in the history.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ProjectPicker } from "@/components/project-picker";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Slider } from "@/components/ui/slider";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { PROGRESS_DIALOG_FAILURE, projectQueries, useUpdateProgress } from "../api";

export const DEFAULT_PROGRESS = 65;

type Props = { open: boolean; onOpenChange: (open: boolean) => void; projectId?: number };

export function UpdateProgressDialog({ open, onOpenChange, projectId }: Props) {
  const projects = useQuery({ ...projectQueries.list(), enabled: open });
  const updateProgress = useUpdateProgress(PROGRESS_DIALOG_FAILURE);
  const [selected, setSelected] = useState<string>("");
  const [progress, setProgress] = useState(DEFAULT_PROGRESS);
  const [notes, setNotes] = useState("");
  const choices = (projects.data ?? []).filter((project) => project.status !== "completed");

  useEffect(() => {
    if (!open) return;
    setSelected(projectId ? String(projectId) : "");
    setProgress(DEFAULT_PROGRESS);
    setNotes("");
  }, [open, projectId]);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const project = choices.find((p) => String(p.id) === selected);
    if (!project) {
      toast({ title: "No Project Selected", description: "Please select a project to update.", variant: "destructive" });
      return;
    }
    const trimmed = notes.trim();
    updateProgress.mutate(
      { projectId: project.id, progress, notes: trimmed || undefined },
      {
        onSuccess: () => {
          toast({ title: "Progress Updated", description: `${project.name} is now ${progress}% complete.`, variant: "success" });
          onOpenChange(false);
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Update Progress</DialogTitle>
          <DialogDescription>Record how far a project has come. Notes are kept in its progress history.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-5">
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor="progress-project">Project</Label>
            {projects.isPending ? (
              <Skeleton className="h-11" />
            ) : projects.isError ? (
              <div className="flex items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 p-2 text-base text-red-900" role="alert">
                Could not load projects.
                <Button variant="outline" size="sm" onClick={() => projects.refetch()}>
                  Retry
                </Button>
              </div>
            ) : (
              <ProjectPicker
                control={{ id: "progress-project" }}
                projects={choices}
                value={selected}
                onValueChange={setSelected}
                labelOf={(project) => `${project.name} (${project.progress}%)`}
                placeholder={choices.length ? "Select a project" : "No active projects"}
              />
            )}
          </div>
          <div className="grid grid-cols-1 gap-2">
            <div className="flex items-baseline justify-between">
              <Label id="progress-slider-label">Progress</Label>
              <output aria-live="polite" className="text-2xl font-semibold tabular-nums text-slate-900">
                {progress}%
              </output>
            </div>
            <Slider
              aria-labelledby="progress-slider-label"
              thumbLabel="Progress percent"
              min={0}
              max={100}
              step={1}
              value={[progress]}
              onValueChange={([value]) => setProgress(value)}
            />
            <div className="flex justify-between text-sm text-slate-600" aria-hidden="true">
              <span>0%</span>
              <span>100%</span>
            </div>
          </div>
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor="progress-notes">Notes (optional)</Label>
            <Textarea
              id="progress-notes"
              rows={3}
              maxLength={2000}
              placeholder="What was finished, what is holding things up"
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
            />
          </div>
          <FormDialogFooter onCancel={() => onOpenChange(false)} pending={updateProgress.isPending} submitLabel={updateProgress.isPending ? "Updating..." : "Update Progress"} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

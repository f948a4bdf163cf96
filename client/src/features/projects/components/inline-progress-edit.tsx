// The Overview card's progress with its edit control (for those who may set it): a 0-100 number, confirm or cancel;
// anything else is ignored.
import { Check, Pencil, X } from "lucide-react";
import { useState } from "react";
import { parseProgressInput } from "@shared/domain/project-summary";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { toast } from "@/components/ui/use-toast";
import { PROGRESS_INLINE_FAILURE, useUpdateProgress } from "../api";

export function InlineProgressEdit({ projectId, progress, editable }: { projectId: number; progress: number; editable: boolean }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(String(progress));
  const updateProgress = useUpdateProgress(PROGRESS_INLINE_FAILURE);

  function confirm() {
    const next = parseProgressInput(value);
    // SPEC 5: only an integer 0-100 is sent; anything else is silently ignored.
    if (next === null) return;
    updateProgress.mutate(
      { projectId, progress: next },
      {
        onSuccess: () => {
          toast({ title: "Progress Updated", description: `Progress is now ${next}%.`, variant: "success" });
          setEditing(false);
        },
      },
    );
  }

  return (
    <div className="grid grid-cols-1 gap-2">
      <div className="flex min-h-11 flex-wrap items-center justify-between gap-2">
        <span id="project-progress-label" className="text-base font-medium text-slate-700">
          Progress
        </span>
        {editing ? (
          <form
            className="flex items-center gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              confirm();
            }}
          >
            <Input
              aria-label="Progress percent (0-100)"
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              autoFocus
              className="w-24 text-right tabular-nums"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Escape") {
                  event.preventDefault();
                  setEditing(false);
                }
              }}
            />
            <span className="text-base text-slate-700">%</span>
            <Button type="submit" size="icon" aria-label="Save progress" pending={updateProgress.isPending}>
              {updateProgress.isPending ? null : <Check aria-hidden="true" />}
            </Button>
            <Button variant="outline" size="icon" aria-label="Cancel progress edit" onClick={() => setEditing(false)}>
              <X aria-hidden="true" />
            </Button>
          </form>
        ) : (
          <div className="flex items-center gap-1">
            <span className="text-3xl font-semibold tabular-nums text-slate-900">{progress}%</span>
            {editable ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label="Edit progress"
                onClick={() => {
                  setValue(String(progress));
                  setEditing(true);
                }}
              >
                <Pencil aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        )}
      </div>
      <Progress value={progress} aria-labelledby="project-progress-label" className="h-4" />
    </div>
  );
}

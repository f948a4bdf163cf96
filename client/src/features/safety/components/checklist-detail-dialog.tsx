// An open checklist: progress, items by category with priority, a tick and notes each, who completed what and when,
// the checklist's notes (written by a foreman or the office, read by crew), and Delete (confirmed) for its creator in
// the office or an administrator.
import { useQuery } from "@tanstack/react-query";
import { CHECKLIST_ITEM_CATEGORIES } from "@shared/domain/statuses";
import { CircleCheck, Trash2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { formatDate, formatTime } from "@/lib/format";
import {
  canDeleteChecklist,
  mayWriteChecklistNotes,
  type ChecklistDetailView,
  type ChecklistViewer,
  type ChecklistItemView,
  safetyQueries,
  useDeleteChecklist,
  useSetChecklistNotes,
  useSetItemCompletion,
  useSetItemNotes,
} from "../api";
import { NotesEditor } from "./notes-editor";
import { CHECKLIST_TYPE_LABELS, ChecklistStatusBadge, ChecklistTypeIcon, PriorityBadge } from "./checklist-labels";

const when = (iso: string) => `${formatDate(iso)} at ${formatTime(iso)}`;

type ItemRowProps = {
  item: ChecklistItemView;
  onToggle: (checked: boolean) => void;
  onSaveNotes: (notes: string | null) => Promise<unknown>;
};

function ItemRow({ item, onToggle, onSaveNotes }: ItemRowProps) {
  const id = `checklist-item-${item.id}`;
  return (
    <li
      className={cn("flex gap-3 rounded-lg border p-3", item.isCompleted ? "border-green-200 bg-green-50/60" : "border-slate-200 bg-white")}
      data-testid="checklist-item"
    >
      <div className="flex size-11 shrink-0 items-center justify-center">
        <Checkbox id={id} checked={item.isCompleted} onCheckedChange={(checked) => onToggle(checked === true)} />
      </div>
      <div className="grid min-w-0 flex-1 gap-1.5">
        <label htmlFor={id} className="cursor-pointer text-base leading-snug text-slate-900">
          {item.description}
        </label>
        <div className="flex flex-wrap items-center gap-1.5">
          <PriorityBadge priority={item.priority} />
          {item.isRequired ? (
            <Badge variant="outline" className="text-xs">
              Required
            </Badge>
          ) : (
            <Badge variant="secondary" className="text-xs">
              Optional
            </Badge>
          )}
        </div>
        {item.isCompleted && item.completedAt ? (
          <p className="text-sm text-green-800">
            Done by {item.completedByName ?? "someone"} on {when(item.completedAt)}
          </p>
        ) : null}
        <NotesEditor id={`item-${item.id}-notes`} label={`Note on: ${item.description}`} notes={item.notes} onSave={onSaveNotes} compact />
      </div>
    </li>
  );
}

function ChecklistBody({ checklist, mayWriteNotes }: { checklist: ChecklistDetailView; mayWriteNotes: boolean }) {
  const setItem = useSetItemCompletion(checklist.id);
  const setItemNotes = useSetItemNotes(checklist.id);
  const setNotes = useSetChecklistNotes(checklist.id);

  function toggle(item: ChecklistItemView, isCompleted: boolean) {
    setItem.mutate(
      { itemId: item.id, isCompleted },
      {
        onSuccess: (updated) => {
          toast({
            title: "Item Updated",
            description:
              updated.status === "completed" && isCompleted
                ? "Every required item is done: the checklist is completed."
                : `${isCompleted ? "Done" : "Reopened"}: ${item.description}`,
            variant: "success",
          });
        },
      },
    );
  }

  const categories = [
    ...CHECKLIST_ITEM_CATEGORIES.filter((category) => checklist.items.some((item) => item.category === category)),
    ...new Set(checklist.items.map((item) => item.category).filter((c) => !(CHECKLIST_ITEM_CATEGORIES as readonly string[]).includes(c))),
  ];

  return (
    <div className="grid gap-5">
      <div className="grid gap-2 rounded-lg bg-slate-100 p-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <ChecklistStatusBadge status={checklist.status} />
          <span className="text-base font-semibold tabular-nums text-slate-900" data-testid="checklist-progress-text">
            {checklist.completedCount} of {checklist.itemCount} done · {checklist.progressPercent}%
          </span>
        </div>
        <Progress value={checklist.progressPercent} aria-label="Checklist progress" />
        {checklist.status === "completed" && checklist.completedAt ? (
          <p className="flex items-start gap-2 text-base text-green-800" data-testid="checklist-completed">
            <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span>
              Completed on {when(checklist.completedAt)}
              {checklist.completedByName ? ` by ${checklist.completedByName}` : ""}
            </span>
          </p>
        ) : (
          <p className="text-sm text-slate-600">
            Created {when(checklist.createdAt)}
            {checklist.createdByName ? ` by ${checklist.createdByName}` : ""}. It completes when every required item is done.
          </p>
        )}
      </div>

      {categories.map((category) => {
        const items = checklist.items.filter((item) => item.category === category);
        const done = items.filter((item) => item.isCompleted).length;
        return (
          <section key={category} aria-labelledby={`category-${category}`} className="grid gap-2">
            <h3 id={`category-${category}`} className="flex items-baseline justify-between text-base font-semibold text-slate-900">
              {category}
              <span className="text-sm font-normal text-slate-600 tabular-nums">
                {done} of {items.length}
              </span>
            </h3>
            <ul className="grid gap-2">
              {items.map((item) => (
                <ItemRow
                  key={item.id}
                  item={item}
                  onToggle={(checked) => toggle(item, checked)}
                  onSaveNotes={(notes) => setItemNotes.mutateAsync({ itemId: item.id, notes })}
                />
              ))}
            </ul>
          </section>
        );
      })}
      {mayWriteNotes || checklist.notes ? (
        <section aria-labelledby="checklist-notes-heading" className="grid gap-1 border-t border-slate-200 pt-4">
          <h3 id="checklist-notes-heading" className="text-base font-semibold text-slate-900">
            Checklist notes
          </h3>
          {!mayWriteNotes ? (
            <p className="text-base whitespace-pre-line break-words text-slate-800" data-testid="checklist-notes-text">
              {checklist.notes}
            </p>
          ) : (
            <>
              {checklist.notes ? null : <p className="text-sm text-slate-600">What the walk found, what was fixed, who was told.</p>}
              <NotesEditor id="checklist-notes" label="Checklist notes" notes={checklist.notes} onSave={(notes) => setNotes.mutateAsync(notes)} />
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}

type DialogProps = { checklistId: number; viewer: ChecklistViewer | null; onClose: () => void };

export function ChecklistDetailDialog({ checklistId, viewer, onClose }: DialogProps) {
  const checklist = useQuery(safetyQueries.detail(checklistId));
  const deleteChecklist = useDeleteChecklist();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const canDelete = checklist.data ? canDeleteChecklist(checklist.data, viewer) : false;

  function onDelete(title: string) {
    deleteChecklist.mutate(checklistId, {
      onSuccess: () => {
        toast({ title: "Checklist Deleted", description: `${title} and its items were deleted.`, variant: "success" });
        onClose();
      },
    });
  }

  if (confirmingDelete && checklist.data) {
    const title = checklist.data.title;
    return (
      <Dialog open onOpenChange={(open) => !open && onClose()}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this checklist?</DialogTitle>
            <DialogDescription>
              {title} ({checklist.data.projectName}) will be removed with its {checklist.data.itemCount} items, their ticks
              and notes. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmingDelete(false)} disabled={deleteChecklist.isPending}>
              Keep Checklist
            </Button>
            <Button variant="destructive" onClick={() => onDelete(title)} pending={deleteChecklist.isPending}>
              {deleteChecklist.isPending ? "Deleting..." : "Delete Checklist"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        {checklist.data ? (
          <DialogHeader>
            <p className="flex items-center gap-2 text-sm font-medium text-slate-600">
              <ChecklistTypeIcon type={checklist.data.checklistType} className="size-5" />
              {CHECKLIST_TYPE_LABELS[checklist.data.checklistType]} checklist
            </p>
            <DialogTitle>{checklist.data.title}</DialogTitle>
            <DialogDescription>{checklist.data.projectName}</DialogDescription>
          </DialogHeader>
        ) : (
          <DialogHeader>
            <DialogTitle>Safety Checklist</DialogTitle>
            <DialogDescription>{checklist.isError ? "Could not load the checklist." : "Loading the checklist..."}</DialogDescription>
          </DialogHeader>
        )}
        {checklist.isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-20" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : checklist.isError ? (
          <div role="alert" className="grid gap-3 rounded-lg border border-red-200 bg-red-50 p-4">
            <p className="text-base text-red-800">{errorMessage(checklist.error)}</p>
            <Button variant="outline" onClick={() => checklist.refetch()} pending={checklist.isFetching}>
              Retry
            </Button>
          </div>
        ) : (
          <>
            <ChecklistBody checklist={checklist.data} mayWriteNotes={mayWriteChecklistNotes(viewer)} />
            {canDelete ? (
              <DialogFooter className="border-t border-slate-200 pt-4 sm:justify-start">
                <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setConfirmingDelete(true)}>
                  <Trash2 aria-hidden="true" />
                  Delete Checklist
                </Button>
              </DialogFooter>
            ) : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

// One checklist in the list: type, title, project, status in words, the date that matters and its progress.
import { ChevronRight } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { formatDate } from "@/lib/format";
import type { ChecklistView } from "../api";
import { CHECKLIST_TYPE_LABELS, ChecklistStatusBadge, ChecklistTypeIcon } from "./checklist-labels";

export function ChecklistCard({ checklist, onOpen }: { checklist: ChecklistView; onOpen: () => void }) {
  const progressId = `checklist-${checklist.id}-progress`;
  return (
    <Card className="relative transition-shadow hover:shadow-md" data-testid="checklist-card">
      <button
        type="button"
        onClick={onOpen}
        className="flex w-full flex-col gap-3 rounded-card p-4 text-left"
        aria-describedby={progressId}
      >
        <span className="flex w-full items-start gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <ChecklistTypeIcon type={checklist.checklistType} className="size-5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-medium text-slate-600">{CHECKLIST_TYPE_LABELS[checklist.checklistType]}</span>
            <span className="block text-lg leading-snug font-semibold break-words text-slate-900">{checklist.title}</span>
            <span className="block text-base text-slate-700">{checklist.projectName}</span>
          </span>
          <ChevronRight className="mt-2 size-5 shrink-0 text-slate-400" aria-hidden="true" />
        </span>
        <span className="flex w-full flex-wrap items-center justify-between gap-2">
          <ChecklistStatusBadge status={checklist.status} />
          <span className="text-sm text-slate-600">
            {checklist.status === "completed" && checklist.completedAt
              ? `Completed ${formatDate(checklist.completedAt)}`
              : `Created ${formatDate(checklist.createdAt)}`}
          </span>
        </span>
        <span className="grid w-full gap-1.5">
          <Progress value={checklist.progressPercent} aria-label={`${checklist.title} progress`} />
          <span id={progressId} className="flex justify-between text-sm text-slate-700 tabular-nums">
            <span>
              {checklist.completedCount} of {checklist.itemCount} items
            </span>
            <span>{checklist.progressPercent}%</span>
          </span>
        </span>
      </button>
    </Card>
  );
}

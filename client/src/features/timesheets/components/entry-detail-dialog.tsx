// A dialog about one time entry, read with its history (GET /api/time-entries/:id): the admin's Correct dialog and
// everyone else's read-only History dialog share its loading, its failure and its heading.
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { costCodeLabel } from "@/components/cost-code-select";
import { signOffMissing } from "@shared/domain/sign-off";
import { EntrySignOffBadge, EntrySignOffText, NO_SIGN_OFF_EXPLANATION } from "./entry-sign-off";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/state-message";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { timesheetQueries, type TimeEntryDetail } from "../api";

type Props = {
  entryId: number;
  title: string;
  /** Said under the title until the entry has loaded. */
  loadingDescription: string;
  onClose: () => void;
  children: (entry: TimeEntryDetail) => ReactNode;
};

export function EntryDetailDialog({ entryId, title, loadingDescription, onClose, children }: Props) {
  const detail = useQuery(timesheetQueries.detail(entryId));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {detail.data
              ? [detail.data.workerName, detail.data.projectName, detail.data.costCode ? costCodeLabel(detail.data.costCode) : null].filter(Boolean).join(" · ")
              : loadingDescription}
          </DialogDescription>
        </DialogHeader>
        {detail.isPending ? (
          <div className="grid grid-cols-1 gap-3">
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
            <Skeleton className="h-24" />
          </div>
        ) : detail.isError ? (
          <ErrorState title="Could not load the entry" message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />
        ) : (
          <>
            {detail.data.signOff || signOffMissing(detail.data) ? (
              <div className="flex flex-wrap items-center gap-2">
                <EntrySignOffBadge entry={detail.data} />
                <EntrySignOffText entry={detail.data} by />
                {signOffMissing(detail.data) ? <p className="text-sm text-amber-900">{NO_SIGN_OFF_EXPLANATION}</p> : null}
              </div>
            ) : null}
            {children(detail.data)}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

// The office's kiosk punches waiting to be confirmed, above the day's entries, only while there are some (any day):
// a failed read says so; the card's code loads once there is something to show.
import type { UseQueryResult } from "@tanstack/react-query";
import { Suspense } from "react";
import { ErrorState } from "@/components/ui/state-message";
import { errorMessage } from "@/lib/api-client";
import { lazyNamed } from "@/lib/lazy-named";
import type { TimeEntryView } from "../api";
import type { EntryActions } from "../entry-actions";

const UnverifiedPunchesCard = lazyNamed(() => import("./unverified-punches-card"), "UnverifiedPunchesCard");

type Props = { entries: UseQueryResult<TimeEntryView[]>; timeZone: string; actions: EntryActions };

export function UnverifiedPunchesPanel({ entries, timeZone, actions }: Props) {
  if (entries.isError) {
    return (
      <ErrorState
        title="Could not load the kiosk punches to confirm"
        message={errorMessage(entries.error)}
        onRetry={() => void entries.refetch()}
        retrying={entries.isFetching}
      />
    );
  }
  if (!entries.data?.length) return null;
  return (
    <Suspense fallback={null}>
      <UnverifiedPunchesCard entries={entries.data} timeZone={timeZone} actions={actions} />
    </Suspense>
  );
}

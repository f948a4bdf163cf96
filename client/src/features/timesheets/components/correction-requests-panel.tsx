// Correction requests above the day's entries, only when there are some: the office's card of those waiting for a
// decision, or the asker's own list with the answers. Their code loads once there are some to show, so most visits to
// the timesheet do not bring it.
import type { UseQueryResult } from "@tanstack/react-query";
import { Suspense } from "react";
import type { EntryDecider } from "@shared/domain/entry-decision";
import { ErrorState } from "@/components/ui/state-message";
import { errorMessage } from "@/lib/api-client";
import { lazyNamed } from "@/lib/lazy-named";
import type { CorrectionRequestView } from "../correction-request-text";
import type { CorrectionRole } from "../correction-request-queries";

const CorrectionRequestsCard = lazyNamed(() => import("./correction-requests-card"), "CorrectionRequestsCard");
const MyCorrectionRequests = lazyNamed(() => import("./my-correction-requests"), "MyCorrectionRequests");

type Props = {
  role: Exclude<CorrectionRole, null>;
  requests: UseQueryResult<CorrectionRequestView[]>;
  timeZone: string;
  forCrew: boolean;
  decider: EntryDecider | null;
};

export function CorrectionRequestsPanel({ role, requests, timeZone, forCrew, decider }: Props) {
  if (requests.isError) {
    return (
      <ErrorState
        title="Could not load correction requests"
        message={errorMessage(requests.error)}
        onRetry={() => void requests.refetch()}
        retrying={requests.isFetching}
      />
    );
  }
  // While loading, and when there are none, the day's entries keep the place: nothing to draw.
  if (!requests.data?.length) return null;
  return (
    <Suspense fallback={null}>
      {role === "decide" ? (
        <CorrectionRequestsCard requests={requests.data} timeZone={timeZone} decider={decider} />
      ) : (
        <MyCorrectionRequests requests={requests.data} timeZone={timeZone} forCrew={forCrew} />
      )}
    </Suspense>
  );
}

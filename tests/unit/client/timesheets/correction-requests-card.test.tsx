// The office's card of waiting correction requests offers Approve and Reject only on the requests the signed-in
// account may decide (shared/domain/entry-decision.ts, the server's rule); on their own request, or one about their
// own worker's entry, it says who decides instead.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OWN_ENTRY_REFUSAL, OWN_REQUEST_REFUSAL, type EntryDecider } from "@shared/domain/entry-decision";
import { CorrectionRequestsCard } from "@/features/timesheets/components/correction-requests-card";
import type { CorrectionRequestView } from "@/features/timesheets/correction-request-text";

// The signed-in office user: account 5, linked to worker 50.
const DECIDER: EntryDecider = { accountId: 5, workerId: 50 };

const request = (id: number, workerName: string, fields: Pick<CorrectionRequestView, "workerId" | "requestedBy">): CorrectionRequestView => ({
  id,
  timeEntryId: 100 + id,
  workerName,
  projectId: 7,
  projectName: "Highlands Duplex",
  entryClockInTime: "2026-03-11T13:00:00.000Z",
  entryClockOutTime: "2026-03-11T13:01:00.000Z",
  kind: "wrong_time",
  clockInTime: null,
  clockOutTime: "2026-03-11T23:00:00.000Z",
  proposedProjectId: null,
  proposedProjectName: null,
  breaks: null,
  reason: "Worked late",
  status: "pending",
  requestedByName: "Someone",
  requestedAt: "2026-03-12T15:00:00.000Z",
  decidedByName: null,
  decidedAt: null,
  decisionNote: null,
  ...fields,
});

function render(requests: CorrectionRequestView[], decider: EntryDecider | null) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <CorrectionRequestsCard requests={requests} timeZone="America/Denver" decider={decider} />
    </QueryClientProvider>,
  );
}

describe("CorrectionRequestsCard", () => {
  const others = request(1, "Rosa Crew", { workerId: 51, requestedBy: 9 });
  const asked = request(2, "Tom Crew", { workerId: 52, requestedBy: 5 });
  const ownEntry = request(3, "Olive Office", { workerId: 50, requestedBy: 9 });

  it("offers Approve and Reject on another's request about another worker's entry", () => {
    const markup = render([others], DECIDER);
    expect(markup).toContain('aria-label="Approve the request of Rosa Crew"');
    expect(markup).toContain('aria-label="Reject the request of Rosa Crew"');
  });

  it("says who decides, with no buttons, on the account's own request and on a request about its own worker", () => {
    const markup = render([asked, ownEntry], DECIDER);
    expect(markup).not.toContain("Approve the request of");
    expect(markup).not.toContain("Reject the request of");
    expect(markup).toContain(OWN_REQUEST_REFUSAL);
    expect(markup).toContain(OWN_ENTRY_REFUSAL);
  });
});

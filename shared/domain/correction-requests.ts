// A correction a crew member or foreman asks the office for (issue 14): what is wrong with an entry, and what the
// request must then propose. The client's form and the server's contract use the same rule.
export const CORRECTION_KINDS = ["missed_punch", "wrong_time", "wrong_project"] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];

export const CORRECTION_KIND_LABELS: Record<CorrectionKind, string> = {
  missed_punch: "Missed punch",
  wrong_time: "Wrong time",
  wrong_project: "Wrong project",
};

export const CORRECTION_STATUSES = ["pending", "approved", "rejected"] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

export interface ProposedCorrection {
  kind: CorrectionKind;
  clockInTime?: unknown;
  clockOutTime?: unknown;
  projectId?: unknown;
}

/** What the request is missing for its kind, or null when it proposes what the kind needs. */
export function correctionProblem(request: ProposedCorrection): string | null {
  const hasTime = request.clockInTime != null || request.clockOutTime != null;
  switch (request.kind) {
    case "missed_punch":
      return hasTime ? null : "Give the time of the missed clock-in or clock-out";
    case "wrong_time":
      return hasTime ? null : "Give the right clock-in or clock-out time";
    case "wrong_project":
      return request.projectId != null ? null : "Choose the right project";
  }
}

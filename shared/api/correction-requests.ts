// Correction requests (issue 14): a crew member asks for a correction of their own entry, a foreman for one of their
// crew's on their projects (a missed punch, a wrong time, a wrong project), with a reason; the office approves it
// (the correction is applied and recorded like any other) or rejects it, and either way the request stays in the
// entry's history.
import { z } from "zod";
import { BREAK_KINDS } from "../domain/breaks";
import { ASKED_CORRECTION_KINDS, CORRECTION_KINDS, CORRECTION_STATUSES, correctionProblem } from "../domain/correction-requests";
import { endpoint, json, list } from "./contract";
import { entityId, isoTime, reasonText, typedBreaksField } from "./time-clock";
import { instant, int } from "./wire";

export const correctionRequestBodySchema = z
  .object({
    kind: z.enum(ASKED_CORRECTION_KINDS, { error: "Choose what is wrong: missed punch, wrong time or wrong project" }),
    clockInTime: isoTime("clockInTime").optional(),
    clockOutTime: isoTime("clockOutTime").optional(),
    projectId: entityId("Choose a project").optional(),
    // The breaks as they should be (they replace the entry's on approval); left out, the breaks stay as they are.
    breaks: typedBreaksField().optional(),
    reason: reasonText("Please say what happened"),
  })
  .strict()
  .superRefine((request, ctx) => {
    const problem = correctionProblem(request);
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: [request.kind === "wrong_project" ? "projectId" : "clockInTime"] });
    if (request.breaks !== undefined && request.kind === "wrong_project") {
      ctx.addIssue({ code: "custom", message: "Breaks are asked with a missed punch or a wrong time", path: ["breaks"] });
    }
  });
export type CorrectionRequestBody = z.output<typeof correctionRequestBodySchema>;

export const correctionDecisionSchema = z
  .object({
    decision: z.enum(["approve", "reject"], { error: "Decision must be approve or reject" }),
    note: z.string().trim().max(500, "The note can be at most 500 characters").optional(),
    // The approver adjusts the entry's breaks while approving (new times can leave a break outside the shift).
    breaks: typedBreaksField().optional(),
  })
  .strict();
export type CorrectionDecision = z.infer<typeof correctionDecisionSchema>;

const proposedBreakViewSchema = z.object({ kind: z.enum(BREAK_KINDS), startTime: instant(), endTime: instant() }).strict();

export const correctionRequestListQuerySchema = z
  .object({ status: z.enum(CORRECTION_STATUSES, { error: "status must be pending, approved or rejected" }).optional() })
  .strict();

export const correctionRequestViewSchema = z
  .object({
    id: int(),
    timeEntryId: int().nullable().describe("null for a late punch's clock-in: its entry is made when the office approves it"),
    workerId: int(),
    workerName: z.string().nullable().describe("null when the worker was deleted since"),
    projectId: int(),
    projectName: z.string().nullable(),
    entryClockInTime: instant().nullable().describe("The entry's clock-in now (after an approval, the corrected one); null when the entry was deleted since"),
    entryClockOutTime: instant().nullable().describe("The entry's clock-out now; null while it is open or when it was deleted"),
    kind: z.enum(CORRECTION_KINDS),
    clockInTime: instant().nullable().describe("The proposed clock-in time, if the request changes it"),
    clockOutTime: instant().nullable(),
    proposedProjectId: int().nullable(),
    proposedProjectName: z.string().nullable(),
    breaks: z.array(proposedBreakViewSchema).nullable().describe("The breaks the request proposes, in order; null when it leaves them as they are"),
    reason: z.string(),
    status: z.enum(CORRECTION_STATUSES),
    requestedBy: int().nullable().describe("The account that asked (null when removed since): it may not decide the request"),
    requestedByName: z.string().nullable(),
    requestedAt: instant(),
    decidedByName: z.string().nullable(),
    decidedAt: instant().nullable(),
    decisionNote: z.string().nullable(),
  })
  .strict();
export type CorrectionRequestView = z.infer<typeof correctionRequestViewSchema>;

/**
 * What a punch a device queued gets when it reaches the server after its pay period was approved (issue 27): 202, kept
 * as a late punch (a correction request) for the office to reopen the period and approve; no entry is made or changed.
 */
export const latePunchAnswerSchema = z
  .object({
    latePunchId: int().describe("The late punch's correction request; a clock-out queued after a late clock-in is sent with it"),
    message: z.string().describe("What happened, for the one who tapped"),
  })
  .strict();
export type LatePunchAnswer = z.infer<typeof latePunchAnswerSchema>;
/** A late punch's answer: accepted (kept for the office), not done. */
export const LATE_PUNCH_STATUS = 202;
export const latePunchAnswer = json(latePunchAnswerSchema, "Tapped in a pay period already approved: kept as a late punch for the office (no entry made or changed)", LATE_PUNCH_STATUS);

export const correctionRequestsApi = {
  create: endpoint({
    method: "POST",
    path: "/api/time-entries/:id/correction-requests",
    summary: "Ask the office to correct an entry",
    description:
      "A crew member for their own entry, a foreman for an entry of their crew on their projects, the office for any. 404 for an entry the caller cannot see; 409 while another request for the entry waits.",
    tag: "time-entries",
    access: "member",
    body: correctionRequestBodySchema,
    response: json(correctionRequestViewSchema, "Asked", 201),
    errors: [409],
  }),
  forEntry: endpoint({
    method: "GET",
    path: "/api/time-entries/:id/correction-requests",
    summary: "An entry's correction requests, newest first",
    tag: "time-entries",
    access: "member",
    response: list(correctionRequestViewSchema, "The requests"),
  }),
  list: endpoint({
    method: "GET",
    path: "/api/correction-requests",
    summary: "Correction requests the caller can see, newest first",
    description: "The office sees every request; a foreman those on their projects; a crew member their own entries'.",
    tag: "time-entries",
    access: "member",
    query: correctionRequestListQuerySchema,
    response: list(correctionRequestViewSchema, "The requests"),
  }),
  decide: endpoint({
    method: "PATCH",
    path: "/api/correction-requests/:id",
    summary: "Approve (apply the correction) or reject a request",
    description:
      "Approving applies the proposed times, breaks and project as a correction with the request's reason, in the same transaction (the approver may send the breaks to set instead); it fails as such a correction would (overlap, a break outside the shift, an approved pay period). A request the entry already meets (fixed by hand meanwhile) is approved as done. 403 for the account that asked, or the one linked to the entry's worker: nobody decides on their own. 409 when the request was decided already.",
    tag: "time-entries",
    access: "office",
    body: correctionDecisionSchema,
    response: json(correctionRequestViewSchema, "Decided"),
    errors: [409],
  }),
};

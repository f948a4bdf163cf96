// Crew actions (issue 15): a foreman or office user starts or ends a break, or switches the project, for several
// workers with one tap. Each worker's OPEN entry is found by the server when the request is processed (so the action
// can follow a crew clock-in still queued on the phone); one result per worker, in the order asked, and one worker's
// refusal never blocks the others. Served by server/modules/time-entries/crew-actions.*.
import { z } from "zod";
import { BREAK_ACTIONS, BREAK_KINDS } from "../domain/breaks";
import { endpoint, json } from "./contract";
import { CREW_SCOPE, crewRefusalSchema, distinctIds, requiredFix } from "./crew-punches";
import { accuracy, clientTime, costCodeIdField, entityId, latitude, longitude, optionalText } from "./time-clock";
import { timeEntryViewSchema } from "./time-clock-views";
import { int } from "./wire";

const workerIdsField = () => distinctIds("workerIds", "workerIds must be positive whole numbers");

/** POST /api/time-entries/crew-breaks: the single break's body for each worker's open entry. */
export const crewBreakSchema = z
  .object({
    workerIds: workerIdsField(),
    action: z.enum(BREAK_ACTIONS, { error: "action must be start or end" }),
    kind: z.enum(BREAK_KINDS, { error: "kind must be meal or rest" }),
  })
  .strict();
export type CrewBreakInput = z.output<typeof crewBreakSchema>;
export type CrewBreakPayload = z.input<typeof crewBreakSchema>;

/** POST /api/time-entries/crew-switch: the single switch's fields, for each worker's open entry, with one fix. */
export const crewSwitchSchema = z
  .object({
    workerIds: workerIdsField(),
    projectId: entityId("Choose the project to switch to"),
    costCodeId: costCodeIdField(),
    clockInLatitude: latitude(),
    clockInLongitude: longitude(),
    locationAccuracy: accuracy,
    location: optionalText(500, "Location"),
    notes: optionalText(2000, "Notes"),
    clientTime: clientTime("clientTime").describe("The phone's time of the tap, kept beside the server's (an offline switch)"),
  })
  .strict()
  .transform((input, ctx) => {
    if (!requiredFix({ lat: input.clockInLatitude, lng: input.clockInLongitude, accuracy: input.locationAccuracy }, ctx, ["clockInLatitude", "clockInLongitude"])) {
      return z.NEVER;
    }
    return {
      workerIds: input.workerIds,
      projectId: input.projectId,
      costCodeId: input.costCodeId ?? null,
      position: { latitude: input.clockInLatitude!, longitude: input.clockInLongitude! },
      accuracyMeters: input.locationAccuracy!,
      location: input.location,
      notes: input.notes,
      clientTime: input.clientTime ?? null,
    };
  });
export type CrewSwitchInput = z.output<typeof crewSwitchSchema>;
export type CrewSwitchPayload = z.input<typeof crewSwitchSchema>;

export const crewBreakResultSchema = z
  .object({
    workerId: int(),
    workerName: z.string().nullable().describe("null for an id that names no worker of the caller's crew"),
    outcome: z.enum(["started", "ended", "refused"]),
    entry: timeEntryViewSchema.nullable().describe("The worker's open entry with its breaks"),
    refusal: crewRefusalSchema.nullable(),
  })
  .strict();
export type CrewBreakResult = z.infer<typeof crewBreakResultSchema>;

export const crewSwitchResultSchema = z
  .object({
    workerId: int(),
    workerName: z.string().nullable().describe("null for an id that names no worker of the caller's crew"),
    outcome: z.enum(["switched", "refused"]),
    closed: timeEntryViewSchema.nullable().describe("The entry closed; its clockOutTime is opened.clockInTime"),
    opened: timeEntryViewSchema.nullable().describe("The entry opened on the new project"),
    refusal: crewRefusalSchema.nullable(),
  })
  .strict();
export type CrewSwitchResult = z.infer<typeof crewSwitchResultSchema>;

export const crewBreakAnswerSchema = z
  .object({ message: z.string(), results: z.array(crewBreakResultSchema).describe("One per worker, in the order asked") })
  .strict();
export type CrewBreakAnswer = z.infer<typeof crewBreakAnswerSchema>;
export const crewSwitchAnswerSchema = z
  .object({ message: z.string(), results: z.array(crewSwitchResultSchema).describe("One per worker, in the order asked") })
  .strict();
export type CrewSwitchAnswer = z.infer<typeof crewSwitchAnswerSchema>;

export const crewActionsApi = {
  crewBreak: endpoint({
    method: "POST",
    path: "/api/time-entries/crew-breaks",
    summary: "Start or end a meal or rest break for several workers",
    description: `Each worker's open entry (found when the request is processed) gets the single break's start or end, at one server instant, or a refusal (not_clocked_in, break_running, no_break_running, not_on_crew, not_found). 200 when at least one break started or ended, 409 with the same body when none did. The Idempotency-Key is required: a replay answers the same results and writes nothing. ${CREW_SCOPE}`,
    tag: "time-entries",
    access: "foreman",
    body: crewBreakSchema,
    idempotency: "required",
    tapAge: true,
    response: json(crewBreakAnswerSchema, "At least one break started or ended"),
    otherAnswers: [json(crewBreakAnswerSchema, "No break started or ended: every result is a refusal", 409)],
  }),
  crewSwitch: endpoint({
    method: "POST",
    path: "/api/time-entries/crew-switch",
    summary: "Switch several workers to another project with one GPS fix",
    description: `Each worker's open entry (found when the request is processed) is switched as the single switch does: closed, and an entry opened on projectId at the same server instant (the same project with another cost code: "Change cost code"), with the new site's geofence checked; or a refusal (not_clocked_in, already_on_project, too_far, not_on_crew, ...), which leaves that worker on the clock as they were. 201 when at least one worker switched, 409 with the same body when none did. The Idempotency-Key is required. ${CREW_SCOPE}`,
    tag: "time-entries",
    access: "foreman",
    body: crewSwitchSchema,
    idempotency: "required",
    tapAge: true,
    response: json(crewSwitchAnswerSchema, "At least one worker switched", 201),
    otherAnswers: [json(crewSwitchAnswerSchema, "Nobody was switched: every result is a refusal", 409)],
  }),
};

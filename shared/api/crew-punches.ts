// Crew punches (issue 15): a foreman or office user clocks several workers in, or out, with one tap and one GPS fix.
// The GPS fields are the single punch's (time-clock.ts); the answer has one result per worker, in the order asked, and
// one worker's refusal never blocks the others. Served by server/modules/time-entries/crew-punches.*.
import { z } from "zod";
import { CREW_REFUSAL_CODES, MAX_CREW_SIZE } from "../domain/crew";
import { endpoint, json } from "./contract";
import { accuracy, clientTime, costCodeIdField, entityId, latitude, longitude, optionalText } from "./time-clock";
import { timeEntryViewSchema } from "./time-clock-views";
import { latePunchAnswerSchema } from "./correction-requests";
import { int } from "./wire";

/** A crew request's ids: at least one, at most MAX_CREW_SIZE, none twice (crew punches and crew actions). */
export const distinctIds = (label: string, message: string) =>
  z
    .array(entityId(message), { error: `${label} must be a list of ids` })
    .min(1, `Choose at least one ${label === "workerIds" ? "worker" : "time entry"}`)
    .max(MAX_CREW_SIZE, `At most ${MAX_CREW_SIZE} at once`)
    .refine((ids) => new Set(ids).size === ids.length, `${label} must not name anyone twice`);

const GPS_REQUIRED = "A crew punch needs the GPS fix: latitude, longitude and accuracy";

/** The one fix of a crew punch: required, since it is what vouches for the crew. */
export function requiredFix(fix: { lat?: number | null; lng?: number | null; accuracy?: number | null }, ctx: z.RefinementCtx, names: [string, string]) {
  const missing = [fix.lat == null && names[0], fix.lng == null && names[1], fix.accuracy == null && "locationAccuracy"].filter(
    (n): n is string => typeof n === "string",
  );
  for (const path of missing) ctx.addIssue({ code: "custom", path: [path], message: GPS_REQUIRED });
  return missing.length === 0;
}

export const crewClockInSchema = z
  .object({
    projectId: entityId("Choose a project"),
    workerIds: distinctIds("workerIds", "workerIds must be positive whole numbers"),
    clockInLatitude: latitude(),
    clockInLongitude: longitude(),
    locationAccuracy: accuracy,
    location: optionalText(500, "Location"),
    notes: optionalText(2000, "Notes"),
    clientClockInTime: clientTime("clientClockInTime"),
    costCodeId: costCodeIdField(),
  })
  .strict()
  .transform((input, ctx) => {
    if (!requiredFix({ lat: input.clockInLatitude, lng: input.clockInLongitude, accuracy: input.locationAccuracy }, ctx, ["clockInLatitude", "clockInLongitude"])) {
      return z.NEVER;
    }
    return {
      projectId: input.projectId,
      workerIds: input.workerIds,
      position: { latitude: input.clockInLatitude!, longitude: input.clockInLongitude! },
      accuracyMeters: input.locationAccuracy!,
      location: input.location,
      notes: input.notes,
      clientClockInTime: input.clientClockInTime ?? null,
      costCodeId: input.costCodeId ?? null,
    };
  });
export type CrewClockInInput = z.output<typeof crewClockInSchema>;
export type CrewClockInPayload = z.input<typeof crewClockInSchema>;

export const crewClockOutSchema = z
  .object({
    timeEntryIds: distinctIds("timeEntryIds", "timeEntryIds must be positive whole numbers").optional(),
    projectId: entityId("projectId must be a positive whole number").optional(),
    clockOutLatitude: latitude(),
    clockOutLongitude: longitude(),
    locationAccuracy: accuracy,
    location: optionalText(500, "Location"),
    notes: optionalText(2000, "Notes"),
    clientClockOutTime: clientTime("clientClockOutTime"),
  })
  .strict()
  .transform((input, ctx) => {
    if ((input.timeEntryIds === undefined) === (input.projectId === undefined)) {
      ctx.addIssue({ code: "custom", path: ["timeEntryIds"], message: "Send either timeEntryIds or projectId, not both" });
      return z.NEVER;
    }
    if (!requiredFix({ lat: input.clockOutLatitude, lng: input.clockOutLongitude, accuracy: input.locationAccuracy }, ctx, ["clockOutLatitude", "clockOutLongitude"])) {
      return z.NEVER;
    }
    return {
      target: input.timeEntryIds ? ({ kind: "entries", timeEntryIds: input.timeEntryIds } as const) : ({ kind: "project", projectId: input.projectId! } as const),
      position: { latitude: input.clockOutLatitude!, longitude: input.clockOutLongitude! },
      accuracyMeters: input.locationAccuracy!,
      location: input.location,
      notes: input.notes,
      clientClockOutTime: input.clientClockOutTime ?? null,
    };
  });
export type CrewClockOutInput = z.output<typeof crewClockOutSchema>;
export type CrewClockOutPayload = z.input<typeof crewClockOutSchema>;

/** One worker's refusal in a crew answer (crew punches and crew actions). */
export const crewRefusalSchema = z
  .object({
    code: z.enum(CREW_REFUSAL_CODES),
    message: z.string().describe("Why, in plain words"),
  })
  .strict();
export type CrewRefusal = z.infer<typeof crewRefusalSchema>;

export const crewClockInResultSchema = z
  .object({
    workerId: int(),
    workerName: z.string().nullable().describe("null for an id that names no worker"),
    outcome: z.enum(["clocked_in", "late_punch", "refused"]),
    entry: timeEntryViewSchema.nullable(),
    refusal: crewRefusalSchema.nullable(),
    latePunch: latePunchAnswerSchema.nullable().describe("A queued tap in a week approved since: kept for the office, no entry made (issue 27)"),
  })
  .strict();
export type CrewClockInResult = z.infer<typeof crewClockInResultSchema>;

export const crewClockOutResultSchema = z
  .object({
    timeEntryId: int().nullable().describe("null for the clock-out of a late punch's clock-in, which has no entry yet"),
    workerId: int().nullable().describe("null for an id that names no entry the caller sees"),
    workerName: z.string().nullable(),
    outcome: z.enum(["clocked_out", "late_punch", "refused"]),
    entry: timeEntryViewSchema.nullable(),
    refusal: crewRefusalSchema.nullable(),
    latePunch: latePunchAnswerSchema.nullable().describe("A queued tap in a week approved since: kept for the office, no entry changed (issue 27)"),
  })
  .strict();
export type CrewClockOutResult = z.infer<typeof crewClockOutResultSchema>;

export const crewClockInAnswerSchema = z
  .object({ message: z.string(), results: z.array(crewClockInResultSchema).describe("One per worker, in the order asked") })
  .strict();
export type CrewClockInAnswer = z.infer<typeof crewClockInAnswerSchema>;
export const crewClockOutAnswerSchema = z
  .object({ message: z.string(), results: z.array(crewClockOutResultSchema).describe("One per entry: in the order asked, or by worker name") })
  .strict();
export type CrewClockOutAnswer = z.infer<typeof crewClockOutAnswerSchema>;

export const CREW_SCOPE =
  "A foreman punches their crew on their projects (anyone else is refused with not_on_crew; a project not theirs answers 403); office and admins anyone. Crew members punch only themselves, on the GPS clock.";

export const crewPunchesApi = {
  crewClockIn: endpoint({
    method: "POST",
    path: "/api/time-entries/crew-clock-in",
    summary: "Clock several workers in with one GPS fix",
    description: `Each worker is clocked in on its own (the single clock-in's checks, at one server instant) and either gets an entry or a refusal (already_clocked_in, inactive, archived, not_on_crew, not_found, ...); a queued tap in a week approved since is kept for the office as a late punch (outcome late_punch), which counts as taken. 201 when at least one entry was made or late punch kept, 409 with the same body when neither was. The Idempotency-Key is required: a replay answers the same results and writes nothing. ${CREW_SCOPE}`,
    tag: "time-entries",
    access: "foreman",
    body: crewClockInSchema,
    idempotency: "required",
    tapAge: true,
    response: json(crewClockInAnswerSchema, "At least one worker clocked in", 201),
    otherAnswers: [json(crewClockInAnswerSchema, "Nobody was clocked in: every result is a refusal", 409)],
  }),
  crewClockOut: endpoint({
    method: "POST",
    path: "/api/time-entries/crew-clock-out",
    summary: "Clock several entries out with one GPS fix",
    description: `Either timeEntryIds, or projectId: every entry open on that project that the caller may clock out (which needs no entry ids, so a phone can send it while the clock-ins are still queued), and every late punch's clock-in there still waiting for its clock-out (issue 27), which it completes. 200 when at least one entry was closed or late punch completed, 409 with the same body when neither was. The Idempotency-Key is required. ${CREW_SCOPE}`,
    tag: "time-entries",
    access: "foreman",
    body: crewClockOutSchema,
    idempotency: "required",
    tapAge: true,
    response: json(crewClockOutAnswerSchema, "At least one worker clocked out"),
    otherAnswers: [json(crewClockOutAnswerSchema, "Nobody was clocked out: every result is a refusal", 409)],
  }),
};

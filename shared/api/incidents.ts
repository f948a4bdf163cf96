// Injury records (issue 15): made by a sign-off at clock-out that answers "Were you injured today?" with yes, or
// entered by the office for an injury phoned in. Only office and admins read them (on the safety screen), and each
// stays in their bell until one of them marks it reviewed.
import { z } from "zod";
import { endpoint, json, list } from "./contract";
import { idInput, optionalPlainText } from "./inputs";
import { isoTime } from "./time-clock";
import { instant, int } from "./wire";

export const INCIDENT_DESCRIPTION_MAX_CHARS = 2000;

const description = optionalPlainText.pipe(
  z.string().max(INCIDENT_DESCRIPTION_MAX_CHARS, `What happened can be at most ${INCIDENT_DESCRIPTION_MAX_CHARS} characters`).nullable(),
);

// ---------------------------------------------------------------------------------------------------------------
// Requests.

/** POST /api/incidents: an injury the office enters by hand (a sign-off records its own). */
export const reportIncidentSchema = z
  .object({
    projectId: idInput("Project"),
    workerId: idInput("Worker"),
    occurredAt: isoTime("occurredAt").describe("When it happened; not in the future"),
    description,
  })
  .strict();
export type ReportIncidentInput = z.output<typeof reportIncidentSchema>;

export const INCIDENT_REVIEW_NOTE_MAX_CHARS = 500;

/** POST /api/incidents/:id/review: what the office did about it, if it says. */
export const reviewIncidentSchema = z
  .object({
    note: optionalPlainText
      .pipe(z.string().max(INCIDENT_REVIEW_NOTE_MAX_CHARS, `The note can be at most ${INCIDENT_REVIEW_NOTE_MAX_CHARS} characters`).nullable())
      .optional()
      .describe("What was done (first aid, clinic, report filed); optional"),
  })
  .strict();
export type ReviewIncidentInput = z.output<typeof reviewIncidentSchema>;

export const incidentListQuerySchema = z
  .object({
    projectId: z.coerce.number({ error: "projectId must be a number" }).int().positive().optional().describe("Only this project's"),
    reviewed: z
      .enum(["true", "false"], { error: "reviewed must be true or false" })
      .optional()
      .describe("false: only those waiting for review; true: only reviewed ones; left out: all"),
  })
  .strict();

// ---------------------------------------------------------------------------------------------------------------
// Answers.

export const incidentViewSchema = z
  .object({
    id: int(),
    projectId: int(),
    projectName: z.string(),
    workerId: int(),
    workerName: z.string(),
    timeEntryId: int().nullable().describe("The shift whose sign-off reported it; null when entered by hand"),
    occurredAt: instant(),
    description: z.string().nullable().describe("What happened; null when the sign-off said only 'injured: yes'"),
    reportedBy: int().nullable(),
    reportedByName: z.string().nullable().describe("The account that reported it; null for a kiosk sign-off"),
    kioskName: z.string().nullable().describe("The site kiosk whose sign-off reported it"),
    createdAt: instant(),
    reviewedAt: instant().nullable(),
    reviewedBy: int().nullable(),
    reviewedByName: z.string().nullable(),
    reviewNote: z.string().nullable().describe("What the reviewer wrote was done"),
  })
  .strict();
export type IncidentView = z.infer<typeof incidentViewSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Endpoints.

export const incidentsApi = {
  list: endpoint({
    method: "GET",
    path: "/api/incidents",
    summary: "Injuries reported, newest first",
    description: "Office and admins only: injury records are not shown to crews or foremen.",
    tag: "safety",
    access: "office",
    query: incidentListQuerySchema,
    response: list(incidentViewSchema, "The injuries"),
  }),
  report: endpoint({
    method: "POST",
    path: "/api/incidents",
    summary: "Record an injury reported by phone or in person",
    description: "The worker and project must exist; it alerts office and admins in the bell like a sign-off's report.",
    tag: "safety",
    access: "office",
    body: reportIncidentSchema,
    response: json(incidentViewSchema, "The injury record", 201),
  }),
  review: endpoint({
    method: "POST",
    path: "/api/incidents/:id/review",
    summary: "Mark an injury reviewed (it leaves the bell)",
    description: "409 when someone already reviewed it: their name is in the message and nothing changes.",
    tag: "safety",
    access: "office",
    body: reviewIncidentSchema,
    response: json(incidentViewSchema, "The injury record"),
    errors: [409],
  }),
};

// Zod mirrors of the JSON the API answers with (the TS response types elsewhere in shared/ are compile-time only), for the
// OpenAPI document; tests/api/openapi.test.ts parses real responses with them so they cannot drift from the wire.
import { z } from "zod";
import { ERROR_STATUS, type ErrorCode } from "../errors";
import { jobs, projects, TIME_ENTRY_SOURCES } from "../schema";
import { wireRow } from "./openapi-wire";
import { instant, int, money } from "./wire";

const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** shared/errors.ts ApiErrorBody: every error response. */
export const apiErrorBodySchema = z
  .object({
    message: z.string().describe("Readable by a person; 500s say only 'Something went wrong'"),
    code: z.enum(ERROR_CODES),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional().describe("Field name -> messages, on validation failures"),
    requestId: z.string().optional().describe("Also in the X-Request-Id header; quote it when reporting a problem"),
  })
  .strict();

// Projects, team, jobs, photos, stats

export const projectSchema = wireRow(projects);
export const projectListItemSchema = projectSchema.extend({ assignedWorkerCount: int() }).strict();

export const progressUpdateItemSchema = z
  .object({
    id: int(),
    projectId: int(),
    previousProgress: int(),
    progress: int(),
    notes: z.string().nullable(),
    createdBy: int().nullable(),
    createdByName: z.string().nullable(),
    createdAt: instant(),
  })
  .strict();

export const projectDetailSchema = projectListItemSchema
  .extend({ totalHours: z.number(), progressUpdates: z.array(progressUpdateItemSchema) })
  .strict();

export const teamWorkerSchema = z
  .object({
    id: int(),
    name: z.string(),
    role: z.string(),
    category: z.string(),
    subcategory: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    hourlyRate: money().nullable(),
    isActive: z.boolean(),
  })
  .strict();

export const projectTimeEntryItemSchema = z
  .object({
    id: int(),
    workerId: int(),
    workerName: z.string().nullable(),
    projectId: int(),
    clockInTime: instant(),
    clockOutTime: instant().nullable(),
    hoursWorked: z.string().nullable(),
    location: z.string().nullable(),
    clockInLatitude: z.string().nullable(),
    clockInLongitude: z.string().nullable(),
    isLocationVerified: z.boolean(),
    notes: z.string().nullable(),
    source: z.enum(TIME_ENTRY_SOURCES),
  })
  .strict();

export const dashboardStatsSchema = z
  .object({
    activeProjects: int(),
    completedThisMonth: int(),
    statusCounts: z.object({ planning: int(), inProgress: int(), completed: int(), delayed: int() }).strict(),
    totalProjects: int(),
    averageProgress: z.number(),
  })
  .strict();

export const jobItemSchema = wireRow(jobs)
  .extend({
    projectName: z.string(),
    assignedWorkerId: int().nullable().describe("First of assignedWorkerIds: the single-worker reading"),
    assignedWorkers: z.array(z.object({ id: int(), name: z.string() }).strict()),
  })
  .strict();

export const photoMetaSchema = z
  .object({
    id: int(),
    projectId: int(),
    filename: z.string(),
    originalName: z.string(),
    caption: z.string().nullable(),
    uploadedBy: z.string(),
    uploadedAt: instant(),
    fileSize: int().describe("Decoded bytes of the original"),
    mimeType: z.string().describe("The type found in the bytes, not the one the client declared"),
    thumbnailUrl: z.string(),
    url: z.string(),
  })
  .strict();

export * from "./openapi-time-clock";

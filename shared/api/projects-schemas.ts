// The request and response shapes of projects, their progress history, team and recent time entries, as plain zod:
// the client's Add/Edit Project form starts from projectBodyFields, so nothing here may import drizzle.
import { z } from "zod";
import { PROJECT_STATUSES, TIME_ENTRY_SOURCES } from "../domain/statuses";
import { isDateKey } from "../domain/work-week";
import { GPS_CLOCK_DEFAULT_RADIUS_METERS } from "../domain/geofence";
import { hasNoNul, NUL_TEXT_MESSAGE } from "./constants";
import { MAX_ID } from "./contract";
import { calendarDate, coordinateInput, hoursInput, moneyInput, optionalPlainText } from "./inputs";
import { instant, int, money } from "./wire";
import { workerViewSchema } from "./workers";

// ---------------------------------------------------------------------------
// Requests

/** A positive whole-number id in a body (PostgreSQL integer range). */
export const idField = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`)
    .max(MAX_ID, `${label} is not a known id`);

/** Text a person types (trimmed, required, no NUL), at most `max` characters. */
const requiredLine = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong).refine(hasNoNul, NUL_TEXT_MESSAGE);

/** The largest team a project records: generous for any site, and well inside the integer column. */
export const MAX_TEAM_SIZE = 100_000;
export const MAX_SITE_RADIUS_METERS = 100_000;

/**
 * Every field of a project body with its rule and message (SPEC 5 'Add project'): POST takes them (name, location and
 * endDate required), PATCH any subset, and the Add/Edit Project form checks its inputs with the same fields.
 */
export const projectBodyFields = {
  name: requiredLine("Project name is required", 200, "Name can be at most 200 characters"),
  location: requiredLine("Location is required", 300, "Location can be at most 300 characters"),
  latitude: coordinateInput("Latitude", 90),
  longitude: coordinateInput("Longitude", 180),
  locationRadius: z
    .number({ error: "The radius must be a whole number of metres" })
    .int("The radius must be a whole number of metres")
    .positive("The radius must be more than 0 metres")
    .max(MAX_SITE_RADIUS_METERS, `The radius can be at most ${MAX_SITE_RADIUS_METERS} metres`)
    .nullable()
    .optional(),
  description: optionalPlainText.refine((v) => v === null || v.length <= 5000, "Description can be at most 5000 characters"),
  status: z.enum(PROJECT_STATUSES, { error: "Choose a valid status" }).optional(),
  progress: z
    .number({ error: "Progress must be a whole number from 0 to 100" })
    .int("Progress must be a whole number")
    .min(0, "Progress must be between 0 and 100")
    .max(100, "Progress must be between 0 and 100")
    .optional(),
  startDate: calendarDate.nullable().optional(),
  // Required at creation (SPEC 5 'Add project'); the column stays nullable for older rows.
  endDate: z.string({ error: "End date is required" }).refine(isDateKey, "Use a real date like 2026-01-31"),
  budget: moneyInput,
  estimatedHours: hoursInput(1e8),
  teamSize: z
    .number({ error: "Team size must be a whole number" })
    .int("Team size must be a whole number")
    .min(0, "Team size cannot be negative")
    .max(MAX_TEAM_SIZE, `Team size can be at most ${MAX_TEAM_SIZE}`)
    .optional(),
};

/** POST /api/projects. Unknown or server-set fields (id, createdAt, completedAt...) are refused, not ignored. */
export const insertProjectSchema = z.object(projectBodyFields).strict();
export type CreateProjectInput = z.output<typeof insertProjectSchema>;

/** PATCH /api/projects/:id: any subset of the insert fields, each validated as at creation. */
export const updateProjectSchema = insertProjectSchema.partial().strict();
export type UpdateProjectInput = z.output<typeof updateProjectSchema>;

/** PATCH /api/projects/:id/progress. Notes are trimmed; blank notes are stored as none. */
export const progressUpdateSchema = z
  .object({
    progress: z
      .number({ error: "Progress must be a whole number from 0 to 100" })
      .int("Progress must be a whole number from 0 to 100")
      .min(0, "Progress must be a whole number from 0 to 100")
      .max(100, "Progress must be a whole number from 0 to 100"),
    notes: z
      .string({ error: "Notes must be text" })
      .trim()
      .max(2000, "Notes can be at most 2000 characters")
      .refine(hasNoNul, NUL_TEXT_MESSAGE)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .strict();

/** PUT /api/projects/:id/workers: the whole team, replacing the previous one. */
export const teamReplaceSchema = z
  .object({
    workerIds: z
      .array(idField("Worker id"), { error: "workerIds must be a list of worker ids" })
      .max(500, "A team can have at most 500 workers")
      .transform((ids) => [...new Set(ids)]),
  })
  .strict();

/** POST /api/projects/:id/workers: one more worker on the team. */
export const teamAddSchema = z.object({ workerId: idField("Worker id") }).strict();

/** GET /api/projects/:id/time-entries?limit= (default 5, the project page's 'Recent Time Entries'). */
export const projectTimeEntriesQuerySchema = z
  .object({
    limit: z
      .string()
      .regex(/^\d{1,3}$/, "limit must be a whole number from 1 to 100")
      .transform(Number)
      .refine((n) => n >= 1 && n <= 100, "limit must be a whole number from 1 to 100")
      .optional(),
  })
  .strict();

// ---------------------------------------------------------------------------
// Responses (instants arrive as ISO strings; numeric columns as '12.50' strings)

/** A projects row as JSON: exactly the table's columns (tests/unit/projects/project-schemas.test.ts holds them). */
export const projectSchema = z
  .object({
    id: int(),
    name: z.string(),
    location: z.string(),
    latitude: z.string().nullable().describe("numeric(10,8) as decimal text"),
    longitude: z.string().nullable().describe("numeric(11,8) as decimal text"),
    locationRadius: int().nullable().describe(`Metres; the GPS clock treats null as ${GPS_CLOCK_DEFAULT_RADIUS_METERS}`),
    description: z.string().nullable(),
    status: z.enum(PROJECT_STATUSES),
    progress: int(),
    startDate: z.string().nullable().describe("yyyy-MM-dd"),
    endDate: z.string().nullable().describe("yyyy-MM-dd"),
    budget: money().nullable().optional().describe("Absent for crew and foremen (money is for the office)"),
    estimatedHours: z.string().nullable().describe("numeric(10,2) as decimal text"),
    teamSize: int(),
    completedAt: instant().nullable().describe("When the status last became completed"),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .strict();

/** GET /api/projects items: the project row plus the size of its assigned team. */
export const projectListItemSchema = projectSchema.extend({ assignedWorkerCount: int() }).strict();
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

export const progressUpdateItemSchema = z
  .object({
    id: int(),
    projectId: int(),
    previousProgress: int(),
    progress: int(),
    notes: z.string().nullable(),
    createdBy: int().nullable(),
    createdByName: z.string().nullable().describe("'First Last' (else username or e-mail) of the account; null if it is gone"),
    createdAt: instant(),
  })
  .strict();
export type ProgressUpdateItem = z.infer<typeof progressUpdateItemSchema>;

/** GET /api/projects/:id. */
export const projectDetailSchema = projectListItemSchema
  .extend({
    totalHours: z.number().describe("Sum of hoursWorked over the project's time entries, rounded to 1 decimal"),
    progressUpdates: z.array(progressUpdateItemSchema).describe("Newest first"),
  })
  .strict();
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/** A team member: the roster's row without its timestamps and archive fields (a foreman reads it without the rate). */
export const teamWorkerSchema = workerViewSchema
  .pick({ id: true, name: true, role: true, category: true, subcategory: true, phone: true, email: true, isActive: true })
  .extend({ hourlyRate: workerViewSchema.shape.hourlyRate.optional().describe("Absent for crew and foremen") })
  .strict();
export type TeamWorker = z.infer<typeof teamWorkerSchema>;

export const projectTimeEntryItemSchema = z
  .object({
    id: int(),
    workerId: int(),
    workerName: z.string().nullable().describe("null when the worker row is missing; the client shows 'Unknown Worker'"),
    projectId: int(),
    clockInTime: instant(),
    clockOutTime: instant().nullable(),
    hoursWorked: z.string().nullable(),
    location: z.string().nullable(),
    clockInLatitude: z.string().nullable(),
    clockInLongitude: z.string().nullable(),
    isLocationVerified: z.boolean(),
    notes: z.string().nullable(),
    source: z.enum(TIME_ENTRY_SOURCES).describe("'manual' when an admin added it by hand"),
  })
  .strict();
export type ProjectTimeEntryItem = z.infer<typeof projectTimeEntryItemSchema>;

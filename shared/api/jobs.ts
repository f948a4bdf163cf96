// The schedule (server module `jobs`, client feature `schedule`): its requests, its answer and its five endpoints.
import { z } from "zod";
import { JOB_PRIORITIES, JOB_STATUSES } from "../domain/statuses";
import { daysBetween, isDateKey } from "../domain/work-week";
import { endpoint, json, list, MAX_ID, noContent } from "./contract";
import { clockTime, hoursInput, idInput, optionalPlainText, requiredText } from "./inputs";
import { instant, int } from "./wire";

// ---------------------------------------------------------------------------
// Requests

export const JOB_TITLE_MAX_CHARS = 200;
export const JOB_DESCRIPTION_MAX_CHARS = 5000;
/** Estimated hours stay below this: the column is numeric(6,2). */
export const JOB_HOURS_LIMIT = 10_000;
export const JOB_STATUS_MESSAGE = "Status must be scheduled, in-progress, completed or cancelled";

const workerIds = z
  .array(
    z
      .number({ error: "Worker ids must be whole numbers" })
      .int("Worker ids must be whole numbers")
      .positive("Worker ids must be positive")
      .max(MAX_ID, "Worker ids must be known ids"),
    { error: "assignedWorkerIds must be a list of worker ids" },
  )
  .max(200)
  // Duplicates are dropped: the same person twice on one job is the same assignment.
  .transform((ids) => [...new Set(ids)]);

/** A job's fields as a new job sends them; the columns with a default (status, priority, crew) may be left out. */
export const jobFieldsSchema = z
  .object({
    title: requiredText("Title is required").pipe(
      z.string().max(JOB_TITLE_MAX_CHARS, `Title can be at most ${JOB_TITLE_MAX_CHARS} characters`),
    ),
    description: optionalPlainText.pipe(
      z.string().max(JOB_DESCRIPTION_MAX_CHARS, `Description can be at most ${JOB_DESCRIPTION_MAX_CHARS} characters`).nullable(),
    ),
    projectId: z.number({ error: "Choose a project" }).int("Choose a project").positive("Choose a project").max(MAX_ID, "Choose a project"),
    assignedWorkerIds: workerIds.optional(),
    scheduledDate: z.string({ error: "Scheduled date is required" }).refine(isDateKey, "Use a real date like 2026-01-31"),
    scheduledTime: clockTime.nullish().transform((v) => v ?? null),
    estimatedHours: hoursInput(JOB_HOURS_LIMIT),
    status: z.enum(JOB_STATUSES, { error: JOB_STATUS_MESSAGE }).optional(),
    priority: z.enum(JOB_PRIORITIES, { error: "Priority must be high, medium or low" }).optional(),
  })
  .strict();

/**
 * The client's single `assignedWorkerId` reading (SPEC 3) is accepted as a shorthand and folded into
 * assignedWorkerIds (first place), so the array stays the one stored truth.
 */
const assignedWorkerIdShorthand = { assignedWorkerId: idInput("Worker id").nullish() };

function foldAssignedWorker<T extends { assignedWorkerIds?: number[]; assignedWorkerId?: number | null }>(input: T) {
  const { assignedWorkerId, ...rest } = input;
  if (assignedWorkerId === undefined) return rest;
  if (assignedWorkerId === null) return { ...rest, assignedWorkerIds: rest.assignedWorkerIds ?? [] };
  return { ...rest, assignedWorkerIds: [...new Set([assignedWorkerId, ...(rest.assignedWorkerIds ?? [])])] };
}

/** POST /api/jobs. */
export const createJobSchema = jobFieldsSchema.extend(assignedWorkerIdShorthand).strict().transform(foldAssignedWorker);
export type CreateJobInput = z.output<typeof createJobSchema>;

/** PATCH /api/jobs/:id: any subset of the fields. */
export const patchJobSchema = jobFieldsSchema.partial().extend(assignedWorkerIdShorthand).strict().transform(foldAssignedWorker);
export type PatchJobInput = z.output<typeof patchJobSchema>;

export const jobStatusSchema = z.object({ status: z.enum(JOB_STATUSES, { error: JOB_STATUS_MESSAGE }) }).strict();

export const MAX_JOB_RANGE_DAYS = 366;
const dateParam = z.string().refine(isDateKey, "Use a real date like 2026-01-31");

/**
 * GET /api/jobs: no filter (every job), `date=today|yyyy-MM-dd`, or `from=...&to=...` (inclusive, at most 366 days).
 * "today" is resolved by the server in APP_TIME_ZONE.
 */
export const jobListQuerySchema = z
  .object({
    date: z.union([z.literal("today"), dateParam], { error: "date must be 'today' or a date like 2026-01-31" }).optional(),
    from: dateParam.optional(),
    to: dateParam.optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.date && (q.from || q.to)) {
      ctx.addIssue({ code: "custom", path: ["date"], message: "Use either date or from/to, not both" });
    }
    if ((q.from === undefined) !== (q.to === undefined)) {
      ctx.addIssue({ code: "custom", path: [q.from ? "to" : "from"], message: "Give both from and to" });
    }
    if (q.from && q.to && isDateKey(q.from) && isDateKey(q.to)) {
      const days = daysBetween(q.from, q.to);
      if (days < 0) ctx.addIssue({ code: "custom", path: ["to"], message: "to must be on or after from" });
      else if (days + 1 > MAX_JOB_RANGE_DAYS) {
        ctx.addIssue({ code: "custom", path: ["to"], message: `A range can cover at most ${MAX_JOB_RANGE_DAYS} days` });
      }
    }
  });
export type JobListQuery = z.output<typeof jobListQuerySchema>;

// ---------------------------------------------------------------------------
// The answer

export const jobItemSchema = z
  .object({
    id: int(),
    title: z.string(),
    description: z.string().nullable(),
    projectId: int(),
    assignedWorkerIds: z.array(int()),
    scheduledDate: z.string().describe("yyyy-MM-dd"),
    scheduledTime: z.string().nullable().describe("HH:mm"),
    estimatedHours: z.string().nullable().describe("numeric(6,2) as decimal text, e.g. '7.50'"),
    status: z.enum(JOB_STATUSES),
    priority: z.enum(JOB_PRIORITIES),
    createdAt: instant(),
    projectName: z.string(),
    assignedWorkerId: int().nullable().describe("First of assignedWorkerIds: the single-worker reading"),
    assignedWorkers: z.array(z.object({ id: int(), name: z.string() }).strict()).describe("The assigned workers that still exist"),
  })
  .strict();
export type JobItem = z.infer<typeof jobItemSchema>;

// ---------------------------------------------------------------------------
// Endpoints

export const jobsApi = {
  list: endpoint({
    method: "GET",
    path: "/api/jobs",
    summary: "Jobs: all, one day (date=today|yyyy-MM-dd), or a range (from, to)",
    description:
      "Office and admins get every job. A foreman gets the jobs of their projects (the teams their worker record is on); " +
      "a crew member the jobs on their projects that are assigned to them or to no one yet. An account not linked to a worker gets none.",
    tag: "jobs",
    access: "member",
    query: jobListQuerySchema,
    response: list(jobItemSchema, "By date, then time, untimed last"),
  }),
  create: endpoint({
    method: "POST",
    path: "/api/jobs",
    summary: "Schedule a job",
    tag: "jobs",
    access: "office",
    body: createJobSchema,
    response: json(jobItemSchema, "Created", 201),
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/jobs/:id",
    summary: "Edit a job",
    tag: "jobs",
    access: "office",
    body: patchJobSchema,
    response: json(jobItemSchema, "The changed job"),
  }),
  setStatus: endpoint({
    method: "PATCH",
    path: "/api/jobs/:id/status",
    summary: "Change a job's status (a foreman: their projects' jobs; another job answers 404)",
    tag: "jobs",
    access: "foreman",
    body: jobStatusSchema,
    response: json(jobItemSchema, "The changed job"),
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/jobs/:id",
    summary: "Delete a job",
    tag: "jobs",
    access: "office",
    response: noContent(),
  }),
};

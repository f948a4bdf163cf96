// The schedule's (jobs) request and response shapes, moved out of projects.ts so the project contracts the client
// bundles do not pull the table definitions (insertJobSchema is still built by drizzle-zod in shared/schema.ts).
//
// Routes (all need an active signed-in user):
//   GET    /api/jobs[?date=today|yyyy-MM-dd | ?from=&to=]  -> JobItem[] (by date, then time, untimed last)
//   POST   /api/jobs                              createJobSchema -> 201 JobItem
//   PATCH  /api/jobs/:id                          patchJobSchema -> JobItem
//   PATCH  /api/jobs/:id/status                   jobStatusSchema -> JobItem
//   DELETE /api/jobs/:id                          -> 204
import { z } from "zod";
import { insertJobSchema, updateJobSchema, type Job } from "../schema";
import { JOB_STATUSES } from "../domain/statuses";
import { daysBetween, isDateKey } from "../domain/work-week";
import { idField } from "./projects-schemas";

const dateParam = z.string().refine(isDateKey, "Use a real date like 2026-01-31");
export const MAX_JOB_RANGE_DAYS = 366;

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

/**
 * The client's single `assignedWorkerId` reading (SPEC 3) is accepted as a shorthand and folded into
 * assignedWorkerIds (first place), so the array stays the one stored truth.
 */
const assignedWorkerIdShorthand = { assignedWorkerId: idField("Worker id").nullish() };

function foldAssignedWorker<T extends { assignedWorkerIds?: number[]; assignedWorkerId?: number | null }>(input: T) {
  const { assignedWorkerId, ...rest } = input;
  if (assignedWorkerId === undefined) return rest;
  if (assignedWorkerId === null) return { ...rest, assignedWorkerIds: rest.assignedWorkerIds ?? [] };
  return { ...rest, assignedWorkerIds: [...new Set([assignedWorkerId, ...(rest.assignedWorkerIds ?? [])])] };
}

export const createJobSchema = insertJobSchema.extend(assignedWorkerIdShorthand).strict().transform(foldAssignedWorker);
export type CreateJobInput = z.output<typeof createJobSchema>;

export const patchJobSchema = updateJobSchema.extend(assignedWorkerIdShorthand).strict().transform(foldAssignedWorker);
export type PatchJobInput = z.output<typeof patchJobSchema>;

export const jobStatusSchema = z
  .object({ status: z.enum(JOB_STATUSES, { error: "Status must be scheduled, in-progress, completed or cancelled" }) })
  .strict();

export type JobItem = Job & {
  projectName: string;
  /** First of assignedWorkerIds, or null: the spec's single-worker reading. */
  assignedWorkerId: number | null;
  /** The assigned workers that still exist, in assignedWorkerIds order. */
  assignedWorkers: { id: number; name: string }[];
};

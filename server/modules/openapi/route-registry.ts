// Every route of createApp() as a row: method, Express path, who may call it, and the shared zod schemas of its input and
// output. The OpenAPI document is built from it and tests/api/openapi.test.ts compares it with the router, both ways.
import { timeClockRouteDocs } from "./time-clock-route-docs";
import { json, list, noContent, orNull, type RouteDoc } from "./route-doc";
import { createJobSchema, jobListQuerySchema, jobStatusSchema, patchJobSchema } from "@shared/api/jobs";
import { jobItemSchema, timeEntryViewSchema } from "@shared/api/openapi";

/** The routes not yet declared as contracts in shared/api. */
export function routeRegistry(): RouteDoc[] {
  const routes: RouteDoc[] = [
    {
      method: "GET",
      path: "/api/workers/:workerId/active-time",
      summary: "A worker's open time entry, or null",
      tag: "time-entries",
      access: "user",
      response: orNull(timeEntryViewSchema, "The open entry, or null when not clocked in"),
    },

    ...timeClockRouteDocs(),

    // Jobs
    {
      method: "GET",
      path: "/api/jobs",
      summary: "Jobs: all, one day (date=today|yyyy-MM-dd), or a range (from, to)",
      tag: "jobs",
      access: "user",
      query: jobListQuerySchema,
      response: list(jobItemSchema, "By date, then time, untimed last"),
    },
    { method: "POST", path: "/api/jobs", summary: "Schedule a job", tag: "jobs", access: "user", body: createJobSchema, response: json(jobItemSchema, "Created", 201) },
    { method: "PATCH", path: "/api/jobs/:id", summary: "Edit a job", tag: "jobs", access: "user", body: patchJobSchema, response: json(jobItemSchema, "The changed job") },
    { method: "PATCH", path: "/api/jobs/:id/status", summary: "Change a job's status", tag: "jobs", access: "user", body: jobStatusSchema, response: json(jobItemSchema, "The changed job") },
    { method: "DELETE", path: "/api/jobs/:id", summary: "Delete a job", tag: "jobs", access: "user", response: noContent() },
  ];
  return routes;
}

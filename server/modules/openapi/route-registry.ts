// Every route of createApp() as a row: method, Express path, who may call it, and the shared zod schemas of its input and
// output. The OpenAPI document is built from it and tests/api/openapi.test.ts compares it with the router, both ways.
import { timeClockRouteDocs } from "./time-clock-route-docs";
import { json, list, noContent, orNull, type RouteDoc } from "./route-doc";
import {
  dashboardStatsSchema,
  jobItemSchema,
  photoMetaSchema,
  progressUpdateItemSchema,
  projectDetailSchema,
  projectListItemSchema,
  projectSchema,
  projectTimeEntryItemSchema,
  teamWorkerSchema,
  timeEntryViewSchema,
} from "@shared/api/openapi";
import {
  createJobSchema,
  jobListQuerySchema,
  jobStatusSchema,
  patchJobSchema,
  photoUploadQuerySchema,
  photoUploadSchema,
  progressUpdateSchema,
  projectTimeEntriesQuerySchema,
  teamAddSchema,
  teamReplaceSchema,
} from "@shared/api/projects";

import {
  insertProjectSchema,
  updateProjectSchema,
} from "@shared/schema";

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

    // Projects
    { method: "GET", path: "/api/projects", summary: "Every project, newest first", tag: "projects", access: "user", response: list(projectListItemSchema, "The projects") },
    { method: "POST", path: "/api/projects", summary: "Add a project", tag: "projects", access: "user", body: insertProjectSchema, response: json(projectListItemSchema, "Created", 201) },
    { method: "GET", path: "/api/projects/:id", summary: "One project with its hours and progress history", tag: "projects", access: "user", response: json(projectDetailSchema, "The project") },
    { method: "PATCH", path: "/api/projects/:id", summary: "Edit a project", tag: "projects", access: "user", body: updateProjectSchema, response: json(projectListItemSchema, "The changed project") },
    {
      method: "DELETE",
      path: "/api/projects/:id",
      summary: "Delete a project with its jobs, photos, checklists and stock movements",
      description: "409 when it has time entries: the hours people are paid for are never deleted with it.",
      tag: "projects",
      access: "admin",
      response: noContent(),
      errors: [409],
    },
    {
      method: "PATCH",
      path: "/api/projects/:projectId/progress",
      summary: "Set a project's progress, with an optional note",
      tag: "projects",
      access: "user",
      body: progressUpdateSchema,
      response: json(projectSchema, "The project"),
    },
    {
      method: "GET",
      path: "/api/projects/:id/progress-updates",
      summary: "A project's progress history, newest first",
      tag: "projects",
      access: "user",
      response: list(progressUpdateItemSchema, "The history"),
    },
    { method: "GET", path: "/api/projects/:id/workers", summary: "A project's team, by name", tag: "projects", access: "user", response: list(teamWorkerSchema, "The team") },
    { method: "PUT", path: "/api/projects/:id/workers", summary: "Replace a project's team", tag: "projects", access: "user", body: teamReplaceSchema, response: list(teamWorkerSchema, "The team") },
    { method: "POST", path: "/api/projects/:id/workers", summary: "Add a worker to a project's team", tag: "projects", access: "user", body: teamAddSchema, response: list(teamWorkerSchema, "The team") },
    { method: "DELETE", path: "/api/projects/:id/workers/:workerId", summary: "Take a worker off a project's team", tag: "projects", access: "user", response: noContent() },
    {
      method: "GET",
      path: "/api/projects/:id/time-entries",
      summary: "A project's recent time entries, newest first",
      tag: "projects",
      access: "user",
      query: projectTimeEntriesQuerySchema,
      response: list(projectTimeEntryItemSchema, "The entries"),
    },

    // Photos
    { method: "GET", path: "/api/projects/:id/photos", summary: "A project's photos (metadata only), newest first", tag: "photos", access: "user", response: list(photoMetaSchema, "The photos") },
    {
      method: "POST",
      path: "/api/projects/:projectId/photos",
      summary: "Upload a photo (a base64 data URL in JSON)",
      description:
        "This route alone accepts up to 15 MB of JSON; the decoded image may be 10 MB (via=dialog) or 5 MB (via=panel) and " +
        "40 megapixels (GIF 16; all frames of an animation 100), else 413. 30 uploads per user per 10 minutes, then 429 " +
        "with Retry-After; 503 with Retry-After while too many thumbnails are waiting.",
      tag: "photos",
      access: "user",
      query: photoUploadQuerySchema,
      body: photoUploadSchema,
      response: json(photoMetaSchema, "Uploaded", 201),
      errors: [429, 503],
    },
    {
      method: "GET",
      path: "/api/projects/:projectId/photos/:photoId/image",
      summary: "A photo's original bytes",
      tag: "photos",
      access: "user",
      response: { kind: "image", status: 200, description: "The image, with its detected type" },
    },
    {
      method: "GET",
      path: "/api/projects/:projectId/photos/:photoId/thumbnail",
      summary: "A photo's thumbnail bytes",
      tag: "photos",
      access: "user",
      response: { kind: "image", status: 200, description: "The thumbnail (about 320 px wide)" },
    },
    { method: "DELETE", path: "/api/projects/:id/photos/:photoId", summary: "Delete a photo", tag: "photos", access: "user", response: noContent() },

    // Jobs and stats
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
    { method: "GET", path: "/api/stats", summary: "Dashboard figures", tag: "stats", access: "user", response: json(dashboardStatsSchema, "The figures") },
  ];
  return routes;
}

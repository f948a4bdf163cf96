// Every route of createApp() as a row: method, Express path, who may call it, and the shared zod schemas of its input and
// output. The OpenAPI document is built from it and tests/api/openapi.test.ts compares it with the router, both ways.
import { accountRouteDocs } from "./account-route-docs";
import { timeClockRouteDocs } from "./time-clock-route-docs";
import { json, list, noContent, type RouteDoc } from "./route-doc";
import {
  createMaterialSchema,
  createMaterialTransactionSchema,
  projectMaterialEstimateSchema,
  updateMaterialSchema,
} from "@shared/api/materials";
import {
  checklistDetailViewSchema,
  checklistViewSchema,
  dashboardStatsSchema,
  healthResponseSchema,
  jobItemSchema,
  materialMovementResultSchema,
  materialTransactionViewSchema,
  materialViewSchema,
  workerChangeViewSchema,
  photoMetaSchema,
  progressUpdateItemSchema,
  projectDetailSchema,
  projectListItemSchema,
  projectMaterialUsageViewSchema,
  projectMaterialViewSchema,
  projectSchema,
  projectTimeEntryItemSchema,
  readyResponseSchema,
  rosterImportResultViewSchema,
  rosterPreviewViewSchema,
  safetySummarySchema,
  teamWorkerSchema,
  workerViewSchema,
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
  checklistListQuerySchema,
  createChecklistSchema,
  updateChecklistItemSchema,
  updateChecklistSchema,
} from "@shared/api/safety";
import { workerArchiveSchema, workerListQuerySchema } from "@shared/api/workers";
import { rosterImportBodySchema } from "@shared/api/worker-import";

import {
  createWorkerSchema,
  insertProjectSchema,
  updateProjectSchema,
  updateWorkerSchema,
  workerStatusSchema,
} from "@shared/schema";

/** The routes; `oidcProviderName` is set when an OpenID provider is configured (its two routes exist only then). */
export function routeRegistry(options: { oidcProviderName?: string } = {}): RouteDoc[] {
  const oidc = options.oidcProviderName;
  const routes: RouteDoc[] = [
    { method: "GET", path: "/healthz", summary: "The process is up", tag: "health", access: "public", response: json(healthResponseSchema, "Up") },
    {
      method: "GET",
      path: "/readyz",
      summary: "The database answers",
      description: "503 with { status: 'unavailable', database, message } when the database does not answer within 2 s.",
      tag: "health",
      access: "public",
      response: json(readyResponseSchema, "Ready"),
      errors: [503],
    },

    ...accountRouteDocs(oidc),

    // Materials
    { method: "GET", path: "/api/materials", summary: "Every material", tag: "materials", access: "user", response: list(materialViewSchema, "The materials") },
    {
      method: "POST",
      path: "/api/materials",
      summary: "Add a material",
      description: "currentStock is the opening stock, recorded as a 'received' movement.",
      tag: "materials",
      access: "user",
      body: createMaterialSchema,
      response: json(materialViewSchema, "Created", 201),
    },
    { method: "GET", path: "/api/materials/:id", summary: "One material", tag: "materials", access: "user", response: json(materialViewSchema, "The material") },
    {
      method: "PATCH",
      path: "/api/materials/:id",
      summary: "Edit a material (stock changes only through movements)",
      tag: "materials",
      access: "user",
      body: updateMaterialSchema,
      response: json(materialViewSchema, "The changed material"),
    },
    {
      method: "DELETE",
      path: "/api/materials/:id",
      summary: "Delete a material and its stock history",
      tag: "materials",
      access: "admin",
      response: noContent(),
    },
    {
      method: "GET",
      path: "/api/materials/:id/transactions",
      summary: "A material's stock movements, newest first",
      tag: "materials",
      access: "user",
      response: list(materialTransactionViewSchema, "The movements"),
    },
    {
      method: "POST",
      path: "/api/materials/:id/transactions",
      summary: "Record a stock movement (received, used, returned, adjusted)",
      description: "409 when it would take the stock below zero or beyond its maximum.",
      tag: "materials",
      access: "user",
      body: createMaterialTransactionSchema,
      response: json(materialMovementResultSchema, "The movement and the material after it", 201),
      errors: [409],
    },
    {
      method: "GET",
      path: "/api/projects/:id/materials",
      summary: "A project's material estimates against actual use",
      tag: "materials",
      access: "user",
      response: list(projectMaterialViewSchema, "The estimates"),
    },
    {
      method: "GET",
      path: "/api/projects/:id/material-usage",
      summary: "What a project used of each material, from its stock movements",
      description: "Per material: the project's 'used' movements less its 'returned' ones, with their cost. Received and adjusted movements never count.",
      tag: "materials",
      access: "user",
      response: list(projectMaterialUsageViewSchema, "Use per material, by name"),
    },
    {
      method: "PUT",
      path: "/api/projects/:id/materials/:materialId",
      summary: "Set a project's estimate for one material",
      tag: "materials",
      access: "user",
      body: projectMaterialEstimateSchema,
      response: json(projectMaterialViewSchema, "The estimate"),
    },

    // Safety
    {
      method: "GET",
      path: "/api/safety/checklists",
      summary: "Checklists, newest first",
      tag: "safety",
      access: "user",
      query: checklistListQuerySchema,
      response: list(checklistViewSchema, "The checklists"),
    },
    {
      method: "POST",
      path: "/api/safety/checklists",
      summary: "Create a checklist from its type's template",
      tag: "safety",
      access: "user",
      body: createChecklistSchema,
      response: json(checklistDetailViewSchema, "Created, with its items", 201),
    },
    { method: "GET", path: "/api/safety/summary", summary: "Checklist counters", tag: "safety", access: "user", response: json(safetySummarySchema, "The counters") },
    { method: "GET", path: "/api/safety/checklists/:id", summary: "One checklist with its items", tag: "safety", access: "user", response: json(checklistDetailViewSchema, "The checklist") },
    {
      method: "PATCH",
      path: "/api/safety/checklists/:id",
      summary: "Set a checklist's notes",
      tag: "safety",
      access: "user",
      body: updateChecklistSchema,
      response: json(checklistDetailViewSchema, "The whole checklist after the change"),
    },
    {
      method: "PATCH",
      path: "/api/safety/checklists/:id/items/:itemId",
      summary: "Complete or reopen a checklist item, and/or set its notes",
      tag: "safety",
      access: "user",
      body: updateChecklistItemSchema,
      response: json(checklistDetailViewSchema, "The whole checklist after the change"),
    },
    {
      method: "DELETE",
      path: "/api/safety/checklists/:id",
      summary: "Delete a checklist (its creator or an administrator)",
      tag: "safety",
      access: "user",
      response: noContent(),
    },


    // Workers
    {
      method: "GET",
      path: "/api/workers",
      summary: "The roster (archived workers left out), or with archived=true only the archived ones",
      tag: "workers",
      access: "user",
      query: workerListQuerySchema,
      response: list(workerViewSchema, "The workers"),
    },
    { method: "POST", path: "/api/workers", summary: "Add a worker (always active)", tag: "workers", access: "user", body: createWorkerSchema, response: json(workerViewSchema, "Created", 201) },
    { method: "GET", path: "/api/workers/:id", summary: "One worker", tag: "workers", access: "user", response: json(workerViewSchema, "The worker") },
    { method: "PATCH", path: "/api/workers/:id", summary: "Edit a worker", tag: "workers", access: "user", body: updateWorkerSchema, response: json(workerViewSchema, "The changed worker") },
    {
      method: "PATCH",
      path: "/api/workers/:id/status",
      summary: "Activate or deactivate a worker",
      tag: "workers",
      access: "user",
      body: workerStatusSchema,
      response: json(workerViewSchema, "The changed worker"),
    },
    {
      method: "PATCH",
      path: "/api/workers/:id/archived",
      summary: "Archive or unarchive a worker",
      description:
        "Archived workers leave every picker, the default list and the counters; payroll keeps their hours. Recorded in the worker's changes. 409 while the worker is clocked in.",
      tag: "workers",
      access: "admin",
      body: workerArchiveSchema,
      response: json(workerViewSchema, "The changed worker"),
      errors: [409],
    },
    {
      method: "DELETE",
      path: "/api/workers/:id",
      summary: "Delete a worker who has no time entries",
      description: "Takes the worker off every job and team in the same transaction. 409 when the worker has time entries: archive them instead.",
      tag: "workers",
      access: "admin",
      response: noContent(),
      errors: [409],
    },
    {
      method: "POST",
      path: "/api/workers/import/preview",
      summary: "Check a roster CSV without storing anything",
      description:
        "Header row naming the columns in any order: name, role, trade, specialization, phone, email, rate (name, role and trade required). Each row is checked as Add Worker would, plus e-mail addresses used twice in the file or already on a worker. At most 1000 rows and 512 KB; a file-level problem is a 400.",
      tag: "workers",
      access: "admin",
      body: rosterImportBodySchema,
      response: json(rosterPreviewViewSchema, "Every row with its errors"),
    },
    {
      method: "POST",
      path: "/api/workers/import",
      summary: "Store every worker of a clean roster CSV, in one transaction",
      description: "All rows or none: any row error is a 400 whose fieldErrors are keyed 'line N', and nothing is stored.",
      tag: "workers",
      access: "admin",
      body: rosterImportBodySchema,
      response: json(rosterImportResultViewSchema, "How many workers were stored", 201),
    },
    {
      method: "GET",
      path: "/api/workers/:id/changes",
      summary: "A worker's rate and active changes with who made them, newest first",
      tag: "workers",
      access: "admin",
      response: list(workerChangeViewSchema, "The changes"),
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

    {
      method: "GET",
      path: "/api/openapi.json",
      summary: "This API reference (OpenAPI 3.1)",
      description:
        "Signed-in users only: the source is public, but a running install need not tell anonymous callers which admin routes and fields it has.",
      tag: "reference",
      access: "user",
      response: { kind: "document", status: 200, description: "The OpenAPI document" },
    },
  ];
  return routes;
}

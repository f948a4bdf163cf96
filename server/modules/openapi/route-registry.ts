// Every route of createApp() as a row: method, Express path, who may call it, and the shared zod schemas of its input and
// output. The OpenAPI document is built from it and tests/api/openapi.test.ts compares it with the router, both ways.
import { z, type ZodType } from "zod";
import { createMaterialSchema, createMaterialTransactionSchema, projectMaterialEstimateSchema, updateMaterialSchema } from "@shared/api/materials";
import {
  adminUserListItemSchema,
  authConfigSchema,
  checklistDetailViewSchema,
  checklistViewSchema,
  dashboardStatsSchema,
  healthResponseSchema,
  jobItemSchema,
  materialMovementResultSchema,
  materialTransactionViewSchema,
  materialViewSchema,
  messageResponseSchema,
  notificationsResponseSchema,
  payrollSettingsResponseSchema,
  payrollWeekViewSchema,
  payChangesWeekViewSchema,
  workerChangeViewSchema,
  photoMetaSchema,
  progressUpdateItemSchema,
  projectDetailSchema,
  projectListItemSchema,
  projectMaterialViewSchema,
  projectSchema,
  projectTimeEntryItemSchema,
  publicUserSchema,
  readyResponseSchema,
  registrationListItemSchema,
  reverseGeocodeResultSchema,
  safetySummarySchema,
  teamWorkerSchema,
  timeEntryDetailSchema,
  timeEntrySummaryViewSchema,
  timeEntryViewSchema,
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
import { checklistListQuerySchema, createChecklistSchema, updateChecklistItemSchema } from "@shared/api/safety";
import {
  activeEntryQuerySchema,
  approveWeekSchema,
  clockInSchema,
  clockOutSchema,
  IDEMPOTENCY_KEY_HEADER,
  payrollSettingsSchema,
  reverseGeocodeQuerySchema,
  timeEntryCorrectionSchema,
  timeEntryListQuerySchema,
  timeEntrySummaryQuerySchema,
  weekOfQuerySchema,
} from "@shared/api/time-clock";
import {
  createWorkerSchema,
  insertProjectSchema,
  updateProjectSchema,
  updateWorkerSchema,
  workerStatusSchema,
} from "@shared/schema";
import { decisionSchema, userActionSchema } from "../admin/admin.routes";
import {
  adminLoginSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from "../auth/auth.routes";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** public: anyone; user: an active signed-in account; admin: an active administrator. */
export type Access = "public" | "user" | "admin";

export const TAGS = {
  health: "Probes for load balancers: is the process up, does the database answer.",
  auth: "Signing in (admin, e-mail, OpenID) and out, registration, e-mail verification, the current user, passwords.",
  admin: "Administrators: registration requests and user accounts.",
  projects: "Projects, their progress history, team and recent time entries.",
  photos: "Project photos: upload, gallery metadata, the bytes.",
  jobs: "The schedule.",
  stats: "Dashboard figures.",
  materials: "Materials, stock movements and a project's estimate against actual use.",
  safety: "Safety checklists created from templates.",
  notifications: "The header bell.",
  workers: "The worker roster.",
  "time-entries": "The GPS time clock (idempotent punches) and admin corrections.",
  payroll: "Weekly payroll, CSV exports, approval, overtime setting.",
  geocode: "Reverse geocoding through the server.",
  reference: "This document.",
} as const;
export type Tag = keyof typeof TAGS;

export type ResponseDoc =
  | { kind: "json"; status: number; description: string; schema: ZodType; list?: boolean; nullable?: boolean }
  | { kind: "none"; status: 204; description: string }
  | { kind: "redirect"; status: 302; description: string }
  | { kind: "csv"; status: 200; description: string }
  | { kind: "image"; status: 200; description: string }
  | { kind: "document"; status: 200; description: string };

export interface HeaderDoc {
  name: string;
  description: string;
  required: boolean;
  schema: Record<string, unknown>;
}

export interface RouteDoc {
  method: HttpMethod;
  /** The Express pattern exactly as registered, e.g. /api/projects/:projectId/photos/:photoId/image. */
  path: string;
  summary: string;
  description?: string;
  tag: Tag;
  access: Access;
  body?: ZodType;
  query?: ZodType;
  headers?: HeaderDoc[];
  response: ResponseDoc;
  /** Further documented answers (with the Error body): 409 conflicts, 422, 429, 503... */
  errors?: number[];
}

const json = (schema: ZodType, description: string, status = 200): ResponseDoc => ({ kind: "json", status, description, schema });
const orNull = (schema: ZodType, description: string): ResponseDoc => ({ kind: "json", status: 200, description, schema, nullable: true });
const list = (schema: ZodType, description: string): ResponseDoc => ({ kind: "json", status: 200, description, schema, list: true });
const noContent = (description = "Done; no body"): ResponseDoc => ({ kind: "none", status: 204, description });
const redirect = (description: string): ResponseDoc => ({ kind: "redirect", status: 302, description });
const csv = (description: string): ResponseDoc => ({ kind: "csv", status: 200, description });

/** Only documents what the route reads by hand (no zod schema validates these query strings on the server). */
const verifyEmailQuery = z.object({ token: z.string().describe("The single-use token from the verification e-mail") });
const oidcCallbackQuery = z.looseObject({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

const idempotencyKey: HeaderDoc = {
  name: IDEMPOTENCY_KEY_HEADER,
  description:
    "Optional. A retry with the same key and body gets the stored answer (with Idempotent-Replayed: true) instead of a second punch; the same key with another body is a 422.",
  required: false,
  schema: { type: "string", pattern: "^[\\x21-\\x7e]{1,200}$" },
};

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

    // Accounts
    {
      method: "POST",
      path: "/api/admin/login",
      summary: "Sign in as the administrator (username and password)",
      description:
        "429 with Retry-After after 10 failures from the client address, or on the account, in 15 minutes; a browser that signed in to the account before (its known-device cookie, set here) is not held by the account's count.",
      tag: "auth",
      access: "public",
      body: adminLoginSchema,
      response: json(publicUserSchema, "Signed in; the session cookie is set"),
      errors: [429],
    },
    {
      method: "POST",
      path: "/api/auth/login",
      summary: "Sign in with e-mail and password",
      description:
        "429 with Retry-After after 10 failures from the client address, or on the account, in 15 minutes; a browser that signed in to the account before (its known-device cookie, set here) is not held by the account's count.",
      tag: "auth",
      access: "public",
      body: loginSchema,
      response: json(publicUserSchema, "Signed in; the session cookie is set"),
      errors: [429],
    },
    {
      method: "POST",
      path: "/api/auth/register",
      summary: "Ask for an account",
      description:
        "The same answer whether or not the address was known; the mailbox gets the details. 429 with Retry-After past 20 per client address or 3 per address in 10 minutes; 503 with Retry-After while the server is busy hashing other sign-ups.",
      tag: "auth",
      access: "public",
      body: registerSchema,
      response: json(messageResponseSchema, "Registration received", 201),
      errors: [429, 503],
    },
    {
      method: "GET",
      path: "/api/auth/verify-email",
      summary: "Verify an e-mail address (the link in the e-mail)",
      tag: "auth",
      access: "public",
      query: verifyEmailQuery,
      response: redirect("To /auth?message=email_verified, or /auth?error=invalid_token"),
    },
    { method: "GET", path: "/api/auth/config", summary: "Which sign-in methods are offered", tag: "auth", access: "public", response: json(authConfigSchema, "The configuration") },
    { method: "GET", path: "/api/login", summary: "Start signing in (OpenID when configured)", tag: "auth", access: "public", response: redirect("To the OpenID start, else to /auth") },
    { method: "GET", path: "/api/logout", summary: "Sign out", tag: "auth", access: "public", response: redirect("To /; the session is deleted and the cookie cleared") },
    { method: "GET", path: "/api/auth/user", summary: "The signed-in user", tag: "auth", access: "user", response: json(publicUserSchema, "The user") },
    {
      method: "POST",
      path: "/api/auth/change-password",
      summary: "Change the signed-in user's password",
      description: "Every other session of the user ends; this one carries on under a new id.",
      tag: "auth",
      access: "user",
      body: changePasswordSchema,
      response: json(messageResponseSchema, "Changed"),
      errors: [409],
    },
    {
      method: "POST",
      path: "/api/auth/forgot-password",
      summary: "Ask for a password reset link by e-mail",
      description:
        "The same answer whether or not an account has the address. The mailbox gets a single-use link that expires in an hour, or, for an account that signs in only through OpenID, how it signs in.",
      tag: "auth",
      access: "public",
      body: forgotPasswordSchema,
      response: json(messageResponseSchema, "Received"),
    },
    {
      method: "POST",
      path: "/api/auth/reset-password",
      summary: "Set a new password with the token from a reset link",
      description:
        "The token works once and for an hour. Every session of the user ends and the owner is told by mail. An unknown, used or expired token is a 400.",
      tag: "auth",
      access: "public",
      body: resetPasswordSchema,
      response: json(messageResponseSchema, "Changed"),
    },

    // Admin
    { method: "GET", path: "/api/admin/registrations", summary: "Registration requests, newest first", tag: "admin", access: "admin", response: list(registrationListItemSchema, "The requests") },
    {
      method: "PATCH",
      path: "/api/admin/registrations/:id",
      summary: "Approve or reject a registration",
      tag: "admin",
      access: "admin",
      body: decisionSchema,
      response: json(registrationListItemSchema, "The decided registration"),
      errors: [409],
    },
    { method: "GET", path: "/api/admin/users", summary: "User accounts, newest first", tag: "admin", access: "admin", response: list(adminUserListItemSchema, "The users") },
    {
      method: "PATCH",
      path: "/api/admin/users/:id",
      summary: "Activate, deactivate, promote or demote a user",
      tag: "admin",
      access: "admin",
      body: userActionSchema,
      response: json(adminUserListItemSchema, "The changed user"),
      errors: [409],
    },

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
      path: "/api/safety/checklists/:id/items/:itemId",
      summary: "Complete or reopen a checklist item",
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

    { method: "GET", path: "/api/notifications", summary: "What needs the signed-in user's attention", tag: "notifications", access: "user", response: json(notificationsResponseSchema, "The bell's items") },

    // Workers
    { method: "GET", path: "/api/workers", summary: "Every worker", tag: "workers", access: "user", response: list(workerViewSchema, "The workers") },
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
      method: "GET",
      path: "/api/workers/:id/changes",
      summary: "A worker's rate and active changes with who made them, newest first",
      tag: "workers",
      access: "admin",
      response: list(workerChangeViewSchema, "The changes"),
    },
    {
      method: "GET",
      path: "/api/workers/:workerId/active-time",
      summary: "A worker's open time entry, or null",
      tag: "time-entries",
      access: "user",
      response: orNull(timeEntryViewSchema, "The open entry, or null when not clocked in"),
    },

    // Time entries
    {
      method: "GET",
      path: "/api/time-entries",
      summary: "Time entries, filtered by project, worker and days",
      tag: "time-entries",
      access: "user",
      query: timeEntryListQuerySchema,
      response: list(timeEntryViewSchema, "The entries"),
    },
    {
      method: "GET",
      path: "/api/time-entries/summary",
      summary: "Hours per day, and per worker and project on each day, for up to 31 days",
      description:
        "Every day from `from` to `to` (inclusive, company time zone; an entry counts on its clock-in day), empty days included: the hoursWorked of its entries added up (open entries count 0 and are counted in openCount) and one line per worker and project.",
      tag: "time-entries",
      access: "user",
      query: timeEntrySummaryQuerySchema,
      response: json(timeEntrySummaryViewSchema, "The days"),
    },
    {
      method: "GET",
      path: "/api/time-entries/active",
      summary: "A worker's open time entry, or null",
      tag: "time-entries",
      access: "user",
      query: activeEntryQuerySchema,
      response: orNull(timeEntryViewSchema, "The open entry, or null when not clocked in"),
    },
    {
      method: "POST",
      path: "/api/time-entries/clock-in",
      summary: "Clock a worker in",
      description:
        "The server's clock decides the time; clockInTime (an offline punch's phone time) is kept beside it. With clockInLatitude/Longitude the project's geofence is checked.",
      tag: "time-entries",
      access: "user",
      body: clockInSchema,
      headers: [idempotencyKey],
      response: json(timeEntryViewSchema, "Clocked in", 201),
      errors: [409, 422],
    },
    {
      method: "POST",
      path: "/api/time-entries/clock-out",
      summary: "Clock a worker out",
      tag: "time-entries",
      access: "user",
      body: clockOutSchema,
      headers: [idempotencyKey],
      response: json(timeEntryViewSchema, "Clocked out"),
      errors: [409, 422],
    },
    { method: "GET", path: "/api/time-entries/:id", summary: "One time entry with its change history", tag: "time-entries", access: "user", response: json(timeEntryDetailSchema, "The entry") },
    {
      method: "PATCH",
      path: "/api/time-entries/:id",
      summary: "Correct or close a time entry, with a reason",
      description: "409 (period_locked) when the entry is in an approved pay period.",
      tag: "time-entries",
      access: "admin",
      body: timeEntryCorrectionSchema,
      response: json(timeEntryDetailSchema, "The corrected entry"),
      errors: [409],
    },

    // Payroll
    { method: "GET", path: "/api/payroll", summary: "Payroll for a Sunday-Saturday week", tag: "payroll", access: "user", query: weekOfQuerySchema, response: json(payrollWeekViewSchema, "The week") },
    { method: "GET", path: "/api/payroll/export.csv", summary: "The week per worker, as CSV", tag: "payroll", access: "user", query: weekOfQuerySchema, response: csv("One line per worker") },
    { method: "GET", path: "/api/payroll/entries.csv", summary: "The week's entries, as CSV", tag: "payroll", access: "user", query: weekOfQuerySchema, response: csv("One line per time entry") },
    {
      method: "GET",
      path: "/api/payroll/pay-changes",
      summary: "Rate and active changes made during a week, oldest first",
      tag: "payroll",
      access: "admin",
      query: weekOfQuerySchema,
      response: json(payChangesWeekViewSchema, "The week's changes"),
    },
    {
      method: "POST",
      path: "/api/payroll/approve",
      summary: "Approve a week (its entries can no longer be corrected)",
      tag: "payroll",
      access: "admin",
      body: approveWeekSchema,
      response: json(payrollWeekViewSchema, "The approved week", 201),
      errors: [409],
    },
    { method: "GET", path: "/api/settings/payroll", summary: "Payroll settings", tag: "payroll", access: "user", response: json(payrollSettingsResponseSchema, "The settings") },
    {
      method: "PUT",
      path: "/api/settings/payroll",
      summary: "Switch weekly overtime (after 40 h) on or off",
      tag: "payroll",
      access: "admin",
      body: payrollSettingsSchema,
      response: json(payrollSettingsResponseSchema, "The settings"),
    },
    {
      method: "GET",
      path: "/api/geocode/reverse",
      summary: "An address for a position",
      description: "Falls back to the coordinates as text when no geocoder is configured or it does not answer.",
      tag: "geocode",
      access: "user",
      query: reverseGeocodeQuerySchema,
      response: json(reverseGeocodeResultSchema, "The address"),
    },

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
  if (oidc) {
    routes.push(
      {
        method: "GET",
        path: `/api/auth/${oidc}`,
        summary: "Start an OpenID sign-in",
        tag: "auth",
        access: "public",
        response: redirect("To the provider; on failure to /auth?error=..."),
      },
      {
        method: "GET",
        path: `/api/auth/${oidc}/callback`,
        summary: "The OpenID provider's redirect back",
        tag: "auth",
        access: "public",
        query: oidcCallbackQuery,
        response: redirect(
          "To / when signed in, /auth?message=pending_approval for a new account, else /auth?error={name}_auth_failed (with &message=email_unverified when the provider has not confirmed the address)",
        ),
      },
    );
  }
  return routes;
}

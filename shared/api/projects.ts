// The project contracts: list, create, detail, edit, delete, progress with its history, the team and recent time
// entries. Crew and foremen read their own projects (those their worker record is on) and foremen set their progress;
// creating, editing, deleting and team changes stay with the office. Their shapes are in projects-schemas.ts
// (re-exported here); photos are in photos.ts, the dashboard figures in stats.ts, the schedule's shapes in jobs.ts.
// Plain zod only: the client bundles this file.
//
// The project is `:id` in every path under /api/projects/:id (photos and materials too): OpenAPI tools refuse two
// paths that differ only by a parameter's name.
import { z } from "zod";
import { REQUIRED_PROJECT_FIELDS } from "./constants";
import { DEFAULT_PAGE, endpoint, json, list, noContent } from "./contract";
import { pageQueryFields } from "./paging";
import {
  insertProjectSchema,
  progressUpdateItemSchema,
  progressUpdateSchema,
  projectDetailSchema,
  projectListItemSchema,
  projectSchema,
  projectTimeEntriesQuerySchema,
  projectTimeEntryItemSchema,
  teamAddSchema,
  teamReplaceSchema,
  teamWorkerSchema,
  updateProjectSchema,
} from "./projects-schemas";

export * from "./projects-schemas";

/** Kept for the screens and modules that still import the schedule's types from here. */
export type { CreateJobInput, JobItem, JobListQuery, PatchJobInput } from "./jobs";

export const progressUpdatesQuerySchema = z.object({ ...pageQueryFields() }).strict();

export const projectsApi = {
  list: endpoint({
    method: "GET",
    path: "/api/projects",
    summary: "Every project, newest first (crew and foremen: their own)",
    description:
      "Crew and foremen get the projects their own worker record is on (none while their account is not linked to a " +
      "worker); budget is absent for them.",
    tag: "projects",
    access: "member",
    response: list(projectListItemSchema, "The projects"),
  }),
  create: endpoint({
    method: "POST",
    path: "/api/projects",
    summary: "Add a project",
    description: "A missing name, location or end date answers 'Please fill in all required fields.' with a message per field.",
    tag: "projects",
    access: "office",
    body: insertProjectSchema,
    requiredFields: REQUIRED_PROJECT_FIELDS,
    response: json(projectListItemSchema, "Created", 201),
  }),
  get: endpoint({
    method: "GET",
    path: "/api/projects/:id",
    summary: "One project with its hours and progress history",
    description: "A project a crew member or foreman is not on answers 404, as a missing one does; budget is absent for them.",
    tag: "projects",
    access: "member",
    response: json(projectDetailSchema, "The project"),
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/projects/:id",
    summary: "Edit a project",
    tag: "projects",
    access: "office",
    body: updateProjectSchema,
    response: json(projectListItemSchema, "The changed project"),
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/projects/:id",
    summary: "Delete a project with its jobs, photos, checklists and stock movements",
    description: "409 when it has time entries: the hours people are paid for are never deleted with it.",
    tag: "projects",
    access: "admin",
    response: noContent(),
    errors: [409],
  }),
  setProgress: endpoint({
    method: "PATCH",
    path: "/api/projects/:id/progress",
    summary: "Set a project's progress, with an optional note",
    description: "Foremen may set the progress of their own projects only; another project answers 404, as a missing one does.",
    tag: "projects",
    access: "foreman",
    body: progressUpdateSchema,
    response: json(projectSchema, "The project"),
  }),
  progressUpdates: endpoint({
    method: "GET",
    path: "/api/projects/:id/progress-updates",
    summary: "A project's progress history, newest first",
    description: "A project a crew member or foreman is not on answers 404.",
    tag: "projects",
    access: "member",
    query: progressUpdatesQuerySchema,
    page: DEFAULT_PAGE,
    response: list(progressUpdateItemSchema, "The history"),
  }),
  team: endpoint({
    method: "GET",
    path: "/api/projects/:id/workers",
    summary: "A project's team, by name",
    description: "A project a crew member or foreman is not on answers 404; hourlyRate is absent for them.",
    tag: "projects",
    access: "member",
    response: list(teamWorkerSchema, "The team"),
  }),
  replaceTeam: endpoint({
    method: "PUT",
    path: "/api/projects/:id/workers",
    summary: "Replace a project's team",
    tag: "projects",
    access: "office",
    body: teamReplaceSchema,
    response: list(teamWorkerSchema, "The team"),
  }),
  addWorker: endpoint({
    method: "POST",
    path: "/api/projects/:id/workers",
    summary: "Add a worker to a project's team (adding twice is fine)",
    tag: "projects",
    access: "office",
    body: teamAddSchema,
    response: list(teamWorkerSchema, "The team"),
  }),
  removeWorker: endpoint({
    method: "DELETE",
    path: "/api/projects/:id/workers/:workerId",
    summary: "Take a worker off a project's team (also fine when not on it)",
    tag: "projects",
    access: "office",
    response: noContent(),
  }),
  timeEntries: endpoint({
    method: "GET",
    path: "/api/projects/:id/time-entries",
    summary: "A project's recent time entries, newest first (5 unless limit says, at most 100)",
    description:
      "Answered by the time-entries module, which scopes every entry read: a project outside a crew member's or foreman's projects answers 404; crew get only their own entries on it.",
    tag: "projects",
    access: "member",
    query: projectTimeEntriesQuerySchema,
    response: list(projectTimeEntryItemSchema, "The entries"),
  }),
};

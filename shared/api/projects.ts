// Request shapes (beyond the table inserts) and response shapes of projects, team, dashboard stats and photos (jobs: jobs.ts).
//
// Routes (all need an active signed-in user; DELETE /api/projects/:id needs an admin):
//   GET    /api/projects                          -> ProjectListItem[] (newest first)
//   POST   /api/projects                          insertProjectSchema -> 201 ProjectListItem
//   GET    /api/projects/:id                      -> ProjectDetail (404 'Project not found')
//   PATCH  /api/projects/:id                      updateProjectSchema -> ProjectListItem
//   DELETE /api/projects/:id                      -> 204; 409 when it has time entries
//   PATCH  /api/projects/:projectId/progress      progressUpdateSchema -> Project
//   GET    /api/projects/:id/progress-updates     -> ProgressUpdateItem[] (newest first)
//   GET    /api/projects/:id/workers              -> TeamWorker[] (by name)
//   PUT    /api/projects/:id/workers              teamReplaceSchema -> TeamWorker[]
//   POST   /api/projects/:id/workers              teamAddSchema -> TeamWorker[] (adding twice is fine)
//   DELETE /api/projects/:id/workers/:workerId    -> 204 (also when not on the team)
//   GET    /api/projects/:id/time-entries?limit=  -> ProjectTimeEntryItem[] (newest first, default 5, max 100)
//   GET    /api/stats                             -> DashboardStats
//   GET    /api/projects/:id/photos               -> PhotoMeta[] (newest first, never the bytes)
//   POST   /api/projects/:projectId/photos[?via=panel|dialog]  photoUploadSchema -> 201 PhotoMeta; 413 over the limit
//   GET    /api/projects/:projectId/photos/:photoId/image | /thumbnail  -> the bytes (image/*)
//   DELETE /api/projects/:id/photos/:photoId      -> 204
import { z } from "zod";
import type { Project } from "../schema";
import { hasNoNul, NUL_TEXT_MESSAGE } from "./constants";
import { MAX_ID } from "./contract";
import type { ProjectStatusCounts } from "../domain/project-summary";

// ---------------------------------------------------------------------------
// Requests

const id = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`)
    .max(MAX_ID, `${label} is not a known id`);

/** PATCH /api/projects/:projectId/progress. Notes are trimmed; blank notes are stored as none. */
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
      .array(id("Worker id"), { error: "workerIds must be a list of worker ids" })
      .max(500, "A team can have at most 500 workers")
      .transform((ids) => [...new Set(ids)]),
  })
  .strict();

/** POST /api/projects/:id/workers: one more worker on the team. */
export const teamAddSchema = z.object({ workerId: id("Worker id") }).strict();

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


/** POST /api/projects/:projectId/photos?via=panel|dialog (default dialog). */
export const photoUploadQuerySchema = z
  .object({ via: z.enum(["panel", "dialog"], { error: "via must be panel or dialog" }).optional() })
  .strict();

const nameField = (label: string) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(255, `${label} can be at most 255 characters`);

/**
 * The spec's body. uploadedBy, fileSize and mimeType are accepted because the client sends them, but the server
 * uses the signed-in user, the decoded size and the type found in the bytes instead.
 */
export const photoUploadSchema = z
  .object({
    projectId: id("projectId").optional(),
    filename: nameField("File name"),
    originalName: nameField("Original file name"),
    caption: z
      .string({ error: "Caption must be text" })
      .trim()
      .max(500, "Caption can be at most 500 characters")
      .refine(hasNoNul, NUL_TEXT_MESSAGE)
      .nullish()
      .transform((v) => (v ? v : null)),
    uploadedBy: z.string().max(255).nullish(),
    fileSize: z.number().nullish(),
    mimeType: z.string().max(255).nullish(),
    data: z.string({ error: "Please select a project and an image" }).min(1, "Please select a project and an image"),
  })
  .strict();
export type PhotoUploadInput = z.output<typeof photoUploadSchema>;

// ---------------------------------------------------------------------------
// Responses (dates arrive as ISO strings on the wire; numeric columns as '12.50' strings)

/** GET /api/projects items: the project row plus the size of its assigned team. */
export type ProjectListItem = Project & { assignedWorkerCount: number };

export interface ProgressUpdateItem {
  id: number;
  projectId: number;
  previousProgress: number;
  progress: number;
  notes: string | null;
  createdBy: number | null;
  /** 'First Last' (else username or e-mail) of the account that made the change, null if it is gone. */
  createdByName: string | null;
  createdAt: Date;
}

/** GET /api/projects/:id. */
export type ProjectDetail = ProjectListItem & {
  /** Sum of hoursWorked over the project's time entries, rounded to 1 decimal. */
  totalHours: number;
  /** Newest first. */
  progressUpdates: ProgressUpdateItem[];
};

export interface TeamWorker {
  id: number;
  name: string;
  role: string;
  category: string;
  subcategory: string | null;
  phone: string | null;
  email: string | null;
  hourlyRate: string | null;
  isActive: boolean;
}

export interface ProjectTimeEntryItem {
  id: number;
  workerId: number;
  /** null when the worker row is missing; the client shows 'Unknown Worker'. */
  workerName: string | null;
  projectId: number;
  clockInTime: Date;
  clockOutTime: Date | null;
  hoursWorked: string | null;
  location: string | null;
  clockInLatitude: string | null;
  clockInLongitude: string | null;
  isLocationVerified: boolean;
  notes: string | null;
  /** 'manual' when an admin added it by hand. */
  source: "clock" | "manual";
}

/** GET /api/stats (SPEC 3 'Dashboard stats') plus the Projects page summary figures. */
export interface DashboardStats {
  activeProjects: number;
  completedThisMonth: number;
  statusCounts: ProjectStatusCounts;
  totalProjects: number;
  averageProgress: number;
}

export interface PhotoMeta {
  id: number;
  projectId: number;
  filename: string;
  originalName: string;
  caption: string | null;
  uploadedBy: string;
  uploadedAt: Date;
  /** Decoded bytes of the original. */
  fileSize: number;
  /** The type found in the bytes, not the one the client declared. */
  mimeType: string;
  /** GET this for the gallery (about 320 px wide). */
  thumbnailUrl: string;
  /** GET this for the original. */
  url: string;
}

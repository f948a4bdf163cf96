// Safety checklists endpoints: request schemas (the forms start from them), answers as plain zod (instants are ISO
// 8601 text), and the contracts. No drizzle here: the client bundles it (a test holds the keys to the tables).
import { z } from "zod";
import { CHECKLIST_ITEM_CATEGORIES, CHECKLIST_ITEM_PRIORITIES, CHECKLIST_STATUSES, CHECKLIST_TYPES } from "../domain/statuses";
import { endpoint, json, list, noContent } from "./contract";
import { instant, int } from "./wire";

/** Notes on a checklist or one of its items: what the walk found ("east guardrail loose, tagged out"). */
export const CHECKLIST_NOTES_MAX_LENGTH = 1000;

/** Notes text: trimmed, at most CHECKLIST_NOTES_MAX_LENGTH characters; empty means no notes (stored as null). */
export const checklistNotesText = z
  .string({ error: "Notes must be text" })
  .trim()
  .max(CHECKLIST_NOTES_MAX_LENGTH, `Notes must be at most ${CHECKLIST_NOTES_MAX_LENGTH} characters`);

const notesField = checklistNotesText.nullish().transform((v) => (v ? v : null));

/** POST /api/safety/checklists: the items come from the type's template; the title defaults to 'Daily Site Inspection - Nov 23, 2026'. */
export const createChecklistSchema = z
  .object({
    projectId: z.number({ error: "Choose a project" }).int("Choose a project").positive("Choose a project"),
    checklistType: z.enum(CHECKLIST_TYPES, { error: `Checklist type must be one of: ${CHECKLIST_TYPES.join(", ")}` }),
    title: z
      .string({ error: "Title must be text" })
      .trim()
      .max(200, "Title must be at most 200 characters")
      .nullish()
      .transform((v) => (v ? v : null)),
    notes: notesField,
  })
  .strict();
export type CreateChecklistInput = z.output<typeof createChecklistSchema>;

/**
 * PATCH /api/safety/checklists/:id/items/:itemId: complete (true) or reopen (false) an item, and/or set its notes
 * (null or "" clears them). At least one of the two; notes alone leave the item's completion as it is.
 */
export const updateChecklistItemSchema = z
  .object({
    isCompleted: z.boolean({ error: "isCompleted must be true or false" }).optional(),
    notes: notesField.optional(),
  })
  .strict()
  .refine((input) => input.isCompleted !== undefined || input.notes !== undefined, "Send isCompleted, notes or both");
export type UpdateChecklistItemInput = z.output<typeof updateChecklistItemSchema>;

/** PATCH /api/safety/checklists/:id: the checklist's own notes (null or "" clears them). */
export const updateChecklistSchema = z
  .object({ notes: checklistNotesText.nullable().transform((v) => (v ? v : null)) })
  .strict();
export type UpdateChecklistInput = z.output<typeof updateChecklistSchema>;

/** GET /api/safety/checklists?projectId=12 narrows the list to one project. */
export const checklistListQuerySchema = z
  .object({
    projectId: z
      .string()
      .regex(/^\d{1,9}$/, "projectId must be a positive whole number")
      .transform(Number)
      .refine((n) => n > 0, "projectId must be a positive whole number")
      .optional(),
  })
  .strict();

// ---------------------------------------------------------------------------
// Answers.

export const checklistItemViewSchema = z
  .object({
    id: int(),
    checklistId: int(),
    category: z.enum(CHECKLIST_ITEM_CATEGORIES),
    description: z.string(),
    priority: z.enum(CHECKLIST_ITEM_PRIORITIES),
    isRequired: z.boolean(),
    isCompleted: z.boolean(),
    completedBy: int().nullable(),
    completedByName: z.string().nullable(),
    completedAt: instant().nullable(),
    notes: z.string().nullable(),
    sortOrder: int(),
  })
  .strict();
export type ChecklistItemView = z.infer<typeof checklistItemViewSchema>;

/** A checklist in GET /api/safety/checklists (newest first). */
export const checklistViewSchema = z
  .object({
    id: int(),
    projectId: int(),
    projectName: z.string(),
    checklistType: z.enum(CHECKLIST_TYPES),
    title: z.string(),
    status: z.enum(CHECKLIST_STATUSES).describe("Follows the items: pending (none done), in_progress, completed (every required item done)"),
    notes: z.string().nullable(),
    createdAt: instant(),
    createdBy: int().nullable(),
    createdByName: z.string().nullable(),
    completedAt: instant().nullable(),
    completedBy: int().nullable(),
    completedByName: z.string().nullable(),
    itemCount: int(),
    completedCount: int(),
    progressPercent: int().describe("Completed items over all items, rounded: the progress bar"),
  })
  .strict();
export type ChecklistView = z.infer<typeof checklistViewSchema>;

/** GET /api/safety/checklists/:id, POST, and the PATCHes all answer with the whole checklist. */
export const checklistDetailViewSchema = checklistViewSchema.extend({ items: z.array(checklistItemViewSchema) }).strict();
export type ChecklistDetailView = z.infer<typeof checklistDetailViewSchema>;

/** GET /api/safety/summary: the counters above the list. */
export const safetySummarySchema = z.object({ completed: int(), inProgress: int(), pending: int(), total: int() }).strict();
export type SafetySummary = z.infer<typeof safetySummarySchema>;

const wholeChecklist = "The whole checklist after the change";

export const safetyApi = {
  list: endpoint({
    method: "GET",
    path: "/api/safety/checklists",
    summary: "Checklists, newest first",
    description:
      "Office and admins get every checklist; crew and foremen those of their own projects (the teams their worker record is on).",
    tag: "safety",
    access: "member",
    query: checklistListQuerySchema,
    response: list(checklistViewSchema, "The checklists"),
  }),
  create: endpoint({
    method: "POST",
    path: "/api/safety/checklists",
    summary: "Create a checklist from its type's template",
    description: "A foreman may create checklists for their own projects only (403 for another project).",
    tag: "safety",
    access: "foreman",
    body: createChecklistSchema,
    response: json(checklistDetailViewSchema, "Created, with its items", 201),
  }),
  summary: endpoint({
    method: "GET",
    path: "/api/safety/summary",
    summary: "Checklist counters",
    description: "Crew and foremen: counted over the checklists of their own projects.",
    tag: "safety",
    access: "member",
    response: json(safetySummarySchema, "The counters"),
  }),
  get: endpoint({
    method: "GET",
    path: "/api/safety/checklists/:id",
    summary: "One checklist with its items",
    description: "Crew and foremen: the checklists of their own projects (another answers 404, as a missing one does).",
    tag: "safety",
    access: "member",
    response: json(checklistDetailViewSchema, "The checklist"),
  }),
  setNotes: endpoint({
    method: "PATCH",
    path: "/api/safety/checklists/:id",
    summary: "Set a checklist's notes",
    description: "A foreman: the checklists of their own projects (another answers 404, as a missing one does).",
    tag: "safety",
    access: "foreman",
    body: updateChecklistSchema,
    response: json(checklistDetailViewSchema, wholeChecklist),
  }),
  updateItem: endpoint({
    method: "PATCH",
    path: "/api/safety/checklists/:id/items/:itemId",
    summary: "Complete or reopen a checklist item, and/or set its notes",
    description: "Crew and foremen: the checklists of their own projects (another answers 404, as a missing one does).",
    tag: "safety",
    access: "member",
    body: updateChecklistItemSchema,
    response: json(checklistDetailViewSchema, wholeChecklist),
  }),
  // The service allows the checklist's creator or an administrator: a site record is not anyone's to erase.
  remove: endpoint({
    method: "DELETE",
    path: "/api/safety/checklists/:id",
    summary: "Delete a checklist (its creator or an administrator)",
    tag: "safety",
    access: "office",
    response: noContent(),
  }),
};

// Safety checklists API: request schemas and response shapes.
import { z } from "zod";
import { insertSafetyChecklistSchema } from "../schema";
import type { ChecklistItemCategory, ChecklistItemPriority } from "../domain/checklist-templates";
import { CHECKLIST_TYPES, type ChecklistStatus, type ChecklistType } from "../domain/statuses";

/** Notes on a checklist or one of its items: what the walk found ("east guardrail loose, tagged out"). */
export const CHECKLIST_NOTES_MAX_LENGTH = 1000;

/** Notes text: trimmed, at most CHECKLIST_NOTES_MAX_LENGTH characters; empty means no notes (stored as null). */
export const checklistNotesText = z
  .string({ error: "Notes must be text" })
  .trim()
  .max(CHECKLIST_NOTES_MAX_LENGTH, `Notes must be at most ${CHECKLIST_NOTES_MAX_LENGTH} characters`);

const notesField = checklistNotesText.nullish().transform((v) => (v ? v : null));

/** POST /api/safety/checklists: the items come from the type's template; the title defaults to 'Daily Site Inspection - Nov 23, 2026'. */
export const createChecklistSchema = insertSafetyChecklistSchema
  .extend({
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
// Response shapes; instants are ISO 8601 strings.

export interface ChecklistItemView {
  id: number;
  checklistId: number;
  category: ChecklistItemCategory;
  description: string;
  priority: ChecklistItemPriority;
  isRequired: boolean;
  isCompleted: boolean;
  completedBy: number | null;
  completedByName: string | null;
  completedAt: string | null;
  notes: string | null;
  sortOrder: number;
}

/** A checklist in GET /api/safety/checklists (newest first). */
export interface ChecklistView {
  id: number;
  projectId: number;
  projectName: string;
  checklistType: ChecklistType;
  title: string;
  /** Follows the items: pending (none done), in_progress, completed (every required item done). */
  status: ChecklistStatus;
  notes: string | null;
  createdAt: string;
  createdBy: number | null;
  createdByName: string | null;
  completedAt: string | null;
  completedBy: number | null;
  completedByName: string | null;
  itemCount: number;
  completedCount: number;
  /** Completed items over all items, rounded: the progress bar. */
  progressPercent: number;
}

/** GET /api/safety/checklists/:id, POST, and PATCH of an item all answer with the whole checklist. */
export interface ChecklistDetailView extends ChecklistView {
  items: ChecklistItemView[];
}

/** GET /api/safety/summary: the counters above the list. */
export interface SafetySummary {
  completed: number;
  inProgress: number;
  pending: number;
  total: number;
}

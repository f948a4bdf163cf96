// Safety rules: checklists created from the type's template, progress from the items, who may delete.
import type {
  ChecklistDetailView,
  ChecklistItemView,
  ChecklistView,
  CreateChecklistInput,
  SafetySummary,
  UpdateChecklistInput,
  UpdateChecklistItemInput,
} from "@shared/api/safety";
import { checklistProgressPercent } from "@shared/domain/checklist-status";
import { CHECKLIST_TEMPLATES, defaultChecklistTitle } from "@shared/domain/checklist-templates";
import { AppError } from "../../lib/errors";
import type { ChecklistRow, ItemRow, ItemState, SafetyRepo } from "./safety.repo";

export interface SafetyServiceOptions {
  /** APP_TIME_ZONE: the calendar day in a default title is the site's, not the server's. */
  timeZone: string;
  now?: () => Date;
}

const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

function toChecklistView(row: ChecklistRow, items: readonly Pick<ItemState, "isCompleted">[]): ChecklistView {
  return {
    ...row,
    createdAt: iso(row.createdAt)!,
    completedAt: iso(row.completedAt),
    itemCount: items.length,
    completedCount: items.filter((item) => item.isCompleted).length,
    progressPercent: checklistProgressPercent(items),
  };
}

function toItemView(item: ItemRow): ChecklistItemView {
  return {
    id: item.id,
    checklistId: item.checklistId,
    category: item.category,
    description: item.description,
    priority: item.priority,
    isRequired: item.isRequired,
    isCompleted: item.isCompleted,
    completedBy: item.completedBy,
    completedByName: item.completedByName,
    completedAt: iso(item.completedAt),
    notes: item.notes,
    sortOrder: item.sortOrder,
  };
}

const checklistNotFound = () => new AppError("not_found", "Checklist not found");

export function createSafetyService(repo: SafetyRepo, options: SafetyServiceOptions) {
  const now = options.now ?? (() => new Date());

  async function detail(id: number): Promise<ChecklistDetailView> {
    const [row, items] = await Promise.all([repo.findChecklist(id), repo.listItems(id)]);
    if (!row) throw checklistNotFound();
    return { ...toChecklistView(row, items), items: items.map(toItemView) };
  }

  return {
    async list(filter: { projectId?: number }): Promise<ChecklistView[]> {
      const rows = await repo.listChecklists(filter);
      const states = await repo.itemStates(rows.map((row) => row.id));
      const byChecklist = new Map<number, ItemState[]>();
      for (const state of states) {
        const list = byChecklist.get(state.checklistId) ?? [];
        list.push(state);
        byChecklist.set(state.checklistId, list);
      }
      return rows.map((row) => toChecklistView(row, byChecklist.get(row.id) ?? []));
    },

    get: detail,

    async create(input: CreateChecklistInput, userId: number): Promise<ChecklistDetailView> {
      const result = await repo.createChecklist({
        projectId: input.projectId,
        checklistType: input.checklistType,
        title: input.title ?? defaultChecklistTitle(input.checklistType, now(), options.timeZone),
        notes: input.notes,
        createdBy: userId,
        items: CHECKLIST_TEMPLATES[input.checklistType].items,
      });
      if (result.kind === "project_missing") {
        throw new AppError("not_found", "Project not found", { projectId: ["Project not found"] });
      }
      return detail(result.id);
    },

    /** Completes or reopens an item (with its notes, if sent), or only sets its notes. */
    async updateItem(
      checklistId: number,
      itemId: number,
      input: UpdateChecklistItemInput,
      userId: number,
    ): Promise<ChecklistDetailView> {
      const result =
        input.isCompleted === undefined
          ? await repo.setItemNotes({ checklistId, itemId, notes: input.notes ?? null })
          : await repo.setItemCompletion({ checklistId, itemId, isCompleted: input.isCompleted, notes: input.notes, userId });
      if (result.kind === "checklist_missing") throw checklistNotFound();
      if (result.kind === "item_missing") throw new AppError("not_found", "Checklist item not found");
      return detail(checklistId);
    },

    async updateNotes(id: number, input: UpdateChecklistInput): Promise<ChecklistDetailView> {
      if (!(await repo.setChecklistNotes(id, input.notes))) throw checklistNotFound();
      return detail(id);
    },

    async remove(id: number, actor: { id: number; role: string }): Promise<void> {
      const result = await repo.deleteChecklist(id, { id: actor.id, isAdmin: actor.role === "admin" });
      if (result === "missing") throw checklistNotFound();
      if (result === "forbidden") {
        throw new AppError("forbidden", "Only the person who created this checklist or an administrator can delete it");
      }
    },

    async summary(): Promise<SafetySummary> {
      const counts = Object.fromEntries((await repo.countByStatus()).map((row) => [row.status, row.count]));
      const completed = counts.completed ?? 0;
      const inProgress = counts.in_progress ?? 0;
      const pending = counts.pending ?? 0;
      return { completed, inProgress, pending, total: completed + inProgress + pending };
    },
  };
}

export type SafetyService = ReturnType<typeof createSafetyService>;

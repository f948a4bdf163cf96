// Safety rules: checklists created from the type's template, progress from the items, who may delete, and whose
// checklists a caller sees: office and admins every one, crew and foremen those of their own projects (the routes let
// crew tick items and write item notes; a foreman may also create checklists and write a checklist's notes).
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
import { EVERYTHING, projectFilter, seesProject, type Scope, type ScopeCaller, type ScopeService } from "../scope/scope.service";
import type { ChecklistRow, ItemRow, ItemState, SafetyRepo } from "./safety.repo";

export interface SafetyServiceOptions {
  /** APP_TIME_ZONE: the calendar day in a default title is the site's, not the server's. */
  timeZone: string;
  now?: () => Date;
  scopes: ScopeService;
}

/** The signed-in account as the service needs it: who acts, and what they see. */
type Caller = ScopeCaller & { id: number };

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

  /** A checklist of a project outside the caller's scope answers 404, as a missing one does: it is not revealed. */
  async function detail(id: number, scope: Scope = EVERYTHING): Promise<ChecklistDetailView> {
    const [row, items] = await Promise.all([repo.findChecklist(id), repo.listItems(id)]);
    if (!row || !seesProject(scope, row.projectId)) throw checklistNotFound();
    return { ...toChecklistView(row, items), items: items.map(toItemView) };
  }

  /** Before a change: the checklist must be one the caller sees (404 otherwise). */
  async function guardVisible(id: number, caller: Caller): Promise<void> {
    const scope = await options.scopes.of(caller);
    if (scope.kind === "everything") return;
    const row = await repo.findChecklist(id);
    if (!row || !seesProject(scope, row.projectId)) throw checklistNotFound();
  }

  return {
    async list(filter: { projectId?: number }, caller: Caller): Promise<ChecklistView[]> {
      const rows = await repo.listChecklists({ ...filter, projectIds: projectFilter(await options.scopes.of(caller)) });
      const states = await repo.itemStates(rows.map((row) => row.id));
      const byChecklist = new Map<number, ItemState[]>();
      for (const state of states) {
        const list = byChecklist.get(state.checklistId) ?? [];
        list.push(state);
        byChecklist.set(state.checklistId, list);
      }
      return rows.map((row) => toChecklistView(row, byChecklist.get(row.id) ?? []));
    },

    get: async (id: number, caller: Caller) => detail(id, await options.scopes.of(caller)),

    /** A foreman creates checklists for their own projects only (403 for another). */
    async create(input: CreateChecklistInput, caller: Caller): Promise<ChecklistDetailView> {
      if (!seesProject(await options.scopes.of(caller), input.projectId)) {
        const message = "You can create checklists only for your own projects";
        throw new AppError("forbidden", message, { projectId: [message] });
      }
      const result = await repo.createChecklist({
        projectId: input.projectId,
        checklistType: input.checklistType,
        title: input.title ?? defaultChecklistTitle(input.checklistType, now(), options.timeZone),
        notes: input.notes,
        createdBy: caller.id,
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
      caller: Caller,
    ): Promise<ChecklistDetailView> {
      await guardVisible(checklistId, caller);
      const userId = caller.id;
      const result =
        input.isCompleted === undefined
          ? await repo.setItemNotes({ checklistId, itemId, notes: input.notes ?? null })
          : await repo.setItemCompletion({ checklistId, itemId, isCompleted: input.isCompleted, notes: input.notes, userId });
      if (result.kind === "checklist_missing") throw checklistNotFound();
      if (result.kind === "item_missing") throw new AppError("not_found", "Checklist item not found");
      return detail(checklistId);
    },

    async updateNotes(id: number, input: UpdateChecklistInput, caller: Caller): Promise<ChecklistDetailView> {
      await guardVisible(id, caller);
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

    async summary(caller: Caller): Promise<SafetySummary> {
      const rows = await repo.countByStatus(projectFilter(await options.scopes.of(caller)));
      const counts = Object.fromEntries(rows.map((row) => [row.status, row.count]));
      const completed = counts.completed ?? 0;
      const inProgress = counts.in_progress ?? 0;
      const pending = counts.pending ?? 0;
      return { completed, inProgress, pending, total: completed + inProgress + pending };
    },
  };
}

export type SafetyService = ReturnType<typeof createSafetyService>;

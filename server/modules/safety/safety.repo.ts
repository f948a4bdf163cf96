// Data access for safety checklists and their items; an item change and the status it implies commit together.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  projects,
  safetyChecklistItems,
  safetyChecklists,
  users,
  type SafetyChecklist,
  type SafetyChecklistItem,
} from "@shared/schema";
import { checklistStatus } from "@shared/domain/checklist-status";
import type { ChecklistTemplateItem } from "@shared/domain/checklist-templates";
import type { ChecklistStatus, ChecklistType } from "@shared/domain/statuses";
import type { Db } from "../../db/client";
import { PG_FOREIGN_KEY_VIOLATION, pgError } from "../../lib/pg-errors";
import { Refusal, refusable } from "../../lib/transaction-refusal";
import { userDisplayName } from "../../lib/user-name.repo";

const creator = alias(users, "creator");
const completer = alias(users, "completer");
const itemCompleter = alias(users, "item_completer");


const checklistColumns = {
  id: safetyChecklists.id,
  projectId: safetyChecklists.projectId,
  projectName: projects.name,
  checklistType: safetyChecklists.checklistType,
  title: safetyChecklists.title,
  status: safetyChecklists.status,
  notes: safetyChecklists.notes,
  createdAt: safetyChecklists.createdAt,
  createdBy: safetyChecklists.createdBy,
  createdByName: userDisplayName(creator),
  completedAt: safetyChecklists.completedAt,
  completedBy: safetyChecklists.completedBy,
  completedByName: userDisplayName(completer),
};

export type ChecklistRow = Pick<
  SafetyChecklist,
  "id" | "projectId" | "checklistType" | "title" | "status" | "notes" | "createdAt" | "createdBy" | "completedAt" | "completedBy"
> & { projectName: string; createdByName: string | null; completedByName: string | null };

export type ItemRow = SafetyChecklistItem & { completedByName: string | null };

export interface ItemState {
  checklistId: number;
  isRequired: boolean;
  isCompleted: boolean;
}

export interface NewChecklist {
  projectId: number;
  checklistType: ChecklistType;
  title: string;
  notes: string | null;
  createdBy: number;
  items: readonly ChecklistTemplateItem[];
}

export type CreateChecklistResult = { kind: "created"; id: number } | { kind: "project_missing" };
export type ItemChangeResult = { kind: "changed" } | { kind: "checklist_missing" } | { kind: "item_missing" };
export type DeleteChecklistResult = "deleted" | "missing" | "forbidden";

export function createSafetyRepo(db: Db) {
  function selectChecklists(where: SQL | undefined) {
    return db
      .select(checklistColumns)
      .from(safetyChecklists)
      .innerJoin(projects, eq(projects.id, safetyChecklists.projectId))
      .leftJoin(creator, eq(creator.id, safetyChecklists.createdBy))
      .leftJoin(completer, eq(completer.id, safetyChecklists.completedBy))
      .where(where)
      .orderBy(desc(safetyChecklists.createdAt), desc(safetyChecklists.id));
  }

  return {
    /** `projectIds`: the caller's projects (null: every project); `projectId` narrows to one. */
    async listChecklists(filter: { projectId?: number; projectIds: number[] | null }): Promise<ChecklistRow[]> {
      if (filter.projectIds?.length === 0) return [];
      return selectChecklists(
        and(
          filter.projectId ? eq(safetyChecklists.projectId, filter.projectId) : undefined,
          filter.projectIds ? inArray(safetyChecklists.projectId, filter.projectIds) : undefined,
        ),
      );
    },

    async findChecklist(id: number): Promise<ChecklistRow | undefined> {
      const [row] = await selectChecklists(eq(safetyChecklists.id, id));
      return row;
    },

    /** The completion flags of every item of the given checklists in one query (the list's counts, no N+1). */
    async itemStates(checklistIds: number[]): Promise<ItemState[]> {
      if (checklistIds.length === 0) return [];
      return db
        .select({
          checklistId: safetyChecklistItems.checklistId,
          isRequired: safetyChecklistItems.isRequired,
          isCompleted: safetyChecklistItems.isCompleted,
        })
        .from(safetyChecklistItems)
        .where(inArray(safetyChecklistItems.checklistId, checklistIds));
    },

    async listItems(checklistId: number): Promise<ItemRow[]> {
      const rows = await db
        .select({ item: safetyChecklistItems, completedByName: userDisplayName(itemCompleter) })
        .from(safetyChecklistItems)
        .leftJoin(itemCompleter, eq(itemCompleter.id, safetyChecklistItems.completedBy))
        .where(eq(safetyChecklistItems.checklistId, checklistId))
        .orderBy(asc(safetyChecklistItems.sortOrder), asc(safetyChecklistItems.id));
      return rows.map((r) => ({ ...r.item, completedByName: r.completedByName }));
    },

    /** The checklist and its template items in one transaction: never a checklist without its items. */
    async createChecklist(input: NewChecklist): Promise<CreateChecklistResult> {
      try {
        return await db.transaction(async (tx) => {
          const [checklist] = await tx
            .insert(safetyChecklists)
            .values({
              projectId: input.projectId,
              checklistType: input.checklistType,
              title: input.title,
              notes: input.notes,
              createdBy: input.createdBy,
              status: checklistStatus(input.items.map(() => ({ isCompleted: false }))),
            })
            .returning({ id: safetyChecklists.id });
          await tx.insert(safetyChecklistItems).values(
            input.items.map((item, index) => ({
              checklistId: checklist.id,
              category: item.category,
              description: item.description,
              priority: item.priority,
              isRequired: item.isRequired,
              sortOrder: index,
            })),
          );
          return { kind: "created", id: checklist.id } as const;
        });
      } catch (error) {
        if (pgError(error, PG_FOREIGN_KEY_VIOLATION)) return { kind: "project_missing" };
        throw error;
      }
    },

    /**
     * Completes or reopens one item and brings the checklist's status in line with all its items, in one
     * transaction. The checklist row is locked first, so two people ticking the last two items at the same moment
     * are applied one after the other and the second sees the first: the list cannot stay 'in_progress' with
     * every item done. Re-completing a done item keeps who did it first and when; reopening clears both.
     */
    async setItemCompletion(change: {
      checklistId: number;
      itemId: number;
      isCompleted: boolean;
      notes?: string | null;
      userId: number;
    }): Promise<ItemChangeResult> {
      const { checklistId, itemId, isCompleted, userId } = change;
      return refusable(() => db.transaction(async (tx): Promise<ItemChangeResult> => {
        const [locked] = await tx
          .select({ id: safetyChecklists.id })
          .from(safetyChecklists)
          .where(eq(safetyChecklists.id, checklistId))
          .for("update");
        if (!locked) throw new Refusal<ItemChangeResult>({ kind: "checklist_missing" });

        const items = safetyChecklistItems;
        const [item] = await tx
          .update(items)
          .set({
            isCompleted,
            completedBy: isCompleted ? sql`case when ${items.isCompleted} then ${items.completedBy} else ${userId}::integer end` : null,
            completedAt: isCompleted ? sql`case when ${items.isCompleted} then ${items.completedAt} else now() end` : null,
            ...(change.notes !== undefined ? { notes: change.notes } : {}),
          })
          .where(and(eq(items.id, itemId), eq(items.checklistId, checklistId)))
          .returning({ id: items.id });
        if (!item) throw new Refusal<ItemChangeResult>({ kind: "item_missing" });

        const states = await tx
          .select({ isRequired: items.isRequired, isCompleted: items.isCompleted })
          .from(items)
          .where(eq(items.checklistId, checklistId));
        const status: ChecklistStatus = checklistStatus(states);
        const lists = safetyChecklists;
        await tx
          .update(lists)
          .set(
            status === "completed"
              ? {
                  status,
                  // Completing an already completed list again (an optional item) keeps the original who and when.
                  completedBy: sql`case when ${lists.completedAt} is null then ${userId}::integer else ${lists.completedBy} end`,
                  completedAt: sql`coalesce(${lists.completedAt}, now())`,
                }
              : { status, completedBy: null, completedAt: null },
          )
          .where(eq(lists.id, checklistId));
        return { kind: "changed" };
      }));
    },

    /** Sets one item's notes and nothing else (its completion and the checklist's status stay as they are). */
    async setItemNotes(change: { checklistId: number; itemId: number; notes: string | null }): Promise<ItemChangeResult> {
      const [item] = await db
        .update(safetyChecklistItems)
        .set({ notes: change.notes })
        .where(and(eq(safetyChecklistItems.id, change.itemId), eq(safetyChecklistItems.checklistId, change.checklistId)))
        .returning({ id: safetyChecklistItems.id });
      if (item) return { kind: "changed" };
      const [list] = await db.select({ id: safetyChecklists.id }).from(safetyChecklists).where(eq(safetyChecklists.id, change.checklistId));
      return list ? { kind: "item_missing" } : { kind: "checklist_missing" };
    },

    /** The checklist's own notes; false when there is no such checklist. */
    async setChecklistNotes(id: number, notes: string | null): Promise<boolean> {
      const rows = await db
        .update(safetyChecklists)
        .set({ notes })
        .where(eq(safetyChecklists.id, id))
        .returning({ id: safetyChecklists.id });
      return rows.length > 0;
    },

    /** Deletes when the actor may (an admin, or whoever created it); the condition is in the DELETE itself. */
    async deleteChecklist(id: number, actor: { id: number; isAdmin: boolean }): Promise<DeleteChecklistResult> {
      const deleted = await db
        .delete(safetyChecklists)
        .where(
          and(
            eq(safetyChecklists.id, id),
            actor.isAdmin ? undefined : eq(safetyChecklists.createdBy, actor.id),
          ),
        )
        .returning({ id: safetyChecklists.id });
      if (deleted.length > 0) return "deleted";
      const [exists] = await db.select({ id: safetyChecklists.id }).from(safetyChecklists).where(eq(safetyChecklists.id, id));
      return exists ? "forbidden" : "missing";
    },

    /** Checklists by status, on the given projects (null: every project). */
    async countByStatus(projectIds: number[] | null): Promise<{ status: ChecklistStatus; count: number }[]> {
      if (projectIds?.length === 0) return [];
      return db
        .select({ status: safetyChecklists.status, count: count() })
        .from(safetyChecklists)
        .where(projectIds ? inArray(safetyChecklists.projectId, projectIds) : undefined)
        .groupBy(safetyChecklists.status);
    },
  };
}

export type SafetyRepo = ReturnType<typeof createSafetyRepo>;

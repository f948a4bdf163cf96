// Safety checklist status and progress derived from its items.
import type { ChecklistStatus } from "./statuses";

export interface ChecklistItemState {
  /** The column defaults to true, so a missing value means required. */
  isRequired?: boolean | null;
  isCompleted?: boolean | null;
}

/**
 * 'pending' while no item is done (an empty checklist included), 'completed' once every required item
 * is done, otherwise 'in_progress'. Optional items never hold a checklist open, but ticking only optional
 * items of a list with required ones is progress, not completion.
 */
export function checklistStatus(items: readonly ChecklistItemState[]): ChecklistStatus {
  const completedCount = items.filter((item) => item.isCompleted === true).length;
  if (completedCount === 0) return "pending";
  const requiredOpen = items.some((item) => item.isRequired !== false && item.isCompleted !== true);
  return requiredOpen ? "in_progress" : "completed";
}

/** Completed items over all items as a rounded percent; 0 for an empty checklist rather than NaN. */
export function checklistProgressPercent(items: readonly ChecklistItemState[]): number {
  if (items.length === 0) return 0;
  const completedCount = items.filter((item) => item.isCompleted === true).length;
  return Math.round((completedCount * 100) / items.length);
}

// When the company requires a cost code on every entry (issue 15): a punch without one is never refused (the dialog,
// the tracker, the GPS clock, a kiosk and punches queued offline must all be taken) but is flagged for the office, and
// its week cannot be approved until the office gives it one; an entry the office adds or corrects at a desk must have one.

/** Said under the cost code field of a desk write (an entry added by hand, a correction) and in its 422. */
export const COST_CODE_REQUIRED_MESSAGE = "Choose a cost code: the company requires one on every entry";

/** Whether a punch is flagged: the company requires a code and the punch came without one. */
export function costCodeDueAtPunch(costCodeRequired: boolean, costCodeId: number | null | undefined): boolean {
  return costCodeRequired && (costCodeId === null || costCodeId === undefined);
}

/**
 * A desk write's refusal, or null: when codes are required, an entry added by hand needs one, and a correction may not
 * take one off (`costCodeId` is what the write sends: undefined leaves a correction's code as it is, so an entry still
 * waiting for its code can have its times fixed and stays flagged).
 */
export function deskCostCodeProblem(costCodeRequired: boolean, costCodeId: number | null | undefined, write: "add" | "correct"): string | null {
  if (!costCodeRequired) return null;
  if (costCodeId === null || (costCodeId === undefined && write === "add")) return COST_CODE_REQUIRED_MESSAGE;
  return null;
}

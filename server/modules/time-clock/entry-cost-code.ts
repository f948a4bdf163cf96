// The one check of a cost code an entry is given (issue 15). A punch takes any code that exists, active or not: a punch
// queued offline before the office deactivated its code must never be refused for it. The office's own writes (an
// entry added by hand, a correction) take only active codes, as the pickers offer them. A code that does not exist is
// refused everywhere (422), before the foreign key would turn it into a 500. When the company requires a code, a punch
// without one is still taken (and flagged, clock-steps.ts); a desk write without one is refused (assertDeskCostCodeGiven).
import { deskCostCodeProblem } from "@shared/domain/cost-code-rule";
import type { Tx } from "../../db/client";
import { AppError } from "../../lib/errors";
import { findCostCode } from "./open-entry.repo";

export const UNKNOWN_COST_CODE_MESSAGE = "This cost code does not exist; choose one from the list";

/** A punch's code (any that exists, active or not): the message when it does not exist, else null. */
export async function unknownCostCodeMessage(tx: Tx, costCodeId: number | null | undefined): Promise<string | null> {
  if (costCodeId === null || costCodeId === undefined) return null;
  return (await findCostCode(tx, costCodeId)) ? null : UNKNOWN_COST_CODE_MESSAGE;
}

export async function assertCostCodeUsable(
  tx: Tx,
  costCodeId: number | null | undefined,
  inactive: "accept" | "refuse",
): Promise<void> {
  if (costCodeId === null || costCodeId === undefined) return;
  const code = await findCostCode(tx, costCodeId);
  if (!code) throw new AppError("unprocessable", UNKNOWN_COST_CODE_MESSAGE, { costCodeId: [UNKNOWN_COST_CODE_MESSAGE] });
  if (!code.active && inactive === "refuse") {
    const message = `Cost code ${code.code} is inactive; reactivate it on the Cost codes screen to book hours to it`;
    throw new AppError("unprocessable", message, { costCodeId: [message] });
  }
}

/** An entry added or corrected at a desk while the company requires cost codes: without one it is a 422 on the field. */
export function assertDeskCostCodeGiven(costCodeRequired: boolean, costCodeId: number | null | undefined, write: "add" | "correct"): void {
  const problem = deskCostCodeProblem(costCodeRequired, costCodeId, write);
  if (problem) throw new AppError("unprocessable", problem, { costCodeId: [problem] });
}

// The server's one use of the rule on who may decide on an entry (shared/domain/entry-decision.ts): an admin's direct
// correction, a correction request's approval or rejection, confirming an offline kiosk punch, confirming an
// auto-closed entry and adding or deleting an entry by hand each call assertMayDecide with the entry (and the
// request) before they change anything.
import { entryDecisionRefusal, type DecisionSubject } from "@shared/domain/entry-decision";
import { AppError } from "../../lib/errors";

/** The account deciding, as the routes hand it to the services: who it is (the audit columns) and its own worker. */
export interface Decider {
  userId: number;
  workerId: number | null;
}

/** The signed-in account as a Decider (its worker link is the session's, read fresh on every request). */
export const deciderOf = (user: { id: number; workerId: number | null }): Decider => ({ userId: user.id, workerId: user.workerId });

/** Refuses (403) a decision on the decider's own request or on an entry of their own worker. */
export function assertMayDecide(decider: Decider, subject: DecisionSubject): void {
  const refusal = entryDecisionRefusal({ accountId: decider.userId, workerId: decider.workerId }, subject);
  if (refusal) throw new AppError("forbidden", refusal);
}

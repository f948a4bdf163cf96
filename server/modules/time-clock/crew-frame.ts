// The frame of every crew request (crew punches, crew breaks, crew switches): the workers are taken in id order (so
// two crew requests with overlapping workers wait on each other's rows in one order and never deadlock), each in its
// own savepoint, with one result per worker. A worker's refusal (a step's, in the crew answers' codes, or the crew's
// own: not on the crew, not clocked in) is a value (step-refusal.ts crewRefusalOf gives a step's in those codes); it
// undoes only that worker's writes.
import type { CrewRefusalCode } from "@shared/domain/crew";
import type { Tx } from "../../db/client";
import { Refusal, refusable } from "../../lib/transaction-refusal";

/** Why one worker of a crew request was not punched, as their result line says it. */
export type CrewRefused = { code: CrewRefusalCode; message: string };

/** One worker's part of a crew request: what it did, or why not. */
export type WorkerOutcome<T> = { done: T } | { refused: CrewRefused };

/**
 * Runs `each` for every item (a worker, or an entry of one) in worker-id order (then by `tieBreak`, an entry's id), one
 * at a time, and answers the results in the order the items were asked.
 */
export async function eachInWorkerOrder<T, R>(
  items: readonly T[],
  workerIdOf: (item: T) => number,
  each: (item: T) => Promise<R>,
  tieBreak: (item: T) => number = () => 0,
): Promise<R[]> {
  const order = items.map((item, index) => ({ item, index }));
  order.sort((a, b) => workerIdOf(a.item) - workerIdOf(b.item) || tieBreak(a.item) - tieBreak(b.item));
  const results: R[] = new Array(items.length);
  for (const { item, index } of order) results[index] = await each(item);
  return results;
}

/** One worker's part in its own savepoint: a refusal undoes what it wrote, and only that. */
export function inSavepoint<T>(tx: Tx, work: (sp: Tx) => Promise<WorkerOutcome<T>>): Promise<WorkerOutcome<T>> {
  return refusable(() =>
    tx.transaction(async (sp) => {
      const outcome = await work(sp);
      if ("refused" in outcome) throw new Refusal(outcome);
      return outcome;
    }),
  );
}

// What every demo insert shares: the transaction's type and the registry of the rows the demo wrote.
import { demoRows, type DemoRowTable } from "@shared/schema";
import type { Tx } from "./client";

/** Records rows as the demo's, so "Remove demo data" (modules/demo-data) deletes exactly them and nothing else. */
export async function markDemoRows(tx: Tx, tableName: DemoRowTable, ids: number[]): Promise<void> {
  if (ids.length) await tx.insert(demoRows).values(ids.map((rowId) => ({ tableName, rowId })));
}

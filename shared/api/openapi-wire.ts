// A table's row as JSON, for the response mirrors that still derive from a table (openapi.ts, openapi-time-clock.ts).
// It imports drizzle: a contract the client bundles must use plain zod (wire.ts) instead.
import { getTableColumns, type Table } from "drizzle-orm";
import { createSelectSchema } from "drizzle-zod";
import type { z } from "zod";
import { instant } from "./wire";

/** A table's row as JSON: the select schema with every timestamp column as ISO text; unknown keys refused. */
export function wireRow<T extends Table>(table: T) {
  const overrides: Record<string, () => z.ZodType> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (column.dataType === "date") overrides[key] = () => instant();
  }
  return createSelectSchema(table, overrides as never).strict();
}


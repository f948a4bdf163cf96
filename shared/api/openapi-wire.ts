// The building blocks of the response mirrors (openapi.ts, openapi-time-clock.ts): JSON's instants, money and
// integers, and a table's row as JSON.
import { getTableColumns, type Table } from "drizzle-orm";
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";

/** An instant as JSON carries it: Date.toJSON(), e.g. 2026-03-02T14:00:00.000Z. */
export const instant = () => z.iso.datetime({ offset: true });
export const money = () => z.string().describe("numeric(10,2) as decimal text, e.g. '12.50'");
export const int = () => z.number().int();

/** A table's row as JSON: the select schema with every timestamp column as ISO text; unknown keys refused. */
export function wireRow<T extends Table>(table: T) {
  const overrides: Record<string, () => z.ZodType> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (column.dataType === "date") overrides[key] = () => instant();
  }
  return createSelectSchema(table, overrides as never).strict();
}


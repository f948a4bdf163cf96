// A column named with its table, for correlated subqueries written as SQL: drizzle writes a single table's columns
// bare, and a bare name inside a subquery binds to the subquery's own table first ("id" = "approved_by" would compare
// the inner table's id).
import { getTableName, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

export const qualified = (column: AnyPgColumn): SQL => sql.raw(`"${getTableName(column.table)}"."${column.name}"`);

// Applies the committed SQL migrations with drizzle's migrator for whichever driver is open.
import path from "node:path";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client";

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, "../../migrations");

export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === "pglite") await migratePglite(database.db as any, config);
  else await migratePg(database.db as any, config);
}

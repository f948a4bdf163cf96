// A clean, migrated database for one test file: a PGlite copy of the run's template, or a PostgreSQL database cloned from it.
import crypto from "node:crypto";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { openPostgres, wrapPglite, type Database } from "../../server/db/client";

export async function createTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  const templateDatabase = inject("templateDatabase");
  if (databaseUrl && templateDatabase) {
    const name = `crewline_t_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          await admin.query(`create database "${name}" template "${templateDatabase}"`);
          break;
        } catch (error) {
          // Two files copying the template at the same moment: PostgreSQL asks the second to wait its turn.
          if (attempt >= 20 || !/being accessed by other users/.test(String((error as Error).message))) throw error;
          await new Promise((r) => setTimeout(r, 100 + attempt * 50));
        }
      }
    } finally {
      await admin.end();
    }
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString());
    const close = database.close.bind(database);
    database.close = async () => {
      await close();
      const dropper = new pg.Client({ connectionString: databaseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    };
    return database;
  }
  const dump = fs.readFileSync(inject("templateDump"));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return wrapPglite(client);
}

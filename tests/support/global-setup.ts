// Builds one migrated database per test run; each test file then starts from a copy of it (fast and clean).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPostgres, wrapPglite } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    templateDump: string;
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `crewline_tpl_${process.pid}_${crypto.randomBytes(3).toString("hex")}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString());
    await runMigrations(database);
    await database.close();
    project.provide("templateDatabase", name);
    project.provide("templateDump", "");
    return async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    };
  }
  const client = await PGlite.create();
  const database = wrapPglite(client);
  await runMigrations(database);
  const dump = await client.dumpDataDir("none");
  await database.close();
  const file = path.join(os.tmpdir(), `crewline-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("templateDump", file);
  project.provide("templateDatabase", "");
  return () => fs.rmSync(file, { force: true });
}

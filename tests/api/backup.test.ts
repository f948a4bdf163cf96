// Backups (issue 12, item 10): the admin downloads the embedded database while the app runs, `npm run restore`
// unpacks it into a new data directory where every row is found; PostgreSQL points to pg_dump instead.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupInfoSchema, PG_DUMP_COMMAND } from "@shared/api/backup";
import { countRows, restoreBackup, RestoreRefusedError } from "../../server/db/backup-archive";
import { openDatabase, type Database } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";
import { seedDemo } from "../../server/db/seed-demo";
import { readTar } from "../../server/db/tar-stream";
import { adminAgent, createTestApp, type TestApp } from "../support/app";

const TIME_ZONE = "America/Denver";
// 17:30 UTC is 10:30 in Denver (MST): the file is named from the company's clock.
const BACKUP_AT = new Date("2026-03-05T17:30:00Z");
// Each restore opens PGlite twice (the restore's own check, then the test's): minutes on a busy 2-core machine.
const RESTORE_TIMEOUT_MS = 180_000;
const CHECKSUMMED_TABLES = ["users", "workers", "projects", "time_entries", "project_photos", "materials"];

let workDir: string;
let sourceDir: string;
let source: Database;
let t: TestApp;

function binary(res: request.Response, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () => callback(null, Buffer.concat(chunks)));
}

/** An md5 of a table's rows in id order: equal only when every column of every row is. */
async function checksums(database: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of CHECKSUMMED_TABLES) {
    const { rows } = await database.pool.query(`select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) as sum from ${table} t`);
    out[table] = rows[0].sum;
  }
  return out;
}

async function downloadBackup(): Promise<{ res: request.Response; file: string }> {
  const admin = await adminAgent(t.app);
  const res = await admin.get("/api/admin/backup").buffer(true).parse(binary);
  const file = path.join(workDir, `download-${Date.now()}.tar.gz`);
  fs.writeFileSync(file, res.body as Buffer);
  return { res, file };
}

describe("the embedded database, on its own data directory", () => {
  beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), "crewline-backup-test-"));
    sourceDir = path.join(workDir, "data");
    // Explicitly embedded, whatever DATABASE_URL says: the download is what an `npm start` install gets.
    source = await openDatabase({ dataDir: sourceDir });
    await runMigrations(source);
    await seedDemo(source.db, { timeZone: TIME_ZONE, now: new Date() });
    fs.writeFileSync(path.join(sourceDir, "session-secret"), "a-secret-that-signs-cookies-and-stays-home-0123456789");
    t = await createTestApp({ database: source, env: { DATA_DIR: sourceDir, APP_TIME_ZONE: TIME_ZONE }, deps: { now: () => BACKUP_AT } });
  }, RESTORE_TIMEOUT_MS);

  afterAll(async () => {
    await source?.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it("GET /api/admin/backup/info offers the download", async () => {
    const admin = await adminAgent(t.app);
    const res = await admin.get("/api/admin/backup/info");
    expect(res.status).toBe(200);
    expect(backupInfoSchema.parse(res.body)).toEqual({ method: "download", path: "/api/admin/backup" });
  });

  it("downloads a dated .tar.gz that restores into a new data directory with every row", { timeout: RESTORE_TIMEOUT_MS }, async () => {
    const { res, file } = await downloadBackup();
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/gzip");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="crewline-backup-2026-03-05-1030.tar.gz"');
    expect(res.headers["cache-control"]).toBe("no-store");

    // The archive holds the manifest and the database only: no lock, no session secret, no scratch copy.
    const names: string[] = [];
    await readTar(fs.createReadStream(file).pipe(zlib.createGunzip()), async (entry) => void names.push(entry.name));
    expect(names[0]).toBe("crewline-backup.json");
    expect(names.slice(1).every((n) => n === "pglite" || n.startsWith("pglite/"))).toBe(true);
    expect(names).toContain("pglite/PG_VERSION");
    expect(fs.readdirSync(sourceDir).filter((n) => n.startsWith(".backup-"))).toEqual([]);

    const restoredDir = path.join(workDir, "restored");
    const result = await restoreBackup(file, restoredDir);
    expect(result.manifest).toMatchObject({ app: "crewline", database: "pglite", createdAt: BACKUP_AT.toISOString() });
    expect(fs.readdirSync(restoredDir)).toEqual(["pglite"]);

    const sourceCounts = await countRows((sql) => source.pool.query(sql));
    expect(sourceCounts["public.time_entries"]).toBeGreaterThan(100);
    expect(sourceCounts["public.users"]).toBeGreaterThan(0);
    expect(result.rowCounts).toEqual(sourceCounts);

    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      expect(await countRows((sql) => restored.pool.query(sql))).toEqual(sourceCounts);
      expect(await checksums(restored)).toEqual(await checksums(source));
    } finally {
      await restored.close();
    }
  });

  it("reads made during a backup are answered, and a write made after it is not in it", { timeout: RESTORE_TIMEOUT_MS }, async () => {
    const admin = await adminAgent(t.app);
    const [{ res: download, file: before }, projects] = await Promise.all([downloadBackup(), admin.get("/api/projects")]);
    expect(download.status).toBe(200);
    expect(projects.status).toBe(200);
    const created = await admin.post("/api/projects").send({ name: "After the backup", location: "Denver", status: "planning", startDate: "2026-03-01", endDate: "2026-06-30" });
    expect(created.status).toBe(201);
    const result = await restoreBackup(before, path.join(workDir, "restored-before"));
    const now = await countRows((sql) => source.pool.query(sql));
    expect(result.rowCounts["public.projects"]).toBe(now["public.projects"]! - 1);
  });

  it("refuses to restore into a data directory that is not empty, and changes nothing there", { timeout: RESTORE_TIMEOUT_MS }, async () => {
    const { file } = await downloadBackup();
    const before = fs.readdirSync(sourceDir).sort();
    const countsBefore = await countRows((sql) => source.pool.query(sql));
    await expect(restoreBackup(file, sourceDir)).rejects.toThrow(RestoreRefusedError);
    await expect(restoreBackup(file, sourceDir)).rejects.toThrow(/is not empty, and a restore never overwrites data/);
    expect(fs.readdirSync(sourceDir).sort()).toEqual(before);
    expect(await countRows((sql) => source.pool.query(sql))).toEqual(countsBefore);
  });

  it("refuses a file that is not a backup, or one cut short, and leaves no directory behind", { timeout: RESTORE_TIMEOUT_MS }, async () => {
    const { file } = await downloadBackup();
    const cut = path.join(workDir, "cut.tar.gz");
    fs.writeFileSync(cut, fs.readFileSync(file).subarray(0, Math.floor(fs.statSync(file).size / 2)));
    const text = path.join(workDir, "notes.tar.gz");
    fs.writeFileSync(text, "these are not the rows you are looking for");
    const otherTar = path.join(workDir, "other.tar.gz");
    fs.writeFileSync(otherTar, zlib.gzipSync(Buffer.alloc(1024)));

    for (const [archive, message] of [
      [cut, /cut short/],
      [text, /is not a Crewline backup/],
      [otherTar, /is not a Crewline backup/],
      [path.join(workDir, "missing.tar.gz"), /There is no backup file/],
    ] as const) {
      const target = path.join(workDir, `refused-${path.basename(archive)}`);
      await expect(restoreBackup(archive, target)).rejects.toThrow(message);
      expect(fs.existsSync(target), archive).toBe(false);
      expect(fs.readdirSync(workDir).filter((n) => n.includes(".restoring-"))).toEqual([]);
    }
  });
});

describe("the test run's own database (PostgreSQL when DATABASE_URL is set)", () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp();
  });
  afterAll(async () => {
    await own?.close();
  });

  it("on PostgreSQL, answers with the pg_dump line; an in-memory test database has nothing to download", async () => {
    const admin = await adminAgent(own.app);
    const info = await admin.get("/api/admin/backup/info");
    const download = await admin.get("/api/admin/backup");
    expect(download.status).toBe(409);
    if (own.database.kind === "postgres") {
      expect(backupInfoSchema.parse(info.body)).toEqual({ method: "pg_dump", command: PG_DUMP_COMMAND });
      expect(download.body.message).toContain(PG_DUMP_COMMAND);
      expect(download.body.message).toMatch(/PostgreSQL/);
    } else {
      expect(download.body.message).toMatch(/lives in memory/);
    }
  });

  it("the README shows the same pg_dump line the dashboard shows", () => {
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, "../../README.md"), "utf8");
    expect(readme.includes(PG_DUMP_COMMAND), `README.md should show: ${PG_DUMP_COMMAND}`).toBe(true);
  });
});

// The embedded database's backup file: a .tar.gz of a manifest and the PGlite directory, written from a copy made
// while no query runs, and read back into a fresh DATA_DIR by `npm run restore`.
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import zlib from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_SUBDIR, type Database } from "./client";
import { listTree, NotATarError, readTar, tarChunks } from "./tar-stream";

/** The archive's first entry: it says the file is a Crewline backup before anything is unpacked. */
export const BACKUP_MANIFEST_NAME = "crewline-backup.json";
const MANIFEST_MAX_BYTES = 64 * 1024;

export interface BackupManifest {
  app: "crewline";
  format: 1;
  database: "pglite";
  createdAt: string;
}

export interface BackupStream {
  /** The gzip bytes; the snapshot it reads is removed when the stream ends, fails or is destroyed. */
  stream: Readable;
  /** How long queries waited while the directory was copied (milliseconds). */
  pausedMs: number;
}

/**
 * Copies the database into a scratch directory under `scratchParent` (the DATA_DIR, so the copy needs no memory
 * and stays on the same disk) while queries wait, then streams the archive of that copy: punches wait only for the
 * copy, never for the compression or a slow download.
 */
export async function openBackupStream(database: Database, scratchParent: string, now: Date): Promise<BackupStream> {
  if (!database.copyDataDirTo) throw new Error("This database has no data directory to back up");
  fs.mkdirSync(scratchParent, { recursive: true });
  const scratch = await fs.promises.mkdtemp(path.join(scratchParent, ".backup-"));
  const removeScratch = () => fs.promises.rm(scratch, { recursive: true, force: true });
  try {
    const started = performance.now();
    await database.copyDataDirTo(path.join(scratch, PGLITE_SUBDIR));
    const pausedMs = performance.now() - started;
    const manifest: BackupManifest = { app: "crewline", format: 1, database: "pglite", createdAt: now.toISOString() };
    const entries = [
      { name: BACKUP_MANIFEST_NAME, content: { bytes: Buffer.from(JSON.stringify(manifest, null, 2) + "\n") }, modifiedAt: now },
      ...(await listTree(path.join(scratch, PGLITE_SUBDIR), PGLITE_SUBDIR)),
    ];
    // The copy goes as soon as its last byte is read, or when the download fails or is dropped.
    async function* archiveThenRemove() {
      try {
        yield* tarChunks(entries);
      } finally {
        await removeScratch();
      }
    }
    const gzip = zlib.createGzip({ level: 6 });
    const tar = Readable.from(archiveThenRemove());
    tar.on("error", (error) => gzip.destroy(error));
    tar.pipe(gzip);
    gzip.once("close", () => tar.destroy());
    return { stream: gzip, pausedMs };
  } catch (error) {
    await removeScratch();
    throw error;
  }
}

/** What `npm run restore` says when it will not restore, and why. */
export class RestoreRefusedError extends Error {}

export interface RestoreResult {
  dataDir: string;
  manifest: BackupManifest;
  /** Rows per table in the restored database, read by opening it. */
  rowCounts: Record<string, number>;
}

function isEmptyDirectory(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw error;
  }
}

/** Rows per table of the public schema (and drizzle's migration journal), by name. */
export async function countRows(query: (sql: string) => Promise<{ rows: any[] }>): Promise<Record<string, number>> {
  const tables = await query(
    `select table_schema || '.' || table_name as name from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows as Array<{ name: string }>) {
    const [schema, table] = name.split(".");
    const result = await query(`select count(*)::int as n from "${schema}"."${table}"`);
    counts[name] = Number(result.rows[0].n);
  }
  return counts;
}

/**
 * Unpacks a backup into a new DATA_DIR: into a scratch directory beside it first, opened once to prove the
 * database starts, then renamed into place, so a failed restore leaves nothing behind. Refuses a non-empty target.
 */
export async function restoreBackup(archivePath: string, dataDir: string): Promise<RestoreResult> {
  const target = path.resolve(dataDir);
  if (!fs.existsSync(archivePath)) throw new RestoreRefusedError(`There is no backup file at ${archivePath}.`);
  if (!isEmptyDirectory(target)) {
    throw new RestoreRefusedError(
      `${target} is not empty, and a restore never overwrites data. Restore into a new directory ` +
        `(--data-dir ./data-restored, then start with DATA_DIR=./data-restored), or stop Crewline and move ${target} away first.`,
    );
  }
  const staging = `${target}.restoring-${process.pid}`;
  await fs.promises.rm(staging, { recursive: true, force: true });
  await fs.promises.mkdir(staging, { recursive: true });
  try {
    const manifest = await unpack(archivePath, staging);
    // Without it PGlite would quietly create an empty database in its place.
    if (!fs.existsSync(path.join(staging, PGLITE_SUBDIR, "PG_VERSION"))) {
      throw new RestoreRefusedError(`${archivePath} holds no database (no ${PGLITE_SUBDIR}/PG_VERSION): it is not a complete backup.`);
    }
    const client = await PGlite.create({ dataDir: path.join(staging, PGLITE_SUBDIR) });
    let rowCounts: Record<string, number>;
    try {
      rowCounts = await countRows((sql) => client.query(sql));
    } finally {
      await client.close();
    }
    if (fs.existsSync(target)) await fs.promises.rmdir(target);
    await fs.promises.rename(staging, target);
    return { dataDir: target, manifest, rowCounts };
  } catch (error) {
    await fs.promises.rm(staging, { recursive: true, force: true });
    throw error;
  }
}

async function unpack(archivePath: string, targetDir: string): Promise<BackupManifest> {
  const notABackup = `${archivePath} is not a Crewline backup (a crewline-backup-....tar.gz from the admin dashboard)`;
  let manifest: BackupManifest | undefined;
  let writing: fs.promises.FileHandle | undefined;
  const source = fs.createReadStream(archivePath).pipe(zlib.createGunzip());
  try {
    await readTar(source, async (entry) => {
      if (!manifest) {
        if (entry.name !== BACKUP_MANIFEST_NAME || entry.type !== "file" || entry.size > MANIFEST_MAX_BYTES) {
          throw new RestoreRefusedError(`${notABackup}.`);
        }
        const parts: Buffer[] = [];
        return {
          write: async (chunk) => void parts.push(chunk),
          end: async () => {
            const parsed = JSON.parse(Buffer.concat(parts).toString("utf8")) as Partial<BackupManifest>;
            if (parsed.app !== "crewline" || parsed.format !== 1 || parsed.database !== "pglite") {
              throw new RestoreRefusedError(`${notABackup}: its manifest is not one this version reads.`);
            }
            manifest = parsed as BackupManifest;
          },
        };
      }
      if (entry.name !== PGLITE_SUBDIR && !entry.name.startsWith(`${PGLITE_SUBDIR}/`)) {
        throw new RestoreRefusedError(`${notABackup}: it holds ${entry.name}.`);
      }
      const destination = path.join(targetDir, entry.name);
      if (entry.type === "directory") {
        await fs.promises.mkdir(destination, { recursive: true });
        return;
      }
      await fs.promises.mkdir(path.dirname(destination), { recursive: true });
      const handle = await fs.promises.open(destination, "wx", 0o600);
      writing = handle;
      return {
        write: async (chunk) => void (await handle.write(chunk)),
        end: async () => {
          writing = undefined;
          await handle.close();
        },
      };
    });
  } catch (error) {
    source.destroy();
    await writing?.close();
    if (error instanceof RestoreRefusedError) throw error;
    if (error instanceof NotATarError) throw new RestoreRefusedError(`${notABackup}: ${error.message}.`);
    if ((error as NodeJS.ErrnoException).code?.startsWith("Z_")) throw new RestoreRefusedError(`${notABackup}: it is not gzip data, or it is cut short.`);
    throw error;
  }
  if (!manifest) throw new RestoreRefusedError(`${notABackup}: it is empty.`);
  return manifest;
}

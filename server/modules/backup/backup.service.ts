// Backups of the whole database: the embedded one is archived while the app runs; PostgreSQL is backed up with its
// own tools (pg_dump), which the answer and the admin dashboard spell out.
import type { Logger } from "pino";
import { backupFileName, PG_DUMP_COMMAND, type BackupInfo } from "@shared/api/backup";
import type { Database } from "../../db/client";
import { openBackupStream } from "../../db/backup-archive";
import { AppError } from "../../lib/errors";

export interface BackupServiceOptions {
  database: Database;
  /** DATA_DIR: the scratch copy is made there, on the database's own disk. */
  dataDir: string;
  timeZone: string;
  logger: Logger;
  now?: () => Date;
}

export function createBackupService(options: BackupServiceOptions) {
  const now = options.now ?? (() => new Date());
  const { database } = options;

  function info(): BackupInfo {
    if (database.kind === "postgres") return { method: "pg_dump", command: PG_DUMP_COMMAND };
    return { method: "download", path: "/api/admin/backup" };
  }

  async function open() {
    if (database.kind === "postgres") {
      throw new AppError(
        "conflict",
        `This server keeps its data in PostgreSQL, which is backed up with its own tools, not from Crewline: ${PG_DUMP_COMMAND}`,
      );
    }
    if (!database.copyDataDirTo) {
      throw new AppError("conflict", "This database lives in memory (a test set-up): it has no data directory to back up.");
    }
    const at = now();
    const { stream, pausedMs } = await openBackupStream(database, options.dataDir, at);
    options.logger.info({ pausedMs: Math.round(pausedMs) }, "backup started: the data directory was copied while queries waited");
    return { fileName: backupFileName(at, options.timeZone), stream };
  }

  return { info, open };
}

export type BackupService = ReturnType<typeof createBackupService>;

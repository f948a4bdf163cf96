// The free-space floor: on the embedded database every stored image (project photos, kiosk punch photos) is refused
// while DATA_DIR's file system has less free space than DISK_FREE_FLOOR_BYTES, so the database never meets a full disk.
import fs from "node:fs";
import { AppError } from "../../lib/errors";

export const LOW_DISK_MESSAGE = "The server is running low on disk space; photos cannot be saved right now. Ask your administrator.";

/** Bytes an unprivileged process may still write on the file system holding `dir`. */
export type FreeDiskBytes = (dir: string) => Promise<number>;

export const statfsFreeBytes: FreeDiskBytes = async (dir) => {
  const stats = await fs.promises.statfs(dir);
  return stats.bavail * stats.bsize;
};

export interface DiskSpaceGuardOptions {
  /** The directory the embedded database writes to; null with PostgreSQL, whose disk is on another machine. */
  dataDir: string | null;
  floorBytes: number;
  freeBytes: FreeDiskBytes;
}

export function createDiskSpaceGuard(options: DiskSpaceGuardOptions) {
  return {
    /** Throws 507 with LOW_DISK_MESSAGE when storing an image now would eat into the floor. */
    async requireRoomForImage(): Promise<void> {
      if (options.dataDir === null) return;
      if ((await options.freeBytes(options.dataDir)) < options.floorBytes) throw new AppError("insufficient_storage", LOW_DISK_MESSAGE);
    },
  };
}

export type DiskSpaceGuard = ReturnType<typeof createDiskSpaceGuard>;

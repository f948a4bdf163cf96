// An exclusive lock file on DATA_DIR: two processes on one PGlite directory would lose committed rows.
import fs from "node:fs";
import path from "node:path";

export interface DirectoryLock {
  path: string;
  release(): void;
}

export class DirectoryLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data directory ${dataDir} is already in use by another Crewline process (pid ${holderPid}). ` +
        `Stop that process, or start this one with another DATA_DIR or a DATABASE_URL.`,
    );
    this.name = "DirectoryLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function acquireDirectoryLock(dataDir: string): DirectoryLock {
  const lockPath = path.join(dataDir, "crewline.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // 'wx' fails if the file exists, so the create itself is the test: no window between check and write.
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once("exit", release);
      return { path: lockPath, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, "utf8").trim(), 10);
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new DirectoryLockedError(dataDir, holder);
      }
      // A lock left by a process that died (kill -9, power loss): take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}

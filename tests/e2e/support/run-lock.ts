// One lock per shared setting for the whole run, while two Playwright workers run journeys side by side: a directory
// in the run's data directory, which mkdir creates for one process only. A lock whose holder died is taken over.
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const LOCK_POLL_MS = 100;

function lockDir(name: string): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it for the run)");
  return path.join(dataDir, `${name}.lock`);
}

/** The process holding the lock is gone (a worker that crashed mid-test): its lock no longer holds anything. */
function holderIsGone(dir: string): boolean {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dir, "pid"), "utf8"));
  } catch {
    return false; // just created (the pid is written next) or just released
  }
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

/** Waits up to `waitMs` for the run's lock `name`; returns its release. */
export async function acquireRunLock(name: string, waitMs: number): Promise<() => void> {
  const dir = lockDir(name);
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, "pid"), String(process.pid));
      return () => fs.rmSync(dir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (holderIsGone(dir)) fs.rmSync(dir, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`${name} stayed locked for ${waitMs / 1000} s (${dir})`);
      else await sleep(LOCK_POLL_MS);
    }
  }
}

// Copies a directory tree with many files at once: PGlite's ~1,100 small files copy several times faster than with
// fs.cp, and the event loop stays free while they do.
import fs from "node:fs";
import path from "node:path";

const FILES_AT_ONCE = 32;

/** Copies `from` into `to`, which must not exist yet; regular files and directories only (PGlite has no others). */
export async function copyTree(from: string, to: string): Promise<void> {
  await fs.promises.mkdir(to);
  const entries = await fs.promises.readdir(from, { withFileTypes: true });
  for (const dir of entries.filter((e) => e.isDirectory())) await copyTree(path.join(from, dir.name), path.join(to, dir.name));
  const files = entries.filter((e) => e.isFile());
  for (let i = 0; i < files.length; i += FILES_AT_ONCE) {
    await Promise.all(
      files
        .slice(i, i + FILES_AT_ONCE)
        .map((file) => fs.promises.copyFile(path.join(from, file.name), path.join(to, file.name), fs.constants.COPYFILE_EXCL)),
    );
  }
}

// A streaming tar (ustar) writer and reader: a backup of any size goes out and comes back in small chunks, so
// memory stays bounded by the chunk size, not by the size of the database.
import fs from "node:fs";
import path from "node:path";

const BLOCK_BYTES = 512;
const CHUNK_BYTES = 1024 * 1024;

export interface TarFile {
  /** Relative path inside the archive, with '/' separators. */
  name: string;
  /** The bytes: given in memory (small files such as a manifest) or read from a file on disk in chunks. */
  content: { bytes: Buffer } | { path: string; size: number };
  modifiedAt: Date;
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, "0") + "\0";
}

/** A ustar header; names longer than 100 bytes are split into prefix and name at a '/'. */
function header(name: string, size: number, type: "file" | "directory", modifiedAt: Date): Buffer {
  const block = Buffer.alloc(BLOCK_BYTES);
  let prefix = "";
  let shortName = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf("/", name.length - 2);
    prefix = name.slice(0, cut);
    shortName = name.slice(cut + 1);
    if (cut <= 0 || Buffer.byteLength(shortName) > 100 || Buffer.byteLength(prefix) > 155) {
      throw new Error(`The path ${name} is too long for a tar archive`);
    }
  }
  block.write(shortName, 0, "utf8");
  block.write(octal(type === "directory" ? 0o755 : 0o600, 8), 100, "ascii");
  block.write(octal(0, 8), 108, "ascii");
  block.write(octal(0, 8), 116, "ascii");
  block.write(octal(size, 12), 124, "ascii");
  block.write(octal(Math.floor(modifiedAt.getTime() / 1000), 12), 136, "ascii");
  block.write("        ", 148, "ascii");
  block.write(type === "directory" ? "5" : "0", 156, "ascii");
  block.write("ustar\0", 257, "ascii");
  block.write("00", 263, "ascii");
  block.write(prefix, 345, "utf8");
  block.write(octal(checksum(block), 7) + " ", 148, "ascii");
  return block;
}

function checksum(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK_BYTES; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  return sum;
}

function padding(size: number): Buffer {
  const rest = size % BLOCK_BYTES;
  return Buffer.alloc(rest === 0 ? 0 : BLOCK_BYTES - rest);
}

/** Every directory and regular file under `rootDir`, sorted, named `${prefix}/relative/path`. */
export async function listTree(rootDir: string, prefix: string): Promise<Array<TarFile | { name: string; directory: true; modifiedAt: Date }>> {
  const out: Array<TarFile | { name: string; directory: true; modifiedAt: Date }> = [];
  const walk = async (dir: string, name: string) => {
    const stat = await fs.promises.stat(dir);
    out.push({ name: `${name}/`, directory: true, modifiedAt: stat.mtime });
    const children = (await fs.promises.readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
    for (const child of children) {
      const full = path.join(dir, child.name);
      if (child.isDirectory()) await walk(full, `${name}/${child.name}`);
      else if (child.isFile()) {
        const fileStat = await fs.promises.stat(full);
        out.push({ name: `${name}/${child.name}`, content: { path: full, size: fileStat.size }, modifiedAt: fileStat.mtime });
      }
    }
  };
  await walk(rootDir, prefix);
  return out;
}

/** The archive's bytes, entry by entry and file chunk by file chunk, ending with the two zero blocks. */
export async function* tarChunks(entries: Array<TarFile | { name: string; directory: true; modifiedAt: Date }>): AsyncGenerator<Buffer> {
  for (const entry of entries) {
    if ("directory" in entry) {
      yield header(entry.name, 0, "directory", entry.modifiedAt);
      continue;
    }
    if ("bytes" in entry.content) {
      yield header(entry.name, entry.content.bytes.length, "file", entry.modifiedAt);
      yield entry.content.bytes;
      yield padding(entry.content.bytes.length);
      continue;
    }
    const { path: filePath, size } = entry.content;
    yield header(entry.name, size, "file", entry.modifiedAt);
    const handle = await fs.promises.open(filePath, "r");
    try {
      let position = 0;
      while (position < size) {
        const buffer = Buffer.alloc(Math.min(CHUNK_BYTES, size - position));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
        if (bytesRead === 0) throw new Error(`${filePath} became shorter while it was being archived`);
        position += bytesRead;
        yield buffer.subarray(0, bytesRead);
      }
    } finally {
      await handle.close();
    }
    yield padding(size);
  }
  yield Buffer.alloc(BLOCK_BYTES * 2);
}

export class NotATarError extends Error {}

/** Reads exact byte counts from a stream of chunks. */
class ChunkReader {
  private buffered: Buffer[] = [];
  private bufferedBytes = 0;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  /** Up to `max` bytes (at least 1), or null at the end of the stream. */
  async some(max: number): Promise<Buffer | null> {
    if (this.bufferedBytes === 0) {
      const next = await this.source.next();
      if (next.done) return null;
      this.buffered.push(next.value);
      this.bufferedBytes += next.value.length;
    }
    const first = this.buffered[0]!;
    const taken = first.subarray(0, max);
    if (taken.length === first.length) this.buffered.shift();
    else this.buffered[0] = first.subarray(taken.length);
    this.bufferedBytes -= taken.length;
    return taken;
  }

  async exactly(bytes: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    let missing = bytes;
    while (missing > 0) {
      const part = await this.some(missing);
      if (!part) throw new NotATarError("The archive ends in the middle of a file: it is cut short");
      parts.push(part);
      missing -= part.length;
    }
    return Buffer.concat(parts);
  }
}

function field(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString("utf8");
}

export interface TarEntryHead {
  name: string;
  type: "file" | "directory";
  size: number;
}

/**
 * Calls `onEntry` for each entry in order; a file's content is handed over chunk by chunk through `write`.
 * Refuses links, devices, absolute paths and '..' (an archive must not write outside its target).
 */
export async function readTar(
  chunks: AsyncIterable<Buffer>,
  onEntry: (entry: TarEntryHead) => Promise<{ write(chunk: Buffer): Promise<void>; end(): Promise<void> } | void>,
): Promise<void> {
  const reader = new ChunkReader(chunks[Symbol.asyncIterator]());
  for (;;) {
    const block = await reader.exactly(BLOCK_BYTES);
    if (block.every((b) => b === 0)) return;
    const stored = Number.parseInt(field(block, 148, 8).trim(), 8);
    if (stored !== checksum(block)) throw new NotATarError("The archive is damaged (a header's checksum does not match)");
    const prefix = field(block, 345, 155);
    const name = (prefix ? `${prefix}/` : "") + field(block, 0, 100);
    const size = Number.parseInt(field(block, 124, 12).trim() || "0", 8);
    const flag = String.fromCharCode(block[156]!);
    const type = flag === "5" ? "directory" : flag === "0" || flag === "\0" ? "file" : undefined;
    const clean = path.posix.normalize(name);
    if (!type || path.posix.isAbsolute(name) || clean.startsWith("..") || !Number.isSafeInteger(size) || size < 0) {
      throw new NotATarError(`The archive holds an entry that a backup never has: ${JSON.stringify(name)}`);
    }
    const sink = await onEntry({ name: clean.replace(/\/$/, ""), type, size });
    let left = type === "file" ? size : 0;
    while (left > 0) {
      const part = await reader.some(Math.min(left, CHUNK_BYTES));
      if (!part) throw new NotATarError("The archive ends in the middle of a file: it is cut short");
      if (sink) await sink.write(part);
      left -= part.length;
    }
    if (sink) await sink.end();
    await reader.exactly(padding(type === "file" ? size : 0).length);
  }
}

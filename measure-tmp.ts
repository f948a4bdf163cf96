import fs from "node:fs";
import { pipeline } from "node:stream/promises";
import { openDatabase } from "./server/db/client";
import { openBackupStream } from "./server/db/backup-archive";
const dir = "/tmp/backup-w/demo-data";
const database = await openDatabase({ dataDir: dir });
const rss0 = process.memoryUsage().rss;
let peak = rss0; let peakAb = 0;
const timer = setInterval(() => { const m = process.memoryUsage(); peak = Math.max(peak, m.rss); peakAb = Math.max(peakAb, m.arrayBuffers); }, 20);
for (let i = 0; i < 3; i++) {
  const t0 = performance.now();
  const { stream, pausedMs } = await openBackupStream(database, dir, new Date());
  await pipeline(stream, fs.createWriteStream(`/tmp/backup-w/demo-${i}.tar.gz`));
  console.log(`run ${i}: queries paused ${pausedMs.toFixed(0)} ms, whole backup ${(performance.now() - t0).toFixed(0)} ms, file ${(fs.statSync(`/tmp/backup-w/demo-${i}.tar.gz`).size / 1e6).toFixed(1)} MB`);
}
clearInterval(timer);
console.log(`arrayBuffers peak ${(peakAb / 1e6).toFixed(0)} MB`); console.log(`rss before ${(rss0 / 1e6).toFixed(0)} MB, peak ${(peak / 1e6).toFixed(0)} MB`);
console.log(fs.readdirSync(dir));
await database.close();

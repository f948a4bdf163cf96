// `npm run bench`: builds the bench data set, starts the baseline app and the real server on 127.0.0.1, and prints
// one line per figure, each a ratio to something measured in the same run. Cleans up (children, database, temp
// directory) however it ends. Exits 1 when a figure shows errors or the clock-in race lets more than one through.
import crypto from "node:crypto";
import os from "node:os";
import sharp from "sharp";
import { openDatabase } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { addDays } from "@shared/domain/work-week";
import { measurePunches, measureRace, CONCURRENT_WORKERS, ROUNDS } from "./clock";
import { buildDataset } from "./dataset";
import { request, signIn } from "./http";
import { ms, ratio, rps, runLoad, settle, type LoadResult } from "./load";
import { measurePayroll } from "./payroll";
import { BENCH_ADMIN, BENCH_TIME_ZONE, runningChildren, startBenchServer, startChild } from "./processes";
import { createTarget, type BenchTarget } from "./target";

const TIME_ZONE = BENCH_TIME_ZONE;
const CONNECTIONS = 20;
const MEASURE_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_REQUESTS_PER_CONNECTION = 3;
const SIGN_IN_SHARE = 0.05;
const ADMIN_USERNAME = BENCH_ADMIN.username;
const ADMIN_PASSWORD = BENCH_ADMIN.password;
/** The whole run stops itself (and cleans up) past this. */
const HARD_LIMIT_MS = 9 * 60_000;

let target: BenchTarget | undefined;
let failures = 0;

function line(text: string) {
  process.stdout.write(text + "\n");
}

let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const child of runningChildren()) await child.stop().catch(() => undefined);
    await target?.destroy().catch((error) => console.error(`could not remove the bench database: ${error}`));
  })();
  return cleaning;
}

for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143]] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the bench and cleaning up`);
    void cleanUp().finally(() => process.exit(code));
  });
}
setTimeout(() => {
  console.error(`the bench ran past ${HARD_LIMIT_MS / 60_000} minutes; stopping`);
  void cleanUp().finally(() => process.exit(1));
}, HARD_LIMIT_MS).unref();

function errorsText(result: LoadResult): string {
  if (result.errors === 0) return "errors 0";
  failures++;
  const codes = Object.entries(result.statusCodes)
    .filter(([code]) => !code.startsWith("2"))
    .map(([code, n]) => `${n} x ${code}`)
    .join(", ");
  return `errors ${result.errors} (${codes || "socket errors or time-outs"})`;
}

/** Warm-up by count (so no request is left running), then a timed run, then a wait until the server is idle again. */
async function warmAndMeasure(url: string, path: string, headers: Record<string, string>): Promise<LoadResult> {
  await runLoad({ url, path, headers, connections: CONNECTIONS, amount: CONNECTIONS * WARMUP_REQUESTS_PER_CONNECTION });
  await settle(url);
  const result = await runLoad({ url, path, headers, connections: CONNECTIONS, durationSeconds: MEASURE_SECONDS });
  await settle(url);
  return result;
}

/** A PNG of random pixels (it does not compress), about 1 MB, as the upload's data URL. */
async function photoDataUrl(): Promise<string> {
  const width = 580;
  const height = 580;
  const png = await sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png().toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** A GIF of a few dozen bytes whose header claims 10000 x 9999 pixels (the review's decompression bomb). */
function bombGifDataUrl(): string {
  const [width, height] = [10_000, 9_999];
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0x80;
  const descriptor = Buffer.alloc(10);
  descriptor[0] = 0x2c;
  descriptor.writeUInt16LE(width, 5);
  descriptor.writeUInt16LE(height, 7);
  const gif = Buffer.concat([
    Buffer.from("GIF89a", "latin1"), screen, Buffer.from([0, 0, 0, 255, 255, 255]), descriptor, Buffer.from([2, 2, 0x4c, 0x01, 0, 0x3b]),
  ]);
  return `data:image/gif;base64,${gif.toString("base64")}`;
}

async function main() {
  const started = Date.now();
  line(`Crewline bench: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), load average ${os.loadavg()[0].toFixed(1)} at start; ` +
    `${CONNECTIONS} connections, ${MEASURE_SECONDS} s per figure after ${WARMUP_REQUESTS_PER_CONNECTION} warm-up requests per connection`);

  target = await createTarget(process.env.DATABASE_URL || undefined);
  line(`database: ${target.description}`);

  // 1. The data set, then payroll in-process (before any child opens the database: PGlite allows one process).
  const database = await openDatabase({ databaseUrl: target.env.DATABASE_URL || undefined, dataDir: target.env.DATA_DIR ?? "" });
  let dataset;
  let payroll;
  try {
    await runMigrations(database);
    const t0 = Date.now();
    dataset = await buildDataset(database.db, { timeZone: TIME_ZONE, now: new Date() });
    const c = dataset.counts;
    line(`data set: ${c.projects} projects, ${c.workers} workers, ${c.timeEntries.toLocaleString("en-US")} time entries ` +
      `(weeks of ${dataset.firstWeekKey} to ${dataset.lastWeekKey}), ${c.materials} materials, built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    payroll = await measurePayroll(database.db, { timeZone: TIME_ZONE, lastWeekKey: dataset.lastWeekKey });
  } finally {
    await database.close();
  }
  line(`payroll ${payroll.serviceWeekWorkers} workers x 1 week (service.week, ${payroll.serviceWeekEntries.toLocaleString("en-US")} entries): ` +
    `${ms(payroll.serviceWeekMs)} ms, median of 5`);
  line(`payroll ${payroll.fourWeeksWorkers} workers x 4 weeks (per-entry path: every entry + calculatePayroll, ${payroll.fourWeeksEntries.toLocaleString("en-US")} entries): ` +
    `${ms(payroll.fourWeeksMs)} ms = ${ratio(payroll.fourWeeksMs / payroll.oneWeekMs)} x one week on the same path (${ms(payroll.oneWeekMs)} ms)`);

  // 2. The baseline: bare Express, the same session store, one indexed SELECT.
  const baselineApp = await startChild("baseline", "bench/baseline-server.ts", { ...target.env, BENCH_WORKER_COUNT: String(dataset.counts.workers) });
  const baselineCookie = await signIn(`${baselineApp.url}/login`, {});
  const baseline = await warmAndMeasure(baselineApp.url, "/api/worker", { cookie: baselineCookie });
  await baselineApp.stop();
  line(`baseline (bare Express + same session store + 1 indexed SELECT): ${rps(baseline.requestsPerSecond)} req/s, p99 ${ms(baseline.p99Ms)} ms, ${errorsText(baseline)}`);

  // 3. The real server.
  const server = await startBenchServer(target.env);
  const url = server.url;
  const credentials = { username: ADMIN_USERNAME, password: ADMIN_PASSWORD };
  const cookie = await signIn(`${url}/api/admin/login`, credentials);
  const auth = { cookie };

  const weekFrom = dataset.lastWeekKey;
  const weekTo = addDays(weekFrom, 6);
  const reads = [
    { label: "/api/projects", path: "/api/projects" },
    { label: "/api/workers", path: "/api/workers" },
    { label: `/api/time-entries (1 week, from=${weekFrom}&to=${weekTo})`, path: `/api/time-entries?from=${weekFrom}&to=${weekTo}` },
    { label: `/api/payroll (weekOf=${weekFrom})`, path: `/api/payroll?weekOf=${weekFrom}` },
    { label: `/api/time-entries/summary (1 week, from=${weekFrom}&to=${weekTo})`, path: `/api/time-entries/summary?from=${weekFrom}&to=${weekTo}` },
  ];
  for (const read of reads) {
    const result = await warmAndMeasure(url, read.path, auth);
    if (result.requests === 0) {
      line(`reads ${read.label}: no request finished within ${MEASURE_SECONDS} s (too slow to measure), ${errorsText(result)}`);
      continue;
    }
    line(`reads ${read.label}: ${rps(result.requestsPerSecond)} req/s = ${ratio(result.requestsPerSecond / baseline.requestsPerSecond)} x baseline ` +
      `(${rps(baseline.requestsPerSecond)} req/s), p99 ${ms(result.p99Ms)} ms, ${errorsText(result)}`);
  }

  // 4. Punches and the race.
  const workers = (await request<{ id: number; isActive: boolean }[]>(`${url}/api/workers`, auth)).body.filter((w) => w.isActive);
  const projects = (await request<{ id: number; status: string }[]>(`${url}/api/projects`, auth)).body.filter((p) => p.status !== "completed");
  const punchWorkers = workers.slice(0, CONCURRENT_WORKERS * ROUNDS).map((w) => w.id);
  const punches = await measurePunches(url, cookie, punchWorkers, projects.map((p) => p.id));
  if (punches.errors) failures++;
  line(`clock-in, ${CONCURRENT_WORKERS} concurrent workers x ${ROUNDS} rounds: ${rps(punches.clockInsPerSecond)} punches/s = ` +
    `${ratio(punches.clockInsPerSecond / baseline.requestsPerSecond)} x baseline, p50 ${ms(punches.clockInP50Ms)} ms, max ${ms(punches.clockInMaxMs)} ms; ` +
    `clock-out ${rps(punches.clockOutsPerSecond)} punches/s, p50 ${ms(punches.clockOutP50Ms)} ms, max ${ms(punches.clockOutMaxMs)} ms; errors ${punches.errors}`);
  for (const detail of punches.errorDetails.slice(0, 5)) line(`  ${detail}`);
  const raceWorker = workers[CONCURRENT_WORKERS * ROUNDS] ?? workers[0];
  const race = await measureRace(url, cookie, raceWorker.id, projects[0].id);
  const raceOk = race.succeeded === 1 && race.openEntries === 1 && race.unexpected === 0;
  if (!raceOk) failures++;
  line(`race: ${race.succeeded} of ${race.attempts} succeeded, open entries ${race.openEntries}` +
    (race.unexpected ? `, ${race.unexpected} answers other than 201/409` : "") + (raceOk ? "" : "  <- QUALITY 23 FAILED"));

  // 5. Decompression bombs (QUALITY 40): 8 at once, each refused from its header before any pixel is decoded.
  // They count toward the admin's 30 uploads per 10 minutes, as do the mix's uploads below (about 2 a second).
  const bombBody = { filename: "bomb.gif", originalName: "bomb.gif", data: bombGifDataUrl() };
  const bombStart = performance.now();
  const bombs = await Promise.all(
    Array.from({ length: 8 }, () => request(`${url}/api/projects/${projects[0].id}/photos`, { cookie, body: bombBody })),
  );
  const bombStatuses = [...new Set(bombs.map((b) => b.status))].join(", ");
  if (bombs.some((b) => b.status !== 413)) failures++;
  line(`decompression bomb (10000 x 9999 GIF, ${bombBody.data.length} bytes of data URL), 8 at once: all answered in ` +
    `${ms(performance.now() - bombStart)} ms, status ${bombStatuses} (QUALITY 40: refused in under a second)`);

  await settle(url);
  // 6. Read p99 with photo uploads and sign-ins mixed in, against reads alone measured just before.
  const mixRead = "/api/workers";
  const alone = await warmAndMeasure(url, mixRead, auth);
  const photoBody = JSON.stringify({ filename: "bench.png", originalName: "bench.png", caption: "bench upload", data: await photoDataUrl() });
  const signInRate = Math.max(1, Math.round((alone.requestsPerSecond * SIGN_IN_SHARE) / (1 - SIGN_IN_SHARE)));
  const [mixed, uploads, signIns] = await Promise.all([
    runLoad({ url, path: mixRead, headers: auth, connections: CONNECTIONS, durationSeconds: MEASURE_SECONDS }),
    runLoad({
      url,
      path: `/api/projects/${projects[0].id}/photos`,
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: photoBody,
      connections: 2,
      connectionRate: 1,
      durationSeconds: MEASURE_SECONDS,
    }),
    runLoad({
      url,
      path: "/api/admin/login",
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(credentials),
      connections: 4,
      overallRate: signInRate,
      durationSeconds: MEASURE_SECONDS,
    }),
  ]);
  await settle(url);
  const total = mixed.requests + uploads.requests + signIns.requests;
  line(`reads ${mixRead} alone: ${rps(alone.requestsPerSecond)} req/s, p99 ${ms(alone.p99Ms)} ms, ${errorsText(alone)}`);
  line(`mix: read p99 ${ms(mixed.p99Ms)} ms = ${ratio(mixed.p99Ms / alone.p99Ms)} x reads alone (QUALITY 34: within 2x), reads ${rps(mixed.requestsPerSecond)} req/s, ${errorsText(mixed)}; ` +
    `photo uploads (${(photoBody.length / 1e6).toFixed(1)} MB JSON, 2 concurrent) ${uploads.requests}, p99 ${ms(uploads.p99Ms)} ms, ${errorsText(uploads)}; ` +
    `sign-ins ${signIns.requests} = ${((signIns.requests / total) * 100).toFixed(1)}% of requests (target ${SIGN_IN_SHARE * 100}%, asked ${signInRate}/s), ` +
    `p99 ${ms(signIns.p99Ms)} ms, ${errorsText(signIns)}`);

  // 7. A registration flood (QUALITY 36): 60 sign-ups in flight while the admin signs in. Sign-ups hash on their
  // own bounded lane and are limited per client address, so the sign-in is measured against sign-ins alone.
  const signInAlone: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    await signIn(`${url}/api/admin/login`, credentials);
    signInAlone.push(performance.now() - start);
  }
  const flood = Array.from({ length: 60 }, (_, i) =>
    request(`${url}/api/auth/register`, {
      body: { email: `flood-${Date.now()}-${i}@bench.test`, password: "Flood-Passw0rd", firstName: "Flood", lastName: `Bench ${i}` },
    }),
  );
  const floodSignInStart = performance.now();
  await signIn(`${url}/api/admin/login`, credentials);
  const signInDuringFlood = performance.now() - floodSignInStart;
  const floodStatuses = (await Promise.all(flood)).reduce<Record<number, number>>((counts, r) => ({ ...counts, [r.status]: (counts[r.status] ?? 0) + 1 }), {});
  if (Object.keys(floodStatuses).some((status) => Number(status) >= 500 && Number(status) !== 503)) failures++;
  const aloneMedian = [...signInAlone].sort((a, b) => a - b)[1];
  line(`registration flood, 60 sign-ups in flight: admin sign-in ${ms(signInDuringFlood)} ms = ${ratio(signInDuringFlood / aloneMedian)} x ` +
    `sign-in alone (${ms(aloneMedian)} ms, median of 3); sign-up answers ${JSON.stringify(floodStatuses)} (QUALITY 36)`);

  await server.stop();
  line(`done in ${((Date.now() - started) / 1000).toFixed(0)} s; load average ${os.loadavg()[0].toFixed(1)} at the end` +
    (failures ? `; ${failures} figure(s) with errors` : ""));
}

main()
  .catch((error) => {
    failures++;
    console.error(error instanceof Error ? error.stack : error);
  })
  .finally(async () => {
    await cleanUp();
    process.exit(failures ? 1 : 0);
  });

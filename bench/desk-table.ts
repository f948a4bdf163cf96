// `npm run bench:tables`: the desk tables (Workers, Materials) with 500 rows each, in Chromium at 1280 x 800, served
// by the real server from the built client (`NODE_ENV=production npx vite build` first). For each table it times a
// click on a sort header until the rows stand in the new order on screen (the click, React's commit, then two
// animation frames, so the browser has laid out and painted them), and the frame gaps while the table's own scroll
// box is scrolled top to bottom, 120 px a frame. The same page then builds a bare plain-DOM table of the same 500
// rows' texts in a scroll box of the same size and does the same work (an array sort and appendChild of every row),
// and each figure is printed as a ratio to that bare table, with absolute milliseconds. Timings never fail the run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { openDatabase } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { CHROMIUM_ARGS, resolveChromium } from "../tests/support/chromium";
import { buildDataset } from "./dataset";
import { ms, ratio } from "./load";
import { BENCH_ADMIN, BENCH_TIME_ZONE, ROOT, runningChildren, startBenchServer } from "./processes";
import { createTarget, type BenchTarget } from "./target";
import { measureTable, type TableFigures } from "./desk-table-page";

const TIME_ZONE = BENCH_TIME_ZONE;
/** Clicks per header; each table has four sortable headers clicked in turn. */
const SORT_REPEATS = Number(process.env.BENCH_SORT_REPEATS ?? 8);
const ADMIN_USERNAME = BENCH_ADMIN.username;
const ADMIN_PASSWORD = BENCH_ADMIN.password;
const HARD_LIMIT_MS = 6 * 60_000;

const TABLES = [
  { path: "/materials", rowTestId: "material-row", headers: ["Name", "Total value", "Stock", "Status"] },
  { path: "/workers", rowTestId: "worker-row", headers: ["Name", "Rate/hr", "Trade", "Status"] },
] as const;

let target: BenchTarget | undefined;
let closeBrowser: (() => Promise<void>) | undefined;

function line(text: string) {
  process.stdout.write(text + "\n");
}

let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await closeBrowser?.().catch(() => undefined);
    for (const child of runningChildren()) await child.stop().catch(() => undefined);
    await target?.destroy().catch((error) => console.error(`could not remove the bench database: ${error}`));
  })();
  return cleaning;
}
for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143]] as const) {
  process.on(signal, () => void cleanUp().finally(() => process.exit(code)));
}
setTimeout(() => {
  console.error(`the table bench ran past ${HARD_LIMIT_MS / 60_000} minutes; stopping`);
  void cleanUp().finally(() => process.exit(1));
}, HARD_LIMIT_MS).unref();

async function openTable(page: Page, url: string, table: (typeof TABLES)[number]): Promise<number> {
  const t0 = Date.now();
  await page.goto(url + table.path);
  await page.locator(`[data-testid="${table.rowTestId}"]`).first().waitFor({ timeout: 60_000 });
  return Date.now() - t0;
}

function printTable(name: string, openMs: number, f: TableFigures) {
  line(`${name} (${f.rowCount} rows, ${f.renderedRows} rows in the DOM): opened in ${openMs} ms`);
  line(`  sort, click to rows on screen: median ${ms(f.sort.medianMs)} ms, p90 ${ms(f.sort.p90Ms)} ms (${f.sort.count} clicks) = ` +
    `${ratio(f.sort.medianMs / f.bareSort.medianMs)} x bare plain-DOM table reorder (median ${ms(f.bareSort.medianMs)} ms, p90 ${ms(f.bareSort.p90Ms)} ms)`);
  line(`  scroll, ${f.scroll.frames} frames of 120 px: frame median ${ms(f.scroll.medianMs)} ms, p95 ${ms(f.scroll.p95Ms)} ms, ` +
    `max ${ms(f.scroll.maxMs)} ms, ${f.scroll.over50Ms} over 50 ms; p95 = ${ratio(f.scroll.p95Ms / f.bareScroll.p95Ms)} x bare ` +
    `(${f.bareScroll.frames} frames: median ${ms(f.bareScroll.medianMs)} ms, p95 ${ms(f.bareScroll.p95Ms)} ms, max ${ms(f.bareScroll.maxMs)} ms, ` +
    `${f.bareScroll.over50Ms} over 50 ms)`);
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, "dist/public/index.html"))) {
    throw new Error("no built client in dist/public: run `NODE_ENV=production npx vite build` first");
  }
  line(`Crewline desk-table bench: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), load average ${os.loadavg()[0].toFixed(1)} at start; ` +
    `Chromium at 1280 x 800, ${SORT_REPEATS} clicks per header`);
  target = await createTarget(process.env.DATABASE_URL || undefined);
  line(`database: ${target.description}`);
  const database = await openDatabase({ databaseUrl: target.env.DATABASE_URL || undefined, dataDir: target.env.DATA_DIR ?? "" });
  try {
    await runMigrations(database);
    const dataset = await buildDataset(database.db, { timeZone: TIME_ZONE, now: new Date() });
    line(`data set: ${dataset.counts.workers} workers, ${dataset.counts.materials} materials`);
  } finally {
    await database.close();
  }

  const server = await startBenchServer(target.env);

  const browser = await chromium.launch({ executablePath: await resolveChromium(), args: CHROMIUM_ARGS });
  closeBrowser = () => browser.close();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: "block", baseURL: server.url });
  const signedIn = await context.request.post("/api/admin/login", { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } });
  if (signedIn.status() !== 200) throw new Error(`admin sign-in failed: ${signedIn.status()} ${await signedIn.text()}`);
  const page = await context.newPage();

  for (const table of TABLES) {
    // Once to warm the code and the server's caches, then the measured opening.
    await openTable(page, server.url, table);
    const openMs = await openTable(page, server.url, table);
    const figures = await measureTable(page, { apiPath: `/api${table.path}`, rowTestId: table.rowTestId, headers: [...table.headers], repeats: SORT_REPEATS });
    printTable(table.path.slice(1), openMs, figures);
  }
}

main()
  .then(
    () => cleanUp().then(() => process.exit(0)),
    (error) => {
      console.error(error);
      return cleanUp().then(() => process.exit(1));
    },
  );

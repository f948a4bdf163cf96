// Page-speed report (not a test): Lighthouse, mobile with simulated throttling, on the built app for the landing
// page, the dashboard, the GPS time clock and the timesheet; prints each page's scores and, for a category under
// the bar, the audits that cost it. Build first (`npx vite build`); it starts the real server with demo data on a
// free port and a throwaway data directory, and exits 0 unless something crashes (it is a report, not a gate).
// Each page is measured LIGHTHOUSE_RUNS times (default 3) and the run with the median Performance score is reported:
// one run swings by several points on a busy 2-core machine. LIGHTHOUSE_REPORT_DIR=dir keeps that run's JSON there.
import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, resolveChromium } from "../tests/support/chromium";

const ROOT = path.resolve(import.meta.dirname, "..");
const ADMIN_USERNAME = "admin";
const ADMIN_PASSWORD = `Lh-${crypto.randomBytes(9).toString("base64url")}1`;

const CATEGORIES = [
  { id: "performance", label: "Performance", bar: 95 },
  { id: "accessibility", label: "Accessibility", bar: 100 },
  { id: "best-practices", label: "Best Practices", bar: 100 },
  { id: "seo", label: "SEO", bar: null },
] as const;

const PAGES = [
  { name: "landing", path: "/", signedIn: false },
  { name: "dashboard", path: "/", signedIn: true },
  { name: "gps-clock", path: "/timesheet-gps", signedIn: true },
  { name: "timesheet", path: "/timesheet", signedIn: true },
] as const;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitUntilReady(baseUrl: string, server: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before it was ready`);
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s`);
}

async function adminCookie(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`admin sign-in answered ${res.status}: ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (!cookies.length) throw new Error("admin sign-in set no cookie");
  return cookies.join("; ");
}

interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, AuditResult>;
  runtimeError?: { code: string; message: string };
}

interface AuditResult {
  id: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
}

function failingAudits(lhr: LighthouseResult, category: string): string[] {
  return lhr.categories[category].auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 1 && ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode))
    .filter(({ ref, audit }) => ref.weight > 0 || audit.score === 0 || audit.scoreDisplayMode === "metricSavings")
    .map(({ audit }) => (audit.displayValue ? `${audit.id} (${audit.displayValue})` : audit.id));
}

async function main() {
  const distIndex = path.join(ROOT, "dist/public/index.html");
  if (!fs.existsSync(distIndex)) {
    console.error("dist/public/index.html is missing: run `npx vite build` first.");
    process.exit(1);
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "crewline-lighthouse-"));
  // LIGHTHOUSE_SERVER_LOG=file keeps the server's own log (pino, JSON lines) for a look afterwards.
  const serverLog = process.env.LIGHTHOUSE_SERVER_LOG ? fs.openSync(process.env.LIGHTHOUSE_SERVER_LOG, "w") : "ignore";
  const server = spawn("npx", ["tsx", "server/index.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      ADMIN_USERNAME,
      ADMIN_PASSWORD,
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
    },
    stdio: ["ignore", serverLog, serverLog === "ignore" ? "inherit" : serverLog],
    // Its own process group: npx runs tsx runs node, and stopping the group stops all three.
    detached: true,
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const cleanUp = async () => {
    if (chrome) await chrome.kill();
    if (server.exitCode === null && server.pid) {
      const exited = new Promise((r) => server.once("exit", r));
      process.kill(-server.pid, "SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(baseUrl, server);
    const cookie = await adminCookie(baseUrl);
    chrome = await chromeLauncher.launch({
      chromePath: await resolveChromium(),
      chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
    });

    console.log(`Lighthouse ${lighthouseVersion()} · mobile, simulated throttling · ${baseUrl}`);
    console.log(`Bar: ${CATEGORIES.filter((c) => c.bar !== null).map((c) => `${c.label} ${c.bar}`).join(", ")}`);
    const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
    console.log(`Each page ${runs} time(s); the run with the median Performance score is reported (Lighthouse's advice for variance)`);
    for (const page of PAGES) {
      const results: LighthouseResult[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(
          `${baseUrl}${page.path}`,
          {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: CATEGORIES.map((c) => c.id),
            ...(page.signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
          },
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.name}`);
        results.push(result.lhr as unknown as LighthouseResult);
      }
      const performanceOf = (lhr: LighthouseResult) => lhr.categories.performance?.score ?? 0;
      const sorted = [...results].sort((a, b) => performanceOf(a) - performanceOf(b));
      const lhr = sorted[Math.floor((sorted.length - 1) / 2)];
      const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
      if (reportDir) {
        fs.mkdirSync(reportDir, { recursive: true });
        fs.writeFileSync(path.join(reportDir, `${page.name}.json`), JSON.stringify(lhr, null, 2));
      }
      if (lhr.runtimeError) {
        console.log(`${page.name.padEnd(10)} ${page.path}  runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        continue;
      }
      const scores = CATEGORIES.map((c) => {
        const score = lhr.categories[c.id]?.score;
        return { ...c, score: score === null || score === undefined ? null : Math.round(score * 100) };
      });
      const line = scores.map((s) => `${s.label} ${s.score ?? "n/a"}`).join("  ");
      console.log(`${page.name.padEnd(10)} ${(page.path + (page.signedIn ? " (signed in)" : " (signed out)")).padEnd(30)} ${line}`);
      if (runs > 1) {
        console.log(`${"".padEnd(12)}Performance in each run: ${results.map((r) => Math.round(performanceOf(r) * 100)).join(", ")}`);
      }
      for (const s of scores) {
        if (s.score === null || s.score >= (s.bar ?? 100)) continue;
        const failing = failingAudits(lhr, s.id);
        console.log(`${"".padEnd(12)}${s.label} ${s.score}${s.bar === null ? "" : ` < ${s.bar}`}: ${failing.join(", ") || "(no single failing audit)"}`);
      }
      if (scores.find((s) => s.id === "performance")) {
        const metric = (id: string) => lhr.audits[id]?.displayValue ?? "n/a";
        console.log(
          `${"".padEnd(12)}FCP ${metric("first-contentful-paint")} · LCP ${metric("largest-contentful-paint")} · TBT ${metric("total-blocking-time")} · CLS ${metric("cumulative-layout-shift")} · SI ${metric("speed-index")}`,
        );
      }
    }
  } finally {
    await cleanUp();
  }
}

function lighthouseVersion(): string {
  const file = path.join(ROOT, "node_modules/lighthouse/package.json");
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { version: string }).version;
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

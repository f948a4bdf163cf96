// Issue 11 item 2: a plain start is production (no dev server), development listens on this machine only, and
// Vite's /@fs/ route never reaches DATA_DIR (the session secret, the embedded database's files and WAL).
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "../support/server-process";

const ROOT = path.resolve(import.meta.dirname, "../..");
// Inside the project, as the default ./data is: the dev server's /@fs/ may read anything under the project root.
const dataDir = path.join(ROOT, `.data-modes-${process.pid}-${crypto.randomBytes(3).toString("hex")}`);
const running: ServerProcess[] = [];
const base = { DATA_DIR: dataDir, DATABASE_URL: undefined, SESSION_SECRET: undefined, ADMIN_PASSWORD: "Modes-Passw0rd", SEED_DEMO: "false", LOG_LEVEL: "info" };

afterAll(async () => {
  await Promise.all(running.map((s) => s.stop("SIGKILL")));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function start(env: Record<string, string | undefined>): ServerProcess {
  const server = startServer({ ...base, ...env });
  running.push(server);
  return server;
}

/** The fields of the "Crewline is running" log line. */
function runningLine(server: ServerProcess): { host?: string; mode?: string } {
  const line = server.output().split("\n").find((l) => l.includes("Crewline is running"));
  return line ? JSON.parse(line) : {};
}

/** Files of DATA_DIR a dev server must never send: the secret, and database files (the WAL among them). */
function secretFiles(): string[] {
  const walDir = path.join(dataDir, "pglite", "pg_wal");
  const wal = fs.readdirSync(walDir).find((name) => /^[0-9A-F]{24}$/.test(name));
  expect(wal, `no WAL segment in ${walDir}`).toBeDefined();
  return [path.join(dataDir, "session-secret"), path.join(dataDir, "pglite", "PG_VERSION"), path.join(walDir, wal!)];
}

/** The ways Vite's /@fs/ route has been asked for a file: plain, as a module, raw, as a URL, percent-encoded. */
function fsUrls(file: string): string[] {
  const plain = `/@fs${file}`;
  return [plain, `${plain}?import`, `${plain}?raw`, `${plain}?import&raw`, `${plain}?url`, plain.replace(/\//g, "%2F").replace(/^%2F@fs/, "/@fs")];
}

async function expectNothingOfDataDir(url: string) {
  const secret = fs.readFileSync(path.join(dataDir, "session-secret"), "utf8").trim();
  expect(secret.length).toBeGreaterThanOrEqual(32);
  for (const file of secretFiles()) {
    for (const requestPath of fsUrls(file)) {
      const res = await fetch(`${url}${requestPath}`);
      const body = await res.text();
      expect(body, requestPath).not.toContain(secret);
      // Refused, or at most the app's own page (production answers unknown paths with index.html).
      const type = res.headers.get("content-type") ?? "";
      expect(res.status >= 400 || type.startsWith("text/html"), `${requestPath}: ${res.status} ${type}`).toBe(true);
    }
  }
  const direct = await fetch(`${url}/${path.relative(ROOT, dataDir)}/session-secret`);
  expect(await direct.text()).not.toContain(secret);
}

/** An address of this machine other than loopback, if it has one. */
function lanAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && a.family === "IPv4" && !a.internal)?.address;
}

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 3_000 });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });
}

describe("server modes and DATA_DIR", () => {
  it("started without NODE_ENV, runs in production and serves nothing of DATA_DIR at /@fs/", async () => {
    const server = start({ NODE_ENV: undefined, HOST: "127.0.0.1" });
    try {
      const url = await server.ready;
      expect(runningLine(server)).toMatchObject({ mode: "production", host: "127.0.0.1" });
      await expectNothingOfDataDir(url);
    } finally {
      await server.stop("SIGTERM");
    }
  }, 120_000);

  it("in development (NODE_ENV=development, HOST unset) listens on 127.0.0.1 only and /@fs/ cannot reach DATA_DIR", async () => {
    const server = start({ NODE_ENV: "development", HOST: undefined });
    try {
      const url = await server.ready;
      expect(runningLine(server)).toMatchObject({ mode: "development", host: "127.0.0.1" });
      const port = Number(new URL(url).port);
      const lan = lanAddress();
      if (lan) expect(await connects(lan, port), `dev server answered on ${lan}`).toBe(false);

      // The dev server does serve files by /@fs/ (so the refusals below are its rules, not a missing route).
      const allowed = await fetch(`${url}/@fs${path.join(ROOT, "client", "index.html")}`);
      expect(allowed.status).toBe(200);
      expect(await allowed.text()).toContain("<html");

      await expectNothingOfDataDir(url);
    } finally {
      await server.stop("SIGTERM");
    }
  }, 180_000);
});

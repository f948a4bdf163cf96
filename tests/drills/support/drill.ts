// Shared pieces of the fault drills: a server process with drill settings, admin sign-in, timed requests, fixtures.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer, type ServerProcess } from "../../support/server-process";

export const ADMIN_USERNAME = "drill-admin";
export const ADMIN_PASSWORD = "drill-password-1234";
/** One secret for every process of a drill: sessions made by one process are read by the next. */
export const SESSION_SECRET = crypto.randomBytes(32).toString("hex");

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function startDrillServer(env: { DATABASE_URL?: string; DATA_DIR: string; SEED_DEMO?: string }): ServerProcess {
  return startServer({
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    SESSION_SECRET,
    SEED_DEMO: "false",
    APP_URL: undefined,
    SMTP_URL: undefined,
    OIDC_ISSUER_URL: undefined,
    LOG_LEVEL: "info",
    ...env,
    DATABASE_URL: env.DATABASE_URL,
  });
}

export interface Result {
  status: number; // 0: no HTTP answer (connection refused or reset, or our own timeout)
  body: any;
  ms: number;
  error?: string;
  headers?: Headers;
}

export async function request(
  base: string,
  pathname: string,
  options: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Result> {
  const started = performance.now();
  try {
    const headers: Record<string, string> = { ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(base + pathname, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      // A redirect (sign-out) is an answer to check, not a page to fetch.
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await res.text();
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body, ms: performance.now() - started, headers: res.headers };
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    return { status: 0, body: null, ms: performance.now() - started, error: e.cause?.code ?? e.name ?? String(error) };
  }
}

/** Signs the drill admin in; returns the session cookie ('crewline.sid=...'). */
export async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("crewline.sid="));
  if (!cookie) throw new Error("sign-in set no session cookie");
  return cookie.split(";")[0];
}

export async function createProject(base: string, cookie: string, name = "Drill site"): Promise<number> {
  const res = await request(base, "/api/projects", {
    method: "POST",
    cookie,
    body: { name, location: "3300 W 32nd Ave, Denver", status: "in-progress", endDate: "2030-12-31" },
  });
  if (res.status !== 201) throw new Error(`create project failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

export async function createWorker(base: string, cookie: string, name: string): Promise<number> {
  const res = await request(base, "/api/workers", {
    method: "POST",
    cookie,
    body: { name, role: "foreman", category: "Carpentry", hourlyRate: "30.00" },
  });
  if (res.status !== 201) throw new Error(`create worker failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until check() is true or the time is up; returns the milliseconds it took, or -1. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, everyMs = 200): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await sleep(everyMs);
  }
  return -1;
}

export function countBy<T>(items: T[], key: (item: T) => string | number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

/** A one-line summary of a drill's figures, printed so CI logs show them. */
export function report(drill: string, figures: Record<string, unknown>) {
  console.log(`[drill] ${drill}: ${Object.entries(figures).map(([k, v]) => `${k}=${typeof v === "object" ? JSON.stringify(v) : v}`).join(" ")}`);
}

// Child processes of the bench: the real server (server/index.ts) and the baseline app, each on a port picked here,
// ready once GET /healthz answers, and always stopped by the run's clean-up.
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import net from "node:net";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const HOST = "127.0.0.1";

export interface Child {
  name: string;
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** A free loopback port: bind 0, read it, let it go. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, HOST, () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
  });
}

const running = new Set<Child>();

/** Every child still running; the run's clean-up stops them. */
export function runningChildren(): Child[] {
  return [...running];
}

export async function startChild(name: string, script: string, env: Record<string, string | undefined>, readyPath = "/healthz"): Promise<Child> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST, ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete childEnv[key];
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", script], { cwd: ROOT, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  let text = "";
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://${HOST}:${port}`;
  const handle: Child = {
    name,
    url,
    output: () => text,
    async stop() {
      running.delete(handle);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(force);
    },
  };
  running.add(handle);

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before it was ready:\n${text}`);
    try {
      const res = await fetch(url + readyPath, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return handle;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await handle.stop();
      throw new Error(`${name} did not answer ${readyPath} within 60 s:\n${text}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The bench's admin: a fresh password per run, never one from the environment. */
export const BENCH_ADMIN = { username: "admin", password: `Bench-${crypto.randomBytes(9).toString("base64url")}` };
export const BENCH_TIME_ZONE = "America/Denver";

/** The real server on the bench database (`targetEnv`), in production mode, with nothing of the parent's environment
 * able to send it elsewhere (mail, OpenID, geocoder, proxy). */
export function startBenchServer(targetEnv: Record<string, string | undefined>): Promise<Child> {
  return startChild(
    "server",
    "server/index.ts",
    {
      ...targetEnv,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      APP_TIME_ZONE: BENCH_TIME_ZONE,
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      SESSION_SECRET: crypto.randomBytes(36).toString("base64url"),
      APP_URL: undefined,
      SMTP_URL: undefined,
      OIDC_ISSUER_URL: undefined,
      OIDC_CLIENT_ID: undefined,
      GEOCODER_URL: undefined,
      TRUST_PROXY: undefined,
    },
    "/readyz",
  );
}

// The SIGTERM drill, run against PostgreSQL and against the embedded PGlite: requests in flight when the signal
// arrives complete with 2xx, new connections are refused, the process exits 0 within 10 s.
import http from "node:http";
import net from "node:net";
import type { ServerProcess } from "../../support/server-process";
import { countBy, sleep, waitFor, type Result } from "./drill";

export interface SigtermFigures {
  slowUploads: Record<string, number>;
  lists: Record<string, number>;
  warmConnections: string;
  listsAnsweredAfterSignal: number;
  slowestListMs: number;
  failedListMs: number[];
  newConnectionAfterSignal: string;
  exitCode: number | null;
  exitMs: number;
}

/** POST /api/projects with its body sent in two halves; the second half goes when `release` resolves. */
function slowUpload(base: string, cookie: string, name: string, release: Promise<void>): { connected: Promise<void>; done: Promise<Result> } {
  const url = new URL("/api/projects", base);
  const body = Buffer.from(JSON.stringify({ name, location: "1 Slow Upload Way, Denver", status: "planning", endDate: "2030-06-30" }));
  const started = performance.now();
  let onConnected: () => void;
  const connected = new Promise<void>((resolve) => (onConnected = resolve));
  const done = new Promise<Result>((resolve) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        agent: false,
        headers: { "content-type": "application/json", "content-length": body.length, cookie },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => {
          let parsed: any = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // keep text
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, ms: performance.now() - started });
        });
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ status: 0, body: null, ms: performance.now() - started, error: error.code ?? error.message }));
    req.setTimeout(20_000, () => req.destroy(new Error("timeout")));
    req.on("socket", (socket) => socket.on("connect", () => onConnected()));
    req.write(body.subarray(0, body.length >> 1));
    void release.then(() => req.end(body.subarray(body.length >> 1)));
  });
  return { connected, done };
}

function get(base: string, pathname: string, cookie: string, agent: http.Agent): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(new URL(pathname, base), { agent, headers: { cookie } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text.length, ms: performance.now() - started }));
      res.on("error", (error: NodeJS.ErrnoException) => resolve({ status: 0, body: null, ms: performance.now() - started, error: error.code }));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ status: 0, body: null, ms: performance.now() - started, error: error.code ?? error.message }));
    req.setTimeout(20_000, () => req.destroy(new Error("timeout")));
  });
}

function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.setTimeout(3_000, () => {
      socket.destroy();
      resolve("timeout");
    });
    socket.on("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

export async function sigtermUnderLoad(
  server: ServerProcess,
  base: string,
  cookie: string,
  options: { slowUploads: number; lists: number; listPath: string },
): Promise<SigtermFigures> {
  // Uploads whose bodies are half sent: certainly in flight when the signal comes.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const uploads = Array.from({ length: options.slowUploads }, (_, i) => slowUpload(base, cookie, `Slow upload ${i + 1}`, released));
  await Promise.all(uploads.map((u) => u.connected));

  // A burst of list reads, each on its own keep-alive connection (as a browser keeps them). The connections are
  // opened and used once first, so the server has accepted every one of them before the burst: a request still
  // in a client's queue or the kernel's backlog is not in flight, and refusing it after the signal is right.
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.lists });
  const warm = await Promise.all(Array.from({ length: options.lists }, () => get(base, "/healthz", cookie, agent)));
  const warmSockets = Object.values(agent.freeSockets).flat().length;
  let signalAt = Number.POSITIVE_INFINITY;
  const lists = Array.from({ length: options.lists }, async () => {
    const result = await get(base, options.listPath, cookie, agent);
    return { ...result, afterSignal: performance.now() > signalAt };
  });
  // Give the server a moment to read every request, then stop it.
  await sleep(500);
  signalAt = performance.now();
  server.child.kill("SIGTERM");
  const exited = server.exited.then((code) => ({ code, ms: Math.round(performance.now() - signalAt) }));

  // Once the server has taken the signal in, a new connection is refused (while the uploads are still open).
  const handled = await waitFor(async () => /shutting down/.test(server.output()), 5_000, 20);
  const port = Number(new URL(base).port);
  const newConnectionAfterSignal = handled < 0 ? "signal not handled" : await tryConnect(port);
  // Only now do the uploads finish their bodies.
  await sleep(700);
  release();

  const [uploadResults, listResults, exit] = await Promise.all([Promise.all(uploads.map((u) => u.done)), Promise.all(lists), exited]);
  agent.destroy();
  return {
    slowUploads: countBy(uploadResults, (r) => (r.status === 0 ? `error:${r.error}` : r.status)),
    lists: countBy(listResults, (r) => (r.status === 0 ? `error:${r.error}` : r.status)),
    warmConnections: `${warm.filter((r) => r.status === 200).length}/${warmSockets}`,
    listsAnsweredAfterSignal: listResults.filter((r) => r.afterSignal).length,
    slowestListMs: Math.round(Math.max(...listResults.map((r) => r.ms))),
    failedListMs: listResults.filter((r) => r.status === 0).map((r) => Math.round(r.ms)),
    newConnectionAfterSignal,
    exitCode: exit.code,
    exitMs: exit.ms,
  };
}

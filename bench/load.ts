// autocannon, bounded in time, against loopback only; results reduced to the figures the run prints.
import autocannon from "autocannon";
import { assertLoopback } from "./target";

export interface LoadOptions {
  url: string;
  path: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  /** Runs this long; or, with `amount`, until that many requests have answered. */
  durationSeconds?: number;
  amount?: number;
  /** Requests per second per connection (autocannon's connectionRate). */
  connectionRate?: number;
  /** Requests per second over all connections (autocannon's overallRate). */
  overallRate?: number;
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers, socket errors and time-outs together. */
  errors: number;
  statusCodes: Record<string, number>;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  assertLoopback(options.url, "the load target");
  const result = await autocannon({
    url: options.url + options.path,
    method: options.method ?? "GET",
    headers: options.headers,
    body: options.body,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.durationSeconds ?? 10 }),
    ...(options.connectionRate ? { connectionRate: options.connectionRate } : {}),
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    timeout: 30,
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = (stats as { count: number }).count;
  const requests = result["1xx"] + result["2xx"] + result["3xx"] + result["4xx"] + result["5xx"];
  return {
    requests,
    requestsPerSecond: requests / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    statusCodes,
  };
}

/**
 * Waits until the server answers /healthz quickly again: a timed run ends with requests still in flight, which the
 * server keeps working on after autocannon closes their sockets, and they must not count against the next figure.
 */
export async function settle(url: string, maxSeconds = 10): Promise<void> {
  const deadline = Date.now() + maxSeconds * 1000;
  let quick = 0;
  while (Date.now() < deadline && quick < 3) {
    const start = performance.now();
    try {
      await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) }).then((res) => res.arrayBuffer());
      quick = performance.now() - start < 100 ? quick + 1 : 0;
    } catch {
      quick = 0;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const rps = (n: number) => (n >= 100 ? Math.round(n).toString() : n.toFixed(1));
export const ms = (n: number) => (n >= 100 ? Math.round(n).toString() : n.toFixed(1));
/** Two decimals, or two significant digits below 0.1 so the slow reads do not all print as 0.00. */
export const ratio = (n: number) => (n >= 10 ? n.toFixed(1) : n >= 0.1 || n === 0 ? n.toFixed(2) : n.toPrecision(2));

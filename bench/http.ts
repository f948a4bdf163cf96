// Small fetch helpers for the bench: sign in for a session cookie, JSON requests with that cookie.
import { assertLoopback } from "./target";

export interface JsonResponse<T = any> {
  status: number;
  body: T;
  ms: number;
}

export async function request<T = any>(url: string, init: { method?: string; cookie?: string; body?: unknown } = {}): Promise<JsonResponse<T>> {
  assertLoopback(url, "a bench request");
  const headers: Record<string, string> = {};
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  const start = performance.now();
  const res = await fetch(url, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  const ms = performance.now() - start;
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text for the error message.
  }
  return { status: res.status, body, ms };
}

/** POSTs the credentials and returns the session cookie ('name=value') the answer set. */
export async function signIn(url: string, body: unknown): Promise<string> {
  assertLoopback(url, "a bench sign-in");
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  // A Crewline sign-in also sets the known-device cookie: the session is the one named like crewline.sid.
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  const cookie = cookies.find((c) => /^(__Host-)?crewline\.sid=/.test(c)) ?? cookies[0];
  if (res.status !== 200 || !cookie) throw new Error(`sign-in at ${url} failed: ${res.status} ${await res.text()}`);
  return cookie;
}

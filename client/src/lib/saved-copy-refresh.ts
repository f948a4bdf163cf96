// Asking the server again while a screen shows the device's saved copies (lib/saved-copies.ts) or a read that never
// reached the server: one read at a time, with back-off, so a phone in a basement makes a few requests a minute, never
// a loop. When that one read reaches the server, every such read on screen is made again. Started by main.tsx, so it
// stays out of the screens' code (use-saved-copy-age.ts says how old a copy on screen is).
import type { Query, QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-client";
import { isFieldDataRead } from "./field-data-cache";
import { queryKeyToUrl, savedCopyTimeOf } from "./query-client";
import { subscribeSavedCopies } from "./saved-copies";

/** The first try again after this long; each failure doubles it, up to the cap. */
export const FIRST_PROBE_DELAY_MS = 10_000;
export const MAX_PROBE_DELAY_MS = 120_000;

/**
 * How long to wait before the next read, after `failures` reads in a row that did not reach the server; `random` in
 * [0, 1) spreads it by up to a fifth either way, so a site's phones do not all ask at the same moment.
 */
export function nextProbeDelayMs(failures: number, random: number): number {
  const base = Math.min(FIRST_PROBE_DELAY_MS * 2 ** Math.max(0, Math.floor(failures)), MAX_PROBE_DELAY_MS);
  const spread = 0.8 + 0.4 * Math.min(Math.max(random, 0), 1);
  return Math.round(base * spread);
}

const didNotReachServer = (query: Query) => isApiError(query.state.error) && query.state.error.status === 0;

/** A read on screen (someone observes it) that the server has not answered: its saved copy, or a failed attempt. */
function waitsForServer(query: Query): boolean {
  if (query.getObserversCount() === 0) return false;
  return query.state.status === "error" ? didNotReachServer(query) : savedCopyTimeOf(query) !== null;
}

const answeredByServer = (query: Query) => query.state.status === "success" && savedCopyTimeOf(query) === null;

interface RefreshOptions {
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** Starts the one back-off loop of this page (main.tsx); returns how to stop it (tests). */
export function startSavedCopyRefresh(queryClient: QueryClient, options: RefreshOptions = {}): () => void {
  const random = options.random ?? Math.random;
  const setTimer = options.setTimer ?? ((run, ms) => window.setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => window.clearTimeout(timer as number));
  const cache = queryClient.getQueryCache();
  let failures = 0;
  let timer: unknown = null;
  let probing = false;

  const waiting = () => cache.findAll({ predicate: waitsForServer });

  function schedule() {
    if (timer !== null || probing || waiting().length === 0) return;
    timer = setTimer(() => void probe(), nextProbeDelayMs(failures, random()));
  }

  async function probe() {
    timer = null;
    const [first] = waiting();
    if (!first) return;
    probing = true;
    try {
      await queryClient.refetchQueries({ queryKey: first.queryKey, exact: true });
      if (answeredByServer(first)) {
        failures = 0;
        await queryClient.refetchQueries({ predicate: waitsForServer });
      } else {
        failures += 1;
      }
    } finally {
      probing = false;
    }
    schedule();
  }

  // The connection is back: react-query reads stale and failed queries again itself; the back-off starts over.
  const onOnline = () => {
    failures = 0;
    if (timer !== null) clearTimer(timer);
    timer = null;
    schedule();
  };
  const unsubscribeCache = cache.subscribe(() => schedule());
  const unsubscribeCopies = subscribeSavedCopies(schedule);
  if (typeof window !== "undefined") window.addEventListener("online", onOnline);
  schedule();
  return () => {
    unsubscribeCache();
    unsubscribeCopies();
    if (typeof window !== "undefined") window.removeEventListener("online", onOnline);
    if (timer !== null) clearTimer(timer);
  };
}

/** Reads every field list in the cache again (through the service worker, which then keeps a copy of each). */
export function refetchFieldData(queryClient: QueryClient): Promise<void> {
  return queryClient.refetchQueries({
    predicate: (query) => isFieldDataRead({ url: new URL(queryKeyToUrl(query.queryKey), window.location.origin), request: { method: "GET" } }),
  });
}

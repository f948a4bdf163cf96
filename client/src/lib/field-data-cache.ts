// The service worker's copy of the lists the GPS clock and a site kiosk need to work without signal (vite.config.ts
// reads them network-first and falls back to this copy); dropped at sign-out so the next person starts clean.
//
// isFieldDataRead and stampSavedCopy are written into sw.js as their source text (workbox-build stringifies them), so
// they may use nothing from this file's scope: the paths and the header's name are spelled out inside them.
export const FIELD_DATA_CACHE = "crewline-field-data";

/** On a copy the service worker saved: when it saved it (ISO time, this device's clock). The server never sends it. */
export const SAVED_AT_HEADER = "X-Crewline-Saved-At";

/**
 * The reads the field screens make on a cold start: the crew (the workers list and each site's team), the sites,
 * who is on the clock (a worker's open entry, their entries, a site's entries), the cost codes, the clock settings,
 * and a kiosk's site and team. Punches are never cached: they go through the offline queue.
 */
export function isFieldDataRead({ url, request }: { url: URL; request: Pick<Request, "method"> }): boolean {
  if (request.method !== "GET") return false;
  const path = url.pathname;
  return (
    path === "/api/workers" ||
    path === "/api/projects" ||
    path === "/api/cost-codes" ||
    path === "/api/settings/clock" ||
    path === "/api/kiosk" ||
    /^\/api\/workers\/\d+\/active-time$/.test(path) ||
    /^\/api\/projects\/\d+\/workers$/.test(path) ||
    (path === "/api/time-entries" && (url.searchParams.has("workerId") || url.searchParams.has("projectId")))
  );
}

/**
 * A workbox plugin: the copy it stores carries the time it was saved, so the screen that is answered from it can say
 * how old what it shows is ("Saved on this phone 2 h ago"). The answer the page gets from the network has no stamp.
 */
export const stampSavedCopy = {
  cacheWillUpdate: async ({ response }: { response: Response }): Promise<Response | null> => {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set("X-Crewline-Saved-At", new Date().toISOString());
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

export async function clearFieldDataCache(): Promise<void> {
  if (typeof caches === "undefined") return;
  try {
    await caches.delete(FIELD_DATA_CACHE);
  } catch {
    // Storage unavailable (private mode): nothing was cached.
  }
}

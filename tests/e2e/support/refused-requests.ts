// The roles specs' check that a screen asks only what the role may: every API request the server refused (401, 403)
// or failed (5xx) from the moment this is called, as "/screen: METHOD /api/path?query -> status".
import type { Page, Request } from "@playwright/test";

type Options = {
  /** Only requests sent from a page at a path like this (the dashboard's reads, still under way after signing in, are not the screen's). */
  screens?: RegExp;
  /** Only requests to API paths like this. */
  api?: RegExp;
};

export function refusedRequests(page: Page, { screens, api }: Options = {}): string[] {
  const refused: string[] = [];
  const sentFrom = new WeakMap<Request, string>();
  page.on("request", (request) => {
    try {
      sentFrom.set(request, new URL(request.frame().url()).pathname);
    } catch {
      // A service worker's own request has no frame.
    }
  });
  page.on("response", (response) => {
    const screen = sentFrom.get(response.request());
    const url = new URL(response.url());
    const status = response.status();
    if (screen === undefined || !url.pathname.startsWith("/api/")) return;
    if ((screens && !screens.test(screen)) || (api && !api.test(url.pathname))) return;
    if (status === 401 || status === 403 || status >= 500) {
      refused.push(`${screen}: ${response.request().method()} ${url.pathname}${url.search} -> ${status}`);
    }
  });
  return refused;
}

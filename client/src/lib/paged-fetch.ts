// Reading a paged list whole: its pages in order, following Link rel="next". Apart from the contracts (no zod), so the
// first screen's reads (app/signed-in-pages.ts) can use it without loading them.
import { apiFetch, toApiError } from "./api-client";

/** The URL of the next page, from a Link header's rel="next" (null on the last page). */
export function nextPageUrl(link: string | null): string | null {
  const match = link?.match(/<([^>]+)>;\s*rel="next"/);
  return match ? match[1] : null;
}

/** Every page of a paged list, in order, as one array: the screens read whole lists. */
export async function fetchAllPages<Row>(firstUrl: string, signal: AbortSignal): Promise<Row[]> {
  const rows: Row[] = [];
  let url: string | null = firstUrl;
  while (url) {
    const res = await apiFetch(url, { headers: { Accept: "application/json" }, signal });
    if (!res.ok) throw await toApiError(res);
    rows.push(...((await res.json()) as Row[]));
    url = nextPageUrl(res.headers.get("Link"));
  }
  return rows;
}


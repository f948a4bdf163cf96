// Reads a paged list the way the client does: from the first URL, following Link rel="next" (nextPageUrl, the client's
// own reader) until a page has none; each page's rows and X-Total-Count, every request asserted a 200.
import type TestAgent from "supertest/lib/agent";
import { expect } from "vitest";
import { nextPageUrl } from "@/lib/paged-fetch";

export interface ReadPage<Row> {
  rows: Row[];
  total: string | undefined;
}

/** Every page from `firstUrl`; more than `maxPages` fails (a cursor that leads back would loop forever). */
export async function readPages<Row = { id: number }>(agent: TestAgent, firstUrl: string, maxPages = 20) {
  const pages: ReadPage<Row>[] = [];
  for (let url: string | null = firstUrl; url; ) {
    const res = await agent.get(url);
    expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
    pages.push({ rows: res.body as Row[], total: res.headers["x-total-count"] });
    expect(pages.length, `more than ${maxPages} pages from ${firstUrl}`).toBeLessThanOrEqual(maxPages);
    url = nextPageUrl(res.headers.link ?? null);
  }
  return { pages, rows: pages.flatMap((page) => page.rows) };
}

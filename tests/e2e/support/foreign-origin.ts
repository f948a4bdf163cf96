// A page on another origin (127.0.0.1 on another port: same site, other origin) for cross-site request tests.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ForeignOrigin {
  /** The URL of the page. */
  url: string;
  close(): Promise<void>;
}

/** Serves one HTML page at / until closed. */
export async function serveForeignPage(html: string): Promise<ForeignOrigin> {
  const server = http.createServer((_req, res) => {
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** A form that posts itself (x-www-form-urlencoded) to `action` as soon as the page loads, after `beforeSubmit`. */
export function autoSubmittingFormPage(action: string, fields: Record<string, string>, beforeSubmit = "Promise.resolve()") {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input name="${escape(name)}" value="${escape(value)}">`)
    .join("");
  return `<!doctype html><html><head><title>A friendly page</title></head><body>
<form id="attack" method="POST" action="${escape(action)}" enctype="application/x-www-form-urlencoded">${inputs}</form>
<script>
(${beforeSubmit}).catch(() => undefined).finally(() => document.getElementById("attack").submit());
</script></body></html>`;
}

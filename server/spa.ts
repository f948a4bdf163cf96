// Serving the React client: the built files (before the session middleware, so a script or stylesheet never costs a
// session read and touch) and the pages (after it, so index.html can say who is signed in).
import fs from "node:fs";
import path from "node:path";
import express, { type Express, type Request, type RequestHandler } from "express";
import type { ViteDevServer } from "vite";
import { BOOT_ELEMENT_ID } from "@shared/api/constants";
import { type PublicUser, toPublicUser } from "@shared/schema";
import { isKioskPath, loadingHeading, type ScreenHeading, type ScreenModule, signedInScreenFor, signedOutScreen } from "@shared/screens";

export type SpaMode = { kind: "static"; dir: string } | { kind: "vite"; vite: ViteDevServer } | { kind: "none" };

/** What index.html carries about the session: the answer `GET /api/auth/user` would give, and the company's zone. */
export interface BootState {
  user: PublicUser | null;
  /** APP_TIME_ZONE, for signed-in users only: the timesheet's days are in it. */
  timeZone?: string;
}

const AUTH_PRELOAD = /\s*<!--[^>]*-->\s*<link rel="preload" href="\/api\/auth\/user"[^>]*>|\s*<link rel="preload" href="\/api\/auth\/user"[^>]*>/;

/**
 * index.html with the boot state in a JSON data block (never executed, so the CSP's script-src 'self' is not
 * involved). The page no longer needs its preload of /api/auth/user: the app reads the answer from here, so a
 * signed-out visitor is not asked for a request that can only end in 401. `<` is escaped so no value can close the
 * element. The same file without this block (the service worker's copy) makes the app ask the server instead.
 */
const HEADING_MARKER = /<!--crewline:screen-heading[^>]*-->/;

/**
 * The screen's heading in the outline index.html paints before any script, with the classes the app draws it with
 * (components/layout/content-column.ts and page-header.tsx), so the first paint names the screen.
 */
export function headingHtml(heading: ScreenHeading): string {
  return (
    `<div class="mx-auto w-full max-w-6xl px-4 pt-4 sm:px-6 sm:pt-6 lg:px-8"><div class="mb-5 flex flex-wrap items-end justify-between gap-3">` +
    `<div class="min-w-0"><h1 class="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">${escapeText(heading.title)}</h1>` +
    `<p class="mt-1 text-base text-slate-600">${escapeText(heading.description)}</p></div></div></div>`
  );
}

export function renderIndexHtml(
  template: string,
  boot: BootState,
  modulePreloads: readonly string[] = [],
  heading?: ScreenHeading,
): string {
  const json = JSON.stringify(boot).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
  const tags = [
    `<script id="${BOOT_ELEMENT_ID}" type="application/json">${json}</script>`,
    ...modulePreloads.filter((file) => !template.includes(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`),
  ];
  const html = template.replace(AUTH_PRELOAD, "").replace(HEADING_MARKER, heading ? headingHtml(heading) : "");
  const at = html.indexOf("</head>");
  // Any place in the document works (the app reads the block after parsing); the head is where it belongs.
  if (at === -1) return html + tags.join("");
  return `${html.slice(0, at)}${tags.map((tag) => `  ${tag}\n`).join("")}  ${html.slice(at)}`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** As React escapes text, so the outline's heading is the very markup the app then draws ("your projects' jobs"). */
function escapeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The built files a screen needs before it can draw (its chunk and everything it imports statically, and the
 * signed-in shell's for a signed-in user), from Vite's build manifest. The entry's own files are already listed in
 * index.html and are skipped there. An unknown screen or a build without a manifest gives none.
 */
export function screenFiles(manifest: Record<string, ManifestChunk>, screen: ScreenModule | null, signedIn: boolean): string[] {
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  if (signedIn) add(SIGNED_IN_SHELL_MODULE);
  if (screen) add(`src/app/pages/${screen}.tsx`);
  return [...files];
}

const SIGNED_IN_SHELL_MODULE = "src/app/signed-in-app.tsx";

function readManifest(dir: string): Record<string, ManifestChunk> {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, ".vite", "manifest.json"), "utf8")) as Record<string, ManifestChunk>;
  } catch {
    // A build without a manifest still works: the screen's code then loads after the entry, as without hints.
    return {};
  }
}

export function bootStateFor(req: Request, timeZone: string): BootState {
  const user = req.user && req.user.isActive ? toPublicUser(req.user) : null;
  return user ? { user, timeZone } : { user: null };
}

/** Sends `file.br` or `file.gz` from the build for a client that accepts it, else passes to express.static. */
function precompressedAssets(dir: string): RequestHandler {
  const root = path.resolve(dir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Brotli when the client takes it at all (browsers list gzip first, with the same weight), else gzip.
    const encoding = req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gzip" : null;
    if (!encoding) return next();
    let file: string;
    try {
      file = path.resolve(root, `.${path.posix.normalize(decodeURIComponent(req.path))}`);
    } catch {
      return next();
    }
    const compressed = `${file}.${encoding === "br" ? "br" : "gz"}`;
    if (!file.startsWith(root + path.sep) || !fs.existsSync(compressed)) return next();
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Vary", "Accept-Encoding");
    res.type(path.extname(file));
    res.sendFile(compressed, { maxAge: "1y", immutable: true }, (error) => error && next(error));
  };
}

/** The client's files (scripts, styles, icons, the service worker, the manifest): no session is read for them. */
export function mountSpaFiles(app: Express, spa: SpaMode) {
  if (spa.kind === "none") return;
  if (spa.kind === "vite") {
    app.use(spa.vite.middlewares);
    return;
  }
  // Hashed assets were compressed at build time (vite.config.ts writes .br and .gz beside them); the rest is
  // compressed on the fly by app.ts.
  app.use("/assets", precompressedAssets(path.join(spa.dir, "assets")));
  app.use(
    "/assets",
    express.static(path.join(spa.dir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: true }),
  );
  app.use(express.static(spa.dir, { index: false, maxAge: "1h" }));
}

/** Every other GET is a screen of the single-page app: index.html with the boot state. */
export function mountSpaPages(app: Express, spa: SpaMode, options: { timeZone: string }) {
  if (spa.kind === "none") return;
  const readTemplate =
    spa.kind === "vite"
      ? (url: string) => spa.vite.transformIndexHtml(url, fs.readFileSync(path.resolve(spa.vite.config.root, "index.html"), "utf8"))
      : cachedFile(path.join(spa.dir, "index.html"));
  const manifest = spa.kind === "static" ? readManifest(spa.dir) : {};
  app.get("/{*splat}", async (req, res, next) => {
    try {
      const boot = bootStateFor(req, options.timeZone);
      // A screen the person's role may not open is the not-found page: its code is not listed.
      // The kiosk's screen opens whoever is signed in, without the signed-in shell (client/src/app/routes.tsx).
      const kiosk = isKioskPath(req.path);
      const screen = kiosk ? "kiosk-page" : boot.user ? signedInScreenFor(req.path, boot.user.role) : signedOutScreen(req.path);
      const files = screenFiles(manifest, screen, boot.user !== null && !kiosk);
      const heading = boot.user && !kiosk ? loadingHeading(req.path, boot.user.role) : undefined;
      const html = renderIndexHtml(await readTemplate(req.originalUrl), boot, files, heading);
      // Who is signed in is in the page: never from a shared cache, and never reused after a sign-out.
      res.setHeader("Cache-Control", "no-store");
      res.status(200).type("html").send(html);
    } catch (error) {
      next(error);
    }
  });
}

/** The built index.html, read once (it only changes with a new build, which means a restart). */
function cachedFile(file: string): () => Promise<string> {
  let text: Promise<string> | undefined;
  return () => {
    text ??= fs.promises.readFile(file, "utf8").catch((error: unknown) => {
      text = undefined;
      throw error;
    });
    return text;
  };
}

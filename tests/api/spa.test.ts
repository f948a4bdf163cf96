// Serving the built client: index.html says who is signed in (so a signed-out visitor is never sent into a 401)
// and lists the requested screen's files; the files themselves are served without reading a session; text is
// compressed for a browser that accepts it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOT_ELEMENT_ID } from "@shared/api/constants";
import { users } from "@shared/schema";
import { createApp } from "../../server/app";
import { renderIndexHtml, screenFiles } from "../../server/spa";
import { createActiveUser, userAgent } from "../support/accounts";
import { createPerson } from "../support/people";
import { ADMIN_PASSWORD, ADMIN_USERNAME, createTestApp, TEST_BCRYPT_COST, type TestApp } from "../support/app";

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Crewline</title>
    <!-- Who is signed in decides the first screen: ask while the app's code downloads (the app's fetch reuses it). -->
    <link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials" />
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-V1.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

// The shape Vite writes to .vite/manifest.json: each chunk with its file and the chunks it imports statically.
const MANIFEST = {
  "index.html": { file: "assets/index-A1.js", imports: ["_vendor-V1.js"] },
  "_vendor-V1.js": { file: "assets/vendor-V1.js" },
  "_ui-U1.js": { file: "assets/ui-U1.js", imports: ["_vendor-V1.js"] },
  "_dates-D1.js": { file: "assets/dates-D1.js" },
  "src/app/signed-in-app.tsx": { file: "assets/signed-in-app-S1.js", imports: ["_ui-U1.js", "index.html"] },
  "src/app/pages/dashboard-page.tsx": { file: "assets/dashboard-page-P1.js", imports: ["_ui-U1.js", "_dates-D1.js"] },
  "src/app/pages/timesheet-page.tsx": { file: "assets/timesheet-page-T1.js", imports: ["_ui-U1.js"] },
  "src/app/pages/materials-page.tsx": { file: "assets/materials-page-M1.js", imports: ["_ui-U1.js"] },
  "src/app/pages/landing-page.tsx": { file: "assets/landing-page-L1.js", imports: ["_vendor-V1.js"] },
  "src/app/pages/auth-page.tsx": { file: "assets/auth-page-H1.js" },
  "src/app/pages/kiosk-page.tsx": { file: "assets/kiosk-page-K1.js", imports: ["_ui-U1.js"] },
};

let t: TestApp;
let dir: string;
let app: ReturnType<typeof createApp>;

/** The app on the test database, serving the client built into `buildDir`. */
function appServing(buildDir: string) {
  return createApp({
    env: t.env,
    database: t.database,
    logger: pino({ level: "silent" }),
    sessionSecret: "s".repeat(40),
    spa: { kind: "static", dir: buildDir },
    bcryptCost: TEST_BCRYPT_COST,
  });
}

function bootOf(html: string): unknown {
  const match = html.match(new RegExp(`<script id="${BOOT_ELEMENT_ID}" type="application/json">(.*?)</script>`));
  if (!match) throw new Error(`no boot block in:\n${html}`);
  return JSON.parse(match[1]);
}

function modulePreloads(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
}

beforeAll(async () => {
  t = await createTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "crewline-spa-"));
  fs.writeFileSync(path.join(dir, "index.html"), INDEX_HTML);
  fs.mkdirSync(path.join(dir, "assets"));
  fs.mkdirSync(path.join(dir, ".vite"));
  fs.writeFileSync(path.join(dir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(dir, "assets", "index-A1.js"), `console.log(${JSON.stringify("x".repeat(4000))});`);
  app = appServing(dir);
});

afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await t.close();
});

describe("index.html for a signed-out visitor", () => {
  it("says nobody is signed in, drops the /api/auth/user preload and lists the landing page's code", async () => {
    const res = await request(app).get("/");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(bootOf(res.text)).toEqual({ user: null });
    expect(res.text).not.toContain('href="/api/auth/user"');
    // Already listed by the template (the vendor chunk) is not listed twice.
    expect(modulePreloads(res.text)).toEqual(["/assets/vendor-V1.js", "/assets/landing-page-L1.js"]);
  });

  it("lists the sign-in page's code at /auth and nothing signed-in anywhere", async () => {
    expect(modulePreloads((await request(app).get("/auth")).text)).toContain("/assets/auth-page-H1.js");
    const projects = await request(app).get("/projects/12");
    expect(bootOf(projects.text)).toEqual({ user: null });
    expect(projects.text).not.toContain("signed-in-app");
  });

  it("lists the kiosk screen's code at /kiosk, signed out or signed in, without the signed-in shell", async () => {
    const kioskFiles = ["/assets/vendor-V1.js", "/assets/kiosk-page-K1.js", "/assets/ui-U1.js"];
    expect(modulePreloads((await request(app).get("/kiosk")).text)).toEqual(kioskFiles);
    const agent = request.agent(app);
    expect((await agent.post("/api/admin/login").send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD })).status).toBe(200);
    const signedIn = await agent.get("/kiosk");
    expect(modulePreloads(signedIn.text)).toEqual(kioskFiles);
    expect(signedIn.text).not.toContain("crewline:screen-heading");
  });
});

describe("index.html for a signed-in user", () => {
  it("carries the user exactly as GET /api/auth/user answers, the company's zone, and the screen's code", async () => {
    const agent = request.agent(app);
    expect((await agent.post("/api/admin/login").send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD })).status).toBe(200);
    const me = await agent.get("/api/auth/user");
    const page = await agent.get("/");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(bootOf(page.text)).toEqual({ user: me.body, timeZone: "America/Denver" });
    expect(page.text).not.toMatch(/passwordHash|sessionVersion/);
    expect(modulePreloads(page.text)).toEqual([
      "/assets/vendor-V1.js",
      "/assets/signed-in-app-S1.js",
      "/assets/ui-U1.js",
      "/assets/dashboard-page-P1.js",
      "/assets/dates-D1.js",
    ]);
    const timesheet = modulePreloads((await agent.get("/timesheet")).text);
    expect(timesheet).toContain("/assets/timesheet-page-T1.js");
    expect(timesheet).not.toContain("/assets/dashboard-page-P1.js");
    // A path with no screen still gets the signed-in shell (the not-found page is part of it).
    expect(modulePreloads((await agent.get("/no/such/page")).text)).toEqual(["/assets/vendor-V1.js", "/assets/signed-in-app-S1.js", "/assets/ui-U1.js"]);
  });

  it("lists a screen's code only to a role that may open it (a crew member's /materials is the not-found page)", async () => {
    const shellOnly = ["/assets/vendor-V1.js", "/assets/signed-in-app-S1.js", "/assets/ui-U1.js"];
    const crew = await userAgent({ ...t, app }, (await createPerson(t, "crew")).email);
    expect(modulePreloads((await crew.get("/materials")).text)).toEqual(shellOnly);
    const foreman = await userAgent({ ...t, app }, (await createPerson(t, "foreman")).email);
    expect(modulePreloads((await foreman.get("/materials")).text)).toEqual([...shellOnly, "/assets/materials-page-M1.js"]);
  });

  it("escapes what a user typed so it cannot close the data block", async () => {
    const email = `boot.${process.pid}@example.test`;
    const id = await createActiveUser(t, email);
    await t.database.db.update(users).set({ firstName: "</script><script>alert(1)</script>", lastName: "\u2028<!--" }).where(eq(users.id, id));
    const agent = request.agent(app);
    expect((await agent.post("/api/auth/login").send({ email, password: "Crew-Passw0rd" })).status).toBe(200);
    const page = await agent.get("/");
    expect(page.text).not.toContain("<script>alert(1)");
    expect(page.text).not.toContain("<!--\"");
    expect(bootOf(page.text)).toMatchObject({ user: { id, firstName: "</script><script>alert(1)</script>", lastName: "\u2028<!--" } });
  });

  it("says nobody is signed in for a session whose account was switched off (as /api/auth/user refuses it)", async () => {
    const email = `boot.off.${process.pid}@example.test`;
    const id = await createActiveUser(t, email);
    const agent = await userAgent({ ...t, app }, email);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, id));
    expect((await agent.get("/api/auth/user")).status).toBe(403);
    expect(bootOf((await agent.get("/timesheet")).text)).toEqual({ user: null });
  });
});

describe("the client's files", () => {
  it("are served without a session cookie being set or read, and compressed for a browser that accepts it", async () => {
    const agent = request.agent(app);
    expect((await agent.post("/api/admin/login").send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD })).status).toBe(200);
    const asset = await agent.get("/assets/index-A1.js").set("Accept-Encoding", "gzip");
    expect(asset.status).toBe(200);
    expect(asset.headers["set-cookie"]).toBeUndefined();
    expect(asset.headers["content-encoding"]).toBe("gzip");
    expect(asset.headers["cache-control"]).toContain("immutable");
    // The API is compressed too (a list above compression's 1 kB threshold).
    const longList = await agent.get("/api/openapi.json").set("Accept-Encoding", "gzip");
    expect(longList.status).toBe(200);
    expect(longList.headers["content-encoding"]).toBe("gzip");
  });

  it("are not reachable above the build directory, and the manifest is not served", async () => {
    for (const url of ["/.vite/manifest.json", "/assets/..%2f.vite%2fmanifest.json", "/assets/%2e%2e/.vite/manifest.json"]) {
      const res = await request(app).get(url);
      expect(res.headers["content-type"], url).not.toMatch(/json/);
      expect(res.text, url).not.toContain('"imports"');
    }
  });
});

describe("renderIndexHtml and screenFiles", () => {
  it("adds the block even to a document without a head, and a build without a manifest lists nothing", () => {
    const html = renderIndexHtml("<div id=root></div>", { user: null });
    expect(bootOf(html)).toEqual({ user: null });
    expect(screenFiles({}, "dashboard-page", true)).toEqual([]);
  });
});

describe("the screen's heading in index.html's outline", () => {
  const template = `<!doctype html><html><head></head><body><div id="root"><div class="min-h-dvh"><div>logo</div>
    <!--crewline:screen-heading (server/spa.ts writes the requested screen's heading here)--></div></div></body></html>`;

  it("is written for a signed-in user's screen with a fixed heading, escaped, and the marker is always removed", () => {
    const html = renderIndexHtml(template, { user: null }, [], { title: "Timesheet & Payroll", description: "<b>x</b>" });
    expect(html).toContain('<h1 class="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Timesheet &amp; Payroll</h1>');
    expect(html).toContain("&lt;b&gt;x&lt;/b&gt;");
    expect(html).not.toContain("crewline:screen-heading");
    expect(renderIndexHtml(template, { user: null })).not.toMatch(/crewline:screen-heading|<h1/);
  });

  it("names the GPS clock to a signed-in user, nothing to a signed-out visitor, no screen to a role that may not open it, and each role its own title and line", async () => {
    const dirWithOutline = fs.mkdtempSync(path.join(os.tmpdir(), "crewline-spa-outline-"));
    fs.writeFileSync(path.join(dirWithOutline, "index.html"), template);
    const outlineApp = appServing(dirWithOutline);
    try {
      expect((await request(outlineApp).get("/timesheet-gps")).text).not.toContain("<h1");
      const admin = request.agent(outlineApp);
      await admin.post("/api/admin/login").send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
      expect((await admin.get("/timesheet-gps")).text).toContain(">GPS Time Clock</h1>");
      expect((await admin.get("/admin")).text).toContain(">Admin Dashboard</h1>");
      // The dashboard's line is today's date in the browser: no fixed heading to write.
      expect((await admin.get("/")).text).not.toContain("<h1");
      const email = `outline.${process.pid}@example.test`;
      await createActiveUser(t, email);
      const user = await userAgent({ ...t, app: outlineApp }, email);
      expect((await user.get("/admin")).text).not.toContain("<h1");
      expect((await user.get("/workers")).text).toContain(">Workers</h1>");
      expect((await user.get("/workers")).text).toContain(">Your crew roster: roles, trades, rates and who is active.</p>");
      expect((await user.get("/timesheet")).text).toContain(">Timesheet &amp; Payroll</h1>");
      const crew = await userAgent({ ...t, app: outlineApp }, (await createPerson(t, "crew")).email);
      expect((await crew.get("/materials")).text).not.toContain("<h1");
      expect((await crew.get("/safety")).text).toContain(">Safety Checklists</h1>");
      // The line under the heading is the one the role reads on the screen: no rates, no payroll.
      expect((await crew.get("/workers")).text).toContain(">Your worker record: trade, contact and status.</p>");
      expect((await crew.get("/timesheet")).text).toContain(">Your daily timesheet and weekly summary.</p>");
      // Nor does the title: payroll is the office's.
      expect((await crew.get("/timesheet")).text).toContain(">Timesheet</h1>");
      const foreman = await userAgent({ ...t, app: outlineApp }, (await createPerson(t, "foreman")).email);
      expect((await foreman.get("/materials")).text).toContain(">Materials &amp; Inventory</h1>");
      expect((await foreman.get("/admin")).text).not.toContain("<h1");
      expect((await foreman.get("/workers")).text).toContain(">Your crew: the workers on your projects&#x27; teams.</p>");
      expect((await foreman.get("/timesheet")).text).not.toMatch(/payroll/i);
      expect((await foreman.get("/timesheet")).text).toContain(">Timesheet</h1>");
    } finally {
      fs.rmSync(dirWithOutline, { recursive: true, force: true });
    }
  });
});

// The API reference at /api/openapi.json: it lists exactly the router's routes, is structurally sound OpenAPI 3.1, agrees
// with the access matrix, and its response schemas accept what the routes really answer (so it cannot drift).
import { eq } from "drizzle-orm";
import sharp from "sharp";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z, type ZodType } from "zod";
import { apiErrorBodySchema } from "@shared/errors";
import { ERROR_STATUS } from "@shared/errors";
import { buildOpenApiDocument, documentedEndpoints, openApiPath } from "../../server/modules/openapi/openapi-document";
import { TAGS, type Endpoint } from "@shared/api/contract";
import { timeEntries } from "@shared/schema";
import { ACCESS_MATRIX } from "../support/access-matrix";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createActiveUser, registerUser, registrationIdOf, tokenOf, uniqueEmail, USER_PASSWORD, userAgent, verificationLinkFor } from "../support/accounts";
import { registeredRoutes } from "../support/registered-routes";

const OIDC_ENV = { OIDC_ISSUER_URL: "http://127.0.0.1:1/", OIDC_CLIENT_ID: "openapi", OIDC_CLIENT_SECRET: "openapi" };

let t: TestApp;
let admin: TestAgent;
let doc: any;

beforeAll(async () => {
  // An OpenID provider is configured (unreachable: discovery happens on first use) so its routes exist too.
  t = await createTestApp({ env: OIDC_ENV });
  admin = await adminAgent(t.app);
  doc = (await admin.get("/api/openapi.json").expect(200)).body;
});
afterAll(async () => {
  await t.close();
});

const key = (r: { method: string; path: string }) => `${r.method.toUpperCase()} ${r.path}`;

/** method + OpenAPI path of every operation in a document. */
function documentedRoutes(document: any) {
  return Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
    Object.keys(item).map((method) => ({ method: method.toUpperCase(), path })),
  );
}

function expectSameRoutes(app: TestApp["app"], document: any) {
  const fromRouter = new Set(registeredRoutes(app).map((r) => key({ method: r.method, path: openApiPath(r.path) })));
  const fromDocument = new Set(documentedRoutes(document).map(key));
  const missing = [...fromRouter].filter((k) => !fromDocument.has(k));
  const stale = [...fromDocument].filter((k) => !fromRouter.has(k));
  expect(missing, `Routes missing from the OpenAPI document (declare its contract in shared/api/<domain>.ts and list it in shared/api/endpoints.ts):\n  ${missing.join("\n  ")}`).toEqual([]);
  expect(stale, `Documented routes the router does not have:\n  ${stale.join("\n  ")}`).toEqual([]);
}

function resolvePointer(document: any, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  return ref
    .slice(2)
    .split("/")
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<any>((node, part) => (node && typeof node === "object" ? node[part] : undefined), document);
}

function collectRefs(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => collectRefs(n, found));
  else if (node && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) {
      if (k === "$ref" && typeof v === "string") found.push(v);
      else collectRefs(v, found);
    }
  }
  return found;
}

describe("GET /api/openapi.json", () => {
  it("is for signed-in users: 401 for an anonymous caller, JSON for a signed-in one", async () => {
    const anonymous = await request(t.app).get("/api/openapi.json");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe("unauthenticated");
    const res = await admin.get("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument({ oidcProviderName: t.env.OIDC_PROVIDER_NAME }))));
  });
});

describe("the document covers the router, both ways", () => {
  it("with an OpenID provider configured: every registered route is documented and nothing else", () => {
    expect(registeredRoutes(t.app).length).toBeGreaterThan(70);
    expectSameRoutes(t.app, doc);
  });

  it("without one: the OpenID routes are neither registered nor documented", async () => {
    const plain = await createTestApp();
    try {
      const document = JSON.parse(JSON.stringify(buildOpenApiDocument({})));
      expectSameRoutes(plain.app, document);
      expect(Object.keys(document.paths)).not.toContain("/api/auth/oidc");
    } finally {
      await plain.close();
    }
  });

  it("says who may call each route as the access matrix does", () => {
    // The least caller the matrix lets in, named as the contracts name access levels.
    const kindOf = (row: (typeof ACCESS_MATRIX)[number]) =>
      row.anonymous === "allowed"
        ? "public"
        : row.kiosk === "allowed"
          ? "kiosk"
          : row.crew === "allowed"
          ? "member"
          : row.foreman === "allowed"
            ? "foreman"
            : row.office === "allowed"
              ? "office"
              : "admin";
    const matrix = new Map(ACCESS_MATRIX.map((row) => [key(row), kindOf(row)]));
    const mismatches = documentedEndpoints({ oidcProviderName: "oidc" })
      .filter((route) => matrix.get(key(route)) !== route.access)
      .map((route) => `${key(route)}: contract ${route.access}, matrix ${matrix.get(key(route))}`);
    expect(mismatches).toEqual([]);
  });
});

describe("the document is structurally sound OpenAPI 3.1", () => {
  it("has the 3.1 header, tags, the cookie session scheme and the Error shape", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    expect(doc.components.securitySchemes.session).toEqual(expect.objectContaining({ type: "apiKey", in: "cookie", name: "crewline.sid" }));
    expect(doc.tags.map((tag: { name: string }) => tag.name)).toEqual(Object.keys(TAGS));
    const error = doc.components.schemas.Error;
    expect(error.required).toEqual(["message", "code"]);
    expect([...error.properties.code.enum].sort()).toEqual(Object.keys(ERROR_STATUS).sort());
  });

  it("declares every path parameter of every path, and no other", () => {
    const problems: string[] = [];
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      const inTemplate = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const [method, op] of Object.entries(item)) {
        const declared = (op.parameters ?? []).filter((p: any) => p.in === "path");
        if (declared.some((p: any) => p.required !== true)) problems.push(`${method} ${path}: a path parameter not required`);
        const names = declared.map((p: any) => p.name).sort();
        if (JSON.stringify(names) !== JSON.stringify(inTemplate)) problems.push(`${method} ${path}: declares ${names} for ${inTemplate}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("resolves every $ref", () => {
    const refs = [...new Set(collectRefs(doc))];
    expect(refs.length).toBeGreaterThan(40);
    expect(refs.filter((ref) => resolvePointer(doc, ref) === undefined)).toEqual([]);
    expect(JSON.stringify(doc)).not.toContain('"$defs"');
  });

  it("gives each operation a unique id, a declared tag, a success answer, the error answers and its security", () => {
    const tags = new Set(Object.keys(TAGS));
    const ids = new Set<string>();
    const problems: string[] = [];
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(item)) {
        const label = `${method} ${path}`;
        if (ids.has(op.operationId)) problems.push(`${label}: duplicate operationId ${op.operationId}`);
        ids.add(op.operationId);
        if (op.tags.length !== 1 || !tags.has(op.tags[0])) problems.push(`${label}: tag ${op.tags}`);
        const statuses = Object.keys(op.responses).map(Number);
        if (!statuses.some((s) => s >= 200 && s < 400)) problems.push(`${label}: no success answer`);
        if (!statuses.includes(500)) problems.push(`${label}: no 500`);
        if (op["x-access"] !== "public" && !(statuses.includes(401) && statuses.includes(403))) problems.push(`${label}: no 401/403`);
        const secured = op.security.length > 0;
        if (secured !== (op["x-access"] !== "public")) problems.push(`${label}: security ${JSON.stringify(op.security)}`);
        if (op.requestBody && !op.requestBody.content["application/json"].schema.$ref) problems.push(`${label}: body not a component`);
        if (op.requestBody && !statuses.includes(400)) problems.push(`${label}: body without a 400`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("describes request bodies from the shared zod schemas as the client sends them", () => {
    const { schemas } = doc.components;
    expect(schemas.CreateMaterial.required).toEqual(expect.arrayContaining(["name", "category", "unit"]));
    expect(schemas.CreateMaterial.additionalProperties).toBe(false);
    // Coordinates may arrive as numbers or numeric text (the input side of the transform).
    expect(schemas.ClockIn.properties.clockInLatitude.type).toEqual(expect.arrayContaining(["number", "string"]));
    expect(schemas.ClockIn.required).toEqual(["workerId", "projectId"]);
    expect(schemas.UpdateMaterial.properties.currentStock).toEqual(expect.objectContaining({ not: {} }));
    expect(schemas.CreateJob.properties.projectId.maximum).toBe(2_147_483_647);
    const clockIn = doc.paths["/api/time-entries/clock-in"].post;
    expect(clockIn.parameters).toContainEqual(expect.objectContaining({ in: "header", name: "Idempotency-Key" }));
    const jobs = doc.paths["/api/jobs"].get;
    expect(jobs.parameters.map((p: any) => p.name).sort()).toEqual(["date", "from", "to"]);
  });
});

describe("the response schemas accept what the routes really answer", () => {
  const registry = documentedEndpoints({ oidcProviderName: "oidc" });
  const checked = new Set<string>();

  function expectDocumented(method: string, pattern: string, res: request.Response) {
    const route = registry.find((r) => r.method === method && r.path === pattern) as Endpoint;
    expect(route, `${method} ${pattern} has a contract`).toBeTruthy();
    const answer = route.response;
    expect(res.status, `${method} ${pattern}: ${JSON.stringify(res.body)}`).toBe(answer.status);
    if (answer.kind !== "json") return;
    let schema: ZodType = answer.schema;
    if (answer.list) {
      expect(res.body.length, `${method} ${pattern} returned a non-empty list`).toBeGreaterThan(0);
      schema = z.array(schema);
    }
    if (answer.nullable) schema = schema.nullable();
    const result = schema.safeParse(res.body);
    expect(result.success, `${method} ${pattern}: ${JSON.stringify(result.error?.issues.slice(0, 5))}\n${JSON.stringify(res.body).slice(0, 800)}`).toBe(true);
    checked.add(key(route));
  }

  it("on a working day through every JSON route", async () => {
    const call = async (
      method: string,
      pattern: string,
      params: Record<string, number | string> = {},
      body?: unknown,
      agent: TestAgent = admin,
      headers: Record<string, string> = {},
    ) => {
      const url = pattern.replace(/:(\w+)/g, (_m, name: string) => String(params[name]));
      const req = (agent as any)[method.toLowerCase()](url).set(headers);
      const res: request.Response = body === undefined ? await req : await req.send(body);
      expectDocumented(method, pattern.split("?")[0], res);
      return res.body;
    };

    await call("GET", "/healthz", {}, undefined, request.agent(t.app));
    await call("GET", "/readyz", {}, undefined, request.agent(t.app));
    await call("POST", "/api/admin/login", {}, { username: "admin", password: "Admin-Passw0rd!" }, request.agent(t.app));
    await call("GET", "/api/auth/config");
    await call("GET", "/api/auth/user");
    const applicant = uniqueEmail("doc");
    await call("POST", "/api/auth/register", {}, { email: applicant, password: USER_PASSWORD, firstName: "Dana", lastName: "Doc" }, request.agent(t.app));
    const verifyToken = tokenOf((await verificationLinkFor(t, applicant)));
    await call("POST", "/api/auth/verify-email", {}, { token: verifyToken, password: USER_PASSWORD }, request.agent(t.app));

    const email = uniqueEmail("doc-user");
    const userId = await createActiveUser(t, email);
    await call("POST", "/api/auth/login", {}, { email, password: USER_PASSWORD }, request.agent(t.app));
    const user = await userAgent(t, email);
    await call("POST", "/api/auth/change-password", {}, { currentPassword: USER_PASSWORD, newPassword: "New-Passw0rd!" }, user);
    await call("POST", "/api/auth/forgot-password", {}, { email }, request.agent(t.app));
    const resetMail = [...(await t.sentMails())].reverse().find((m) => m.to === email && /reset-password\?token=/.test(m.text))!;
    const token = resetMail.text.match(/reset-password\?token=([\w-]+)/)![1];
    await call("POST", "/api/auth/reset-password", {}, { token, password: "Reset-Passw0rd1" }, request.agent(t.app));
    const rejectEmail = uniqueEmail("doc-reject");
    await registerUser(t, rejectEmail);
    await call("GET", "/api/admin/registrations");
    await call("PATCH", "/api/admin/registrations/:id", { id: await registrationIdOf(t, rejectEmail) }, { status: "rejected" });
    await call("GET", "/api/admin/users");
    await call("PATCH", "/api/admin/users/:id", { id: userId }, { action: "make-admin" });
    await call("GET", "/api/admin/users/:id/changes", { id: userId });
    await call("GET", "/api/admin/backup/info");

    const project = await call("POST", "/api/projects", {}, {
      name: "Doc Site",
      location: "Denver",
      latitude: 39.762,
      longitude: -105.011,
      locationRadius: 75,
      status: "in-progress",
      startDate: "2026-01-01",
      endDate: "2026-12-31",
      budget: "125000.00",
    });
    const id = project.id as number;
    await call("GET", "/api/projects");
    await call("PATCH", "/api/projects/:id", { id }, { description: "Kitchen and bath" });
    await call("PATCH", "/api/projects/:id/progress", { id }, { progress: 40, notes: "Framing done" });
    await call("GET", "/api/projects/:id/progress-updates", { id });
    const worker = await call("POST", "/api/workers", {}, { name: "Ana Ruiz", role: "foreman", category: "Carpentry", hourlyRate: "32.00" });
    await call("GET", "/api/workers");
    await call("GET", "/api/workers/:id", { id: worker.id });
    await call("PATCH", "/api/workers/:id", { id: worker.id }, { phone: "303-555-0100" });
    await call("PATCH", "/api/workers/:id/status", { id: worker.id }, { isActive: true });
    await call("PATCH", "/api/workers/:id", { id: worker.id }, { hourlyRate: "33.00" });
    await call("GET", "/api/workers/:id/changes", { id: worker.id });
    const inviteeEmail = uniqueEmail("doc-invite");
    const invitee = await call("POST", "/api/workers", {}, { name: "Ivy Invite", role: "apprentice", category: "Masonry", email: inviteeEmail });
    await call("POST", "/api/workers/:id/invite", { id: invitee.id }, { role: "crew" });
    const inviteMail = [...(await t.sentMails())].reverse().find((m) => m.to === inviteeEmail)!;
    const inviteToken = inviteMail.text.match(/accept-invite\?token=([\w-]+)/)![1];
    await call("GET", `/api/invites/link?token=${inviteToken}`, {}, undefined, request.agent(t.app));
    await call("POST", "/api/invites/accept", {}, { token: inviteToken, firstName: "Ivy", lastName: "Invite", password: "Invite-Passw0rd" }, request.agent(t.app));
    const roster = "name,role,trade,email,rate\nBo Diaz,apprentice,Masonry,bo@example.test,21.50\n";
    await call("POST", "/api/workers/import/preview", {}, { csv: roster });
    await call("POST", "/api/workers/import", {}, { csv: roster });
    const leaver = (await admin.get("/api/workers")).body.find((w: { name: string }) => w.name === "Bo Diaz");
    await call("PATCH", "/api/workers/:id/archived", { id: leaver.id }, { archived: true });
    await call("GET", "/api/workers?archived=true");
    await call("PATCH", "/api/workers/:id/archived", { id: leaver.id }, { archived: false });
    await call("DELETE", "/api/workers/:id", { id: leaver.id });
    await call("POST", "/api/projects/:id/workers", { id }, { workerId: worker.id });
    await call("PUT", "/api/projects/:id/workers", { id }, { workerIds: [worker.id] });
    await call("GET", "/api/projects/:id/workers", { id });

    const entry = await call("POST", "/api/time-entries/clock-in", {}, { workerId: worker.id, projectId: id, clockInLatitude: 39.762, clockInLongitude: -105.011, locationAccuracy: 8 });
    await call("GET", "/api/time-entries/active?workerId=:workerId", { workerId: worker.id });
    await call("GET", "/api/workers/:workerId/active-time", { workerId: worker.id });
    await call("POST", "/api/time-entries/:id/breaks", { id: entry.id }, { action: "start", kind: "meal" });
    const nextSite = await call("POST", "/api/projects", {}, { name: "Doc Site 2", location: "Denver", latitude: 39.762, longitude: -105.011, locationRadius: 75, status: "in-progress", startDate: "2026-01-01", endDate: "2026-12-31" });
    const switched = await call("POST", "/api/time-entries/switch", {}, { timeEntryId: entry.id, projectId: nextSite.id, clockInLatitude: 39.762, clockInLongitude: -105.011, locationAccuracy: 8 });
    await call("POST", "/api/time-entries/clock-out", {}, { timeEntryId: switched.opened.id, clockOutLatitude: 39.762, clockOutLongitude: -105.011 });
    await call("GET", "/api/projects/:id/cost-code-hours", { id });
    const crewFix = { latitude: 39.762, longitude: -105.011 };
    await call("POST", "/api/time-entries/crew-clock-in", {}, { projectId: id, workerIds: [worker.id], clockInLatitude: crewFix.latitude, clockInLongitude: crewFix.longitude, locationAccuracy: 8 }, admin, { "Idempotency-Key": "doc-crew-in" });
    for (const action of ["start", "end"]) {
      await call("POST", "/api/time-entries/crew-breaks", {}, { workerIds: [worker.id], action, kind: "meal" }, admin, { "Idempotency-Key": `doc-crew-break-${action}` });
    }
    await call("POST", "/api/time-entries/crew-switch", {}, { workerIds: [worker.id], projectId: nextSite.id, clockInLatitude: crewFix.latitude, clockInLongitude: crewFix.longitude, locationAccuracy: 8 }, admin, { "Idempotency-Key": "doc-crew-switch" });
    await call("POST", "/api/time-entries/crew-clock-out", {}, { projectId: nextSite.id, clockOutLatitude: crewFix.latitude, clockOutLongitude: crewFix.longitude, locationAccuracy: 8 }, admin, { "Idempotency-Key": "doc-crew-out" });
    await call("PATCH", "/api/time-entries/:id", { id: entry.id }, { notes: "Left early", reason: "Foreman's note" });
    await call("GET", "/api/time-entries/:id", { id: entry.id });
    await call("POST", "/api/time-entries/:id/sign-off", { id: entry.id }, { tookBreaks: true, injured: true, injuryDescription: "Bruised knee" });
    const asked = await call("POST", "/api/time-entries/:id/correction-requests", { id: entry.id }, { kind: "wrong_time", clockInTime: "2026-01-05T14:00:00Z", reason: "Started earlier" });
    await call("GET", "/api/time-entries/:id/correction-requests", { id: entry.id });
    await call("GET", "/api/correction-requests");
    // Decided by an office account other than the admin who asked: nobody decides their own request.
    const deskEmail = uniqueEmail("doc-office");
    await createActiveUser(t, deskEmail);
    const desk = await userAgent(t, deskEmail);
    await call("PATCH", "/api/correction-requests/:id", { id: asked.id }, { decision: "reject", note: "The gate log disagrees" }, desk);
    const manual = await call("POST", "/api/time-entries", {}, { workerId: worker.id, projectId: id, clockInTime: "2026-01-05T15:00:00Z", clockOutTime: "2026-01-05T19:00:00Z", breakMinutes: 15, reason: "Missed punch" });
    await call("GET", "/api/payroll/pay-changes?weekOf=2026-01-05");
    await call("DELETE", "/api/time-entries/:id", { id: manual.id }, { reason: "Entered twice" });

    // A site kiosk: made on its own device (which signs the admin out there), a punch in with the PIN and a photo, a
    // rest break, a punch out and its sign-off taken offline, the office confirming it; the photo for the office; the
    // kiosk revoked.
    await call("PUT", "/api/workers/:id/pin", { id: worker.id }, { pin: "4821" });
    await call("DELETE", "/api/workers/:id/pin", { id: invitee.id });
    await call("PUT", "/api/settings/kiosk", {}, { photosOnPunch: true, photoRetentionDays: 30 });
    await call("GET", "/api/settings/kiosk");
    const tablet = await adminAgent(t.app);
    const kiosk = await call("POST", "/api/admin/kiosks", {}, { projectId: id, name: "Gate tablet" }, tablet);
    await call("GET", "/api/kiosk", {}, undefined, tablet);
    const face = `data:image/jpeg;base64,${(await sharp({ create: { width: 40, height: 30, channels: 3, background: "#7f8c8d" } }).jpeg().toBuffer()).toString("base64")}`;
    const punchedIn = await call("POST", "/api/kiosk/punches", {}, { workerId: worker.id, pin: "4821", photo: face, latitude: 39.762, longitude: -105.011, accuracy: 8 }, tablet, {
      "Idempotency-Key": "doc-kiosk-in",
    });
    await call("POST", "/api/kiosk/breaks", {}, { workerId: worker.id, pin: "4821", action: "start", kind: "rest" }, tablet, { "Idempotency-Key": "doc-kiosk-break" });
    await call("POST", "/api/kiosk/punches", {}, { workerId: worker.id, offline: true, clientTime: new Date().toISOString(), photo: face }, tablet, {
      "Idempotency-Key": "doc-kiosk-out",
    });
    await call("POST", "/api/kiosk/sign-offs", {}, { workerId: worker.id, offline: true, tookBreaks: true, injured: false }, tablet, { "Idempotency-Key": "doc-kiosk-sign-off" });
    // The worker reads and signs a past week of a shift on paper, behind their PIN, while the company asks.
    const settingsNow = (await admin.get("/api/settings/company").expect(200)).body;
    await admin.put("/api/settings/company").send({ ...settingsNow, periodSignatures: true }).expect(200);
    await admin.post("/api/time-entries").send({ workerId: worker.id, projectId: id, clockInTime: "2025-12-02T15:00:00Z", clockOutTime: "2025-12-02T23:00:00Z", breakMinutes: 30, reason: "Paper timesheet" }).expect(201);
    const atKiosk = await call("POST", "/api/kiosk/period", {}, { workerId: worker.id, pin: "4821", periodOf: "2025-12-02" }, tablet);
    await call("POST", "/api/kiosk/period-signature", {}, { workerId: worker.id, pin: "4821", periodOf: "2025-12-02", certificationTextId: atKiosk.certificationText.id, entriesVersion: atKiosk.entriesVersion }, tablet);
    // A wrong PIN makes the name wait at this kiosk (QUALITY 52): listed, then cleared.
    await tablet.post("/api/kiosk/breaks").set("Idempotency-Key", "doc-kiosk-wrong-pin").send({ workerId: worker.id, pin: "9999", action: "end", kind: "rest" }).expect(401);
    expect(await call("GET", "/api/kiosk-pin-waits")).toEqual([expect.objectContaining({ workerId: worker.id, wrongPins: 1 })]);
    expect(await call("DELETE", "/api/workers/:id/pin-waits", { id: worker.id })).toEqual({ workerId: worker.id, cleared: 1 });
    await call("GET", "/api/time-entries/:id/photos/:punch", { id: punchedIn.timeEntryId, punch: "in" });
    await call("PATCH", "/api/time-entries/:id/verification", { id: punchedIn.timeEntryId }, { verified: true });
    await call("GET", "/api/admin/kiosks");
    await call("DELETE", "/api/admin/kiosks/:id", { id: kiosk.id });
    await call("GET", "/api/payroll/pay-changes?weekOf=2026-01-05");
    await call("GET", "/api/time-entries");
    const summaryDay = new Intl.DateTimeFormat("en-CA", { timeZone: t.env.APP_TIME_ZONE }).format(new Date());
    await call("GET", `/api/time-entries/summary?from=${summaryDay}&to=${summaryDay}`);
    await call("GET", `/api/cost-code-hours?from=${summaryDay}&to=${summaryDay}`);
    await call("GET", "/api/projects/:id/time-entries", { id });
    await call("GET", "/api/projects/:id", { id });
    await call("GET", "/api/payroll");
    await call("GET", "/api/payroll/pay-changes");
    await call("GET", "/api/settings/payroll");
    await call("PUT", "/api/settings/company", {}, { weeklyOvertime: false, mealBreaksPaid: false, mealBreakRule: "california", mealPremium: true, forgottenClockOutAlertHours: 12, autoCloseAfterHours: 16, signOffAtClockOut: true, costCodeRequired: false, periodSignatures: true });
    await call("GET", "/api/settings/clock");
    await call("GET", "/api/settings/company");
    await call("GET", "/api/settings/changes");
    // An entry the auto-close job closed, confirmed by the office.
    const forgotten = await call("POST", "/api/time-entries", {}, { workerId: worker.id, projectId: id, clockInTime: "2026-01-06T15:00:00Z", clockOutTime: "2026-01-07T07:00:00Z", reason: "Forgot to punch" });
    await t.database.db.update(timeEntries).set({ autoClosedAt: new Date() }).where(eq(timeEntries.id, forgotten.id));
    await call("POST", "/api/time-entries/:id/review", { id: forgotten.id }, { confirmed: true });
    await call("PUT", "/api/settings/payroll", {}, { weeklyOvertime: true });
    // The January week of the entries added by hand: it has ended (today's week cannot be approved yet).
    await call("POST", "/api/payroll/approve", {}, { weekOf: "2026-01-05" });
    // Reopened with a reason and approved again: the period's list and its two versions.
    const reopened = await call("POST", "/api/payroll/reopen", {}, { periodOf: "2026-01-05", reason: "Forgot a break" });
    await call("POST", "/api/payroll/approve", {}, { periodOf: "2026-01-05" });
    await call("GET", "/api/payroll/periods");
    await call("GET", "/api/payroll/periods/:id/versions", { id: reopened.payPeriod.id });
    // A file for the payroll provider of the approved week, kept as a batch; the worker's payroll identity.
    await call("PUT", "/api/workers/:id/payroll-identity", { id: worker.id }, { gustoFirstName: "Ana", gustoLastName: "Ruiz", adpFileNumber: "4512" });
    await call("GET", "/api/workers/:id/payroll-identity", { id: worker.id });
    await call("PUT", "/api/payroll/exports/:profile/mapping", { profile: "adp-wfn" }, { companyCode: "K7X", earningCodes: { double_time: "D", meal_premium: "MP" } });
    await call("GET", "/api/payroll/exports/:profile/mapping", { profile: "adp-wfn" });
    await call("GET", "/api/payroll/exports/:profile/preflight?periodOf=2026-01-05", { profile: "workers-csv" });
    const batch = await call("POST", "/api/payroll/exports", {}, { profile: "workers-csv", periodOf: "2026-01-05" });
    await call("GET", "/api/payroll/exports/batches?periodOf=2026-01-05");
    await call("GET", "/api/payroll/exports/batches/:id", { id: batch.id });
    // The worker signs that week from their own account; the office reads the words signed under, an admin changes them.
    const signerEmail = uniqueEmail("doc-signer");
    await createActiveUser(t, signerEmail, undefined, { role: "crew", workerId: worker.id });
    const signer = await userAgent(t, signerEmail);
    const mine = await call("GET", "/api/my-period?periodOf=2026-01-05", {}, undefined, signer);
    await call("POST", "/api/my-period/signature", {}, { periodOf: "2026-01-05", certificationTextId: mine.certificationText.id, entriesVersion: mine.entriesVersion }, signer);
    await call("GET", "/api/settings/certification-text");
    await call("PUT", "/api/settings/certification-text", {}, { language: "en", text: "I certify these are all the hours I worked." });
    await call("GET", "/api/geocode/reverse?lat=39.762&lng=-105.011");
    // The company's cost codes: one added, changed and deactivated, then the list.
    const costCode = await call("POST", "/api/cost-codes", {}, { code: "03-300", name: "Cast-in-place concrete" });
    await call("PATCH", "/api/cost-codes/:id", { id: costCode.id }, { name: "Concrete", active: false });
    await call("GET", "/api/cost-codes");
    // An injury phoned in, listed, then reviewed.
    const injury = await call("POST", "/api/incidents", {}, { projectId: id, workerId: worker.id, occurredAt: "2026-01-05T10:00:00Z", description: "Cut hand" });
    await call("GET", "/api/incidents");
    await call("POST", "/api/incidents/:id/review", { id: injury.id }, { note: "First aid on site" });

    const material = await call("POST", "/api/materials", {}, { name: "Portland Cement", category: "Concrete", unit: "bags", unitCost: 12.5, currentStock: 20, minStockLevel: 30 });
    await call("GET", "/api/materials");
    await call("GET", "/api/materials/:id", { id: material.id });
    await call("PATCH", "/api/materials/:id", { id: material.id }, { supplier: "Front Range Supply" });
    await call("POST", "/api/materials/:id/transactions", { id: material.id }, { transactionType: "used", quantity: 4, projectId: id });
    await call("GET", "/api/materials/:id/transactions", { id: material.id });
    await call("PUT", "/api/projects/:id/materials/:materialId", { id, materialId: material.id }, { estimatedQuantity: 10, budgetedCost: "125.00" });
    await call("GET", "/api/projects/:id/materials", { id });
    await call("GET", "/api/projects/:id/material-usage", { id });

    const checklist = await call("POST", "/api/safety/checklists", {}, { projectId: id, checklistType: "daily" });
    await call("PATCH", "/api/safety/checklists/:id/items/:itemId", { id: checklist.id, itemId: checklist.items[0].id }, { isCompleted: true, notes: "Checked" });
    await call("PATCH", "/api/safety/checklists/:id", { id: checklist.id }, { notes: "East guardrail loose, tagged out" });
    await call("GET", "/api/safety/checklists/:id", { id: checklist.id });
    await call("GET", "/api/safety/checklists");
    await call("GET", "/api/safety/summary");
    await call("GET", "/api/notifications");

    const job = await call("POST", "/api/jobs", {}, { title: "Frame walls", projectId: id, scheduledDate: "2026-03-02", scheduledTime: "07:30", assignedWorkerId: worker.id });
    await call("PATCH", "/api/jobs/:id", { id: job.id }, { estimatedHours: 6 });
    await call("PATCH", "/api/jobs/:id/status", { id: job.id }, { status: "in-progress" });
    await call("GET", "/api/jobs");
    await call("GET", "/api/stats");
    await call("GET", "/api/stats/labour");

    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c0392b" } }).png().toBuffer();
    await call("POST", "/api/projects/:id/photos", { id }, { filename: "site.png", originalName: "site.png", caption: "North wall", data: `data:image/png;base64,${png.toString("base64")}` });
    await call("GET", "/api/projects/:id/photos", { id });
    await call("GET", "/api/admin/demo-data");
    await call("DELETE", "/api/admin/demo-data");

    const jsonRoutes = registry.filter((r) => r.response.kind === "json").map(key);
    expect(jsonRoutes.filter((k) => !checked.has(k)), "JSON routes this walk did not check").toEqual([]);
    // A long walk (two sign-ins hash passwords): room for a machine that is busy.
  }, 120_000);

  it("errors have the documented Error shape", async () => {
    const res = await admin.post("/api/materials").send({ name: "" });
    expect(res.status).toBe(400);
    expect(apiErrorBodySchema.safeParse(res.body).success, JSON.stringify(res.body)).toBe(true);
    const notFound = await admin.get("/api/projects/999999");
    expect(notFound.status).toBe(404);
    expect(apiErrorBodySchema.safeParse(notFound.body).success, JSON.stringify(notFound.body)).toBe(true);
  });
});

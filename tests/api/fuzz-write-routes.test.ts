// QUALITY 18/19 across the whole router: every write route found by walking createApp() gets fast-check bodies, both
// arbitrary JSON (hostile keys and values, raw JSON text) and bodies derived from the route's own request schema in the
// OpenAPI document with one field mutated. No answer may be a 5xx, and the database invariants hold afterwards.
import { sql } from "drizzle-orm";
import fc from "fast-check";
import sharp from "sharp";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { materials, materialTransactions, timeEntries } from "@shared/schema";
import { parseCents } from "@shared/domain/money";
import { dayKey, weekRange } from "@shared/domain/work-week";
import { MATERIAL_CATEGORIES, MATERIAL_TRANSACTION_TYPES, MATERIAL_UNITS } from "@shared/domain/materials-catalogue";
import { stockChangeOf } from "../../server/modules/materials/materials.service";
import { buildOpenApiDocument, openApiPath } from "../../server/modules/openapi/openapi-document";
import { adminAgent, ADMIN_USERNAME, createTestApp, type TestApp } from "../support/app";
import { createActiveUser, registerUser, registrationIdOf, tokenOf, uniqueEmail, verificationLinkFor } from "../support/accounts";
import { registeredRoutes } from "../support/registered-routes";

const RUNS = 30;
const DELETE_RUNS = 15;

let t: TestApp;
let admin: TestAgent;
const ids = {} as Record<
  | "project"
  | "clockProject"
  | "worker"
  | "worker2"
  | "rosterWorker"
  | "kioskWorker"
  | "material"
  | "checklist"
  | "item"
  | "job"
  | "photo"
  | "openEntry"
  | "closedEntry"
  | "registration"
  | "user",
  number
>;
/** A device that is a kiosk of the clock site: the kiosk routes are fuzzed from it. */
let kiosk: TestAgent;
let userEmail: string;
/** A live reset link of the fuzz user, so the reset route is seen past its validator. */
let resetToken: string;
let inviteToken: string;
/** A live verification link of an applicant, so the verification page's route is seen past its validator. */
let verifyToken: string;
let pngDataUrl: string;
const doc = JSON.parse(JSON.stringify(buildOpenApiDocument({}))) as any;

beforeAll(async () => {
  // Limits that never trip: the sign-in and registration routes are fuzzed like the others, and a 429 would hide
  // what the body does.
  const never = { maxAttempts: 1_000_000, windowMs: 60_000 };
  t = await createTestApp({
    deps: {
      rateLimits: {
        signInPerIp: never,
        signInPerAccount: never,
        mailRequestsPerIp: never,
        mailRequestsPerAddress: never,
        photoUploadsPerUser: never,
        kioskPinPerKiosk: never,
      },
    },
  });
  admin = await adminAgent(t.app);
  const ok = (res: request.Response, status = 201) => {
    if (res.status !== status) throw new Error(`fixture: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const site = async (name: string) =>
    ok(
      await admin.post("/api/projects").send({
        name,
        location: "Denver",
        latitude: 39.762,
        longitude: -105.011,
        locationRadius: 75,
        status: "in-progress",
        startDate: "2026-01-01",
        endDate: "2026-12-31",
      }),
    ).id;
  ids.project = await site("Fuzz Site");
  ids.worker = ok(await admin.post("/api/workers").send({ name: "Ana", role: "foreman", category: "Carpentry", hourlyRate: "30.00" })).id;
  ids.worker2 = ok(await admin.post("/api/workers").send({ name: "Ben", role: "inhouse", category: "Concrete", hourlyRate: "25.50" })).id;
  // The project routes move, complete and reshape ids.project while they are fuzzed; punches go to a site of their own.
  ids.clockProject = await site("Clock Site");
  // The roster's own routes archive, deactivate and delete a worker of their own, so clock-in keeps one it may punch.
  ids.rosterWorker = ok(await admin.post("/api/workers").send({ name: "Cy", role: "inhouse", category: "Framing", hourlyRate: "24.00" })).id;
  ids.material = ok(
    await admin.post("/api/materials").send({ name: "Cement", category: "Concrete", unit: "bags", unitCost: 12.5, currentStock: 40, minStockLevel: 5 }),
  ).id;
  const checklist = ok(await admin.post("/api/safety/checklists").send({ projectId: ids.project, checklistType: "daily" }));
  ids.checklist = checklist.id;
  ids.item = checklist.items[0].id;
  ids.job = ok(await admin.post("/api/jobs").send({ title: "Frame", projectId: ids.project, scheduledDate: "2026-03-02" })).id;
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#2980b9" } }).png().toBuffer();
  pngDataUrl = `data:image/png;base64,${png.toString("base64")}`;
  ids.photo = ok(
    await admin.post(`/api/projects/${ids.project}/photos`).send({ filename: "a.png", originalName: "a.png", data: pngDataUrl }),
  ).id;
  // The kiosk's worker is on the clock site's team with a PIN; no roster route touches them.
  ids.kioskWorker = ok(await admin.post("/api/workers").send({ name: "Kit", role: "inhouse", category: "Framing", hourlyRate: "26.00" })).id;
  ok(await admin.post(`/api/projects/${ids.clockProject}/workers`).send({ workerId: ids.kioskWorker }), 200);
  ok(await admin.put(`/api/workers/${ids.kioskWorker}/pin`).send({ pin: "4821" }), 200);
  kiosk = await adminAgent(t.app);
  ok(await kiosk.post("/api/admin/kiosks").send({ projectId: ids.clockProject, name: "Fuzz tablet" }));
  ids.closedEntry = ok(await admin.post("/api/time-entries/clock-in").send({ workerId: ids.worker2, projectId: ids.project })).id;
  ok(await admin.post("/api/time-entries/clock-out").send({ timeEntryId: ids.closedEntry }), 200);
  ids.openEntry = ok(await admin.post("/api/time-entries/clock-in").send({ workerId: ids.worker, projectId: ids.project })).id;
  userEmail = uniqueEmail("fuzz-user");
  ids.user = await createActiveUser(t, userEmail);
  ok(await request(t.app).post("/api/auth/forgot-password").send({ email: userEmail }), 200);
  resetToken = (await t.sentMails()).find((m) => m.to === userEmail && /reset-password\?token=/.test(m.text))!.text.match(/token=([\w-]+)/)![1];
  const inviteeEmail = uniqueEmail("fuzz-invitee");
  const invitee = ok(await admin.post("/api/workers").send({ name: "Ida", role: "apprentice", category: "Masonry", email: inviteeEmail })).id;
  ok(await admin.post(`/api/workers/${invitee}/invite`).send({}));
  inviteToken = (await t.sentMails()).find((m) => m.to === inviteeEmail)!.text.match(/accept-invite\?token=([\w-]+)/)![1];
  const applicant = uniqueEmail("fuzz-applicant");
  await registerUser(t, applicant);
  const verifying = uniqueEmail("fuzz-verifying");
  await registerUser(t, verifying);
  verifyToken = tokenOf((await verificationLinkFor(t, verifying)));
  ids.registration = await registrationIdOf(t, applicant);
}, 60_000);

afterAll(async () => {
  await t.close();
});

/** The id a path parameter gets, by route: always a row created above, so bodies reach the service layer. */
function paramValue(path: string, name: string): number | string {
  // A payroll file's profile, not an id.
  if (name === "profile") return "adp-wfn";
  if (name === "materialId") return ids.material;
  if (name === "itemId") return ids.item;
  if (name === "photoId") return ids.photo;
  if (name === "workerId") return ids.worker2;
  if (name === "projectId") return ids.project;
  if (path.startsWith("/api/admin/registrations")) return ids.registration;
  if (path.startsWith("/api/admin/users")) return ids.user;
  if (path.startsWith("/api/materials")) return ids.material;
  if (path.startsWith("/api/safety")) return ids.checklist;
  if (path.startsWith("/api/workers")) return ids.rosterWorker;
  if (path.startsWith("/api/time-entries")) return ids.closedEntry;
  if (path.startsWith("/api/jobs")) return ids.job;
  return ids.project;
}

// ---------------------------------------------------------------------------
// Values

const HOSTILE_VALUES: unknown[] = [
  null, true, false, 0, -1, -0, 0.1 + 0.2, 1.005, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e21, 1e308, -1e308, 5e-324,
  "", " ", "NaN", "Infinity", "-Infinity", "1e309", "-0", "0x10", "12abc", "39.7,-105", "91,0", "-90.0000001",
  "\u0000", "a\u0000b", "\uD800", "\u202Etxet", "🏗️👷‍♀️", "Ünïcödé", "x".repeat(5_000), "<script>alert(1)</script>", "'; drop table users; --",
  "2026-02-30", "2026-13-01", "0000-01-01", "9999-12-31", "1999-12-31T23:59:59Z", "2026-03-02T25:00:00Z", "+275760-09-13T00:00:00.000Z",
  "2026-03-02T07:00:00Z", "today", "__proto__", "constructor", [], [[[[[]]]]], [1, "2", null], {}, { a: { b: { c: 1 } } },
  { __proto__: null, isAdmin: true },
];
const hostileValue = fc.oneof(fc.constantFrom(...HOSTILE_VALUES), fc.jsonValue({ maxDepth: 2 }), fc.string({ unit: "binary", maxLength: 30 }));
const HOSTILE_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "id", "role", "isActive", "createdAt", ""];

/** An object with own keys named __proto__ and friends, which JSON text carries and JSON.parse gives back as own keys. */
const hostileObject = (keys: string[]) =>
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...keys, ...HOSTILE_KEYS), fc.string({ maxLength: 12 })), hostileValue), { maxLength: 8 })
    .map((entries) => {
      const target: Record<string, unknown> = {};
      for (const [k, v] of entries) Object.defineProperty(target, k, { value: v, enumerable: true, configurable: true, writable: true });
      return target;
    });

/** Raw JSON text that JSON.stringify cannot produce: overflowing numbers, duplicate keys, deep nesting. */
const RAW_BODIES = [
  '{"quantity": 1e309, "workerId": -1e309}',
  '{"latitude": 1e400, "longitude": -1e400, "clockInLatitude": 1e999, "clockInLongitude": 0}',
  '{"id": 99999999999999999999999, "projectId": 99999999999999999999999}',
  '{"name": "a", "name": "b", "__proto__": {"role": "admin"}}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
  `${"[".repeat(4000)}${"]".repeat(4000)}`,
  `{"a":${'{"a":'.repeat(3000)}1${"}".repeat(3000)}}`,
  '"just a string"',
  "12345",
  "null",
  "[]",
  "true",
];

// ---------------------------------------------------------------------------
// Bodies derived from a route's request schema (the OpenAPI component built from the shared zod schema)

function componentOf(method: string, path: string): any | undefined {
  const ref: string | undefined = doc.paths[openApiPath(path)]?.[method.toLowerCase()]?.requestBody?.content["application/json"].schema.$ref;
  return ref ? doc.components.schemas[ref.split("/").pop()!] : undefined;
}

const date = fc.constantFrom("2026-03-02", "2026-06-14", "2026-12-31", "2000-01-01", "2099-12-31");
const instant = fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString());

/** Valid-looking values for fields whose meaning the JSON Schema alone does not tell (ids of real rows, catalogue words). */
function knownField(name: string, path: string): fc.Arbitrary<unknown> | undefined {
  const worker = fc.constantFrom(ids.worker, ids.worker2);
  switch (name) {
    case "workerId":
    case "assignedWorkerId":
      return worker;
    case "workerIds":
    case "assignedWorkerIds":
      return fc.array(worker, { maxLength: 3 });
    case "projectId":
      return fc.constant(ids.project);
    case "timeEntryId":
      return fc.constantFrom(ids.openEntry, ids.closedEntry);
    case "category":
      return path.startsWith("/api/materials") ? fc.constantFrom(...MATERIAL_CATEGORIES) : fc.constantFrom("Carpentry", "Electrical");
    case "unit":
      return fc.constantFrom(...MATERIAL_UNITS);
    case "role":
      return fc.constantFrom("foreman", "in-house", "subcontractor", "supervisor", "apprentice");
    case "transactionType":
      return fc.constantFrom(...MATERIAL_TRANSACTION_TYPES);
    case "quantity":
      return fc.integer({ min: -30, max: 30 });
    case "email":
      return path === "/api/auth/login" ? fc.constant(userEmail) : fc.emailAddress();
    case "username":
      return fc.constant(ADMIN_USERNAME);
    case "password":
    case "newPassword":
      return fc.string({ minLength: 1, maxLength: 20 }).map((s) => `Aa1-${s}`);
    case "startDate":
    case "endDate":
    case "scheduledDate":
    case "weekOf":
      return date;
    case "scheduledTime":
      return fc.constantFrom("07:30", "00:00", "23:59");
    case "clockInTime":
    case "clockOutTime":
      return instant;
    case "latitude":
    case "clockInLatitude":
    case "clockOutLatitude":
      return fc.double({ min: -90, max: 90, noNaN: true });
    case "longitude":
    case "clockInLongitude":
    case "clockOutLongitude":
      return fc.double({ min: -180, max: 180, noNaN: true });
    case "locationAccuracy":
      return fc.double({ min: 0, max: 500, noNaN: true });
    case "unitCost":
    case "budget":
    case "budgetedCost":
    case "hourlyRate":
      return fc.integer({ min: 0, max: 1_000_000 }).map((cents) => (cents / 100).toFixed(2));
    case "data":
    case "photo":
      return fc.constant(pngDataUrl);
    case "pin":
      return fc.constantFrom("4821", "0000", "123456", "12a4");
    default:
      return undefined;
  }
}

function fromSchema(schema: any, name: string, path: string): fc.Arbitrary<unknown> {
  const known = knownField(name, path);
  if (known) return known;
  if (!schema || typeof schema !== "object") return fc.jsonValue({ maxDepth: 1 });
  if (schema.not) return fc.constant(undefined);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.anyOf)) return fc.oneof(...schema.anyOf.map((s: any) => fromSchema(s, name, path)));
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => fromSchema({ ...schema, type }, name, path)));
  switch (types[0]) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer": {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
      return fc.integer({ min, max: Math.min(schema.maximum ?? min + 1000, min + 1_000_000) });
    }
    case "number":
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case "string":
      return fc.stringMatching(/^[A-Za-z][A-Za-z0-9 .,'-]{0,30}$/).map((v) => v.slice(0, schema.maxLength ?? 40));
    case "array":
      return fc.array(fromSchema(schema.items, name, path), { maxLength: 3 });
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, any>;
      const required = new Set<string>(schema.required ?? []);
      const arbs = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, fromSchema(s, key, path)]));
      return fc.record(arbs, { requiredKeys: Object.keys(arbs).filter((k) => required.has(k)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** One valid body per route (ids of the rows above), the other base the mutations start from. */
function validExample(method: string, path: string): Record<string, unknown> | undefined {
  const examples: Record<string, Record<string, unknown>> = {
    "POST /api/admin/login": { username: ADMIN_USERNAME, password: "not-the-password" },
    "POST /api/auth/login": { email: userEmail, password: "not-the-password" },
    "POST /api/auth/register": { email: "fuzz.applicant@example.test", password: "Passw0rd-Fuzz", firstName: "Fia", lastName: "Fuzz" },
    "POST /api/auth/change-password": { currentPassword: "not-the-password", newPassword: "New-Passw0rd" },
    "POST /api/auth/forgot-password": { email: userEmail },
    "POST /api/auth/reset-password": { token: resetToken, password: "Passw0rd-Fuzz" },
    "POST /api/auth/verify-email": { token: verifyToken, password: "Passw0rd-Fuzz" },
    "POST /api/invites/accept": { token: inviteToken, firstName: "Ida", lastName: "Fuzz", password: "Passw0rd-Fuzz" },
    "PATCH /api/admin/registrations/:id": { status: "rejected" },
    "PATCH /api/admin/users/:id": { action: "activate" },
    "POST /api/materials": { name: "Rebar", category: "Hardware", unit: "pieces", unitCost: "4.20", currentStock: 10, minStockLevel: 2 },
    "PATCH /api/materials/:id": { supplier: "Front Range Supply", minStockLevel: 3 },
    "POST /api/materials/:id/transactions": { transactionType: "received", quantity: 3, projectId: ids.project, unitCost: "12.50" },
    "PUT /api/projects/:id/materials/:materialId": { estimatedQuantity: 12, budgetedCost: "150.00" },
    "POST /api/safety/checklists": { projectId: ids.project, checklistType: "weekly", title: "Week check", notes: "ok" },
    "PATCH /api/safety/checklists/:id/items/:itemId": { isCompleted: true, notes: "done" },
    "PATCH /api/safety/checklists/:id": { notes: "guardrail tagged out" },
    "POST /api/workers": { name: "Cruz", role: "subcontractor", category: "Electrical", phone: "303-555-0101", email: "cruz@example.test", hourlyRate: "41.00" },
    "PATCH /api/workers/:id": { name: "Ben B", hourlyRate: 27 },
    "PATCH /api/workers/:id/status": { isActive: true },
    "PATCH /api/workers/:id/archived": { archived: false },
    "POST /api/workers/import/preview": { csv: "name,role,trade\nFuzz Fay,foreman,Concrete\n" },
    "POST /api/workers/import": { csv: "name,role,trade,email\nFuzz Gil,apprentice,Masonry,gil@example.test\n" },
    "POST /api/time-entries/clock-in": { workerId: ids.worker2, projectId: ids.clockProject, clockInLatitude: 39.762, clockInLongitude: -105.011, locationAccuracy: 10 },
    "POST /api/time-entries/clock-out": { timeEntryId: ids.openEntry, clockOutLatitude: "39.762", clockOutLongitude: "-105.011" },
    "POST /api/time-entries/crew-clock-in": { projectId: ids.clockProject, workerIds: [ids.worker2], clockInLatitude: 39.762, clockInLongitude: -105.011, locationAccuracy: 10 },
    "POST /api/time-entries/crew-clock-out": { projectId: ids.clockProject, clockOutLatitude: 39.762, clockOutLongitude: -105.011, locationAccuracy: 10 },
    "POST /api/time-entries/crew-breaks": { workerIds: [ids.worker2], action: "start", kind: "rest" },
    "POST /api/time-entries/crew-switch": { workerIds: [ids.worker2], projectId: ids.clockProject, clockInLatitude: 39.762, clockInLongitude: -105.011, locationAccuracy: 10 },
    // A switch to the other site; once the open entry is closed by the clock-out's fuzz, a 409 is still past validation.
    "POST /api/time-entries/switch": { timeEntryId: ids.openEntry, projectId: ids.clockProject, clockInLatitude: 39.762, clockInLongitude: -105.011, locationAccuracy: 10 },
    "PATCH /api/time-entries/:id": { notes: "corrected", reason: "fuzz" },
    "POST /api/time-entries": { workerId: ids.worker, projectId: ids.project, clockInTime: "2026-03-03T14:00:00Z", clockOutTime: "2026-03-03T18:00:00Z", breakMinutes: 30, reason: "fuzz" },
    "POST /api/payroll/approve": { weekOf: "2026-03-02" },
    "POST /api/payroll/reopen": { periodOf: "2026-03-02", reason: "fuzz" },
    "PUT /api/payroll/exports/:profile/mapping": { companyCode: "K7X", earningCodes: { double_time: "D" } },
    "PUT /api/workers/:id/payroll-identity": { gustoFirstName: "Kit", gustoLastName: "Fuzz", adpFileNumber: "123" },
    "POST /api/payroll/exports": { profile: "workers-csv", periodOf: "2026-03-02" },
    "POST /api/my-period/signature": { periodOf: "2026-03-02", certificationTextId: 1, entriesVersion: "none" },
    "PUT /api/settings/certification-text": { language: "en", text: "I certify these hours." },
    "PUT /api/settings/payroll": { weeklyOvertime: false },
    "POST /api/projects": { name: "Annex", location: "Denver", startDate: "2026-02-01", endDate: "2026-11-30", latitude: 39.7, longitude: -105, budget: 1000 },
    "PATCH /api/projects/:id": { description: "phase 2", teamSize: 4 },
    "PATCH /api/projects/:id/progress": { progress: 55, notes: "walls" },
    "PUT /api/projects/:id/workers": { workerIds: [ids.worker, ids.worker2] },
    "POST /api/projects/:id/workers": { workerId: ids.worker },
    "POST /api/projects/:id/photos": { filename: "b.png", originalName: "b.png", caption: "wall", data: pngDataUrl },
    "POST /api/admin/kiosks": { projectId: ids.clockProject, name: "Second fuzz tablet" },
    "POST /api/kiosk/punches": { workerId: ids.kioskWorker, offline: true, photo: pngDataUrl },
    // Past its validator whatever the random bodies did (once, on PostgreSQL, none of them got past it).
    "POST /api/kiosk/sign-offs": { workerId: ids.kioskWorker, offline: true, tookBreaks: true, injured: false },
    // Past its validator whatever the random bodies did (in CI, none of them got past it: a PIN or offline, not both).
    "POST /api/kiosk/breaks": { workerId: ids.kioskWorker, offline: true, action: "start", kind: "rest" },
    "POST /api/kiosk/period": { workerId: ids.kioskWorker, pin: "907315" },
    "POST /api/kiosk/period-signature": { workerId: ids.kioskWorker, pin: "907315", periodOf: "2026-03-02", certificationTextId: 1, entriesVersion: "none" },
    "PUT /api/settings/kiosk": { photosOnPunch: true, photoRetentionDays: 30 },
    "PUT /api/workers/:id/pin": { pin: "907315" },
    "PATCH /api/time-entries/:id/verification": { verified: true },
    "POST /api/time-entries/:id/review": { confirmed: true },
    // Random times are mostly refused for the shift they make (a clock-out before the clock-in, breaks outside), a 400.
    "POST /api/time-entries/:id/correction-requests": { kind: "wrong_project", projectId: ids.clockProject, reason: "Was at the other site" },
    // Past its validator whatever the random bodies did (once, in CI, none of them got past it).
    "PATCH /api/correction-requests/:id": { decision: "reject", note: "Not what the foreman saw" },
    "PUT /api/settings/company": { weeklyOvertime: false, mealBreaksPaid: false, mealBreakRule: "off", mealPremium: false, forgottenClockOutAlertHours: 12, autoCloseAfterHours: null, signOffAtClockOut: false, costCodeRequired: false },
    "POST /api/jobs": { title: "Pour", projectId: ids.project, scheduledDate: "2026-03-03", scheduledTime: "08:00", assignedWorkerIds: [ids.worker] },
    "PATCH /api/jobs/:id": { title: "Pour slab", estimatedHours: 4.5 },
    "PATCH /api/jobs/:id/status": { status: "completed" },
    "POST /api/incidents": { projectId: ids.project, workerId: ids.worker, occurredAt: "2026-03-03T10:00:00Z", description: "Cut hand" },
    "POST /api/incidents/:id/review": { note: "First aid on site" },
    "POST /api/time-entries/:id/sign-off": { tookBreaks: true, injured: true, injuryDescription: "Bruised knee" },
  };
  return examples[`${method} ${path}`];
}

type Mutation = "drop" | "wrongType" | "outOfRange" | "extraField" | "hostile";

/** A body from the schema with exactly one field changed for the worse (or, for 'none', the body as generated). */
function derivedBody(component: any, method: string, path: string): fc.Arbitrary<unknown> {
  const generated = fromSchema(component, "", path) as fc.Arbitrary<Record<string, unknown>>;
  const example = validExample(method, path);
  const base = example ? fc.oneof({ weight: 2, arbitrary: fc.constant(example) }, { weight: 1, arbitrary: generated }) : generated;
  const keys = Object.keys(component.properties ?? {});
  const mutation = fc.oneof(
    { weight: 4, arbitrary: fc.constant<Mutation | "none">("none") },
    { weight: 5, arbitrary: fc.constantFrom<Mutation | "none">("drop", "wrongType", "outOfRange", "extraField", "hostile") },
  );
  const extraKey = fc.constantFrom(...HOSTILE_KEYS, "extra");
  return fc.tuple(base, mutation, fc.constantFrom(...(keys.length ? keys : ["x"])), hostileValue, extraKey).map(([body, kind, field, value, extra]) => {
    const out: Record<string, unknown> = { ...body };
    if (kind === "drop") delete out[field];
    else if (kind === "wrongType") out[field] = typeof out[field] === "string" ? 12345 : typeof out[field] === "number" ? "12345" : typeof out[field] === "boolean" ? "true" : { nested: [out[field]] };
    else if (kind === "outOfRange") out[field] = typeof out[field] === "string" ? `${out[field] ?? ""}\u0000${"z".repeat(3000)}` : [2 ** 31, -(2 ** 31) - 1, 1e308, -1, 0, 101, 1e-9][field.length % 7];
    else if (kind === "extraField") Object.defineProperty(out, extra || "extra", { value, enumerable: true, configurable: true, writable: true });
    else if (kind === "hostile") out[field] = value;
    return out;
  });
}

// ---------------------------------------------------------------------------
// Invariants

async function checkInvariants() {
  const db = t.database.db;
  const open = await db.execute(
    sql`select worker_id, count(*)::int as n from time_entries where clock_out_time is null group by worker_id having count(*) > 1`,
  );
  expect((open as unknown as { rows: unknown[] }).rows, "at most one open time entry per worker").toEqual([]);

  const movements = await db.select().from(materialTransactions);
  for (const material of await db.select().from(materials)) {
    expect(material.currentStock, `${material.name} stock`).toBeGreaterThanOrEqual(0);
    const sum = movements.filter((m) => m.materialId === material.id).reduce((total, m) => total + stockChangeOf(m.transactionType, m.quantity), 0);
    expect(sum, `the movements of ${material.name} explain its stock`).toBe(material.currentStock);
  }

  // Payroll: for every week that has entries, the totals are the sum of the entries' payable minutes (rounded per pay
  // line) and of the workers' pay.
  const zone = t.env.APP_TIME_ZONE;
  const entries = await db.select().from(timeEntries);
  const weeks = [...new Set(entries.map((e) => dayKey(e.clockInTime, zone)))].slice(0, 3);
  for (const weekOf of weeks) {
    const range = weekRange(weekOf, zone);
    const inWeek = entries.filter((e) => e.clockInTime >= range.start && e.clockInTime < range.end);
    const minutes = inWeek
      .filter((e) => e.clockOutTime)
      // Payable minutes: whole minutes on the clock less the break (entries added by hand carry one).
      .reduce((total, e) => total + Math.max(0, Math.floor((e.clockOutTime!.getTime() - e.clockInTime.getTime()) / 60_000) - e.breakTime), 0);
    const res = await admin.get(`/api/payroll?weekOf=${weekOf}`);
    expect(res.status).toBe(200);
    expect(res.body.openEntries, `open entries of the week of ${weekOf}`).toBe(inWeek.filter((e) => !e.clockOutTime).length);
    // Hours are rounded once per pay line (worker x label x rate): within half a hundredth of the exact sum per line.
    const payLines = res.body.workers.reduce((total: number, w: { payLines: unknown[] }) => total + w.payLines.length, 0);
    expect(Math.abs(Math.round(res.body.totals.totalHours * 100) - (minutes * 100) / 60), `hours of the week of ${weekOf}`).toBeLessThanOrEqual(0.5 * payLines);
    const gross = res.body.workers.reduce((total: number, w: { grossPay: string }) => total + parseCents(w.grossPay)!, 0);
    expect(parseCents(res.body.totals.grossPay), `gross pay of the week of ${weekOf}`).toBe(gross);
  }
}

// ---------------------------------------------------------------------------

let sent = 0;
async function send(method: string, url: string, text: string) {
  // A fresh, unsigned client for the routes that sign someone in keeps the admin agent's session as it is; making a
  // kiosk signs its device out, so each try is a fresh admin's; the kiosk's own routes are sent from the kiosk, each
  // with its own key.
  const signIn = url === "/api/admin/login" || url === "/api/auth/login" || url === "/api/invites/accept";
  const client: any = signIn ? request(t.app) : url === "/api/admin/kiosks" && method === "POST" ? await adminAgent(t.app) : url.startsWith("/api/kiosk/") ? kiosk : admin;
  const req = client[method.toLowerCase()](url).set("Content-Type", "application/json");
  // Crew punches and crew actions require a key too.
  if (client === kiosk || url.includes("/time-entries/crew-")) req.set("Idempotency-Key", `fuzz-${(sent += 1)}`);
  return (await req.send(text)) as request.Response;
}

/** route -> answers by status class, to show the bodies reach the services (a 2xx) and not only the validator. */
const outcomes = new Map<string, Record<string, number>>();

function expectNo5xx(method: string, url: string, text: string, res: request.Response) {
  expect(
    res.status,
    `${method} ${url}\n  body: ${text.length > 600 ? `${text.slice(0, 600)}... (${text.length} chars)` : text}\n  -> ${res.status} ${JSON.stringify(res.body).slice(0, 400)}`,
  ).toBeLessThan(500);
  expect(res.headers["content-type"] ?? "application/json", `${method} ${url}: the answer is JSON`).toMatch(/json/);
}

const writeRoutes = () => {
  const routes = registeredRoutes(t.app).filter((r) => r.method !== "GET");
  // Deletes last, so the rows the other routes point at are there while they are fuzzed.
  return [...routes.filter((r) => r.method !== "DELETE"), ...routes.filter((r) => r.method === "DELETE")];
};

describe("QUALITY 18: fast-check bodies on every write route of the router", () => {
  it("finds the write routes by walking the router, and each one with a body has a request schema in the document", () => {
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const withoutSchema = routes.filter((r) => r.method !== "DELETE" && !componentOf(r.method, r.path)).map((r) => `${r.method} ${r.path}`);
    expect(withoutSchema).toEqual([]);
  });

  // Listed from the registry (the router walk above proves they are the same routes) so each gets its own test.
  const planned = buildOpenApiDocument({});
  const routes = Object.entries(planned.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((m) => m !== "get")
      .map((m) => ({ method: m.toUpperCase(), path: path.replace(/\{(\w+)\}/g, ":$1") })),
  );
  routes.sort((a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"));

  for (const route of routes) {
    it(`${route.method} ${route.path}`, async () => {
      const key = `${route.method} ${route.path}`;
      const url = route.path.replace(/:(\w+)/g, (_m, name: string) => String(paramValue(route.path, name)));
      const component = componentOf(route.method, route.path);
      const keys = Object.keys(component?.properties ?? {});
      const bodies = fc.oneof(
        { weight: 4, arbitrary: component ? derivedBody(component, route.method, route.path).map((b) => JSON.stringify(b)) : fc.constant("{}") },
        { weight: 2, arbitrary: hostileObject(keys).map((b) => JSON.stringify(b)) },
        { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
      );
      if (route.method === "DELETE") {
        // No body to speak of: the last path parameter is what a caller controls, so it is fuzzed too.
        const last = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]).at(-1)!;
        const idText = fc.oneof(
          fc.constant(String(paramValue(route.path, last))),
          fc.constantFrom("0", "-1", "2147483648", "99999999999", "1e3", "1.5", "%00", "abc", "%E2%80%AE", "__proto__"),
          fc.nat().map(String),
        );
        await fc.assert(
          fc.asyncProperty(idText, bodies, async (id, text) => {
            const target = route.path.replace(/:(\w+)/g, (_m, name: string) => (name === last ? id : String(paramValue(route.path, name))));
            const res = await send(route.method, target, text);
            expectNo5xx(route.method, target, text, res);
          }),
          { numRuns: DELETE_RUNS },
        );
      } else {
        const example = validExample(route.method, route.path);
        await fc.assert(
          fc.asyncProperty(bodies, async (text) => {
            const res = await send(route.method, url, text);
            const seen = outcomes.get(key) ?? {};
            seen[res.status] = (seen[res.status] ?? 0) + 1;
            outcomes.set(key, seen);
            expectNo5xx(route.method, url, text, res);
          }),
          // The valid example runs first, so every route is seen past its validator at least once.
          { numRuns: RUNS, examples: example ? [[JSON.stringify(example)]] : [] },
        );
        const answered = Object.keys(outcomes.get(key) ?? {}).map(Number);
        // change-password refuses a wrong current password with a 400 from its service, after the schema passed.
        if (route.path !== "/api/auth/change-password") {
          expect(answered.some((status) => status !== 400), `${key}: no body got past validation (${answered})`).toBe(true);
        }
      }
      await checkInvariants();
    }, 120_000);
  }
});

describe("QUALITY 19: coordinates, NaN text, wrong types and __proto__ keys on every route that takes coordinates", () => {
  const cases: [string, string, () => Record<string, unknown>][] = [
    ["POST", "/api/time-entries/clock-in", () => ({ workerId: ids.worker2, projectId: ids.project, locationAccuracy: 5 })],
    ["POST", "/api/time-entries/clock-out", () => ({ timeEntryId: ids.openEntry, locationAccuracy: 5 })],
    ["POST", "/api/projects", () => ({ name: "Coordinates", location: "Denver", endDate: "2026-12-31" })],
    ["PATCH", "/api/projects/:id", () => ({})],
  ];
  const latKeys: Record<string, [string, string]> = {
    "/api/time-entries/clock-in": ["clockInLatitude", "clockInLongitude"],
    "/api/time-entries/clock-out": ["clockOutLatitude", "clockOutLongitude"],
    "/api/projects": ["latitude", "longitude"],
    "/api/projects/:id": ["latitude", "longitude"],
  };
  const bad: [string, unknown, unknown][] = [
    ["latitude above 90", 90.0001, 0],
    ["latitude below -90", -91, 0],
    ["longitude above 180", 0, 180.5],
    ["longitude below -180", 0, -181],
    ["NaN text", "NaN", "NaN"],
    ["Infinity text", "Infinity", 0],
    ["empty-ish text", " ", "abc"],
    ["a boolean", true, 0],
    ["an array", [39.7], 0],
    ["an object", { lat: 1 }, 0],
  ];

  for (const [method, pattern, base] of cases) {
    it(`${method} ${pattern}: 400 with a readable message, nothing stored`, async () => {
      const url = pattern.replace(":id", String(ids.project));
      const [latKey, lngKey] = latKeys[pattern];
      const counts = async () =>
        JSON.stringify(
          (await t.database.db.execute(sql`select (select count(*) from time_entries) as e, (select count(*) from projects) as p, (select string_agg(coalesce(latitude::text, '-'), ',' order by id) from projects) as lat`) as unknown as { rows: unknown[] }).rows,
        );
      const before = await counts();
      for (const [label, lat, lng] of bad) {
        const res = await admin[method.toLowerCase() as "post" | "patch"](url).send({ ...base(), [latKey]: lat, [lngKey]: lng });
        expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body.code).toBe("validation_failed");
        expect(res.body.message, label).toMatch(/[A-Za-z]{3,}/);
        expect(JSON.stringify(res.body), label).not.toMatch(/at .+\.(ts|js):\d+/);
      }
      if (pattern.includes("time-entries")) {
        const res = await admin.post(url).send({ ...base(), locationAccuracy: -1, [latKey]: 39.762, [lngKey]: -105.011 });
        expect(res.status, `negative accuracy: ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body.message).toMatch(/accuracy/i);
      }
      const valid = JSON.stringify(base());
      const protoText = valid === "{}" ? '{"__proto__": {"isAdmin": true}}' : `{"__proto__": {"isAdmin": true}, ${valid.slice(1)}`;
      const proto = await admin[method.toLowerCase() as "post" | "patch"](url).set("Content-Type", "application/json").send(protoText);
      expect(proto.status, JSON.stringify(proto.body)).toBe(400);
      expect(proto.body.message).toMatch(/__proto__/);
      expect(await counts()).toBe(before);
    });
  }
});

// QUALITY 12, 13 (and 15's "no GET changes data"): every route is in the access matrix and answers each caller as it says.
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userRegistrations, users } from "@shared/schema";
import { COMPANY_SETTINGS_DEFAULTS } from "@shared/api/company-settings";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { ACCESS_MATRIX, type AccessRow, type Expectation } from "../support/access-matrix";
import { createActiveUser, registerUser, uniqueEmail, userAgent } from "../support/accounts";
import { registeredRoutes } from "../support/registered-routes";

type Role = "anonymous" | "pending" | "crew" | "foreman" | "office" | "admin" | "kiosk";
const ROLES: Role[] = ["anonymous", "pending", "crew", "foreman", "office", "admin", "kiosk"];

let t: TestApp;
const clients = {} as Record<Exclude<Role, "anonymous">, ReturnType<typeof request.agent>>;

beforeAll(async () => {
  // An OpenID provider is configured (unreachable: discovery happens on first use) so its routes exist too.
  t = await createTestApp({
    env: { OIDC_ISSUER_URL: "http://127.0.0.1:1/", OIDC_CLIENT_ID: "matrix", OIDC_CLIENT_SECRET: "matrix" },
  });
  for (const [caller, role] of [["crew", "crew"], ["foreman", "foreman"], ["office", "user"]] as const) {
    const email = uniqueEmail(`matrix-${caller}`);
    await createActiveUser(t, email, undefined, { role });
    clients[caller] = await userAgent(t, email);
  }
  clients.admin = await adminAgent(t.app);

  // 'pending': an account that is not active but holds a session (see tests/support/access-matrix.ts).
  const pendingEmail = uniqueEmail("matrix-pending");
  const pendingId = await createActiveUser(t, pendingEmail);
  clients.pending = await userAgent(t, pendingEmail);
  await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, pendingId));

  // Something for the list routes to return.
  await registerUser(t, uniqueEmail("matrix-applicant"));

  // The office's share of payroll approval is a Company setting (issue 26 item 7; office-timesheet.test.ts proves
  // both ways): on here, so the matrix's office rows are the routes' own access check.
  const settings = await clients.admin.put("/api/settings/company").send({ ...COMPANY_SETTINGS_DEFAULTS, officeApprovesPayroll: true });
  expect(settings.status).toBe(200);

  // 'kiosk': a device an admin turned into a kiosk (which signed the admin out on it). A first kiosk takes id 1, the
  // one the matrix's DELETE /api/admin/kiosks/:id revokes, so the caller's own kiosk stays valid for every row.
  const project = await (await adminAgent(t.app))
    .post("/api/projects")
    .send({ name: "Matrix Site", location: "Denver", startDate: "2026-01-01", endDate: "2026-12-31" });
  await (await adminAgent(t.app)).post("/api/admin/kiosks").send({ projectId: project.body.id, name: "Revoked by the matrix" }).expect(201);
  clients.kiosk = await adminAgent(t.app);
  await clients.kiosk.post("/api/admin/kiosks").send({ projectId: project.body.id, name: "Matrix tablet" }).expect(201);
  await clients.kiosk.get("/api/kiosk").expect(200);
});

afterAll(async () => {
  await t.close();
});

function concretePath(pattern: string): string {
  return pattern.replace(/:\w+/g, "1").replace(/\{?\*\w+\}?/g, "x");
}

function send(role: Role, row: AccessRow) {
  const client = role === "anonymous" ? request(t.app) : clients[role];
  const url = concretePath(row.path);
  const method = row.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
  const req = client[method](url);
  return row.method === "GET" ? req : req.send({});
}

function check(status: number, expected: Expectation, label: string) {
  if (expected === "allowed") {
    expect(status, `${label}: expected to be let through`).not.toBe(401);
    expect(status, `${label}: expected to be let through`).not.toBe(403);
    expect(status, `${label}: server error`).toBeLessThan(500);
  } else {
    expect(status, label).toBe(expected);
  }
}

describe("QUALITY 12: every route is in the access matrix", () => {
  it("finds the routes by walking the router (sanity: the walker sees known routes)", () => {
    const routes = registeredRoutes(t.app);
    expect(routes).toContainEqual({ method: "PATCH", path: "/api/admin/users/:id" });
    expect(routes).toContainEqual({ method: "GET", path: "/healthz" });
  });

  it("has a row for every registered route, and no row for a route that does not exist", () => {
    const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
    const inMatrix = new Set(ACCESS_MATRIX.map(key));
    const registered = registeredRoutes(t.app);
    const missing = registered.filter((r) => !inMatrix.has(key(r))).map(key);
    expect(
      missing,
      `These routes have no row in tests/support/access-matrix.ts; add one saying what anonymous, pending, crew, foreman, office, admin and kiosk callers get:\n  ${missing.join("\n  ")}`,
    ).toEqual([]);
    const registeredKeys = new Set(registered.map(key));
    const stale = ACCESS_MATRIX.filter((r) => !registeredKeys.has(key(r))).map(key);
    expect(stale, `These access-matrix rows match no registered route:\n  ${stale.join("\n  ")}`).toEqual([]);
  });
});

describe("QUALITY 13: every route answers each caller as the matrix says", () => {
  const ordered = [...ACCESS_MATRIX.filter((r) => !r.endsSession), ...ACCESS_MATRIX.filter((r) => r.endsSession)];
  for (const row of ordered) {
    it(`${row.method} ${row.path}`, async () => {
      for (const role of ROLES) {
        const res = await send(role, row);
        check(res.status, row[role], `${row.method} ${row.path} as ${role} (got ${res.status} ${JSON.stringify(res.body)})`);
      }
    });
  }
});

describe("QUALITY 15: no GET changes data", () => {
  it("GET routes leave users and registrations as they were (documented exceptions aside)", async () => {
    const snapshot = async () =>
      JSON.stringify([
        await t.database.db.select().from(users).orderBy(users.id),
        await t.database.db.select().from(userRegistrations).orderBy(userRegistrations.id),
      ]);
    const admin = await adminAgent(t.app);
    const before = await snapshot();
    for (const row of ACCESS_MATRIX.filter((r) => r.method === "GET" && !r.getChangesData)) {
      await admin.get(concretePath(row.path));
      await request(t.app).get(concretePath(row.path));
    }
    expect(await snapshot()).toBe(before);
  });
});

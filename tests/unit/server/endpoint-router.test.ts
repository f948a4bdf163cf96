// mount(): the access check before parsing, ids and schemas at the edge, the contract's status, paging headers, and
// the answer checked against its contract under the test runner.
import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoint, json, list, noContent } from "@shared/api/contract";
import { mount, type Page } from "../../../server/lib/endpoint-router";
import { errorHandler } from "../../../server/middleware/error-handler";

const item = z.object({ id: z.number(), at: z.iso.datetime() }).strict();
const contracts = {
  get: endpoint({ method: "GET", path: "/things/:id", summary: "t", tag: "projects", access: "public", response: json(item, "t") }),
  create: endpoint({
    method: "POST",
    path: "/things",
    summary: "t",
    tag: "projects",
    access: "office",
    body: z.object({ name: z.string().min(1, "Name is required") }).strict(),
    response: json(item, "t", 201),
  }),
  required: endpoint({
    method: "POST",
    path: "/required",
    summary: "t",
    tag: "projects",
    access: "public",
    body: z.object({ name: z.string().trim().min(1, "Name is required"), size: z.number().max(9, "Size can be at most 9").optional() }).strict(),
    requiredFields: ["name"],
    response: json(item, "t", 201),
  }),
  remove: endpoint({ method: "DELETE", path: "/things/:id", summary: "t", tag: "projects", access: "admin", response: noContent() }),
  page: endpoint({
    method: "GET",
    path: "/pages",
    summary: "t",
    tag: "projects",
    access: "public",
    query: z.object({ cursor: z.string().optional(), limit: z.coerce.number().optional() }).strict(),
    response: list(item, "t"),
    page: { defaultLimit: 2, maxLimit: 10 },
  }),
  wrong: endpoint({ method: "GET", path: "/wrong", summary: "t", tag: "projects", access: "public", response: json(item, "t") }),
};

function app(user?: { role: string; isActive: boolean }) {
  const a = express();
  a.use(express.json());
  a.use((req, _res, next) => {
    if (user) req.user = { id: 1, ...user } as Express.User;
    next();
  });
  const router = express.Router();
  const at = new Date("2026-03-02T14:00:00Z");
  mount(router, contracts.get, ({ params }) => ({ id: params.id, at }));
  mount(router, contracts.create, ({ body }) => ({ id: body.name.length, at }));
  mount(router, contracts.required, () => ({ id: 1, at }));
  mount(router, contracts.remove, () => undefined);
  mount(router, contracts.page, ({ query }): Page<{ id: number; at: Date }> => {
    const start = query.cursor ? Number(query.cursor) : 0;
    return { rows: [{ id: start, at }, { id: start + 1, at }], total: 4, nextCursor: start === 0 ? "2" : null };
  });
  mount(router, contracts.wrong, () => ({ id: "not a number", at }) as never);
  a.use(router);
  a.use(errorHandler);
  return a;
}

describe("mount", () => {
  it("parses path ids: a good one reaches the handler as a number, Dates go out as ISO text", async () => {
    const res = await request(app()).get("/things/12");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: 12, at: "2026-03-02T14:00:00.000Z" });
  });

  it.each(["0", "abc", "1234567890"])("refuses the id %s with 400", async (id) => {
    const res = await request(app()).get(`/things/${id}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("id must be a positive whole number");
  });

  it("checks access before it parses: 401 for nobody, even with a bad body", async () => {
    expect((await request(app()).post("/things").send({})).status).toBe(401);
  });

  it("parses the body with the contract's schema and answers the contract's status", async () => {
    const signedIn = app({ role: "user", isActive: true });
    const bad = await request(signedIn).post("/things").send({ name: "" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ name: ["Name is required"] });
    expect((await request(signedIn).post("/things").send({ name: "abc", extra: 1 })).status).toBe(400);
    const made = await request(signedIn).post("/things").send({ name: "abc" });
    expect(made.status).toBe(201);
    expect(made.body.id).toBe(3);
  });

  it.each([
    [{}, "Please fill in all required fields."],
    [{ name: "   " }, "Please fill in all required fields."],
    [{ name: null, size: 10 }, "Please fill in all required fields."],
    [{ name: "Ok", size: 10 }, "Size can be at most 9"],
    [{ name: 5 }, "name: Invalid input: expected string, received number"],
  ])("a required field sent missing or blank gets the spec's one message: %j", async (body, message) => {
    const res = await request(app()).post("/required").send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("admin contracts refuse users with 403 and answer admins with 204", async () => {
    expect((await request(app({ role: "user", isActive: true })).delete("/things/1")).status).toBe(403);
    const done = await request(app({ role: "admin", isActive: true })).delete("/things/1");
    expect(done.status).toBe(204);
    expect(done.text).toBe("");
  });

  it("pages: the rows as the array, the total and the next page's link in headers; none on the last page", async () => {
    const first = await request(app()).get("/pages?limit=2");
    expect(first.body.map((r: { id: number }) => r.id)).toEqual([0, 1]);
    expect(first.headers["x-total-count"]).toBe("4");
    expect(first.headers.link).toBe('</pages?limit=2&cursor=2>; rel="next"');
    const last = await request(app()).get("/pages?limit=2&cursor=2");
    expect(last.body.map((r: { id: number }) => r.id)).toEqual([2, 3]);
    expect(last.headers.link).toBeUndefined();
  });

  it("an answer outside its contract fails loudly under the test runner", async () => {
    const res = await request(app()).get("/wrong");
    expect(res.status).toBe(500);
  });
});

// apiRequest and the query helpers: what is sent, and how error replies become ApiError.
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest } from "@/lib/api-client";
import { getQueryFn, queryKeyToUrl } from "@/lib/query-client";

function reply(status: number, body: unknown, statusText = "") {
  const text = body === undefined ? "" : typeof body === "string" ? body : JSON.stringify(body);
  return new Response(text || null, { status, statusText, headers: { "Content-Type": "application/json" } });
}

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("sends JSON with credentials and a content type only when there is a body", async () => {
    const fetchMock = vi.fn(async () => reply(200, { ok: true }));
    vi.stubGlobal("fetch", fetchMock);

    await expect(apiRequest("POST", "/api/auth/login", { email: "a@b.co", password: "x" })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/auth/login");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
    expect(init.body).toBe(JSON.stringify({ email: "a@b.co", password: "x" }));

    await apiRequest("GET", "/api/projects");
    const [, getInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect((getInit.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
    expect(getInit.body).toBeUndefined();
  });

  it("throws ApiError with the server's message, code and field errors", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        reply(400, { message: "Password is required", code: "validation_failed", fieldErrors: { password: ["Password is required"] }, requestId: "r1" }),
      ),
    );
    const error = await apiRequest("POST", "/api/auth/login", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "Password is required",
      fieldErrors: { password: ["Password is required"] },
      requestId: "r1",
    });
  });

  it("falls back to the status text when the error body is not JSON", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => reply(502, "<html>bad gateway</html>", "Bad Gateway")));
    await expect(apiRequest("GET", "/api/stats")).rejects.toMatchObject({ status: 502, message: "Bad Gateway" });
  });

  it("turns a network failure into ApiError status 0", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(apiRequest("GET", "/api/stats")).rejects.toMatchObject({ status: 0, code: "NETWORK_ERROR" });
  });
});

describe("query keys as URLs", () => {
  it("joins segments and turns a trailing object into the query string", () => {
    expect(queryKeyToUrl(["/api/auth", "user"])).toBe("/api/auth/user");
    expect(queryKeyToUrl(["/api/projects", 12, "photos"])).toBe("/api/projects/12/photos");
    expect(queryKeyToUrl(["/api/jobs", { date: "2026-01-31", workerId: undefined }])).toBe("/api/jobs?date=2026-01-31");
  });

  it("getQueryFn returns null on 401 only when asked to", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => reply(401, { message: "Not signed in", code: "unauthenticated" })));
    const context = { queryKey: ["/api/auth", "user"], signal: new AbortController().signal } as never;
    await expect(getQueryFn({ on401: "returnNull" })(context)).resolves.toBeNull();
    await expect(getQueryFn({ on401: "throw" })(context)).rejects.toMatchObject({ status: 401, message: "Not signed in" });
  });
});

// @vitest-environment happy-dom
// Offline restart: which user the app shows after reading /api/auth/user, and what it keeps on the device.
import { afterEach, describe, expect, it, vi } from "vitest";
import { authQueries, type CurrentUser } from "@/features/auth/api";
import {
  decideCurrentUser,
  forgetLastKnownUser,
  isNetworkError,
  LAST_USER_STORAGE_KEY,
  readLastKnownUser,
  rememberUser,
} from "@/features/auth/last-known-user";
import { ApiError, NETWORK_ERROR_MESSAGE } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";

const foreman: CurrentUser = {
  id: 7,
  email: "maria@example.com",
  firstName: "Maria",
  lastName: "Lopez",
  profileImageUrl: null,
  role: "user",
      workerId: null,
  isActive: true,
  username: null,
  createdAt: "2026-01-05T15:00:00.000Z",
  updatedAt: "2026-01-05T15:00:00.000Z",
};

const networkError = new ApiError(0, "NETWORK_ERROR", NETWORK_ERROR_MESSAGE);
const serverError = new ApiError(503, "HTTP_ERROR", "Service Unavailable");

describe("decideCurrentUser", () => {
  it.each([
    ["a user from the server", { ok: true as const, user: foreman }, null, { kind: "signed-in", user: foreman }],
    ["a user from the server, another remembered", { ok: true as const, user: foreman }, { ...foreman, id: 8 }, { kind: "signed-in", user: foreman }],
    ["401, nobody remembered", { ok: true as const, user: null }, null, { kind: "signed-out" }],
    ["401 with a remembered user", { ok: true as const, user: null }, foreman, { kind: "signed-out" }],
    ["no network with a remembered user", { ok: false as const, error: networkError }, foreman, { kind: "offline", user: foreman }],
    ["no network, nobody remembered", { ok: false as const, error: networkError }, null, { kind: "failed", error: networkError }],
    ["a 5xx with a remembered user", { ok: false as const, error: serverError }, foreman, { kind: "failed", error: serverError }],
  ])("%s", (_case, read, lastKnown, expected) => {
    expect(decideCurrentUser(read, lastKnown)).toEqual(expected);
  });

  it("counts only failures that never reached the server as network errors", () => {
    expect(isNetworkError(networkError)).toBe(true);
    expect(isNetworkError(new ApiError(0, "HTTP_ERROR", "status 0"))).toBe(true);
    expect(isNetworkError(serverError)).toBe(false);
    expect(isNetworkError(new ApiError(401, "UNAUTHORIZED", "Unauthorized"))).toBe(false);
    expect(isNetworkError(new TypeError("Failed to fetch"))).toBe(false);
  });
});

describe("the remembered user in localStorage", () => {
  afterEach(() => localStorage.clear());

  it("round-trips, and forgets", () => {
    expect(readLastKnownUser()).toBeNull();
    rememberUser(foreman);
    expect(readLastKnownUser()).toEqual(foreman);
    forgetLastKnownUser();
    expect(readLastKnownUser()).toBeNull();
  });

  it("ignores what it cannot read as a user", () => {
    localStorage.setItem(LAST_USER_STORAGE_KEY, "{not json");
    expect(readLastKnownUser()).toBeNull();
    localStorage.setItem(LAST_USER_STORAGE_KEY, JSON.stringify({ id: "7", role: "user" }));
    expect(readLastKnownUser()).toBeNull();
  });
});

describe("the current-user query", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  function answer(status: number, body?: unknown) {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status })));
  }

  const readUser = () => createQueryClient().fetchQuery(authQueries.user());

  it("remembers the user the server names, and forgets them on a 401", async () => {
    answer(200, foreman);
    await expect(readUser()).resolves.toEqual(foreman);
    expect(readLastKnownUser()).toEqual(foreman);

    answer(401, { message: "Unauthorized", code: "UNAUTHORIZED" });
    await expect(readUser()).resolves.toBeNull();
    expect(readLastKnownUser()).toBeNull();
  });

  it("keeps the remembered user when the network is down, and fails when there is none", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(readUser()).rejects.toMatchObject({ status: 0, code: "NETWORK_ERROR" });

    rememberUser(foreman);
    await expect(readUser()).resolves.toEqual(foreman);
    expect(readLastKnownUser()).toEqual(foreman);
  });

  it("does not keep the remembered user through a server error", async () => {
    rememberUser(foreman);
    answer(500, { message: "Something went wrong", code: "INTERNAL" });
    await expect(readUser()).rejects.toMatchObject({ status: 500 });
    expect(readLastKnownUser()).toEqual(foreman);
  });
});

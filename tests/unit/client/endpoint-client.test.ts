// The contract-built cache keys (one per endpoint and arguments, and a key is its URL), paging by Link header, and the
// one error path of writes.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { endpoint, json, list, noContent } from "@shared/api/contract";
import { ApiError } from "@/lib/api-client";
import { endpointKey, roleMayCall } from "@/lib/endpoint-client";
import { nextPageUrl } from "@/lib/paged-fetch";
import { toastMutationError } from "@/lib/mutation-errors";
import { queryKeyToUrl } from "@/lib/query-client";

const toast = vi.hoisted(() => vi.fn());
vi.mock("@/components/ui/use-toast", () => ({ toast }));

const row = z.object({ id: z.number() });
const team = endpoint({ method: "GET", path: "/api/projects/:id/workers", summary: "t", tag: "projects", access: "office", response: list(row, "t") });
const entries = endpoint({
  method: "GET",
  path: "/api/time-entries",
  summary: "t",
  tag: "time-entries",
  access: "office",
  query: z.object({ from: z.string().optional(), to: z.string().optional() }),
  response: list(row, "t"),
});
const settings = endpoint({ method: "GET", path: "/api/settings/payroll", summary: "t", tag: "payroll", access: "office", response: json(row, "t") });
const photo = endpoint({ method: "DELETE", path: "/api/projects/:id/photos/:photoId", summary: "t", tag: "photos", access: "office", response: noContent() });

describe("endpointKey", () => {
  it.each([
    ["a path with a parameter", endpointKey(team, { params: { id: 5 } }), ["/api/projects", 5, "workers"], "/api/projects/5/workers"],
    ["a query, absent values left out", endpointKey(entries, { query: { from: "2026-01-04", to: undefined } }), ["/api/time-entries", { from: "2026-01-04" }], "/api/time-entries?from=2026-01-04"],
    ["no query", endpointKey(entries), ["/api/time-entries"], "/api/time-entries"],
    ["a deeper literal path", endpointKey(settings), ["/api/settings", "payroll"], "/api/settings/payroll"],
    ["two parameters", endpointKey(photo, { params: { id: 2, photoId: 9 } }), ["/api/projects", 2, "photos", 9], "/api/projects/2/photos/9"],
  ])("%s", (_label, key, expected, url) => {
    expect(key).toEqual(expected);
    expect(queryKeyToUrl(key)).toBe(url);
  });

  it("refuses a missing path parameter instead of asking a wrong URL", () => {
    expect(() => endpointKey(team, { params: {} as { id: number } })).toThrow(/no value for :id/);
  });
});

describe("roleMayCall", () => {
  it.each([
    ["public", undefined, true],
    ["public", "crew", true],
    ["member", undefined, false],
    ["member", "crew", true],
    ["foreman", "crew", false],
    ["foreman", "foreman", true],
    ["office", "foreman", false],
    ["office", "user", true],
    ["admin", "user", false],
    ["admin", "admin", true],
    ["member", "owner", false],
    // A kiosk's routes are for the kiosk device, never for a signed-in role.
    ["kiosk", "admin", false],
    ["kiosk", "crew", false],
    ["kiosk", undefined, false],
  ] as const)("%s endpoint, role %s: %s", (access, role, expected) => {
    expect(roleMayCall(role, { access })).toBe(expected);
  });
});

describe("nextPageUrl", () => {
  it.each([
    ['</api/time-entries?from=2026-01-04&cursor=abc>; rel="next"', "/api/time-entries?from=2026-01-04&cursor=abc"],
    [null, null],
    ['</x>; rel="prev"', null],
  ])("%s -> %s", (link, url) => expect(nextPageUrl(link)).toBe(url));
});

describe("toastMutationError", () => {
  beforeEach(() => toast.mockClear());
  const refused = new ApiError(409, "conflict", "This worker is already clocked in");
  const down = new ApiError(503, "unavailable", "Service Unavailable");

  it.each([
    ["the server's message under the title", refused, { errorToast: { title: "Clock In Failed" } }, { title: "Clock In Failed", description: "This worker is already clocked in" }],
    ["the spec's fixed text whatever the server said", refused, { errorToast: { title: "Creation Failed", text: "Failed to create project. Please try again." } }, { title: "Creation Failed", description: "Failed to create project. Please try again." }],
    ["the fallback when the server failed", down, { errorToast: { title: "Save Failed", fallback: "Failed to save. Please try again." } }, { title: "Save Failed", description: "Failed to save. Please try again." }],
    ["the server's 4xx message over the fallback", refused, { errorToast: { title: "Save Failed", fallback: "Failed to save." } }, { title: "Save Failed", description: "This worker is already clocked in" }],
    ["'Error' with the message when no title was given", refused, undefined, { title: "Error", description: "This worker is already clocked in" }],
  ])("%s", (_label, error, meta, shown) => {
    toastMutationError(error, meta);
    expect(toast).toHaveBeenCalledWith({ ...shown, variant: "destructive" });
  });

  it("shows nothing when the mutation shows its failure itself", () => {
    toastMutationError(refused, { errorToast: false });
    expect(toast).not.toHaveBeenCalled();
  });
});

// @vitest-environment happy-dom
// index.html's boot block: read once, seeds the current user as a read of /api/auth/user would, and anything
// malformed counts as no block (the app then asks the server).
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BOOT_ELEMENT_ID } from "@shared/api/constants";
import { loadingHeading, SIGNED_IN_SCREENS, signedInScreen, signedOutScreen } from "@shared/screens";
import { authQueries, type CurrentUser } from "@/features/auth/api";
import { applyBootState, parseBootState } from "@/features/auth/boot-state";
import { LAST_USER_STORAGE_KEY, readLastKnownUser, rememberUser } from "@/features/auth/last-known-user";
import { knownCompanyTimeZone } from "@/lib/company-time-zone";
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

function addBlock(text: string) {
  const element = document.createElement("script");
  element.id = BOOT_ELEMENT_ID;
  element.type = "application/json";
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => {
  document.getElementById(BOOT_ELEMENT_ID)?.remove();
  localStorage.clear();
});

describe("parseBootState", () => {
  it.each([
    ["nothing", null],
    ["empty", ""],
    ["not JSON", "{user:"],
    ["no user field", "{}"],
    ["a user without an id", JSON.stringify({ user: { role: "user", createdAt: "x" } })],
    ["an array", "[1]"],
  ])("%s is no block", (_name, text) => {
    expect(parseBootState(text)).toBeNull();
  });

  it("reads a signed-out and a signed-in block; a zone that is not text is left out", () => {
    expect(parseBootState('{"user":null}')).toEqual({ user: null });
    expect(parseBootState(JSON.stringify({ user: foreman, timeZone: "America/Denver" }))).toEqual({ user: foreman, timeZone: "America/Denver" });
    expect(parseBootState(JSON.stringify({ user: foreman, timeZone: 5 }))).toEqual({ user: foreman });
  });
});

describe("applyBootState", () => {
  it("seeds the signed-in user, remembers it and the company's zone, and removes the block", () => {
    addBlock(JSON.stringify({ user: foreman, timeZone: "America/Denver" }));
    const queryClient = createQueryClient();
    expect(applyBootState(queryClient, authQueries.user().queryKey)).toEqual({ user: foreman, timeZone: "America/Denver" });
    expect(queryClient.getQueryData(authQueries.user().queryKey)).toEqual(foreman);
    expect(readLastKnownUser()).toEqual(foreman);
    expect(knownCompanyTimeZone()).toBe("America/Denver");
    expect(document.getElementById(BOOT_ELEMENT_ID)).toBeNull();
  });

  it("signed out: seeds null and forgets the user this device remembered", () => {
    rememberUser(foreman);
    addBlock('{"user":null}');
    const queryClient = createQueryClient();
    applyBootState(queryClient, authQueries.user().queryKey);
    expect(queryClient.getQueryState(authQueries.user().queryKey)?.status).toBe("success");
    expect(queryClient.getQueryData(authQueries.user().queryKey)).toBeNull();
    expect(localStorage.getItem(LAST_USER_STORAGE_KEY)).toBeNull();
  });

  it("without a block (the service worker's copy of the page) changes nothing: the app asks the server", () => {
    rememberUser(foreman);
    const queryClient = createQueryClient();
    expect(applyBootState(queryClient, authQueries.user().queryKey)).toBeNull();
    expect(queryClient.getQueryState(authQueries.user().queryKey)).toBeUndefined();
    expect(readLastKnownUser()).toEqual(foreman);
  });
});

describe("shared/screens", () => {
  it("names a module that exists for every screen", () => {
    const modules = [...SIGNED_IN_SCREENS.map(([, module]) => module), "landing-page", "auth-page", "reset-password-page", "verify-email-page", "accept-invite-page", "kiosk-page"];
    for (const module of modules) {
      expect(fs.existsSync(path.resolve(import.meta.dirname, `../../../client/src/app/pages/${module}.tsx`)), module).toBe(true);
    }
  });

  it.each([
    ["/", "dashboard-page"],
    ["/projects", "projects-page"],
    ["/projects/12", "project-details-page"],
    ["/timesheet", "timesheet-page"],
    ["/timesheet-gps", "timesheet-gps-page"],
    ["/timesheet-gps/", "timesheet-gps-page"],
    ["/admin", "admin-page"],
    ["/nope", null],
    ["/projects/12/photos", null],
  ])("signed in, %s opens %s", (pathname, module) => {
    expect(signedInScreen(pathname)).toBe(module);
  });

  it("signed out, /auth is the sign-in page, a reset, verification or invitation link and a kiosk their own pages, and every other path the landing page", () => {
    expect(signedOutScreen("/auth")).toBe("auth-page");
    expect(signedOutScreen("/kiosk")).toBe("kiosk-page");
    expect(signedOutScreen("/kiosk/")).toBe("kiosk-page");
    expect(signedOutScreen("/kiosk/1")).toBe("landing-page");
    expect(signedOutScreen("/auth/reset-password")).toBe("reset-password-page");
    expect(signedOutScreen("/auth/verify-email")).toBe("verify-email-page");
    expect(signedOutScreen("/auth/accept-invite")).toBe("accept-invite-page");
    expect(signedOutScreen("/auth/elsewhere")).toBe("landing-page");
    expect(signedOutScreen("/")).toBe("landing-page");
    expect(signedOutScreen("/timesheet")).toBe("landing-page");
  });

  it("the loading outline names fixed-heading screens, but not the admin screen to a non-admin", () => {
    expect(loadingHeading("/timesheet-gps", "user")).toEqual({ title: "GPS Time Clock", description: "Clock your crew in and out at the job site." });
    expect(loadingHeading("/admin", "admin")?.title).toBe("Admin Dashboard");
    expect(loadingHeading("/admin", "user")).toBeUndefined();
    expect(loadingHeading("/", "admin")).toBeUndefined();
    expect(loadingHeading("/nope", "admin")).toBeUndefined();
  });
});

// The accounts' answers are plain zod (the client bundles them) written beside the tables: they must not drift from
// the columns, nor from what toPublicUser lets out.
import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminUserListItemSchema, registrationListItemSchema } from "@shared/api/admin";
import { authApi, oidcEndpoints, publicUserSchema, RESERVED_PROVIDER_WORDS } from "@shared/api/auth";
import { toPublicUser, userRegistrations, users, type User } from "@shared/schema";

const keys = (schema: { shape: object }) => Object.keys(schema.shape).sort();

describe("account answers against the tables", () => {
  it("the public user is exactly what toPublicUser gives, all columns of users", () => {
    const user = Object.fromEntries(Object.keys(getTableColumns(users)).map((k) => [k, null])) as unknown as User;
    expect(keys(publicUserSchema)).toEqual(Object.keys(toPublicUser(user)).sort());
    expect(Object.keys(getTableColumns(users))).toEqual(expect.arrayContaining(keys(publicUserSchema)));
  });

  it("an admin's lists add only the provider to columns of their tables", () => {
    const registrationColumns = Object.keys(getTableColumns(userRegistrations));
    expect(registrationColumns).toEqual(expect.arrayContaining(keys(registrationListItemSchema).filter((k) => k !== "openIdProvider")));
    expect(keys(adminUserListItemSchema)).toEqual([...keys(publicUserSchema), "openIdProvider"].sort());
  });
});

describe("the OpenID routes", () => {
  it("live under the provider's word, which must not be a word the other auth routes use", () => {
    const routes = oidcEndpoints("company-sso");
    expect([routes.start.path, routes.callback.path]).toEqual(["/api/auth/company-sso", "/api/auth/company-sso/callback"]);
    expect([...RESERVED_PROVIDER_WORDS].sort()).toEqual(
      ["change-password", "config", "forgot-password", "login", "register", "reset-password", "user", "verify-email"],
    );
    expect(Object.values(authApi).map((e): string => e.path)).not.toContain(routes.start.path);
  });
});

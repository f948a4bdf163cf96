// The sign-in screen's rules: form messages (SPEC 5) and the toasts read from ?error= and ?message= (SPEC 8).
import { describe, expect, it } from "vitest";
import { loginSchema, registerSchema, resetPasswordSchema, verifyEmailSchema } from "@/features/auth/schemas";
import { authToastFor } from "@/features/auth/use-auth-query-toasts";
import { changePasswordSchema } from "@/features/profile/schemas";

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe("registration form", () => {
  it("uses the spec's messages", () => {
    const result = registerSchema.safeParse({ firstName: " ", lastName: "", email: "nope", password: "short" });
    expect(messages(result)).toEqual(
      expect.arrayContaining([
        "First name is required",
        "Last name is required",
        "Please enter a valid email address",
        "Password must be at least 8 characters long",
      ]),
    );
  });

  it("asks for upper case, lower case and a digit", () => {
    for (const password of ["alllowercase1", "ALLUPPERCASE1", "NoDigitsHere"]) {
      expect(messages(registerSchema.safeParse({ firstName: "A", lastName: "B", email: "a@b.co", password }))).toEqual([
        "Password must contain at least one uppercase letter, one lowercase letter, and one number",
      ]);
    }
    expect(registerSchema.safeParse({ firstName: "A", lastName: "B", email: "a@b.co", password: "Goodpass1" }).success).toBe(true);
  });

  it("caps first and last names at 100 characters, as the server does", () => {
    const long = "a".repeat(101);
    expect(messages(registerSchema.safeParse({ firstName: long, lastName: long, email: "a@b.co", password: "Goodpass1" }))).toEqual([
      "First name must be at most 100 characters",
      "Last name must be at most 100 characters",
    ]);
    const atLimit = "a".repeat(100);
    expect(registerSchema.safeParse({ firstName: atLimit, lastName: atLimit, email: "a@b.co", password: "Goodpass1" }).success).toBe(true);
  });

  it.each([
    ["a reset link", resetPasswordSchema],
    ["a verification link", verifyEmailSchema],
  ])("the password on the page of %s follows the registration rules and must be typed twice alike", (_page, schema) => {
    expect(messages(schema.safeParse({ password: "alllowercase1", confirmPassword: "alllowercase1" }))).toEqual([
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    ]);
    expect(messages(schema.safeParse({ password: "Goodpass1", confirmPassword: "Goodpass2" }))).toEqual(["The two passwords don't match."]);
    expect(schema.safeParse({ password: "Goodpass1", confirmPassword: "Goodpass1" }).success).toBe(true);
  });

  it("login needs a valid email and a password", () => {
    expect(messages(loginSchema.safeParse({ email: "a@b.co", password: "" }))).toEqual(["Password is required"]);
  });
});

describe("change-password form", () => {
  it("starts from the server's rule and adds its own messages for empty fields and the confirmation", () => {
    const first = (values: object) => messages(changePasswordSchema.safeParse(values))[0];
    expect(first({ currentPassword: "old", newPassword: "", confirmPassword: "" })).toBe("New password is required");
    expect(first({ currentPassword: "old", newPassword: "abc", confirmPassword: "abc" })).toBe("Password must be at least 6 characters long.");
    expect(first({ currentPassword: "old", newPassword: "abcdef", confirmPassword: "abcdeg" })).toBe(
      "New password and confirmation password don't match.",
    );
    expect(first({ currentPassword: "", newPassword: "abcdef", confirmPassword: "abcdef" })).toBe("Current password is required");
    expect(changePasswordSchema.safeParse({ currentPassword: "old", newPassword: "abcdef", confirmPassword: "abcdef" }).success).toBe(true);
  });
});

describe("query-parameter toasts", () => {
  const config = { oidc: { name: "oidc", displayName: "Company SSO" } };

  it("names the provider on {provider}_auth_failed", () => {
    expect(authToastFor({ error: "oidc_auth_failed", message: null }, config)).toEqual({
      title: "Authentication failed",
      description: "Company SSO sign-in was unsuccessful. Please try again.",
      variant: "destructive",
    });
  });

  it("says when the provider has not confirmed the e-mail address", () => {
    expect(authToastFor({ error: "oidc_auth_failed", message: "email_unverified" }, config)).toEqual({
      title: "Authentication failed",
      description:
        "Company SSO has not confirmed your email address, so it cannot be used to register here. Confirm the address with Company SSO first, then try again.",
      variant: "destructive",
    });
  });

  it("never prints the link's own text: other providers and unknown codes get generic words", () => {
    const hostile = "Your account is locked. Call 555-0100 to unlock it";
    const cases = [
      { error: `${hostile}_auth_failed`, message: null },
      { error: "google_auth_failed", message: null },
      { error: hostile, message: null },
      { error: "oidc_auth_failed_x", message: hostile },
      { error: "_auth_failed", message: "hello" },
    ];
    for (const params of cases) {
      const toast = authToastFor(params, config);
      expect(toast, JSON.stringify(params)).not.toBeNull();
      expect(toast?.variant).toBe("destructive");
      expect(`${toast?.title} ${toast?.description}`, JSON.stringify(params)).not.toMatch(/locked|555|google|hello|_x/i);
    }
    expect(authToastFor({ error: "google_auth_failed", message: null }, { oidc: null })).toEqual({
      title: "Authentication failed",
      description: "Sign-in was unsuccessful. Please try again.",
      variant: "destructive",
    });
    expect(authToastFor({ error: hostile, message: null }, config)).toEqual({
      title: "Sign-in failed",
      description: "Something went wrong while signing you in. Please try again.",
      variant: "destructive",
    });
  });

  it("explains pending approval, a verified e-mail and a bad verification link", () => {
    expect(authToastFor({ error: null, message: "pending_approval" }, config)?.title).toBe("Account pending approval");
    expect(authToastFor({ error: null, message: "email_verified" }, config)?.title).toBe("Email verified");
    expect(authToastFor({ error: "invalid_token", message: null }, config)).toMatchObject({
      title: "Verification failed",
      description: "This verification link is invalid or has expired.",
    });
  });

  it("confirms a password reset", () => {
    expect(authToastFor({ error: null, message: "password_reset" }, config)).toMatchObject({ title: "Password changed", variant: "success" });
  });

  it("shows nothing without an error code, or for an unknown message code", () => {
    expect(authToastFor({ error: null, message: null }, config)).toBeNull();
    expect(authToastFor({ error: null, message: "Your account is locked" }, config)).toBeNull();
  });
});

// The sign-in screen's rules: form messages (SPEC 5) and the toasts read from ?error= and ?message= (SPEC 8).
import { describe, expect, it } from "vitest";
import { loginSchema, registerSchema } from "@/features/auth/schemas";
import { authToastFor } from "@/features/auth/use-auth-query-toasts";

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

  it("login needs a valid email and a password", () => {
    expect(messages(loginSchema.safeParse({ email: "a@b.co", password: "" }))).toEqual(["Password is required"]);
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
    expect(authToastFor({ error: "google_auth_failed", message: null }, { oidc: null })?.description).toBe(
      "Google sign-in was unsuccessful. Please try again.",
    );
  });

  it("explains pending approval, a verified e-mail and a bad verification link", () => {
    expect(authToastFor({ error: null, message: "pending_approval" }, config)?.title).toBe("Account pending approval");
    expect(authToastFor({ error: null, message: "email_verified" }, config)?.title).toBe("Email verified");
    expect(authToastFor({ error: "invalid_token", message: null }, config)).toMatchObject({
      title: "Verification failed",
      description: "This verification link is invalid or has expired.",
    });
  });

  it("shows nothing for unknown or missing parameters", () => {
    expect(authToastFor({ error: null, message: null }, config)).toBeNull();
    expect(authToastFor({ error: "_auth_failed", message: "hello" }, config)).toBeNull();
  });
});

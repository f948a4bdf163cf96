// The sign-in forms: the server's body schemas (shared/api/auth.ts, SPEC 5's messages), refined only where a form asks
// for more than the request carries (a new password typed twice).
import { z } from "zod";
import {
  adminLoginSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema as resetBody,
  verifyEmailSchema as verifyEmailBody,
} from "@shared/api/auth";
import { acceptInviteSchema as acceptInviteBody } from "@shared/api/invites";

export { adminLoginSchema, forgotPasswordSchema, loginSchema, registerSchema };

export const PASSWORD_HINT = "Password must be at least 8 characters with uppercase, lowercase, and number.";

/** A form whose new password is typed twice. */
function withPasswordTypedTwice<Shape extends { password: z.ZodType<string> }>(schema: z.ZodObject<Shape>) {
  const typedTwice = (values: { password?: unknown; confirmPassword?: unknown }) => values.password === values.confirmPassword;
  return schema.extend({ confirmPassword: z.string() }).refine((values) => typedTwice(values as Parameters<typeof typedTwice>[0]), {
    path: ["confirmPassword"],
    error: "The two passwords don't match.",
  });
}

/** The reset link's new password, typed twice; the token comes from the link, not the form. */
export const resetPasswordSchema = withPasswordTypedTwice(resetBody.pick({ password: true }));

/** The password on a verification link's page, typed twice (it may become the password); the token comes from the link. */
export const verifyEmailSchema = withPasswordTypedTwice(verifyEmailBody.pick({ password: true }));

/** An invitation's names and new password, typed twice; the token comes from the link. */
export const acceptInviteSchema = withPasswordTypedTwice(acceptInviteBody.omit({ token: true }));

export type AdminLoginValues = z.infer<typeof adminLoginSchema>;
export type LoginValues = z.infer<typeof loginSchema>;
export type RegisterValues = z.infer<typeof registerSchema>;
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
export type VerifyEmailValues = z.infer<typeof verifyEmailSchema>;
export type AcceptInviteValues = z.infer<typeof acceptInviteSchema>;

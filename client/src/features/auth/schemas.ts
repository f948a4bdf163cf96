// The sign-in forms: the server's body schemas (shared/api/auth.ts, SPEC 5's messages), refined only where a form asks
// for more than the request carries (a new password typed twice).
import { z } from "zod";
import { adminLoginSchema, forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema as resetBody } from "@shared/api/auth";

export { adminLoginSchema, forgotPasswordSchema, loginSchema, registerSchema };

export const PASSWORD_HINT = "Password must be at least 8 characters with uppercase, lowercase, and number.";

/** The reset link's new password, typed twice; the token comes from the link, not the form. */
export const resetPasswordSchema = resetBody
  .pick({ password: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ["confirmPassword"],
    error: "The two passwords don't match.",
  });

export type AdminLoginValues = z.infer<typeof adminLoginSchema>;
export type LoginValues = z.infer<typeof loginSchema>;
export type RegisterValues = z.infer<typeof registerSchema>;
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

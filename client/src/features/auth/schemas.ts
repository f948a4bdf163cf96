// Client-side checks for the sign-in forms, with the spec's messages (SPEC 5); the server checks again.
import { z } from "zod";
import { NAME_MAX_CHARS } from "@shared/api/constants";

const email = z.string().trim().pipe(z.email({ error: "Please enter a valid email address" }));

export const adminLoginSchema = z.object({
  username: z.string().trim().min(1, { error: "Username is required" }),
  password: z.string().min(1, { error: "Password is required" }),
});

export const loginSchema = z.object({
  email,
  password: z.string().min(1, { error: "Password is required" }),
});

export const PASSWORD_HINT = "Password must be at least 8 characters with uppercase, lowercase, and number.";

/** The registration rules for a new password (PASSWORD_HINT says them), at registration and with a reset link. */
const newPassword = z
  .string()
  .min(8, { error: "Password must be at least 8 characters long" })
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, {
    error: "Password must contain at least one uppercase letter, one lowercase letter, and one number",
  });

export const registerSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, { error: "First name is required" })
    .max(NAME_MAX_CHARS, { error: `First name must be at most ${NAME_MAX_CHARS} characters` }),
  lastName: z
    .string()
    .trim()
    .min(1, { error: "Last name is required" })
    .max(NAME_MAX_CHARS, { error: `Last name must be at most ${NAME_MAX_CHARS} characters` }),
  email,
  password: newPassword,
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ["confirmPassword"],
    error: "The two passwords don't match.",
  });

export type AdminLoginValues = z.infer<typeof adminLoginSchema>;
export type LoginValues = z.infer<typeof loginSchema>;
export type RegisterValues = z.infer<typeof registerSchema>;
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

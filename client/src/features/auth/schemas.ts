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
  password: z
    .string()
    .min(8, { error: "Password must be at least 8 characters long" })
    .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, {
      error: "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    }),
});

export type AdminLoginValues = z.infer<typeof adminLoginSchema>;
export type LoginValues = z.infer<typeof loginSchema>;
export type RegisterValues = z.infer<typeof registerSchema>;

// Client-side checks for the sign-in forms, with the spec's messages (SPEC 5); the server checks again.
import { z } from "zod";

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
  firstName: z.string().trim().min(1, { error: "First name is required" }),
  lastName: z.string().trim().min(1, { error: "Last name is required" }),
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

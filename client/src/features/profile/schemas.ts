// The change-password rules (SPEC 5) as field errors, and the spec's toast for the first rule a submission breaks.
import { z } from "zod";
import { MISSING_INFORMATION_TITLE, REQUIRED_FIELDS_MESSAGE } from "@shared/api/constants";
import type { ToastOptions } from "@/components/ui/use-toast";

export const MIN_NEW_PASSWORD_LENGTH = 6;
export const PASSWORD_TOO_SHORT = "Password must be at least 6 characters long.";
export const PASSWORD_MISMATCH = "New password and confirmation password don't match.";

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, { error: "Current password is required" }),
    newPassword: z
      .string()
      .min(1, { error: "New password is required" })
      .min(MIN_NEW_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT }),
    confirmPassword: z.string().min(1, { error: "Confirm your new password" }),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    error: PASSWORD_MISMATCH,
    path: ["confirmPassword"],
    // Checked even while another field has an error, so every problem shows at once.
    when: (payload) => typeof payload.value === "object",
  });

export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

/** The toast for an invalid submission, in the spec's order: missing fields, then length, then mismatch. */
export function changePasswordProblem(values: ChangePasswordValues): ToastOptions | null {
  if (!values.currentPassword || !values.newPassword || !values.confirmPassword) {
    return { title: MISSING_INFORMATION_TITLE, description: REQUIRED_FIELDS_MESSAGE, variant: "destructive" };
  }
  if (values.newPassword.length < MIN_NEW_PASSWORD_LENGTH) {
    return { title: "Password too short", description: PASSWORD_TOO_SHORT, variant: "destructive" };
  }
  if (values.newPassword !== values.confirmPassword) {
    return { title: "Password mismatch", description: PASSWORD_MISMATCH, variant: "destructive" };
  }
  return null;
}

// The change-password form: the server's body schema (SPEC 5's rules) with the form's own additions (a message for an
// empty new password, the confirmation), and the spec's toast for the first rule a submission breaks.
import { z } from "zod";
import { CHANGED_PASSWORD_MIN_CHARS, changePasswordSchema as changePasswordBody, PASSWORD_TOO_SHORT } from "@shared/api/auth";
import { MISSING_INFORMATION_TITLE, REQUIRED_FIELDS_MESSAGE } from "@shared/api/constants";
import type { ToastOptions } from "@/components/ui/use-toast";

export const PASSWORD_MISMATCH = "New password and confirmation password don't match.";

export const changePasswordSchema = changePasswordBody
  .pick({ currentPassword: true })
  .extend({
    newPassword: z.string().min(1, { error: "New password is required" }).pipe(changePasswordBody.shape.newPassword),
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
  if (values.newPassword.length < CHANGED_PASSWORD_MIN_CHARS) {
    return { title: "Password too short", description: PASSWORD_TOO_SHORT, variant: "destructive" };
  }
  if (values.newPassword !== values.confirmPassword) {
    return { title: "Password mismatch", description: PASSWORD_MISMATCH, variant: "destructive" };
  }
  return null;
}

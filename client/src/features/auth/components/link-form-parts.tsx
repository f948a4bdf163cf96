// What the two forms behind an e-mailed link (an invitation, a password reset) share: the notice of a link that cannot
// work, and the new password by the registration rules typed twice, with one show/hide for both.
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { PASSWORD_HINT } from "../schemas";

/** Why the link cannot be used (incomplete, used, expired or replaced), in place of its form. */
export function DeadLinkNotice({ reason }: { reason: string }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-card border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <TriangleAlert className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
      <p className="text-base">{reason}</p>
    </div>
  );
}

type NewPasswordFieldsProps = {
  /** The fields' ids are `${idPrefix}-password` and `${idPrefix}-confirm-password`. */
  idPrefix: string;
  /** "Password" or "New Password"; the second field is "Confirm " and this. */
  label: string;
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { password?: string; confirmPassword?: string };
};

/** The password and its confirmation; showing one shows both, so the person can compare what they typed. */
export function NewPasswordFields({ idPrefix, label, password, confirmPassword, errors }: NewPasswordFieldsProps) {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <FormField id={`${idPrefix}-password`} label={label} hint={PASSWORD_HINT} error={errors.password}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" visible={visible} onVisibleChange={setVisible} {...password} />}
      </FormField>
      <FormField id={`${idPrefix}-confirm-password`} label={`Confirm ${label}`} error={errors.confirmPassword}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" visible={visible} onVisibleChange={setVisible} {...confirmPassword} />
        )}
      </FormField>
    </>
  );
}

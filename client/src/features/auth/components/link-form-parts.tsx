// What the forms behind an e-mailed link (an invitation, a password reset, a verification) share: the notice of a link
// that cannot work, the new password by the registration rules typed twice, with one show/hide for both, and (reset and
// verification) the whole form that sends it with the link's token.
import { zodResolver } from "@hookform/resolvers/zod";
import type { UseMutationResult } from "@tanstack/react-query";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { type UseFormRegisterReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { ApiError } from "@/lib/api-client";
import { toastMutationError } from "@/lib/mutation-errors";
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

type LinkPasswordFormProps = {
  token: string;
  /** The link's mutation: `{ token, password }` to its endpoint; on success it moves on by itself. */
  mutation: UseMutationResult<unknown, Error, { token: string; password: string }>;
  /** The link's own form schema (its contract's password, typed twice). */
  schema: z.ZodType<PasswordTypedTwice, PasswordTypedTwice>;
  /** Called with the server's reason when it refuses the token itself: the page then shows its dead-link state. */
  onDeadLink: (reason: string) => void;
  text: { form: string; idPrefix: string; label: string; submit: string; pending: string; failed: string };
};

type PasswordTypedTwice = { password: string; confirmPassword: string };

/**
 * The form behind an e-mailed link that sets a password (a reset, a verification): the password typed twice, the
 * server's refusal of the token turned into the page's dead-link state, of the password shown on its field, and
 * anything else (a busy server, no connection) on the one toast path.
 */
export function LinkPasswordForm({ token, mutation, schema, onDeadLink, text }: LinkPasswordFormProps) {
  const form = useForm<PasswordTypedTwice>({ resolver: zodResolver(schema), defaultValues: { password: "", confirmPassword: "" } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(
      { token, password: values.password },
      {
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
          const passwordProblem = fieldErrors?.password?.[0];
          if (fieldErrors?.token) onDeadLink(error.message);
          else if (passwordProblem) form.setError("password", { message: passwordProblem });
          else toastMutationError(error, { errorToast: { title: text.failed } });
        },
      },
    ),
  );
  return (
    <form noValidate className="grid gap-4" aria-label={text.form} onSubmit={onSubmit}>
      <NewPasswordFields
        idPrefix={text.idPrefix}
        label={text.label}
        password={form.register("password")}
        confirmPassword={form.register("confirmPassword")}
        errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
      />
      <Button type="submit" size="lg" className="w-full" pending={mutation.isPending || mutation.isSuccess}>
        {mutation.isPending ? text.pending : text.submit}
      </Button>
    </form>
  );
}

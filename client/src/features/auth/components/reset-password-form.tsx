// The new-password form of a reset link: the registration rules, typed twice; a dead link offers a new one at once.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { toastMutationError } from "@/lib/mutation-errors";
import { useResetPassword } from "../api";
import { type ResetPasswordValues, resetPasswordSchema } from "../schemas";
import { ForgotPasswordForm } from "./forgot-password-form";
import { DeadLinkNotice, NewPasswordFields } from "./link-form-parts";

function DeadLink({ reason }: { reason: string }) {
  const [, navigate] = useLocation();
  return (
    <div className="grid gap-6">
      <DeadLinkNotice reason={reason} />
      <ForgotPasswordForm title="Get a new link" onBack={() => navigate("/auth")} />
    </div>
  );
}

export function ResetPasswordForm({ token }: { token: string | null }) {
  const resetPassword = useResetPassword();
  const [deadLink, setDeadLink] = useState<string | null>(
    token ? null : "This link is incomplete. Open the link from the email again, or ask for a new one below.",
  );
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  if (deadLink || !token) return <DeadLink reason={deadLink ?? ""} />;

  const onSubmit = form.handleSubmit((values) =>
    resetPassword.mutate(
      { token, password: values.password },
      {
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
          const passwordProblem = fieldErrors?.password?.[0];
          if (fieldErrors?.token) setDeadLink(error.message);
          else if (passwordProblem) form.setError("password", { message: passwordProblem });
          // Anything else goes the one toast path (the mutation itself opts out, for the two cases above).
          else toastMutationError(error, { errorToast: { title: "Password reset failed" } });
        },
      },
    ),
  );

  return (
    <form noValidate className="grid gap-4" aria-label="Set a new password" onSubmit={onSubmit}>
      <NewPasswordFields
        idPrefix="reset"
        label="New Password"
        password={form.register("password")}
        confirmPassword={form.register("confirmPassword")}
        errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
      />
      <Button type="submit" size="lg" className="w-full" pending={resetPassword.isPending || resetPassword.isSuccess}>
        {resetPassword.isPending ? "Saving..." : "Set New Password"}
      </Button>
    </form>
  );
}

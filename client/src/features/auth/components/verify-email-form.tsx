// A verification link's form: the password the person registered with, typed twice. A password none of the address's
// sign-ups has becomes the account's password (the link proves the mailbox). A dead link says so and points to
// signing in or registering again instead of showing a form that cannot work.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { toastMutationError } from "@/lib/mutation-errors";
import { useConfirmEmail } from "../api";
import { type VerifyEmailValues, verifyEmailSchema } from "../schemas";
import { DeadLinkNotice, NewPasswordFields } from "./link-form-parts";

function DeadLink({ reason }: { reason: string }) {
  return (
    <div className="grid gap-4">
      <DeadLinkNotice reason={reason} />
      <p className="text-base text-slate-700">
        If you have already verified your address, sign in. Otherwise register again to get a new link.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild variant="outline" size="lg">
          <Link href="/auth">Sign In</Link>
        </Button>
        <Button asChild size="lg">
          <Link href="/auth?tab=register">Create Account</Link>
        </Button>
      </div>
    </div>
  );
}

export function VerifyEmailForm({ token }: { token: string | null }) {
  const confirmEmail = useConfirmEmail();
  const [deadLink, setDeadLink] = useState<string | null>(token ? null : "This link is incomplete. Open the link from the email again.");
  const form = useForm<VerifyEmailValues>({
    resolver: zodResolver(verifyEmailSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  if (deadLink || !token) return <DeadLink reason={deadLink ?? ""} />;

  const onSubmit = form.handleSubmit((values) =>
    confirmEmail.mutate(
      { token, password: values.password },
      {
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
          const passwordProblem = fieldErrors?.password?.[0];
          if (fieldErrors?.token) setDeadLink(error.message);
          else if (passwordProblem) form.setError("password", { message: passwordProblem });
          // Anything else (a busy server, no connection) goes the one toast path.
          else toastMutationError(error, { errorToast: { title: "Verification failed" } });
        },
      },
    ),
  );

  return (
    <form noValidate className="grid gap-4" aria-label="Verify your email" onSubmit={onSubmit}>
      <NewPasswordFields
        idPrefix="verify"
        label="Password"
        password={form.register("password")}
        confirmPassword={form.register("confirmPassword")}
        errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
      />
      <Button type="submit" size="lg" className="w-full" pending={confirmEmail.isPending || confirmEmail.isSuccess}>
        {confirmEmail.isPending ? "Verifying..." : "Verify Email"}
      </Button>
    </form>
  );
}

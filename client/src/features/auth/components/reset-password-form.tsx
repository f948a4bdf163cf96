// The new-password form of a reset link: the registration rules, typed twice; a dead link offers a new one at once.
import { useState } from "react";
import { useLocation } from "wouter";
import { useResetPassword } from "../api";
import { resetPasswordSchema } from "../schemas";
import { ForgotPasswordForm } from "./forgot-password-form";
import { DeadLinkNotice, LinkPasswordForm } from "./link-form-parts";

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
  if (deadLink || !token) return <DeadLink reason={deadLink ?? ""} />;
  return (
    <LinkPasswordForm
      token={token}
      mutation={resetPassword}
      schema={resetPasswordSchema}
      onDeadLink={setDeadLink}
      text={{ form: "Set a new password", idPrefix: "reset", label: "New Password", submit: "Set New Password", pending: "Saving...", failed: "Password reset failed" }}
    />
  );
}

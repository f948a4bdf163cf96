// A verification link's form: the password the person registered with, typed twice. A password none of the address's
// sign-ups has becomes the account's password (the link proves the mailbox). A dead link says so and points to
// signing in or registering again instead of showing a form that cannot work.
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useConfirmEmail } from "../api";
import { verifyEmailSchema } from "../schemas";
import { DeadLinkNotice, LinkPasswordForm } from "./link-form-parts";

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
  if (deadLink || !token) return <DeadLink reason={deadLink ?? ""} />;
  return (
    <LinkPasswordForm
      token={token}
      mutation={confirmEmail}
      schema={verifyEmailSchema}
      onDeadLink={setDeadLink}
      text={{ form: "Verify your email", idPrefix: "verify", label: "Password", submit: "Verify Email", pending: "Verifying...", failed: "Verification failed" }}
    />
  );
}

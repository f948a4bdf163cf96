// The page of a verification link (/auth/verify-email?token=...): the person types the password they registered with,
// so whoever holds the mailbox decides the account's password, never whoever registered the address first.
import { useSearchParams } from "wouter";
import { LinkPage } from "@/components/layout/link-page";
import { VerifyEmailForm } from "@/features/auth/components/verify-email-form";

export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  return (
    <LinkPage
      title="Verify your email"
      description="Type the password you registered with to confirm this address. If you no longer know it, choose a new one here: it becomes your password. An administrator then reviews your registration."
    >
      <VerifyEmailForm token={searchParams.get("token")} />
    </LinkPage>
  );
}

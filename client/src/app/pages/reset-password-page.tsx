// The page of a password reset link (/auth/reset-password?token=...): choose a new password, then sign in with it.
import { useSearchParams } from "wouter";
import { LinkPage } from "@/components/layout/link-page";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  return (
    <LinkPage
      title="Set a new password"
      description="Choose a new password for your Crewline account. Afterwards you sign in with it, and every device that was signed in is signed out."
    >
      <ResetPasswordForm token={searchParams.get("token")} />
    </LinkPage>
  );
}

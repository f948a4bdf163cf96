// The page of a password reset link (/auth/reset-password?token=...): choose a new password, then sign in with it.
import { useSearchParams } from "wouter";
import { SignedOutHeader } from "@/components/layout/signed-out-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  return (
    <div className="min-h-dvh bg-slate-100">
      <SignedOutHeader />
      <main className="mx-auto max-w-lg px-4 py-6 sm:px-6 sm:py-10">
        <Card>
          <CardHeader>
            <CardTitle as="h1" className="text-2xl">
              Set a new password
            </CardTitle>
            <CardDescription>
              Choose a new password for your Crewline account. Afterwards you sign in with it, and every device that was
              signed in is signed out.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ResetPasswordForm token={searchParams.get("token")} />
          </CardContent>
        </Card>
      </main>
    </div>
  );
}

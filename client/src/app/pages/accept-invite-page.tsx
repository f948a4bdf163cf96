// The page of an invitation link (/auth/accept-invite?token=...): the office invited this person; they choose a
// password and land signed in, on their dashboard.
import { useSearchParams } from "wouter";
import { SignedOutHeader } from "@/components/layout/signed-out-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { AcceptInviteForm } from "@/features/auth/components/accept-invite-form";

export function AcceptInvitePage() {
  const [searchParams] = useSearchParams();
  return (
    <div className="min-h-dvh bg-slate-100">
      <SignedOutHeader />
      <main className="mx-auto max-w-lg px-4 py-6 sm:px-6 sm:py-10">
        <Card>
          <CardHeader>
            <CardTitle as="h1" className="text-2xl">
              Join Crewline
            </CardTitle>
            <CardDescription>
              Your office invited you. Check your name, choose a password, and you are in: no waiting for approval.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <AcceptInviteForm token={searchParams.get("token")} />
          </CardContent>
        </Card>
      </main>
    </div>
  );
}

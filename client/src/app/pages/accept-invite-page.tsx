// The page of an invitation link (/auth/accept-invite?token=...): the office invited this person; they choose a
// password and land signed in, on their dashboard.
import { useSearchParams } from "wouter";
import { LinkPage } from "@/components/layout/link-page";
import { AcceptInviteForm } from "@/features/auth/components/accept-invite-form";

export function AcceptInvitePage() {
  const [searchParams] = useSearchParams();
  return (
    <LinkPage
      title="Join Crewline"
      description="Your office invited you. Check your name, choose a password, and you are in: no waiting for approval."
    >
      <AcceptInviteForm token={searchParams.get("token")} />
    </LinkPage>
  );
}

// Profile settings (/profile): read-only account details beside the Change Password form.
import { seesEveryRow } from "@shared/domain/account-roles";
import { PageHeader } from "@/components/layout/page-header";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { displayName, useCurrentUser } from "@/features/auth/api";
import { useLinkedWorkerName } from "@/features/profile/api";
import { ChangePasswordForm } from "@/features/profile/components/change-password-form";
import { ProfileDetailsCard } from "@/features/profile/components/profile-details-card";

export function ProfilePage() {
  const { data: user } = useCurrentUser();
  // Reading a worker record is the office's; crew and foremen see whether they are linked, not asked for a refusal.
  const workerName = useLinkedWorkerName(user?.workerId ?? null, user ? seesEveryRow(user.role) : false);

  if (!user) {
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h1">Please log in</CardTitle>
          <CardDescription>You need to be logged in to view your profile.</CardDescription>
        </CardHeader>
      </Card>
    );
  }

  return (
    <>
      <PageHeader title="Profile Settings" description={displayName(user)} />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <ProfileDetailsCard user={user} workerName={workerName} />
        <ChangePasswordForm email={user.email} />
      </div>
    </>
  );
}

// Admin Dashboard (/admin): the four counters, the demo company's removal while it is there, then the Registration
// Requests and User Management tabs, then the site Kiosks, then Backup.
import { ShieldUser, UserPlus } from "lucide-react";
import { screenHeading } from "@shared/screens";
import { PageHeader } from "@/components/layout/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AdminStats } from "@/features/admin/components/admin-stats";
import { BackupCard } from "@/features/admin/components/backup-card";
import { DemoDataCard } from "@/features/admin/components/demo-data-card";
import { KiosksCard } from "@/features/admin/components/kiosks-card";
import { PendingCountBadge } from "@/features/admin/components/pending-count-badge";
import { RegistrationsPanel } from "@/features/admin/components/registrations-panel";
import { UsersPanel } from "@/features/admin/components/users-panel";
import { useCurrentUser } from "@/features/auth/api";

// On a phone a label may take two lines rather than be clipped; from 640 px each stays on one.
const TRIGGER = "min-w-0 px-2 py-1.5 text-sm leading-tight whitespace-normal sm:px-4 sm:text-base sm:whitespace-nowrap";

export function AdminPage() {
  const { data: user } = useCurrentUser();
  return (
    <>
      <PageHeader {...screenHeading("admin-page", "admin")} />
      <AdminStats />
      <DemoDataCard />
      <Tabs defaultValue="registrations">
        <TabsList aria-label="Admin sections" className="h-auto sm:w-auto">
          <TabsTrigger value="registrations" className={TRIGGER}>
            <UserPlus className="hidden sm:block" aria-hidden="true" />
            <span>Registration Requests</span>
            <PendingCountBadge />
          </TabsTrigger>
          <TabsTrigger value="users" className={TRIGGER}>
            <ShieldUser className="hidden sm:block" aria-hidden="true" />
            <span>User Management</span>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="registrations" className="mt-4">
          <RegistrationsPanel />
        </TabsContent>
        <TabsContent value="users" className="mt-4">
          <UsersPanel currentUserId={user?.id ?? -1} />
        </TabsContent>
      </Tabs>
      <KiosksCard />
      <BackupCard />
    </>
  );
}

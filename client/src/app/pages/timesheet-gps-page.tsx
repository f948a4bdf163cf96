// GPS Time Clock screen (/timesheet-gps): whom the signed-in person may clock comes from their role and worker record.
import { screenHeading } from "@shared/screens";
import { PageHeader } from "@/components/layout/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/features/auth/api";
import { GpsClockScreen } from "@/features/time-clock/components/gps-clock-screen";

export function TimesheetGpsPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader {...screenHeading("timesheet-gps-page", user.data?.role ?? "")} />
      {user.data ? <GpsClockScreen clocker={{ role: user.data.role, workerId: user.data.workerId }} /> : <Skeleton className="h-40" />}
    </>
  );
}

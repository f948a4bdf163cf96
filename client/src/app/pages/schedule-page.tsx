// Schedule screen (/schedule): the calendar, the selected day's jobs and the week ahead; who is looking decides
// what they may do with the jobs (the server decides which jobs they get).
import { roleMayAccess, seesEveryRow } from "@shared/domain/account-roles";
import { useCurrentUser } from "@/features/auth/api";
import { ScheduleScreen } from "@/features/schedule/components/schedule-screen";

export function SchedulePage() {
  const user = useCurrentUser().data;
  const role = user?.role ?? "";
  return (
    <ScheduleScreen
      viewerRole={role}
      mayPlan={roleMayAccess(role, "office")}
      mayChangeStatus={roleMayAccess(role, "foreman")}
      notLinked={!!user && !seesEveryRow(role) && user.workerId === null}
    />
  );
}

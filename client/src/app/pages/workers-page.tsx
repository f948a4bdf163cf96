// Workers screen (/workers): the office's roster (administrators also see each worker's pay history), or for crew
// their own record and for a foreman their crew, read-only and without rates.
import { seesEveryRow } from "@shared/domain/account-roles";
import { useCurrentUser } from "@/features/auth/api";
import { CrewWorkersScreen } from "@/features/workers/components/crew-workers-screen";
import { WorkersScreen } from "@/features/workers/components/workers-screen";

export function WorkersPage() {
  const user = useCurrentUser();
  // The least role until the user is known: a screen that asks for nothing it may be refused.
  const role = user.data?.role ?? "crew";
  if (!seesEveryRow(role)) return <CrewWorkersScreen self={role === "crew"} linked={user.data?.workerId != null} />;
  return <WorkersScreen isAdmin={role === "admin"} />;
}

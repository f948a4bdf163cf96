// Workers screen (/workers); administrators also see each worker's pay history.
import { useCurrentUser } from "@/features/auth/api";
import { WorkersScreen } from "@/features/workers/components/workers-screen";

export function WorkersPage() {
  const user = useCurrentUser();
  return <WorkersScreen isAdmin={user.data?.role === "admin"} />;
}

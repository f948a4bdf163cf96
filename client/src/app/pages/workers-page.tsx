// Workers screen (/workers).
import { WorkersScreen } from "@/features/workers/components/workers-screen";

export function WorkersPage() {
  return <WorkersScreen />;
}

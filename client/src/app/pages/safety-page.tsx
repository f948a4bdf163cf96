// Safety Checklists screen (/safety): checklists on server data, their items and the quick actions.
import { useCurrentUser } from "@/features/auth/api";
import { SafetyScreen } from "@/features/safety/components/safety-screen";

export function SafetyPage() {
  const user = useCurrentUser();
  // Who is looking decides whether Delete shows on a checklist (its creator or an administrator, as the server rules).
  return <SafetyScreen viewer={user.data ? { id: user.data.id, role: user.data.role } : null} />;
}

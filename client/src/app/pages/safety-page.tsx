// Safety Checklists screen (/safety): checklists on server data, their items and the quick actions.
import { seesEveryRow } from "@shared/domain/account-roles";
import { useCurrentUser } from "@/features/auth/api";
import { SafetyScreen } from "@/features/safety/components/safety-screen";

export function SafetyPage() {
  const user = useCurrentUser().data;
  // Who is looking decides their controls: create and checklist notes (foreman up), Delete (its creator in the office
  // or an administrator), as the server rules.
  return (
    <SafetyScreen
      viewer={user ? { id: user.id, role: user.role } : null}
      notLinked={!!user && !seesEveryRow(user.role) && user.workerId === null}
    />
  );
}

// Safety Checklists screen (/safety): checklists on server data, their items and the quick actions.
import { SafetyScreen } from "@/features/safety/components/safety-screen";

export function SafetyPage() {
  return <SafetyScreen />;
}

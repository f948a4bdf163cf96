// Safety Checklists screen (/safety): placeholder until the feature lands.
import { ScreenInProgress } from "@/components/layout/screen-in-progress";

export function SafetyPage() {
  return <ScreenInProgress title="Safety Checklists" description="Daily inspections, equipment checks and pre-task checklists." />;
}

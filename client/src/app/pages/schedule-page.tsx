// Schedule screen (/schedule): placeholder until the feature lands.
import { ScreenInProgress } from "@/components/layout/screen-in-progress";

export function SchedulePage() {
  return <ScreenInProgress title="Schedule" description="Jobs by day, with what is coming up this week." />;
}

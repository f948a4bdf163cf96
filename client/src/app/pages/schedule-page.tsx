// Schedule screen (/schedule): the calendar, the selected day's jobs and the week ahead.
import { ScheduleScreen } from "@/features/schedule/components/schedule-screen";

export function SchedulePage() {
  return <ScheduleScreen />;
}

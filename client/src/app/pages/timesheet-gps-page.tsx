// GPS Time Clock screen (/timesheet-gps): placeholder until the feature lands.
import { ScreenInProgress } from "@/components/layout/screen-in-progress";

export function TimesheetGpsPage() {
  return <ScreenInProgress title="GPS Time Clock" description="Clock in and out at the job site with your location." />;
}

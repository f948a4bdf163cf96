// GPS Time Clock screen (/timesheet-gps).
import { SCREEN_HEADINGS } from "@shared/screens";
import { PageHeader } from "@/components/layout/page-header";
import { GpsClockScreen } from "@/features/time-clock/components/gps-clock-screen";

export function TimesheetGpsPage() {
  return (
    <>
      <PageHeader {...SCREEN_HEADINGS["timesheet-gps-page"]} />
      <GpsClockScreen />
    </>
  );
}

// GPS Time Clock screen (/timesheet-gps).
import { PageHeader } from "@/components/layout/page-header";
import { GpsClockScreen } from "@/features/time-clock/components/gps-clock-screen";

export function TimesheetGpsPage() {
  return (
    <>
      <PageHeader title="GPS Time Clock" description="Clock your crew in and out at the job site." />
      <GpsClockScreen />
    </>
  );
}

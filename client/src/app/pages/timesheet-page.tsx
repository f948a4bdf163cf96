// Timesheet & Payroll screen (/timesheet): placeholder until the feature lands.
import { ScreenInProgress } from "@/components/layout/screen-in-progress";

export function TimesheetPage() {
  return <ScreenInProgress title="Timesheet & Payroll" description="Daily timesheets, weekly summaries and payroll figures." />;
}

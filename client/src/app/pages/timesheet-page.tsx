// Timesheet & Payroll screen (/timesheet): Daily Timesheet (with the tracker and the Clock In / Out dialog),
// Weekly Summary and Payroll Calculations.
import { PageHeader } from "@/components/layout/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useCurrentUser } from "@/features/auth/api";
import { ClockDialog } from "@/features/time-clock/components/clock-dialog";
import { TimeTrackerCard } from "@/features/time-clock/components/time-tracker-card";
import { DailyTab } from "@/features/timesheets/components/daily-tab";
import { PayrollTab } from "@/features/timesheets/components/payroll-tab";
import { WeeklyTab } from "@/features/timesheets/components/weekly-tab";

export function TimesheetPage() {
  const user = useCurrentUser();
  const isAdmin = user.data?.role === "admin";
  return (
    <>
      <PageHeader title="Timesheet & Payroll" description="Daily timesheets, weekly summaries and payroll figures." />
      <Tabs defaultValue="daily">
        <TabsList>
          <TabsTrigger value="daily" aria-label="Daily Timesheet">
            <span className="sm:hidden">Daily</span>
            <span className="hidden sm:inline">Daily Timesheet</span>
          </TabsTrigger>
          <TabsTrigger value="weekly" aria-label="Weekly Summary">
            <span className="sm:hidden">Weekly</span>
            <span className="hidden sm:inline">Weekly Summary</span>
          </TabsTrigger>
          <TabsTrigger value="payroll" aria-label="Payroll Calculations">
            <span className="sm:hidden">Payroll</span>
            <span className="hidden sm:inline">Payroll Calculations</span>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="daily">
          <DailyTab
            isAdmin={isAdmin}
            clockActions={
              <>
                <TimeTrackerCard />
                <ClockDialog />
              </>
            }
          />
        </TabsContent>
        <TabsContent value="weekly">
          <WeeklyTab />
        </TabsContent>
        <TabsContent value="payroll">
          <PayrollTab isAdmin={isAdmin} />
        </TabsContent>
      </Tabs>
    </>
  );
}

// Timesheet & Payroll screen (/timesheet): Daily Timesheet (with the tracker and the Clock In / Out dialog),
// Weekly Summary and Payroll Calculations. Crew and foremen get the first two, of the entries the server gives them
// (their own; a foreman's crew's on their projects) and without pay; payroll is the office's, so their heading and
// navigation say "Timesheet" (shared/screens.ts). Crew and foremen ask for corrections of those entries; the office
// decides them, and confirms the punches a site kiosk took offline (each as its contract's access allows). Everyone
// reads the history of the entries they see.
import { Link2Off } from "lucide-react";
import { Suspense, useCallback, useEffect } from "react";
import { onceLinked, roleMayAccess } from "@shared/domain/account-roles";
import { PageSkeleton } from "@/components/layout/full-screen-skeleton";
import { screenHeading } from "@shared/screens";
import { correctionRequestsApi, costCodeHoursApi, kiosksApi, timeEntriesApi } from "@shared/api/routes";
import { PageHeader } from "@/components/layout/page-header";
import { EmptyState } from "@/components/ui/state-message";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useCurrentUser } from "@/features/auth/api";
import { ClockDialog } from "@/features/time-clock/components/clock-dialog";
import { TimeTrackerCard } from "@/features/time-clock/components/time-tracker-card";
import { isUnlinked, type Clocker } from "@/features/time-clock/clocker";
import { useSignOffPrompt } from "@/features/time-clock/components/sign-off-prompt";
import type { TimeEntryView } from "@/features/timesheets/api";
import { DailyTab } from "@/features/timesheets/components/daily-tab";
import type { CorrectionRole } from "@/features/timesheets/correction-request-queries";
import { roleMayCall } from "@/lib/endpoint-client";
import { lazyNamed } from "@/lib/lazy-named";

// The Daily Timesheet is what opens; the other two tabs' code follows once the screen is up (or when one is chosen).
const loadWeeklyTab = () => import("@/features/timesheets/components/weekly-tab");
const loadPayrollTab = () => import("@/features/timesheets/components/payroll-tab");
const WeeklyTab = lazyNamed(loadWeeklyTab, "WeeklyTab");
const PayrollTab = lazyNamed(loadPayrollTab, "PayrollTab");

function usePreloadOtherTabs(withPayroll: boolean) {
  useEffect(() => {
    const load = () => {
      void loadWeeklyTab().catch(() => {});
      if (withPayroll) void loadPayrollTab().catch(() => {});
    };
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(load, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(load, 2000);
    return () => clearTimeout(id);
  }, [withPayroll]);
}

export function TimesheetPage() {
  const user = useCurrentUser();
  const seesPayroll = roleMayAccess(user.data?.role ?? "", "office");
  const clocker: Clocker = { role: user.data?.role ?? "", workerId: user.data?.workerId ?? null };
  const corrections: CorrectionRole = roleMayCall(user.data?.role, correctionRequestsApi.decide)
    ? "decide"
    : roleMayCall(user.data?.role, correctionRequestsApi.create)
      ? "ask"
      : null;
  usePreloadOtherTabs(seesPayroll);
  // A shift of their own whose sign-off is still open is answered from the timesheet too, through the clock's prompt.
  const signOff = useSignOffPrompt();
  const { askLater } = signOff;
  const signOffLater = useCallback(
    (entry: TimeEntryView) => askLater({ timeEntryId: entry.id, workerId: entry.workerId, workerName: entry.workerName ?? "", projectName: entry.projectName }),
    [askLater],
  );
  return (
    <>
      <PageHeader {...screenHeading("timesheet-page", user.data?.role ?? "")} />
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
          {seesPayroll ? (
            <TabsTrigger value="payroll" aria-label="Payroll Calculations">
              <span className="sm:hidden">Payroll</span>
              <span className="hidden sm:inline">Payroll Calculations</span>
            </TabsTrigger>
          ) : null}
        </TabsList>
        <TabsContent value="daily">
          <DailyTab
            editsEntries={roleMayCall(user.data?.role, timeEntriesApi.correct)}
            corrections={corrections}
            forCrew={corrections === "ask" && roleMayAccess(user.data?.role ?? "", "foreman")}
            readsHistory={roleMayCall(user.data?.role, timeEntriesApi.detail)}
            confirmsPunches={roleMayCall(user.data?.role, kiosksApi.verify)}
            seesPunchPhotos={roleMayCall(user.data?.role, kiosksApi.punchPhoto)}
            decider={user.data ? { accountId: user.data.id, workerId: user.data.workerId } : null}
            signOffLater={signOffLater}
            clockActions={
              isUnlinked(clocker) ? (
                <EmptyState icon={<Link2Off />} title="Not linked to a worker record" description={onceLinked("Your clock and hours show")} />
              ) : (
                <>
                  <TimeTrackerCard clocker={clocker} />
                  <ClockDialog clocker={clocker} />
                </>
              )
            }
          />
        </TabsContent>
        <TabsContent value="weekly">
          <Suspense fallback={<PageSkeleton />}>
            <WeeklyTab
              seesCostCodeHours={roleMayCall(user.data?.role, costCodeHoursApi.days)}
              ownWeek={user.data?.role === "crew"}
              ownPeriod={(user.data?.workerId ?? null) !== null}
            />
          </Suspense>
        </TabsContent>
        {seesPayroll ? (
          <TabsContent value="payroll">
            <Suspense fallback={<PageSkeleton />}>
              <PayrollTab role={user.data?.role ?? ""} />
            </Suspense>
          </TabsContent>
        ) : null}
      </Tabs>
      {signOff.element}
    </>
  );
}

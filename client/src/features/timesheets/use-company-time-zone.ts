// The company's time zone (APP_TIME_ZONE) as the payroll endpoint reports it; the browser's until it has answered.
import { useQuery } from "@tanstack/react-query";
import { timesheetQueries } from "./api";
import { browserTimeZone, todayKey } from "./zoned-time";

export function useCompanyTimeZone(): string {
  const week = useQuery(timesheetQueries.payrollWeek(todayKey(browserTimeZone())));
  return week.data?.timeZone ?? browserTimeZone();
}

// The company's time zone (APP_TIME_ZONE): the one the server named (index.html, or an earlier visit on this
// device); when it never has, the payroll endpoint's answer, and the browser's until that arrives.
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { knownCompanyTimeZone, rememberCompanyTimeZone } from "@/lib/company-time-zone";
import { timesheetQueries } from "./api";
import { browserTimeZone, todayKey } from "./zoned-time";

export function useCompanyTimeZone(): string {
  const known = knownCompanyTimeZone();
  const week = useQuery({ ...timesheetQueries.payrollWeek(todayKey(browserTimeZone())), enabled: known === null });
  const answered = week.data?.timeZone;
  useEffect(() => {
    if (answered) rememberCompanyTimeZone(answered);
  }, [answered]);
  return answered ?? known ?? browserTimeZone();
}

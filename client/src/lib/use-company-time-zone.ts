// The company's time zone (APP_TIME_ZONE) and today's calendar day in it: the one rule every screen uses for "today"
// (the timesheets, the schedule, the dashboard), so the office and the phone read the same day as the server does.
// The zone is the one the server named (index.html, or an earlier visit on this device); when it never has, the
// payroll endpoint's answer for those who may read payroll, and the browser's until that arrives (or for crew and
// foremen, whom payroll would refuse).
import type { CurrentUser } from "@shared/api/auth";
import { authApi, payrollApi } from "@shared/api/routes";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { type DateKey, dayKey } from "@shared/domain/day-key";
import { browserTimeZone, knownCompanyTimeZone, rememberCompanyTimeZone } from "./company-time-zone";
import { endpointKey, endpointQuery, roleMayCall } from "./endpoint-client";

export function useCompanyTimeZone(): string {
  const known = knownCompanyTimeZone();
  const role = useQueryClient().getQueryData<CurrentUser | null>(endpointKey(authApi.user))?.role;
  // The Payroll tab's own query of this week (the payroll contract), so the timesheet reuses this read.
  const weekOf = dayKey(new Date(), browserTimeZone());
  const week = useQuery({
    ...endpointQuery(payrollApi.week, { query: { weekOf } }),
    enabled: known === null && roleMayCall(role, payrollApi.week),
  });
  const answered = week.data?.timeZone;
  useEffect(() => {
    if (answered) rememberCompanyTimeZone(answered);
  }, [answered]);
  return answered ?? known ?? browserTimeZone();
}

/** Today as 'yyyy-MM-dd' in the company's zone, read at render (`now` for tests and a fixed clock). */
export function useCompanyTodayKey(now: Date = new Date()): DateKey {
  return dayKey(now, useCompanyTimeZone());
}

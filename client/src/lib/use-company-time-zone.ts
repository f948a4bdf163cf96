// The company's time zone (APP_TIME_ZONE) and today's calendar day in it: the one rule every screen uses for "today"
// (the timesheets, the schedule, the dashboard), so the office and the phone read the same day as the server does.
// The zone is the one the server named (index.html, or an earlier visit on this device); when it never has, the days'
// summary's answer (open to every role, unlike payroll's), and the browser's until that arrives.
import { timeEntriesApi } from "@shared/api/routes";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { type DateKey, dayKey } from "@shared/domain/day-key";
import { browserTimeZone, knownCompanyTimeZone, rememberCompanyTimeZone } from "./company-time-zone";
import { endpointQuery } from "./endpoint-client";

export function useCompanyTimeZone(): string {
  const known = knownCompanyTimeZone();
  // One day's summary: the smallest read that names the zone, and one crew and foremen may make too.
  const today = dayKey(new Date(), browserTimeZone());
  const day = useQuery({ ...endpointQuery(timeEntriesApi.summary, { query: { from: today, to: today } }), enabled: known === null });
  const answered = day.data?.timeZone;
  useEffect(() => {
    if (answered) rememberCompanyTimeZone(answered);
  }, [answered]);
  return answered ?? known ?? browserTimeZone();
}

/** Today as 'yyyy-MM-dd' in the company's zone, read at render (`now` for tests and a fixed clock). */
export function useCompanyTodayKey(now: Date = new Date()): DateKey {
  return dayKey(now, useCompanyTimeZone());
}

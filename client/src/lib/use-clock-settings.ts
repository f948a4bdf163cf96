// What the time clock and the entry forms read of the Company settings (GET /api/settings/clock, open to every member):
// one cached query, kept for minutes, that the Company settings screen refreshes when an admin saves.
import { useQuery } from "@tanstack/react-query";
import { companySettingsApi } from "@shared/api/routes";
import { endpointQuery } from "./endpoint-client";

export const clockSettingsQuery = () => ({ ...endpointQuery(companySettingsApi.clock), staleTime: 5 * 60_000 });

/**
 * Whether the company wants a cost code on every entry (the pickers say so). Unknown (offline, not loaded yet): not
 * required, which changes nothing that matters: a punch without a code is never refused, only flagged by the server.
 */
export function useCostCodeRequired(): boolean {
  return useQuery(clockSettingsQuery()).data?.costCodeRequired === true;
}

/** Whether the company asks for the sign-off at clock-out. Unknown (offline, not loaded yet): not asked. */
export function useSignOffAsked(): boolean {
  return useQuery(clockSettingsQuery()).data?.signOffAtClockOut === true;
}

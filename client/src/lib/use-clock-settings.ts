// What the time clock and the entry forms read of the Company settings (GET /api/settings/clock, open to every member):
// one cached query, kept for minutes, that the Company settings screen refreshes when an admin saves.
import { type QueryClient, useQuery } from "@tanstack/react-query";
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

/** Whether workers sign their pay period: their own period is asked for only then. Unknown: not asked. */
export function usePeriodSignaturesAsked(): boolean {
  return useQuery(clockSettingsQuery()).data?.periodSignatures === true;
}

/** Whether the company asks for the sign-off at clock-out. Unknown (offline, not loaded yet): not asked. */
export function useSignOffAsked(): boolean {
  return useQuery(clockSettingsQuery()).data?.signOffAtClockOut === true;
}

/**
 * Whether to ask for the sign-off after a clock-out that has just been done: what the phone holds of the settings, else
 * asked of the server now. The answer is read at the tap, not from the screen's last render, so a clock-out tapped
 * before the settings arrived is still asked (on a slow phone they once came after the tap). Unknown (offline with no
 * saved copy): not asked.
 */
export async function signOffAskedAtClockOut(queryClient: QueryClient): Promise<boolean> {
  try {
    return (await queryClient.ensureQueryData(clockSettingsQuery())).signOffAtClockOut === true;
  } catch {
    return false;
  }
}

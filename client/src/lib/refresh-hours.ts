// The one "hours changed" refresh: after an entry is punched (online, or synced from the phone's queue), corrected (by
// hand or by an approved request), added or deleted by hand, confirmed or approved, every screen that counts hours
// reads again: the entries, the workers (their open entries and totals), payroll and the dashboard's figures (hours this
// week, who is on the clock).
import { queryClient } from "./query-client";
import { queryKeys } from "./query-keys";

export function refreshHours(): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.timeEntries });
  void queryClient.invalidateQueries({ queryKey: queryKeys.workers });
  void queryClient.invalidateQueries({ queryKey: queryKeys.payroll });
  void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
}

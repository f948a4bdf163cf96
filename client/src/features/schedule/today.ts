// Today's calendar day on this device, as 'yyyy-MM-dd' (the server resolves its own "today" in APP_TIME_ZONE).
import { format } from "date-fns";

export function localTodayKey(now: Date = new Date()): string {
  return format(now, "yyyy-MM-dd");
}

// "Manual" on a time entry an admin added by hand, wherever entries are listed; a punch shows nothing.
import type { TimeEntrySource } from "@shared/api/time-clock";
import { Badge } from "./badge";

export function EntrySourceBadge({ source }: { source: TimeEntrySource }) {
  return source === "manual" ? (
    <Badge variant="warning" title="Added by hand by an administrator">
      Manual
    </Badge>
  ) : null;
}

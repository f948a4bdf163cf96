// The entry's location badge (SPEC 4): verified, recorded, or 'No Location'.
import type { LocationStatus } from "@shared/api/time-clock";
import { Badge } from "@/components/ui/badge";

export function EntryLocationBadge({ status }: { status: LocationStatus }) {
  if (status === "verified") return <Badge variant="success">Location Verified</Badge>;
  if (status === "recorded") return <Badge variant="info">Location Recorded</Badge>;
  return <Badge variant="secondary">No Location</Badge>;
}

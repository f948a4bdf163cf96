// An entry's location badge (SPEC 4), on the GPS clock's recent entries and the timesheet's cards and table:
// verified, recorded, 'No Location', or a place typed as text that no GPS fix backs (issue 26 item 5), in the colour
// of a warning: the office reads it before trusting where the hours were worked.
import { MapPin, MapPinOff, ShieldCheck, TriangleAlert } from "lucide-react";
import { LOCATION_STATUS_TEXT, type LocationStatus } from "@shared/api/time-clock-views";
import { Badge } from "@/components/ui/badge";

export function EntryLocationBadge({ status }: { status: LocationStatus }) {
  if (status === "verified") {
    return (
      <Badge variant="success">
        <ShieldCheck aria-hidden="true" /> {LOCATION_STATUS_TEXT.verified}
      </Badge>
    );
  }
  if (status === "recorded") {
    return (
      <Badge variant="info">
        <MapPin aria-hidden="true" /> {LOCATION_STATUS_TEXT.recorded}
      </Badge>
    );
  }
  if (status === "typed") {
    return (
      <Badge variant="warning" title="The place was typed as text; no GPS fix was sent, so it was never checked against the site.">
        <TriangleAlert aria-hidden="true" /> {LOCATION_STATUS_TEXT.typed}
      </Badge>
    );
  }
  return (
    <Badge variant="secondary">
      <MapPinOff aria-hidden="true" /> {LOCATION_STATUS_TEXT.none}
    </Badge>
  );
}

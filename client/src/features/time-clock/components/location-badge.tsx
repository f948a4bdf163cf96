// The entry's location badge (SPEC 4): verified, recorded, or 'No Location'.
import { MapPin, MapPinOff, ShieldCheck } from "lucide-react";
import type { LocationStatus } from "@shared/api/time-clock";
import { Badge } from "@/components/ui/badge";

export function LocationBadge({ status }: { status: LocationStatus }) {
  if (status === "verified") {
    return (
      <Badge variant="success">
        <ShieldCheck aria-hidden="true" /> Location Verified
      </Badge>
    );
  }
  if (status === "recorded") {
    return (
      <Badge variant="info">
        <MapPin aria-hidden="true" /> Location Recorded
      </Badge>
    );
  }
  return (
    <Badge variant="secondary">
      <MapPinOff aria-hidden="true" /> No Location
    </Badge>
  );
}

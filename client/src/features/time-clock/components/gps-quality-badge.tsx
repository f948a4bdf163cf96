// GPS signal badge: words and accuracy, never colour alone.
import { Satellite } from "lucide-react";
import { gpsQuality, GPS_QUALITY_LABELS } from "@shared/domain/gps-quality";
import { Badge } from "@/components/ui/badge";

const VARIANT = { good: "success", fair: "warning", poor: "danger", unknown: "secondary" } as const;

export function GpsQualityBadge({ accuracyMeters, error }: { accuracyMeters: number | null; error?: boolean }) {
  if (error) {
    return (
      <Badge variant="danger">
        <Satellite aria-hidden="true" /> GPS: Error
      </Badge>
    );
  }
  const quality = gpsQuality(accuracyMeters);
  return (
    <Badge variant={VARIANT[quality]} data-testid="gps-quality">
      <Satellite aria-hidden="true" />
      GPS: {GPS_QUALITY_LABELS[quality]}
      {accuracyMeters !== null && quality !== "unknown" ? ` (±${Math.round(accuracyMeters)} m)` : ""}
    </Badge>
  );
}

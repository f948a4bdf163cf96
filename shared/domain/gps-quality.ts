// GPS signal quality bands from a fix's accuracy radius, shared by the clock card badge and the server's audit trail.

export const FAIR_ACCURACY_LIMIT_METERS = 20;
export const POOR_ACCURACY_LIMIT_METERS = 50;

export type GpsQuality = "good" | "fair" | "poor" | "unknown";

export const GPS_QUALITY_LABELS: Record<GpsQuality, string> = {
  good: "Good",
  fair: "Fair",
  poor: "Poor",
  unknown: "Unknown",
};

/**
 * Above 50 m poor, above 20 m fair, otherwise good (spec section 4).
 * No fix, NaN, infinite or negative accuracy is 'unknown': such a value describes no real position.
 */
export function gpsQuality(accuracyMeters: number | null | undefined): GpsQuality {
  if (accuracyMeters === null || accuracyMeters === undefined) return "unknown";
  if (!Number.isFinite(accuracyMeters) || accuracyMeters < 0) return "unknown";
  if (accuracyMeters > POOR_ACCURACY_LIMIT_METERS) return "poor";
  if (accuracyMeters > FAIR_ACCURACY_LIMIT_METERS) return "fair";
  return "good";
}

export function gpsQualityLabel(accuracyMeters: number | null | undefined): string {
  return GPS_QUALITY_LABELS[gpsQuality(accuracyMeters)];
}

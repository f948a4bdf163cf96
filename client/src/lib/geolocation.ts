// One-shot browser geolocation as a promise, with the spec's options and error texts (SPEC 8 "Location errors").

export interface PositionFix {
  latitude: number;
  longitude: number;
  accuracyMeters: number;
  /** When the device took the fix (ms since epoch). */
  timestamp: number;
}

/**
 * A fix as every punch sends it (the GPS screen, its crew mode and switches, the tracker, the Clock In dialog): the
 * coordinates of the clock-in or clock-out, and the accuracy to the centimetre; the server checks them against the
 * site's geofence (issue 26 item 5: one location verdict for every clock).
 */
export function clockInFix(fix: PositionFix) {
  return { clockInLatitude: fix.latitude, clockInLongitude: fix.longitude, locationAccuracy: accuracyOf(fix) };
}

/** The clock-out's counterpart of clockInFix. */
export function clockOutFix(fix: PositionFix) {
  return { clockOutLatitude: fix.latitude, clockOutLongitude: fix.longitude, locationAccuracy: accuracyOf(fix) };
}

/** The fix's accuracy in metres, to the centimetre (the column's scale). */
export const accuracyOf = (fix: PositionFix) => Math.round(fix.accuracyMeters * 100) / 100;

export type LocationErrorReason = "unsupported" | "denied" | "unavailable" | "timeout" | "unknown";

export class LocationError extends Error {
  readonly reason: LocationErrorReason;
  constructor(reason: LocationErrorReason, message: string) {
    super(message);
    this.name = "LocationError";
    this.reason = reason;
  }
}

/** The GPS service: high accuracy, 15 s, a cached fix up to 60 s old (SPEC 9). */
export const GPS_SERVICE_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 };
/** The simple tracker card: 10 s (SPEC 9). */
export const TRACKER_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };

/** The GPS service's wording (the GPS Time Clock); the error a failed fix rejects with carries it. */
export const LOCATION_MESSAGES: Record<LocationErrorReason, string> = {
  unsupported: "Geolocation is not supported by this browser",
  denied: "Location access denied by user",
  unavailable: "Location information is unavailable",
  timeout: "Location request timed out",
  unknown: "An unknown error occurred while retrieving location",
};

/** The simple tracker card words two failures its own way (SPEC 8 "Location errors"). */
const TRACKER_LOCATION_MESSAGES: Record<LocationErrorReason, string> = {
  ...LOCATION_MESSAGES,
  unavailable: "Location information unavailable",
  unknown: "Unable to get location",
};

/** Which screen asked for the fix: the tracker card on the Daily Timesheet, or the GPS Time Clock. */
export type LocationWording = "tracker" | "gps";

/** The spec's message for a failed fix, in the wording of the screen that asked; anything unexpected is "unknown". */
export function locationErrorMessage(error: unknown, wording: LocationWording): string {
  const reason = error instanceof LocationError ? error.reason : "unknown";
  return (wording === "tracker" ? TRACKER_LOCATION_MESSAGES : LOCATION_MESSAGES)[reason];
}

export function isGeolocationSupported(): boolean {
  return typeof navigator !== "undefined" && "geolocation" in navigator && Boolean(navigator.geolocation);
}

function reasonOf(error: GeolocationPositionError): LocationErrorReason {
  switch (error.code) {
    case 1:
      return "denied";
    case 2:
      return "unavailable";
    case 3:
      return "timeout";
    default:
      return "unknown";
  }
}

export function getCurrentPosition(options: PositionOptions = GPS_SERVICE_OPTIONS): Promise<PositionFix> {
  return new Promise((resolve, reject) => {
    if (!isGeolocationSupported()) {
      reject(new LocationError("unsupported", LOCATION_MESSAGES.unsupported));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracyMeters: position.coords.accuracy,
          timestamp: position.timestamp,
        }),
      (error) => {
        const reason = reasonOf(error);
        reject(new LocationError(reason, LOCATION_MESSAGES[reason]));
      },
      options,
    );
  });
}

/** True when the browser already has permission, so asking for a fix shows no prompt. */
export async function isLocationPermissionGranted(): Promise<boolean> {
  try {
    if (!navigator.permissions?.query) return false;
    const status = await navigator.permissions.query({ name: "geolocation" });
    return status.state === "granted";
  } catch {
    return false;
  }
}

/** 'lat, lng' to 6 decimals, the spec's coordinate display. */
export function formatCoordinates(latitude: number | string, longitude: number | string, separator = ", "): string {
  return `${Number(latitude).toFixed(6)}${separator}${Number(longitude).toFixed(6)}`;
}

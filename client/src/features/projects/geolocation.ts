// The device's position for a site: high accuracy, 15 s time-out, a fix up to 60 s old (SPEC 9), the spec's error texts.

export type DevicePosition = { latitude: number; longitude: number; accuracyMeters: number };

export const LOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 };

/** SPEC 8 'Location errors'. */
export function locationErrorMessage(error: { code?: number } | null | undefined): string {
  switch (error?.code) {
    case 1:
      return "Location access denied by user";
    case 2:
      return "Location information unavailable";
    case 3:
      return "Location request timed out";
    case undefined:
      return "Unable to get location";
    default:
      return "An unknown error occurred while retrieving location";
  }
}

export function getDevicePosition(): Promise<DevicePosition> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      reject(new Error("Geolocation is not supported by this browser"));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracyMeters: position.coords.accuracy,
        }),
      (error) => reject(new Error(locationErrorMessage(error))),
      LOCATION_OPTIONS,
    );
  });
}

// The spec's location error messages (SPEC 8), in the wording of the screen that asked: the tracker card says
// 'Location information unavailable', the GPS Time Clock 'Location information is unavailable'.
import { afterEach, describe, expect, it, vi } from "vitest";
import { getCurrentPosition, LocationError, locationErrorMessage, type LocationWording } from "@/lib/geolocation";

/** A browser whose geolocation fails with the given GeolocationPositionError code. */
function failingGeolocation(code: number) {
  vi.stubGlobal("navigator", {
    geolocation: {
      getCurrentPosition: (_ok: unknown, fail: (error: { code: number; message: string }) => void) => fail({ code, message: "" }),
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("locationErrorMessage: a failed fix in each screen's words", () => {
  it.each<[string, number | "unsupported" | "not a LocationError", LocationWording, string]>([
    ["denied on the tracker", 1, "tracker", "Location access denied by user"],
    ["denied on the GPS clock", 1, "gps", "Location access denied by user"],
    ["unavailable on the tracker", 2, "tracker", "Location information unavailable"],
    ["unavailable on the GPS clock", 2, "gps", "Location information is unavailable"],
    ["timed out on the tracker", 3, "tracker", "Location request timed out"],
    ["timed out on the GPS clock", 3, "gps", "Location request timed out"],
    ["an unknown code on the tracker", 99, "tracker", "Unable to get location"],
    ["an unknown code on the GPS clock", 99, "gps", "An unknown error occurred while retrieving location"],
    ["no geolocation on the tracker", "unsupported", "tracker", "Geolocation is not supported by this browser"],
    ["no geolocation on the GPS clock", "unsupported", "gps", "Geolocation is not supported by this browser"],
    ["something else thrown, tracker", "not a LocationError", "tracker", "Unable to get location"],
    ["something else thrown, GPS clock", "not a LocationError", "gps", "An unknown error occurred while retrieving location"],
  ])("%s", async (_what, failure, wording, message) => {
    let error: unknown;
    if (failure === "not a LocationError") error = new TypeError("boom");
    else {
      if (failure === "unsupported") vi.stubGlobal("navigator", {});
      else failingGeolocation(failure);
      error = await getCurrentPosition().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(LocationError);
    }
    expect(locationErrorMessage(error, wording)).toBe(message);
  });
});

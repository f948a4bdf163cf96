// Reverse geocoding through the server: the phone sends a position, the server asks the geocoder (the phone never
// calls it) and falls back to the coordinates as text.
import { z } from "zod";
import { isValidLatitude, isValidLongitude } from "../domain/geofence";
import { endpoint, json } from "./contract";
import { numberLike } from "./time-clock";

export const reverseGeocodeQuerySchema = z
  .object({
    lat: numberLike("lat", isValidLatitude, "between -90 and 90"),
    lng: numberLike("lng", isValidLongitude, "between -180 and 180"),
  })
  .strict();

export const reverseGeocodeResultSchema = z
  .object({ address: z.string(), source: z.enum(["geocoder", "coordinates"]) })
  .strict();
export type ReverseGeocodeResult = z.infer<typeof reverseGeocodeResultSchema>;

export const geocodeApi = {
  reverse: endpoint({
    method: "GET",
    path: "/api/geocode/reverse",
    summary: "An address for a position",
    description: "Falls back to the coordinates as text when no geocoder is configured or it does not answer.",
    tag: "geocode",
    access: "member",
    query: reverseGeocodeQuerySchema,
    response: json(reverseGeocodeResultSchema, "The address"),
  }),
};

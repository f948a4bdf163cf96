// Switching job mid-shift (issue 15): the worker's open entry is closed and the next one opened at the same server
// instant, with the new site's geofence checked as the GPS screen's clock-in is. The GPS fields are the punches' own
// (time-clock.ts); the contract is timeEntriesApi.switchJob.
import { z } from "zod";
import {
  accuracyField,
  clientTime,
  costCodeIdField,
  entityId,
  latitudeField,
  longitudeField,
  optionalText,
  type GeoFix,
} from "./time-clock";
import { timeEntryViewSchema } from "./time-clock-views";

/** POST /api/time-entries/switch: always from a phone's GPS, so the position and its accuracy are required. */
export const switchJobSchema = z
  .object({
    timeEntryId: entityId("No active time entry found"),
    projectId: entityId("Choose the project to switch to"),
    costCodeId: costCodeIdField(),
    clockInLatitude: latitudeField(),
    clockInLongitude: longitudeField(),
    locationAccuracy: accuracyField(),
    location: optionalText(500, "Location"),
    notes: optionalText(2000, "Notes"),
    clientTime: clientTime("clientTime").describe("The phone's time of the tap, kept beside the server's (an offline switch)"),
  })
  .strict()
  .transform((input) => ({
    timeEntryId: input.timeEntryId,
    projectId: input.projectId,
    costCodeId: input.costCodeId ?? null,
    position: { latitude: input.clockInLatitude, longitude: input.clockInLongitude } satisfies GeoFix,
    accuracyMeters: input.locationAccuracy,
    location: input.location,
    notes: input.notes,
    clientTime: input.clientTime ?? null,
  }));
export type SwitchJobInput = z.output<typeof switchJobSchema>;
export type SwitchJobPayload = z.input<typeof switchJobSchema>;

/** The answer: the entry closed and the one opened; closed.clockOutTime is opened.clockInTime. */
export const switchJobViewSchema = z.object({ closed: timeEntryViewSchema, opened: timeEntryViewSchema }).strict();
export type SwitchJobView = z.infer<typeof switchJobViewSchema>;

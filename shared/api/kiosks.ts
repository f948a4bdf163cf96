// Site kiosks (issue 14): an administrator turns the device they are signed in on into a time clock for one project;
// workers tap their name and type their PIN there. The admin's calls (make, list, revoke), the kiosk's own calls (its
// project and team, a punch), the company's kiosk settings, the office's (a worker's PIN, confirming an offline punch,
// a punch's photo). Here rather than in workers.ts and time-entries.ts, whose routes the first screens load: a screen
// that never shows the kiosk does not carry its routes.
import { z } from "zod";
import { isValidAccuracyMeters, isValidLatitude, isValidLongitude } from "../domain/geofence";
import { pinProblem } from "../domain/kiosk-pin";
import { BREAK_KINDS } from "../domain/breaks";
import { ENTRY_VERIFICATIONS } from "../domain/entry-verification";
import { endpoint, image, json, list } from "./contract";
import { IDEMPOTENCY_KEY_HEADER } from "./constants";
import { kioskPinInput, requiredText } from "./inputs";
import { entityId, isoTime, numberLike, type GeoFix } from "./time-clock";
import { timeEntryDetailSchema } from "./time-clock-views";
import { latePunchAnswer } from "./correction-requests";
import { workerViewSchema } from "./workers";
import { instant, int } from "./wire";

export const PUNCHES = ["in", "out"] as const;
export type Punch = (typeof PUNCHES)[number];

/** A kiosk punch's photo as the tablet sends it (a data URL of a picture it already made small); the server re-encodes it. */
export const PUNCH_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PUNCH_PHOTO_TOO_LARGE_MESSAGE = "The photo is too large: send a picture under 2 MB";
/** The longest side of the photo the server keeps, in pixels. */
export const PUNCH_PHOTO_MAX_SIDE = 480;

export const KIOSK_SETTINGS_DEFAULTS = { photosOnPunch: false, photoRetentionDays: 90 } as const;
export const MAX_PHOTO_RETENTION_DAYS = 3650;
// Said to the administrator under the days field (the settings form runs this schema), so in their words.
const PHOTO_RETENTION_DAYS_MESSAGE = `Keep punch photos for a whole number of days from 1 to ${MAX_PHOTO_RETENTION_DAYS}`;

// ---------------------------------------------------------------------------------------------------------------
// Requests.

export const createKioskSchema = z
  .object({
    projectId: entityId("Choose the project this kiosk is for"),
    name: requiredText("Give the kiosk a name, such as 'Gate tablet'").pipe(z.string().max(100, "The name can be at most 100 characters")),
  })
  .strict();
export type CreateKioskInput = z.output<typeof createKioskSchema>;

export const kioskSettingsSchema = z
  .object({
    photosOnPunch: z.boolean({ error: "photosOnPunch must be true or false" }),
    photoRetentionDays: z
      .number({ error: PHOTO_RETENTION_DAYS_MESSAGE })
      .int(PHOTO_RETENTION_DAYS_MESSAGE)
      .min(1, PHOTO_RETENTION_DAYS_MESSAGE)
      .max(MAX_PHOTO_RETENTION_DAYS, PHOTO_RETENTION_DAYS_MESSAGE),
  })
  .strict();
export type KioskSettings = z.output<typeof kioskSettingsSchema>;

/**
 * POST /api/kiosk/punches. Online the worker's PIN is checked; `offline: true` is a punch the tablet queued without a
 * connection: it carries no PIN (the tablet never holds PIN hashes), and the entry is stored 'unverified' for the
 * office to confirm. clientTime is the tablet's clock at the tap, kept beside the server's.
 */
export const kioskPunchSchema = z
  .object({
    workerId: entityId("Tap your name first"),
    pin: kioskPinInput()
      .optional()
      .describe("The worker's PIN; required online, never sent with an offline punch"),
    latitude: numberLike("Latitude", isValidLatitude, "between -90 and 90").nullish(),
    longitude: numberLike("Longitude", isValidLongitude, "between -180 and 180").nullish(),
    accuracy: numberLike("Location accuracy", (n) => isValidAccuracyMeters(n) && n < 1_000_000, "of metres, 0 or more").nullish(),
    photo: z
      .string({ error: "The photo must be sent as a data URL" })
      .max(Math.ceil((PUNCH_PHOTO_MAX_BYTES * 4) / 3) + 256, PUNCH_PHOTO_TOO_LARGE_MESSAGE)
      .nullish()
      .describe("A data URL (JPEG, PNG or WebP); required while the company keeps photos with kiosk punches"),
    offline: z.boolean({ error: "offline must be true or false" }).optional().describe("A punch the tablet queued while it had no connection"),
    action: z
      .enum(PUNCHES, { error: "action must be in or out" })
      .optional()
      .describe(
        "What the tablet offered (Clock in or Clock out). When the worker's state no longer matches, the punch is refused (409) and nothing changes: a punch sent twice (its answer lost, then queued) cannot undo the first",
      ),
    clientTime: isoTime("clientTime").nullish().describe("The tablet's time of the tap"),
  })
  .strict()
  .transform((input, ctx) => {
    const hasLat = input.latitude != null;
    if (hasLat !== (input.longitude != null)) {
      ctx.addIssue({ code: "custom", path: [hasLat ? "longitude" : "latitude"], message: "Send both latitude and longitude, or neither" });
      return z.NEVER;
    }
    if (hasLat && input.accuracy == null) {
      ctx.addIssue({ code: "custom", path: ["accuracy"], message: "Location accuracy is required with GPS coordinates" });
      return z.NEVER;
    }
    const offline = input.offline ?? false;
    if (!offline && !input.pin) {
      ctx.addIssue({ code: "custom", path: ["pin"], message: "Enter your PIN" });
      return z.NEVER;
    }
    if (offline && input.pin) {
      ctx.addIssue({ code: "custom", path: ["pin"], message: "An offline punch carries no PIN" });
      return z.NEVER;
    }
    const position: GeoFix | null = hasLat ? { latitude: input.latitude!, longitude: input.longitude! } : null;
    return {
      workerId: input.workerId,
      pin: input.pin ?? null,
      position,
      accuracyMeters: position ? input.accuracy! : null,
      photo: input.photo ?? null,
      offline,
      expected: input.action ?? null,
      clientTime: input.clientTime ?? null,
    };
  });
export type KioskPunchInput = z.output<typeof kioskPunchSchema>;
export type KioskPunchPayload = z.input<typeof kioskPunchSchema>;

/** GET /api/time-entries/:id/photos/:punch: the entry and which of its punches. */
export const punchPhotoParamsSchema = z
  .object({
    // As every other id in a path (server/lib/validate.ts parseId): 1 to 9 digits, not 0.
    id: z
      .string()
      .regex(/^\d{1,9}$/, "id must be a positive whole number")
      .transform(Number)
      .refine((n) => n > 0, "id must be a positive whole number"),
    punch: z.enum(PUNCHES, { error: "punch must be in or out" }),
  })
  .strict();

/** PUT /api/workers/:id/pin: the 4 to 6 digits the worker types at a site kiosk (shared/domain/kiosk-pin.ts). */
export const workerPinSchema = z
  .object({
    pin: z.string({ error: "Enter a PIN of 4 to 6 digits" }).superRefine((pin, ctx) => {
      const problem = pinProblem(pin);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  })
  .strict();
export type WorkerPinInput = z.output<typeof workerPinSchema>;

/** PATCH /api/time-entries/:id/verification: the office confirms an offline kiosk punch (rejecting it is DELETE). */
export const timeEntryVerificationSchema = z
  .object({ verified: z.literal(true, { error: "verified must be true (to reject the entry, delete it with a reason)" }) })
  .strict();

// ---------------------------------------------------------------------------------------------------------------
// Answers.

export const kioskViewSchema = z
  .object({
    id: int(),
    name: z.string(),
    projectId: int(),
    projectName: z.string(),
    createdAt: instant(),
    createdBy: int().nullable(),
    createdByName: z.string().nullable(),
    lastSeenAt: instant().nullable().describe("The device's latest request, to the minute"),
    revokedAt: instant().nullable().describe("Revoked: the device was refused from its next request on"),
    revokedBy: int().nullable(),
    revokedByName: z.string().nullable(),
  })
  .strict();
export type KioskView = z.infer<typeof kioskViewSchema>;

export const kioskSettingsViewSchema = z
  .object({
    photosOnPunch: z.boolean().describe("The kiosk takes a photo at every punch (it says so on screen)"),
    photoRetentionDays: int().describe("Punch photos are deleted this many days after they were taken"),
  })
  .strict();

/** GET /api/kiosk: what the tablet shows: its project's site and the team who may punch there (names only), and what it asks. */
export const kioskSessionViewSchema = z
  .object({
    id: int(),
    name: z.string(),
    project: z
      .object({
        id: int(),
        name: z.string(),
        latitude: z.string().nullable().describe("degrees as decimal text"),
        longitude: z.string().nullable().describe("degrees as decimal text"),
        locationRadius: int().nullable().describe("the geofence in metres (the GPS clock's default when null)"),
      })
      .strict(),
    photosOnPunch: z.boolean(),
    signOffAtClockOut: z.boolean().describe("The kiosk asks the sign-off's two questions after a clock-out (Company settings)"),
    periodSignatures: z.boolean().describe("Workers sign their pay period (Company settings): the kiosk offers it behind their PIN"),
    workers: z
      .array(
        z
          .object({
            id: int(),
            name: z.string(),
            hasPin: z.boolean().describe("false: the office has to set this worker's PIN before they can punch online"),
            clockedIn: z.boolean().describe("Whether the next punch clocks this worker out (true) or in"),
            onBreak: z.enum(BREAK_KINDS).nullable().describe("The break running on their open entry (the kiosk offers End break)"),
            clockedInAt: z
              .string()
              .nullable()
              .describe("The other project they are on the clock at ('On the clock at Highlands': a punch here clocks them out there); null off the clock or on it here"),
            signOffOpenEntryId: int()
              .nullable()
              .describe("Their shift of today whose sign-off was asked and not given: the kiosk offers Sign off behind their PIN until the end of the day"),
          })
          .strict(),
      )
      .describe("The project's team, active and not archived, by name"),
  })
  .strict();
export type KioskSessionView = z.infer<typeof kioskSessionViewSchema>;

/** What the kiosk shows for a few seconds after a punch: only the person who punched, and no money. */
export const kioskPunchViewSchema = z
  .object({
    action: z.enum(PUNCHES).describe("'in': clocked in; 'out': their open entry was clocked out"),
    timeEntryId: int(),
    workerName: z.string(),
    projectName: z.string().describe("The entry's project (an open entry elsewhere is the one clocked out)"),
    clockInTime: instant(),
    clockOutTime: instant().nullable(),
    hoursToday: z.number().describe("The worker's finished hours clocked in today (company time zone)"),
    hoursThisWeek: z.number().describe("The same for the payroll week"),
    verification: z.enum(ENTRY_VERIFICATIONS),
  })
  .strict();
export type KioskPunchView = z.infer<typeof kioskPunchViewSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Endpoints.

export const kiosksApi = {
  create: endpoint({
    method: "POST",
    path: "/api/admin/kiosks",
    summary: "Turn this device into a kiosk for one project",
    description:
      "Stores a new kiosk credential (kept only as its SHA-256), sets it on this device as an HttpOnly, SameSite=Strict cookie and ends the administrator's session here: the tablet must not stay signed in as an administrator. A kiosk credential this device already held is revoked. 404 for an unknown project; 409 for a completed one.",
    tag: "kiosk",
    access: "admin",
    body: createKioskSchema,
    response: json(kioskViewSchema, "The kiosk; this device is now it, and signed out", 201),
    errors: [409],
  }),
  list: endpoint({
    method: "GET",
    path: "/api/admin/kiosks",
    summary: "Every kiosk, revoked ones included, newest first",
    tag: "kiosk",
    access: "admin",
    response: list(kioskViewSchema, "The kiosks"),
  }),
  revoke: endpoint({
    method: "DELETE",
    path: "/api/admin/kiosks/:id",
    summary: "Revoke a kiosk: the device is refused from its next request on",
    description: "Revoking a revoked kiosk changes nothing.",
    tag: "kiosk",
    access: "admin",
    response: json(kioskViewSchema, "The revoked kiosk"),
  }),
  session: endpoint({
    method: "GET",
    path: "/api/kiosk",
    summary: "This kiosk: its project's site, the photo and sign-off settings and who may punch here",
    description: "Names only: no rates, no hours.",
    tag: "kiosk",
    access: "kiosk",
    response: json(kioskSessionViewSchema, "The kiosk"),
  }),
  punch: endpoint({
    method: "POST",
    path: "/api/kiosk/punches",
    summary: "A worker punches at the kiosk: clocked out of their open entry, else clocked in on the kiosk's project",
    description: `A worker off the kiosk's project team and an unknown id get one 404 that names nobody. Online the PIN is checked (409 when the office has not set one; 401 invalid_credentials when wrong). Wrong PINs are counted before the comparison: 5 per worker and 20 per kiosk in 15 minutes, then 429 with Retry-After, even for the right PIN; 503 with Retry-After while the server is busy checking other PINs (counted as no attempt). The punch runs as the GPS clock's do (the server's time, the geofence with coordinates, one open entry per worker, overtime and pay) and records the kiosk as the device; no account punched. An offline punch (offline: true) carries no PIN and is stored 'unverified' for the office to confirm; one whose tap falls in a pay period already approved is kept as a late punch for the office (202), and the worker's next one completes it. While the company keeps punch photos, a photo is required (400 without), and on the embedded database a punch with one is refused (507) while the server's disk is below its free-space floor. Requires ${IDEMPOTENCY_KEY_HEADER}: a retry gets the stored answer (the PIN is not part of the body the key is tied to).`,
    tag: "kiosk",
    access: "kiosk",
    body: kioskPunchSchema,
    idempotency: "required",
    tapAge: true,
    unhashedFields: ["pin"],
    response: json(kioskPunchViewSchema, "Punched"),
    otherAnswers: [latePunchAnswer],
    errors: [404, 409, 429, 503, 507],
  }),
  settings: endpoint({
    method: "GET",
    path: "/api/settings/kiosk",
    summary: "Kiosk settings: photos at punches and how long they are kept",
    tag: "kiosk",
    access: "office",
    response: json(kioskSettingsViewSchema, "The settings"),
  }),
  putSettings: endpoint({
    method: "PUT",
    path: "/api/settings/kiosk",
    summary: "Switch punch photos on or off and set how many days they are kept",
    tag: "kiosk",
    access: "admin",
    body: kioskSettingsSchema,
    response: json(kioskSettingsViewSchema, "The settings"),
  }),
  setPin: endpoint({
    method: "PUT",
    path: "/api/workers/:id/pin",
    summary: "Set or change the worker's kiosk PIN",
    description:
      "4 to 6 digits, not one digit repeated nor a run like 1234; stored as a bcrypt hash and never sent back (the worker answer says hasPin). Recorded in the worker's changes. 503 with Retry-After while the server is busy hashing other signed-in requests.",
    tag: "workers",
    access: "office",
    body: workerPinSchema,
    response: json(workerViewSchema, "The worker"),
    errors: [503],
  }),
  removePin: endpoint({
    method: "DELETE",
    path: "/api/workers/:id/pin",
    summary: "Remove the worker's kiosk PIN",
    description: "The worker can no longer punch at a kiosk while online until the office sets a new one. Recorded in the worker's changes when there was one.",
    tag: "workers",
    access: "office",
    response: json(workerViewSchema, "The worker"),
  }),
  verify: endpoint({
    method: "PATCH",
    path: "/api/time-entries/:id/verification",
    summary: "Confirm an entry a kiosk took offline (no PIN could be checked)",
    description:
      "Marks an 'unverified' entry 'verified' and records the change with the confirming account. An entry already verified is answered as it is, with no change recorded. To reject the punch, delete the entry with a reason. 403 on an entry of the worker the caller's own account is linked to.",
    tag: "time-entries",
    access: "office",
    body: timeEntryVerificationSchema,
    response: json(timeEntryDetailSchema, "The entry with its change history"),
  }),
  punchPhoto: endpoint({
    method: "GET",
    path: "/api/time-entries/:id/photos/:punch",
    summary: "The photo a kiosk took at an entry's clock-in or clock-out (a small JPEG)",
    description: "404 when the entry has no photo for that punch (none taken, or deleted after the retention period).",
    tag: "kiosk",
    access: "office",
    params: punchPhotoParamsSchema,
    response: image("The JPEG"),
  }),
};

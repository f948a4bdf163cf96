// Plain API constants (messages, required fields, limits) shared by the server and the client; no drizzle, no zod.

/** SPEC 8: the message when a form's required fields are missing (field errors say which). */
export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields.";
/** SPEC 8: the toast title that goes with REQUIRED_FIELDS_MESSAGE. */
export const MISSING_INFORMATION_TITLE = "Missing Information";

/** SPEC 5 Add Project: the fields whose absence answers REQUIRED_FIELDS_MESSAGE. */
export const REQUIRED_PROJECT_FIELDS = ["name", "location", "endDate"] as const;
/** SPEC 5 Add Material: the fields whose absence answers REQUIRED_FIELDS_MESSAGE. */
export const REQUIRED_MATERIAL_FIELDS = ["name", "category", "unit"] as const;

/** Longest first or last name a registration accepts (it is printed in mails and in the admin's lists). */
export const NAME_MAX_CHARS = 100;

export const PROJECT_NOT_FOUND_MESSAGE = "Project not found";

/** Decoded image bytes allowed per upload path (SPEC 9): the dialog 10 MB, the project photos panel 5 MB. */
export const PHOTO_LIMITS = {
  dialog: { bytes: 10 * 1024 * 1024, message: "Please select an image smaller than 10MB" },
  panel: { bytes: 5 * 1024 * 1024, message: "Please select an image smaller than 5MB" },
} as const;
export type PhotoUploadPath = keyof typeof PHOTO_LIMITS;

/** The header that makes a punch idempotent (SPEC 7). Here, not in time-clock.ts, so the phone's offline queue
 * can send it without loading zod. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
/** A key is 1 to 200 visible ASCII characters (no spaces), as the IETF draft's examples and a UUID fit. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
/**
 * The header a queued punch, break, switch or sign-off carries at every send (issue 26): how long ago it was tapped,
 * in milliseconds, on the device's own clock (shared/domain/tap-time.ts). Outside the body, so the Idempotency-Key's
 * hash never sees it.
 */
export const TAP_AGE_HEADER = "Tap-Age-Ms";

/**
 * The id of index.html's JSON data block in which the server says who is signed in (`{user, timeZone?}`, the user
 * as GET /api/auth/user would answer it, or null): the first screen needs no request to know it.
 */
export const BOOT_ELEMENT_ID = "crewline-boot";

/** PostgreSQL cannot store U+0000 in text: the answer to any text that carries one (server/middleware/no-nul-text.ts). */
export const NUL_TEXT_MESSAGE = "Text cannot contain NUL characters";
/** True for text PostgreSQL can store (no U+0000); empty and missing values pass. */
export const hasNoNul = (value: string | null | undefined): boolean => !value || !value.includes("\u0000");

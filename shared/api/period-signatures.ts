// The worker signs their pay period (issue 27 step 5): a crew member reads their own period (days, shifts, breaks and
// the hours under each overtime label; hours only, never money) and signs it under the company's certification text;
// the office reads who has signed beside the Payroll tab's workers. Texts are versioned per language. Plain zod: the
// client bundles it.
import { z } from "zod";
import { PAY_LABELS } from "../domain/pay-lines";
import { PAY_PERIOD_STATUSES } from "../domain/statuses";
import { endpoint, json, list } from "./contract";
import { kioskPinInput, requiredText } from "./inputs";
import { entityId } from "./time-clock";
import { periodOf, signatureViewSchema } from "./payroll";
import { instant, int } from "./wire";

/** The languages a certification text is kept in (the Spanish issue adds the second). */
export const CERTIFICATION_LANGUAGES = ["en"] as const;
export type CertificationLanguage = (typeof CERTIFICATION_LANGUAGES)[number];
export const CERTIFICATION_TEXT_MAX_CHARS = 2000;

// ---------------------------------------------------------------------------------------------------------------
// Requests.

export const myPeriodQuerySchema = z
  .object({ periodOf: periodOf.optional().describe("Any day of the wanted pay period; absent: the latest period that has reached its last day") })
  .strict();

/** POST /api/my-period/signature: what the worker read, so a change since is never signed unseen. */
export const signPeriodSchema = z
  .object({
    periodOf,
    certificationTextId: int().positive().describe("The id of the text the worker read (the answer's certificationText.id)"),
    entriesVersion: z
      .string({ error: "entriesVersion must be the version of the hours read" })
      .min(1, "entriesVersion must be the version of the hours read")
      .max(128, "entriesVersion must be the version of the hours read")
      .describe("The answer's entriesVersion: the hours as the worker read them"),
  })
  .strict();
export type SignPeriodInput = z.output<typeof signPeriodSchema>;

/** At a kiosk the worker is named and gives their PIN for each read and signature (online only: nothing is queued). */
const kioskWorkerFields = {
  workerId: entityId("Tap your name first"),
  pin: kioskPinInput().describe("The worker's PIN"),
};
export const kioskPeriodSchema = z.object({ ...kioskWorkerFields, periodOf: myPeriodQuerySchema.shape.periodOf }).strict();
export type KioskPeriodInput = z.output<typeof kioskPeriodSchema>;
export const kioskSignPeriodSchema = z.object({ ...kioskWorkerFields, ...signPeriodSchema.shape }).strict();
export type KioskSignPeriodInput = z.output<typeof kioskSignPeriodSchema>;

export const certificationTextInputSchema = z
  .object({
    language: z.enum(CERTIFICATION_LANGUAGES, { error: `language must be one of ${CERTIFICATION_LANGUAGES.join(", ")}` }),
    text: requiredText("Write the words workers sign under").pipe(
      z.string().max(CERTIFICATION_TEXT_MAX_CHARS, `The text can be at most ${CERTIFICATION_TEXT_MAX_CHARS} characters`),
    ),
  })
  .strict();
export type CertificationTextInput = z.output<typeof certificationTextInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Answers.

export const certificationTextViewSchema = z
  .object({
    id: int(),
    language: z.enum(CERTIFICATION_LANGUAGES),
    version: int().describe("1 for the first text; each change adds the next"),
    text: z.string(),
    createdAt: instant(),
    createdByName: z.string().nullable().describe("Who wrote this version; null for the first, which came with the app"),
  })
  .strict();
export type CertificationTextView = z.infer<typeof certificationTextViewSchema>;

const labelHours = z.object({ label: z.enum(PAY_LABELS), hours: z.number() }).strict();

export const myPeriodShiftSchema = z
  .object({
    id: int(),
    projectName: z.string(),
    clockInTime: instant(),
    clockOutTime: instant().nullable().describe("null: still clocked in (not counted yet)"),
    breakMinutes: int().describe("Unpaid break minutes"),
    hours: z.number().describe("Hours counted, to the hundredth (0 while open)"),
  })
  .strict();

export const myPeriodDaySchema = z
  .object({
    dayKey: z.string().describe("The day the shifts started (yyyy-MM-dd), in the company's time zone"),
    hours: z.number(),
    labels: z.array(labelHours).describe("The day's hours per label (regular, overtime, double_time), only those with hours"),
    shifts: z.array(myPeriodShiftSchema),
  })
  .strict();


/** GET /api/my-period: the caller's own period, as they read it before signing. */
export const myPeriodViewSchema = z
  .object({
    startDate: z.string(),
    endDate: z.string(),
    timeZone: z.string(),
    periodStatus: z.enum(PAY_PERIOD_STATUSES).nullable().describe("draft (open), approved or reopened; null before anything was recorded for it"),
    signaturesOn: z.boolean().describe("The company asks workers to sign their period"),
    days: z.array(myPeriodDaySchema),
    regularHours: z.number(),
    overtimeHours: z.number(),
    doubleTimeHours: z.number(),
    totalHours: z.number(),
    openEntries: int(),
    entriesVersion: z.string().describe("The version of these hours: send it with the signature"),
    signRefusal: z.string().nullable().describe("Why the period cannot be signed now (as the screen says it); null when it can"),
    signature: signatureViewSchema,
    certificationText: certificationTextViewSchema,
  })
  .strict();
export type MyPeriodView = z.infer<typeof myPeriodViewSchema>;


// ---------------------------------------------------------------------------------------------------------------
// Endpoints.

const KIOSK_PIN_WORDS =
  "A worker off the kiosk's project team and an unknown id get one 404 that names nobody; the PIN is checked as for a kiosk punch (409 when the office has not set one; 401 invalid_credentials when wrong; 429 past the wrong-PIN limits; 503 with Retry-After while the server is busy checking other PINs).";

export const periodSignaturesApi = {
  myPeriod: endpoint({
    method: "GET",
    path: "/api/my-period",
    summary: "Your own pay period: days, shifts, breaks and hours per label (no pay), and whether you have signed it",
    description: "For an account linked to a worker (else 422). Hours only: crew see no money here.",
    tag: "time-entries",
    access: "member",
    query: myPeriodQuerySchema,
    response: json(myPeriodViewSchema, "The period"),
    errors: [422],
  }),
  sign: endpoint({
    method: "POST",
    path: "/api/my-period/signature",
    summary: "Sign your own pay period under the company's certification text",
    description:
      "422 while the company does not ask for signatures, before the period's last day, with a shift still open, or with no hours. 409 when the hours or the text changed since they were read (read them again). Signing the same hours twice keeps the first signature.",
    tag: "time-entries",
    access: "member",
    body: signPeriodSchema,
    response: json(signatureViewSchema, "The signature", 201),
    errors: [409, 422],
  }),
  kioskPeriod: endpoint({
    method: "POST",
    path: "/api/kiosk/period",
    summary: "A worker reads their own pay period at the kiosk, behind their PIN",
    description: `The same answer as GET /api/my-period, for the worker named. ${KIOSK_PIN_WORDS} A POST: the PIN is never put in a URL.`,
    tag: "kiosk",
    access: "kiosk",
    body: kioskPeriodSchema,
    response: json(myPeriodViewSchema, "The period"),
    errors: [404, 409, 429, 503],
  }),
  kioskSign: endpoint({
    method: "POST",
    path: "/api/kiosk/period-signature",
    summary: "A worker signs their own pay period at the kiosk, behind their PIN",
    description: `As POST /api/my-period/signature, recorded with the kiosk and no account. ${KIOSK_PIN_WORDS}`,
    tag: "kiosk",
    access: "kiosk",
    body: kioskSignPeriodSchema,
    response: json(signatureViewSchema, "The signature", 201),
    errors: [404, 409, 422, 429, 503],
  }),
  certificationText: endpoint({
    method: "GET",
    path: "/api/settings/certification-text",
    summary: "The certification text workers sign under, per language (the current version of each)",
    tag: "settings",
    access: "office",
    response: list(certificationTextViewSchema, "The current texts"),
  }),
  putCertificationText: endpoint({
    method: "PUT",
    path: "/api/settings/certification-text",
    summary: "Change a language's certification text: a changed text is stored as its next version (signatures keep theirs)",
    tag: "settings",
    access: "admin",
    body: certificationTextInputSchema,
    response: json(certificationTextViewSchema, "The current text"),
  }),
};

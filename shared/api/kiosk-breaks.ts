// A worker's break and clock-out sign-off at a site kiosk (issue 15): the kiosk gets the GPS clock's break buttons and
// the sign-off's two questions. The worker is named and, online, checks in with their PIN as for a kiosk punch; the
// server finds the entry (the worker's open one for a break, their latest clocked-out one for a sign-off unless named).
// Offline, as a kiosk punch, the tablet queues the tap without a PIN (it never holds PIN hashes): the break or the
// answers are taken and the entry is marked 'unverified' for the office to confirm, as an offline clock-out marks it.
import { z } from "zod";
import { BREAK_ACTIONS, BREAK_KINDS } from "../domain/breaks";
import { ENTRY_VERIFICATIONS } from "../domain/entry-verification";
import { IDEMPOTENCY_KEY_HEADER } from "./constants";
import { endpoint, json } from "./contract";
import { breakActionSchema } from "./breaks";
import { kioskPinInput } from "./inputs";
import { signOffSchema, signOffViewSchema } from "./sign-offs";
import { entityId } from "./time-clock";
import { instant, int } from "./wire";
import { latePunchAnswer } from "./correction-requests";

/** Who is acting at the kiosk: the worker, their PIN online, or the tablet's word offline. */
const kioskWorkerFields = {
  workerId: entityId("Tap your name first"),
  pin: kioskPinInput()
    .optional()
    .describe("The worker's PIN; required online, never sent offline"),
  offline: z.boolean({ error: "offline must be true or false" }).optional().describe("A tap the tablet queued while it had no connection"),
};

/** The PIN rule of kiosk punches: online with a PIN, offline without one. */
function kioskCaller<T extends { workerId: number; pin?: string; offline?: boolean }>(input: T, ctx: z.RefinementCtx) {
  const offline = input.offline ?? false;
  if (!offline && !input.pin) ctx.addIssue({ code: "custom", path: ["pin"], message: "Enter your PIN" });
  if (offline && input.pin) ctx.addIssue({ code: "custom", path: ["pin"], message: "An offline tap carries no PIN" });
  return { workerId: input.workerId, pin: input.pin ?? null, offline };
}

/** POST /api/kiosk/breaks: the break of the worker's open entry, on the server's clock. */
export const kioskBreakSchema = z
  .object({ ...kioskWorkerFields, ...breakActionSchema.shape })
  .strict()
  .transform((input, ctx) => ({ ...kioskCaller(input, ctx), action: input.action, kind: input.kind }));
export type KioskBreakInput = z.output<typeof kioskBreakSchema>;
export type KioskBreakPayload = z.input<typeof kioskBreakSchema>;

/** POST /api/kiosk/sign-offs: the answers for the entry the worker just clocked out of. */
export const kioskSignOffSchema = z
  .object({
    ...kioskWorkerFields,
    timeEntryId: entityId("timeEntryId must be a positive whole number")
      .optional()
      .describe("The entry clocked out; absent (a clock-out still queued on the tablet when tapped): the worker's latest entry, which must be clocked out"),
    ...signOffSchema.shape,
  })
  .strict()
  .transform((input, ctx) => ({
    ...kioskCaller(input, ctx),
    timeEntryId: input.timeEntryId ?? null,
    answers: { tookBreaks: input.tookBreaks, injured: input.injured, injuryDescription: input.injuryDescription },
  }));
export type KioskSignOffInput = z.output<typeof kioskSignOffSchema>;
export type KioskSignOffPayload = z.input<typeof kioskSignOffSchema>;

/** What the kiosk shows after a break tap: only that worker, no money. */
export const kioskBreakViewSchema = z
  .object({
    timeEntryId: int(),
    workerName: z.string(),
    action: z.enum(BREAK_ACTIONS),
    kind: z.enum(BREAK_KINDS),
    at: instant().describe("When the break started or ended (the server's clock)"),
    verification: z.enum(ENTRY_VERIFICATIONS),
  })
  .strict();
export type KioskBreakView = z.infer<typeof kioskBreakViewSchema>;

const PIN_AND_KEY = `A worker off the kiosk's project team and an unknown id get one 404 that names nobody. Online the PIN is checked as for a kiosk punch (409 when the office has not set one; 401 invalid_credentials when wrong; 429 past the wrong-PIN limits; 503 with Retry-After while the server is busy checking other PINs, counted as no attempt) and nothing changes on a refusal. Offline (offline: true, no PIN) the entry becomes 'unverified' for the office to confirm. Requires ${IDEMPOTENCY_KEY_HEADER}: a retry gets the stored answer (the PIN is not part of the body the key is tied to).`;

export const kioskBreaksApi = {
  takeBreak: endpoint({
    method: "POST",
    path: "/api/kiosk/breaks",
    summary: "A worker starts or ends a meal or rest break at the kiosk",
    description: `The worker's open entry (409 when they are not clocked in). Start: 409 while a break runs; end: 409 when no break of that kind runs. As POST /api/time-entries/{id}/breaks otherwise; no account is recorded as starting or ending it. ${PIN_AND_KEY}`,
    tag: "kiosk",
    access: "kiosk",
    body: kioskBreakSchema,
    idempotency: "required",
    tapAge: true,
    unhashedFields: ["pin"],
    response: json(kioskBreakViewSchema, "The break started or ended"),
    errors: [404, 409, 429, 503],
  }),
  signOff: endpoint({
    method: "POST",
    path: "/api/kiosk/sign-offs",
    summary: "A worker answers the clock-out sign-off at the kiosk",
    description: `The named entry (the worker's own; 404 otherwise), else the worker's latest entry; 409 while it is still clocked in or when it was already signed off. signedBy is null and the kiosk is recorded; 'injured: true' records an injury reported by the kiosk. Sent offline (no PIN) on a shift of a week approved since, the answers act on nothing and are kept for the office as a late punch (202). ${PIN_AND_KEY}`,
    tag: "kiosk",
    access: "kiosk",
    body: kioskSignOffSchema,
    idempotency: "required",
    tapAge: true,
    unhashedFields: ["pin"],
    response: json(signOffViewSchema, "The sign-off", 201),
    otherAnswers: [latePunchAnswer],
    errors: [404, 409, 429, 503],
  }),
};

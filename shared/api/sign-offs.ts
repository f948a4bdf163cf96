// The sign-off at clock-out (issue 15): when the company asks for it, the worker (or their foreman, for the crew)
// answers "Did you take your breaks?" and "Were you injured today?" once the entry is clocked out. It is its own
// keyed request, so a phone sends it through the offline queue after the clock-out; "injured: yes" also makes an
// injury record for office and admins. A missing sign-off never blocks a clock-out: the timesheet flags it.
import { z } from "zod";
import { endpoint, json } from "./contract";
import { INCIDENT_DESCRIPTION_MAX_CHARS } from "./incidents";
import { optionalPlainText } from "./inputs";
import { instant, int } from "./wire";

export const SIGN_OFF_QUESTIONS = {
  tookBreaks: "Did you take your breaks?",
  injured: "Were you injured today?",
} as const;

export const signOffSchema = z
  .object({
    tookBreaks: z.boolean({ error: "Answer whether the breaks were taken" }),
    injured: z.boolean({ error: "Answer whether anyone was injured" }),
    injuryDescription: optionalPlainText
      .pipe(z.string().max(INCIDENT_DESCRIPTION_MAX_CHARS, `What happened can be at most ${INCIDENT_DESCRIPTION_MAX_CHARS} characters`).nullable())
      .optional()
      .describe("What happened, when injured (optional; ignored otherwise)"),
  })
  .strict();
export type SignOffInput = z.output<typeof signOffSchema>;

export const signOffViewSchema = z
  .object({
    timeEntryId: int(),
    tookBreaks: z.boolean(),
    injured: z.boolean(),
    incidentId: int().nullable().describe("The injury record 'injured: yes' made (office and admins read it)"),
    signedAt: instant(),
    signedBy: int().nullable(),
    signedByName: z.string().nullable().describe("Who answered; null when a kiosk took it"),
    confirmed: z.boolean().describe("false: a kiosk took the answers offline (no PIN); the worker's own answer replaces them"),
  })
  .strict();
export type SignOffView = z.infer<typeof signOffViewSchema>;

export const signOffsApi = {
  signOff: endpoint({
    method: "POST",
    path: "/api/time-entries/:id/sign-off",
    summary: "Answer the clock-out sign-off of a clocked-out entry",
    description:
      "Whoever may clock the worker out may answer for them. 409 when the entry is still clocked in or already signed off (nothing changes then); answers a kiosk took offline (confirmed: false) are replaced instead. 'injured: true' also records an injury (project, worker, the clock-out time, what happened, who reported it) and alerts office and admins in the bell.",
    tag: "time-entries",
    access: "member",
    body: signOffSchema,
    idempotency: "optional",
    tapAge: true,
    response: json(signOffViewSchema, "The sign-off", 201),
    errors: [409],
  }),
};

// Timed breaks of a time entry (issue 15): start or end a meal or rest break of an open entry, with an Idempotency-Key
// like the punches; the answer is the entry with its breaks. The rules (which are paid, the derived breakTime) are in
// shared/domain/breaks.ts.
import { z } from "zod";
import { BREAK_ACTIONS, BREAK_KINDS } from "../domain/breaks";
import { endpoint, json } from "./contract";
import { timeEntryViewSchema } from "./time-clock-views";

/** POST /api/time-entries/:id/breaks: the server's clock decides the time. */
export const breakActionSchema = z
  .object({
    action: z.enum(BREAK_ACTIONS, { error: "action must be start or end" }),
    kind: z.enum(BREAK_KINDS, { error: "kind must be meal or rest" }),
  })
  .strict();
export type BreakActionInput = z.output<typeof breakActionSchema>;

export const breaksApi = {
  takeBreak: endpoint({
    method: "POST",
    path: "/api/time-entries/:id/breaks",
    summary: "Start or end a meal or rest break of an open time entry",
    description:
      "The server's clock decides the time. Start: the entry must be clocked in with no break running (409 otherwise; of several starts at once one wins). End: ends the running break of that kind (409 when none). Rest breaks are paid; meal breaks are paid only when the payroll settings say so when the break starts. breakTime becomes the unpaid minutes of the entry's ended breaks, and a break still running at clock-out ends then. Who may: whoever may clock that worker out (403 otherwise, with the reason).",
    tag: "time-entries",
    access: "member",
    body: breakActionSchema,
    idempotency: "optional",
    tapAge: true,
    response: json(timeEntryViewSchema, "The entry with its breaks"),
    errors: [404, 409],
  }),
};

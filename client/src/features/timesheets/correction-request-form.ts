// The "Request correction" form: what is wrong, the right clock-in and/or clock-out (times of day in the company's zone
// on the entry's clock-in day; a clock-out at or before the clock-in is the next morning, as on Add Time Entry), or the
// right project, and a reason. The times start as the entry's, and only those changed are asked for. It is checked by
// the POST body's own schema (its correctionProblem rule and messages land on these fields), plus what an approval
// would refuse (a time in the future, a clock-out before the clock-in, a break outside the new shift) so the person
// hears it now, under the field to change, not the office later. The breaks start as the entry's (ended) breaks and
// are asked for only when changed; they are checked against the new shift with the server's rule either way.
import { z } from "zod";
import { correctionRequestBodySchema } from "@shared/api/correction-requests";
import { ASKED_CORRECTION_KINDS, CLOCK_OUT_AFTER_CLOCK_IN, type AskedCorrectionKind } from "@shared/domain/correction-requests";
import { addDays } from "@shared/domain/work-week";
import type { EntryBreakView } from "@shared/api/time-clock";
import { checkedByBody } from "@/lib/form-schema";
import { dayKeyIn, fromLocalInput, toLocalInput } from "@/lib/zoned-time";
import { BREAK_KINDS } from "@shared/domain/breaks";
import { breakRowProblems, breaksPayload, rowsOfBreaks, type BreakRowValues, type ShiftBounds } from "./break-rows";

/** What the form needs of the entry it asks about. */
export interface EntryToCorrect {
  clockInTime: string;
  clockOutTime: string | null;
  projectId: number;
  breaks: readonly EntryBreakView[];
}

export interface CorrectionFormValues {
  kind: AskedCorrectionKind | "";
  /** 'HH:mm' as a time input gives it; "" for none. */
  clockInTime: string;
  clockOutTime: string;
  /** The chosen project's id as text; "" for none. */
  projectId: string;
  /** The breaks as they should be: the entry's, until changed. */
  breaks: BreakRowValues[];
  reason: string;
}

const TIME_KINDS: ReadonlySet<string> = new Set<AskedCorrectionKind>(["missed_punch", "wrong_time"]);
export const asksForTimes = (kind: string) => TIME_KINDS.has(kind);

const timeOfDay = (iso: string | null, timeZone: string) => (iso ? toLocalInput(iso, timeZone).slice(11) : "");

/** The form as it opens: the entry's own times; an open entry is most likely a missed clock-out. */
export function correctionFormDefaults(entry: EntryToCorrect, timeZone: string): CorrectionFormValues {
  return {
    kind: entry.clockOutTime === null ? "missed_punch" : "",
    clockInTime: timeOfDay(entry.clockInTime, timeZone),
    clockOutTime: timeOfDay(entry.clockOutTime, timeZone),
    projectId: "",
    breaks: rowsOfBreaks(entry.breaks, timeZone),
    reason: "",
  };
}

export interface TypedTimes {
  /** The instants asked for (ISO), only for a time that differs from the entry's. */
  clockIn: string | null;
  clockOut: string | null;
  /** The clock-out typed is on the day after the clock-in. */
  clockOutNextDay: boolean;
}

/** The times typed, read on the entry's clock-in day in the zone; a time left as the entry has it is not asked for. */
export function typedTimes(values: Pick<CorrectionFormValues, "clockInTime" | "clockOutTime">, entry: EntryToCorrect, timeZone: string): TypedTimes {
  const day = dayKeyIn(entry.clockInTime, timeZone);
  const changed = (typed: string, own: string | null) => typed !== "" && typed !== timeOfDay(own, timeZone);
  const clockIn = changed(values.clockInTime, entry.clockInTime) ? fromLocalInput(`${day}T${values.clockInTime}`, timeZone) : null;
  const startOfDay = values.clockInTime || timeOfDay(entry.clockInTime, timeZone);
  const clockOutNextDay = values.clockOutTime !== "" && values.clockOutTime <= startOfDay;
  const clockOut = changed(values.clockOutTime, entry.clockOutTime)
    ? fromLocalInput(`${clockOutNextDay ? addDays(day, 1) : day}T${values.clockOutTime}`, timeZone)
    : null;
  return { clockIn, clockOut, clockOutNextDay };
}

/** The shift the request asks for (the entry's times with the typed ones in their place); null while it has no end. */
export function askedShift(typed: TypedTimes, entry: EntryToCorrect): ShiftBounds | null {
  const end = typed.clockOut ?? entry.clockOutTime;
  return end === null ? null : { start: new Date(typed.clockIn ?? entry.clockInTime), end: new Date(end) };
}

/** Whether the break rows differ from the entry's own (only then does the request ask for breaks). */
export const breaksChanged = (rows: readonly BreakRowValues[], entry: EntryToCorrect, timeZone: string) =>
  JSON.stringify(rows) !== JSON.stringify(rowsOfBreaks(entry.breaks, timeZone));

/** The POST body: the kind, the reason, and what the kind asks for (changed times and breaks, or the project). */
export function toCorrectionBody(values: CorrectionFormValues, entry: EntryToCorrect, timeZone: string): z.input<typeof correctionRequestBodySchema> {
  const body: z.input<typeof correctionRequestBodySchema> = { kind: (values.kind || undefined) as AskedCorrectionKind, reason: values.reason };
  if (asksForTimes(values.kind)) {
    const typed = typedTimes(values, entry, timeZone);
    if (typed.clockIn) body.clockInTime = typed.clockIn;
    if (typed.clockOut) body.clockOutTime = typed.clockOut;
    const shift = askedShift(typed, entry);
    const breaks = shift && breaksChanged(values.breaks, entry, timeZone) ? breaksPayload(values.breaks, shift, timeZone) : null;
    if (breaks) body.breaks = breaks;
  } else if (values.kind === "wrong_project" && values.projectId !== "") {
    body.projectId = Number(values.projectId);
  }
  return body;
}

const inputs = z.object({
  // "" until chosen: the body's schema then says what to choose.
  kind: z.enum([...ASKED_CORRECTION_KINDS, ""]),
  clockInTime: z.string(),
  clockOutTime: z.string(),
  projectId: z.string(),
  breaks: z.array(z.object({ kind: z.enum(BREAK_KINDS), startTime: z.string(), endTime: z.string() })),
  reason: z.string(),
});

/** The form's schema for an entry; `now` is read at each check, so "in the future" stays true to the clock. */
export function correctionRequestFormSchema(entry: EntryToCorrect, timeZone: string, now: () => Date = () => new Date()) {
  return checkedByBody(inputs, correctionRequestBodySchema, (values) => toCorrectionBody(values, entry, timeZone)).superRefine(
    (values, ctx) => {
      if (values.kind === "wrong_project" && values.projectId === String(entry.projectId)) {
        ctx.addIssue({ code: "custom", path: ["projectId"], message: "The entry is on this project already; choose the right one" });
      }
      if (!asksForTimes(values.kind)) return;
      const typed = typedTimes(values, entry, timeZone);
      const latest = now().getTime();
      const start = Date.parse(typed.clockIn ?? entry.clockInTime);
      const endIso = typed.clockOut ?? entry.clockOutTime;
      if (typed.clockIn && start > latest) ctx.addIssue({ code: "custom", path: ["clockInTime"], message: "The clock-in cannot be in the future" });
      if (typed.clockOut && Date.parse(typed.clockOut) > latest) {
        ctx.addIssue({ code: "custom", path: ["clockOutTime"], message: "The clock-out cannot be in the future" });
      } else if (endIso && Date.parse(endIso) <= start && (typed.clockIn || typed.clockOut)) {
        // Said under the time that was changed (the clock-out when both were).
        ctx.addIssue({ code: "custom", path: [typed.clockOut ? "clockOutTime" : "clockInTime"], message: CLOCK_OUT_AFTER_CLOCK_IN });
        return;
      }
      // The breaks within the new shift (a new clock-out before lunch says so under lunch's end: the field to change).
      const shift = askedShift(typed, entry);
      if (!shift) return;
      for (const problem of breakRowProblems(values.breaks, shift, timeZone)) {
        ctx.addIssue({ code: "custom", path: ["breaks", problem.index, problem.field], message: problem.message });
      }
    },
  );
}

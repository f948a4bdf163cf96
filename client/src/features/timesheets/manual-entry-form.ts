// The "Add time entry" form: a day, a start and an end time in the company's time zone (an end at or before the
// start is the next morning), the timed breaks (break-rows.ts) and a reason. It refines the API's own schema: the shared times rule gives
// instant feedback under the fields, then the values become the POST /api/time-entries body checked by that schema.
import { z } from "zod";
import { manualTimeEntrySchema } from "@shared/api/time-clock";
import { BREAK_KINDS } from "@shared/domain/breaks";
import { manualShiftProblems, type ManualShiftField } from "@shared/domain/manual-entry";
import { addDays, isDateKey } from "@shared/domain/work-week";
import { fromLocalInput } from "@/lib/zoned-time";
import { breakRowProblems, breaksPayload, type BreakRowValues } from "./break-rows";

const TIME_PATTERN = /^\d{2}:\d{2}$/;

export interface ManualEntryFormValues {
  workerId: string;
  projectId: string;
  date: string;
  startTime: string;
  endTime: string;
  breaks: BreakRowValues[];
  /** The chosen cost code's id, "" for none. */
  costCodeId: string;
  reason: string;
}

export interface ManualShiftTimes {
  start: Date;
  end: Date;
  /** The end time is on the next day (a night shift). */
  endsNextDay: boolean;
}

/** The shift's instants, or null while the day or a time is incomplete. */
export function shiftTimes(values: Pick<ManualEntryFormValues, "date" | "startTime" | "endTime">, timeZone: string): ManualShiftTimes | null {
  if (!isDateKey(values.date) || !TIME_PATTERN.test(values.startTime) || !TIME_PATTERN.test(values.endTime)) return null;
  const endsNextDay = values.endTime <= values.startTime;
  const start = fromLocalInput(`${values.date}T${values.startTime}`, timeZone);
  const end = fromLocalInput(`${endsNextDay ? addDays(values.date, 1) : values.date}T${values.endTime}`, timeZone);
  if (!start || !end) return null;
  return { start: new Date(start), end: new Date(end), endsNextDay };
}

const FIELD_OF: Record<ManualShiftField, keyof ManualEntryFormValues> = {
  clockInTime: "startTime",
  clockOutTime: "endTime",
  breakMinutes: "breaks",
};

/** The form's schema for a company time zone; `now` is read at each check, so "in the future" stays true to the clock. */
export function manualEntryFormSchema(timeZone: string, now: () => Date = () => new Date()) {
  return z
    .object({
      workerId: z.string().min(1, "Choose a worker"),
      projectId: z.string().min(1, "Choose a project"),
      date: z.string().refine(isDateKey, "Choose the day of the shift"),
      startTime: z.string().regex(TIME_PATTERN, "Enter the start time"),
      endTime: z.string().regex(TIME_PATTERN, "Enter the end time"),
      breaks: z.array(z.object({ kind: z.enum(BREAK_KINDS), startTime: z.string(), endTime: z.string() })),
      costCodeId: z.string(),
      reason: z.string(),
    })
    .superRefine((values, ctx) => {
      const times = shiftTimes(values, timeZone);
      for (const problem of breakRowProblems(values.breaks, times && times.end > times.start ? times : null, timeZone)) {
        ctx.addIssue({ code: "custom", path: ["breaks", problem.index, problem.field], message: problem.message });
      }
      if (!times) return;
      for (const problem of manualShiftProblems({ ...times, breakMinutes: 0 }, now())) {
        ctx.addIssue({ code: "custom", path: [FIELD_OF[problem.field]], message: problem.message });
      }
    })
    .transform((values, ctx) => {
      const times = shiftTimes(values, timeZone)!;
      // The API's own schema decides the rest (ids, the reason); its messages land on the fields of the same name.
      const checked = manualTimeEntrySchema.safeParse({
        workerId: Number(values.workerId),
        projectId: Number(values.projectId),
        clockInTime: times.start.toISOString(),
        clockOutTime: times.end.toISOString(),
        breaks: breaksPayload(values.breaks, times, timeZone) ?? [],
        costCodeId: values.costCodeId ? Number(values.costCodeId) : null,
        reason: values.reason,
      });
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (field === "breaks") ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
        else ctx.addIssue({ code: "custom", path: [field in FIELD_OF ? FIELD_OF[field as ManualShiftField] : String(field)], message: issue.message });
      }
      return z.NEVER;
    });
}

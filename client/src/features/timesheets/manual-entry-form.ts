// The "Add time entry" form: a day, a start and an end time in the company's time zone (an end at or before the
// start is the next morning), the break and a reason. It refines the API's own schema: the shared times rule gives
// instant feedback under the fields, then the values become the POST /api/time-entries body checked by that schema.
import { z } from "zod";
import { manualTimeEntrySchema } from "@shared/api/time-clock";
import { manualShiftProblems, type ManualShiftField } from "@shared/domain/manual-entry";
import { addDays, isDateKey } from "@shared/domain/work-week";
import { fromLocalInput } from "@/lib/zoned-time";

const TIME_PATTERN = /^\d{2}:\d{2}$/;

export interface ManualEntryFormValues {
  workerId: string;
  projectId: string;
  date: string;
  startTime: string;
  endTime: string;
  breakMinutes: string;
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

const BREAK_PATTERN = /^\d{1,4}$/;
const breakMinutesOf = (text: string) => (text.trim() === "" ? 0 : BREAK_PATTERN.test(text.trim()) ? Number(text.trim()) : NaN);

const FIELD_OF: Record<ManualShiftField, keyof ManualEntryFormValues> = {
  clockInTime: "startTime",
  clockOutTime: "endTime",
  breakMinutes: "breakMinutes",
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
      breakMinutes: z.string().refine((v) => !Number.isNaN(breakMinutesOf(v)), "The break must be a whole number of minutes, 0 or more"),
      costCodeId: z.string(),
      reason: z.string(),
    })
    .superRefine((values, ctx) => {
      const times = shiftTimes(values, timeZone);
      if (!times) return;
      for (const problem of manualShiftProblems({ ...times, breakMinutes: breakMinutesOf(values.breakMinutes) }, now())) {
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
        breakMinutes: breakMinutesOf(values.breakMinutes),
        costCodeId: values.costCodeId ? Number(values.costCodeId) : null,
        reason: values.reason,
      });
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        ctx.addIssue({ code: "custom", path: [field in FIELD_OF ? FIELD_OF[field as ManualShiftField] : String(field)], message: issue.message });
      }
      return z.NEVER;
    });
}

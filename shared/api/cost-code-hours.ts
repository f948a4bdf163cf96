// Hours and labour cost per cost code (issue 15), for the office: on one project (its page), and over the days the
// timesheet's Weekly Summary shows. One line per code the entries carry, and one for the entries without a code. The
// figures are the entries' own (hoursWorked, totalPay), so they agree with the timesheet and payroll.
import { z } from "zod";
import { endpoint, list } from "./contract";
import { timeEntrySummaryQuerySchema } from "./time-clock";
import { int, money } from "./wire";

export const costCodeHoursLineSchema = z
  .object({
    costCodeId: int().nullable().describe("null: the entries without a cost code"),
    code: z.string().nullable(),
    name: z.string().nullable(),
    hours: z.number().describe("Sum of the finished entries' hoursWorked; open entries add 0"),
    entryCount: int(),
    totalPay: money().describe("Sum of the entries' totalPay: the labour cost booked to the code"),
  })
  .strict();
export type CostCodeHoursLine = z.infer<typeof costCodeHoursLineSchema>;

export const costCodeHoursApi = {
  project: endpoint({
    method: "GET",
    path: "/api/projects/:id/cost-code-hours",
    summary: "A project's hours and labour cost per cost code",
    description: "One line per cost code its entries carry, by code, then one line for the entries without a code; none when the project has no entries.",
    tag: "projects",
    access: "office",
    response: list(costCodeHoursLineSchema, "The lines"),
  }),
  days: endpoint({
    method: "GET",
    path: "/api/cost-code-hours",
    summary: "Hours and labour cost per cost code over some days, on every project",
    description:
      "The entries clocked in from `from` to `to` (inclusive, company time zone, at most 31 days; an entry counts on its clock-in day, as on the Weekly Summary): one line per cost code, by code, then one for the entries without a code; none when there are no entries.",
    tag: "time-entries",
    access: "office",
    query: timeEntrySummaryQuerySchema,
    response: list(costCodeHoursLineSchema, "The lines"),
  }),
};

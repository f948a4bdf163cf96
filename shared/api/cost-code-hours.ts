// Hours and labour cost per cost code on one project (issue 15), for the office: one line per code its entries carry,
// and one for the entries without a code. The figures are the entries' own (hoursWorked, totalPay), so they agree with
// the timesheet and payroll.
import { z } from "zod";
import { endpoint, list } from "./contract";
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
};

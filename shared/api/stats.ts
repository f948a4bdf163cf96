// Dashboard figures: GET /api/stats (SPEC 3 'Dashboard stats') plus the Projects page summary figures. Office and
// admins get the company's figures; crew and foremen get the same figures over their own projects, and `own`.
import { z } from "zod";
import { endpoint, json } from "./contract";
import { instant, int } from "./wire";
import { entryRefFields } from "./entry-ref";

/** What a crew member's or foreman's dashboard adds: their day's jobs and the week's hours. No money. */
export const ownFiguresSchema = z
  .object({
    jobsToday: int().describe(
      "Today's jobs as GET /api/jobs lists them to the caller. Crew: on their projects, assigned to them or to no one. " +
        "Foremen: on their projects",
    ),
    hoursThisWeek: z
      .number()
      .describe(
        "Crew: their own hours this week. Foremen: their crew's hours on their projects this week. Closed entries " +
          "clocked in this Sunday-to-Saturday week of the company's zone (open entries count 0), rounded to 1 decimal",
      ),
    weekStart: z.string().describe("yyyy-MM-dd: the Sunday the week starts"),
  })
  .strict();
export type OwnFigures = z.infer<typeof ownFiguresSchema>;

export const dashboardStatsSchema = z
  .object({
    activeProjects: int(),
    completedThisMonth: int(),
    statusCounts: z.object({ planning: int(), inProgress: int(), completed: int(), delayed: int() }).strict(),
    totalProjects: int(),
    averageProgress: z.number(),
    own: ownFiguresSchema.optional().describe("Crew and foremen only (absent for office and admins)"),
  })
  .strict();
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** One person on the clock now: whom, where, since when, and whether a break is running. */
export const onTheClockSchema = z
  .object({
    ...entryRefFields,
    clockInTime: instant(),
    onBreak: z.boolean().describe("A break (meal or rest) is running now"),
  })
  .strict();
export type OnTheClock = z.infer<typeof onTheClockSchema>;

/** The office's labour at a glance: who is on the clock now and the company's hours this week so far. No money. */
export const labourGlanceSchema = z
  .object({
    onTheClock: z.array(onTheClockSchema).describe("Every open entry, latest clock-in first"),
    hoursThisWeek: z
      .number()
      .describe(
        "Every worker's hours on entries clocked in this Sunday-to-Saturday week of the company's zone: closed entries' " +
          "hoursWorked, open ones counted to now (a running unpaid break taken off), rounded to 1 decimal",
      ),
    weekStart: z.string().describe("yyyy-MM-dd: the Sunday the week starts"),
  })
  .strict();
export type LabourGlance = z.infer<typeof labourGlanceSchema>;

export const statsApi = {
  dashboard: endpoint({
    method: "GET",
    path: "/api/stats",
    summary: "Dashboard figures",
    description:
      "Office and admins: every project. Crew and foremen: the project figures over the projects their worker record " +
      "is on, plus `own` (all zero while their account is not linked to a worker).",
    tag: "stats",
    access: "member",
    response: json(dashboardStatsSchema, "The figures"),
  }),
  labour: endpoint({
    method: "GET",
    path: "/api/stats/labour",
    summary: "Labour at a glance: who is on the clock now and the hours this week",
    description:
      "The office dashboard's labour card, over the whole company. Office and admins only: crew and foremen read their " +
      "own figures in GET /api/stats (own).",
    tag: "stats",
    access: "office",
    response: json(labourGlanceSchema, "Who is on the clock and the week's hours so far"),
  }),
};

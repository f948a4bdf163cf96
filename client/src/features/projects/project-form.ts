// The Add and Edit Project form: text fields as typed, their checks (SPEC 5 'Add project') and the body they become.
import { z } from "zod";
import { MISSING_INFORMATION_TITLE, REQUIRED_FIELDS_MESSAGE, REQUIRED_PROJECT_FIELDS } from "@shared/api/constants";
import { PROJECT_STATUSES } from "@shared/domain/statuses";
import { isDateKey } from "@shared/domain/work-week";
import type { Project, ProjectPayload } from "./api";

export const MISSING_INFORMATION = { title: MISSING_INFORMATION_TITLE, description: REQUIRED_FIELDS_MESSAGE };
export const DEFAULT_SITE_RADIUS_METERS = 100;

const blank = (value: string) => value.trim() === "";
const decimal = (value: string) => /^[+-]?(\d+\.?\d*|\.\d+)$/.test(value.trim());

export const projectFormSchema = z
  .object({
    name: z.string().trim().min(1, "Project name is required").max(200, "Name can be at most 200 characters"),
    location: z.string().trim().min(1, "Location is required").max(300, "Location can be at most 300 characters"),
    status: z.enum(PROJECT_STATUSES),
    startDate: z.string().refine((v) => blank(v) || isDateKey(v), "Use a real date"),
    endDate: z.string().refine((v) => !blank(v), "End date is required").refine((v) => blank(v) || isDateKey(v), "Use a real date"),
    teamSize: z.string().refine((v) => blank(v) || /^\d{1,6}$/.test(v.trim()), "Team size must be a whole number of 0 or more"),
    description: z.string().max(5000, "Description can be at most 5000 characters"),
    budget: z
      .string()
      .refine((v) => blank(v) || (/^\d+(\.\d{1,2})?$/.test(v.trim().replace(/,/g, "")) && Number(v.replace(/,/g, "")) < 1e8), "Enter an amount like 250000 or 1250.50"),
    estimatedHours: z
      .string()
      .refine((v) => blank(v) || (/^\d+(\.\d{1,2})?$/.test(v.trim()) && Number(v) < 1e8), "Enter hours like 120 or 7.5"),
    latitude: z.string().refine((v) => blank(v) || (decimal(v) && Math.abs(Number(v)) <= 90), "Latitude must be between -90 and 90"),
    longitude: z.string().refine((v) => blank(v) || (decimal(v) && Math.abs(Number(v)) <= 180), "Longitude must be between -180 and 180"),
    locationRadius: z
      .string()
      .refine((v) => blank(v) || (/^\d{1,6}$/.test(v.trim()) && Number(v) > 0 && Number(v) <= 100_000), "Radius must be a whole number of metres from 1 to 100000"),
  })
  .superRefine((values, ctx) => {
    if (!blank(values.startDate) && !blank(values.endDate) && values.endDate < values.startDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "End date must be on or after the start date" });
    }
    if (blank(values.latitude) !== blank(values.longitude)) {
      const path = blank(values.latitude) ? "latitude" : "longitude";
      ctx.addIssue({ code: "custom", path: [path], message: "Give both latitude and longitude, or neither" });
    }
  });

export type ProjectFormValues = z.input<typeof projectFormSchema>;

export function emptyProjectForm(todayKey: string): ProjectFormValues {
  return {
    name: "",
    location: "",
    status: "planning",
    startDate: todayKey,
    endDate: "",
    teamSize: "",
    description: "",
    budget: "",
    estimatedHours: "",
    latitude: "",
    longitude: "",
    locationRadius: String(DEFAULT_SITE_RADIUS_METERS),
  };
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? "" : String(value));

/** Coordinates arrive with 8 decimals; 6 are shown (SPEC 9 'Coordinate display') unless more carry meaning. */
function coordinateText(value: string | null): string {
  if (value === null || value === "") return "";
  const n = Number(value);
  return Number.isFinite(n) ? String(Number(n.toFixed(8))) : value;
}

export function projectToForm(project: Project): ProjectFormValues {
  return {
    name: project.name,
    location: project.location,
    status: project.status,
    startDate: text(project.startDate),
    endDate: text(project.endDate),
    teamSize: text(project.teamSize),
    description: text(project.description),
    budget: project.budget ? String(Number(project.budget)) : "",
    estimatedHours: project.estimatedHours ? String(Number(project.estimatedHours)) : "",
    latitude: coordinateText(project.latitude),
    longitude: coordinateText(project.longitude),
    locationRadius: text(project.locationRadius),
  };
}

/** The body for POST /api/projects (progress starts at 0) or PATCH /api/projects/:id. */
export function toProjectPayload(values: ProjectFormValues): ProjectPayload {
  const optional = (v: string) => (blank(v) ? null : v.trim());
  const number = (v: string) => (blank(v) ? null : Number(v.trim()));
  return {
    name: values.name.trim(),
    location: values.location.trim(),
    status: values.status,
    startDate: optional(values.startDate),
    endDate: values.endDate.trim(),
    // SPEC 5: parsed to an integer, 0 when blank.
    teamSize: blank(values.teamSize) ? 0 : Number.parseInt(values.teamSize, 10),
    description: optional(values.description),
    budget: blank(values.budget) ? null : values.budget.trim().replace(/,/g, ""),
    estimatedHours: optional(values.estimatedHours),
    latitude: number(values.latitude),
    longitude: number(values.longitude),
    locationRadius: blank(values.locationRadius) ? DEFAULT_SITE_RADIUS_METERS : Number(values.locationRadius),
  };
}

/** True when the form failed because a required field is empty: the spec's 'Missing Information' toast. */
export function isMissingRequired(values: ProjectFormValues): boolean {
  return REQUIRED_PROJECT_FIELDS.some((field) => blank(values[field]));
}

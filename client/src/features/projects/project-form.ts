// The Add and Edit Project form: text fields as typed, checked by the body's own field rules (projectBodyFields,
// shared with the server, so a message is the same on both sides) on the value each becomes, and the body they become.
import { z, type ZodType } from "zod";
import { MISSING_INFORMATION_TITLE, REQUIRED_FIELDS_MESSAGE, REQUIRED_PROJECT_FIELDS } from "@shared/api/constants";
import { projectBodyFields } from "@shared/api/projects";
import { STORED_DEFAULT_RADIUS_METERS } from "@shared/domain/geofence";
import { projectShapeErrors } from "@shared/domain/project-shape";
import type { Project, ProjectPayload } from "./api";

export const MISSING_INFORMATION = { title: MISSING_INFORMATION_TITLE, description: REQUIRED_FIELDS_MESSAGE };

const blank = (value: string) => value.trim() === "";

/** What each text input becomes in the body; the form checks that value with the body's rule for the field. */
const toBody = {
  startDate: (v: string) => (blank(v) ? null : v.trim()),
  endDate: (v: string) => (blank(v) ? undefined : v.trim()),
  // SPEC 5: parsed to an integer, 0 when blank; anything else that is not a number is refused, not cut short.
  teamSize: (v: string) => (blank(v) ? 0 : /^[+-]?\d+(\.\d+)?$/.test(v.trim()) ? Number(v.trim()) : Number.NaN),
  description: (v: string) => (blank(v) ? null : v.trim()),
  budget: (v: string) => (blank(v) ? null : v.trim().replace(/,/g, "")),
  estimatedHours: (v: string) => (blank(v) ? null : v.trim()),
  latitude: (v: string) => (blank(v) ? null : v.trim()),
  longitude: (v: string) => (blank(v) ? null : v.trim()),
  locationRadius: (v: string) => (blank(v) ? STORED_DEFAULT_RADIUS_METERS : /^\d+(\.\d+)?$/.test(v.trim()) ? Number(v.trim()) : Number.NaN),
};

/** A text input checked by `rule` on what `convert` makes of it; the rule's own messages are shown. */
function textChecked(rule: ZodType, convert: (text: string) => unknown) {
  return z.string().check((ctx) => {
    const result = rule.safeParse(convert(ctx.value));
    if (result.success) return;
    for (const issue of result.error.issues) ctx.issues.push({ code: "custom", message: issue.message, input: ctx.value });
  });
}

const field = projectBodyFields;

export const projectFormSchema = z
  .object({
    name: field.name,
    location: field.location,
    status: field.status.unwrap(),
    startDate: textChecked(field.startDate, toBody.startDate),
    endDate: textChecked(field.endDate, toBody.endDate),
    teamSize: textChecked(field.teamSize, toBody.teamSize),
    description: textChecked(field.description, toBody.description),
    budget: textChecked(field.budget, toBody.budget),
    estimatedHours: textChecked(field.estimatedHours, toBody.estimatedHours),
    latitude: textChecked(field.latitude, toBody.latitude),
    longitude: textChecked(field.longitude, toBody.longitude),
    locationRadius: textChecked(field.locationRadius, toBody.locationRadius),
  })
  .superRefine((values, ctx) => {
    const shape = {
      startDate: toBody.startDate(values.startDate),
      endDate: toBody.endDate(values.endDate) ?? null,
      latitude: toBody.latitude(values.latitude),
      longitude: toBody.longitude(values.longitude),
    };
    for (const [path, message] of Object.entries(projectShapeErrors(shape))) ctx.addIssue({ code: "custom", path: [path], message });
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
    locationRadius: String(STORED_DEFAULT_RADIUS_METERS),
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
  const number = (v: string) => (blank(v) ? null : Number(v.trim()));
  return {
    name: values.name.trim(),
    location: values.location.trim(),
    status: values.status,
    startDate: toBody.startDate(values.startDate),
    endDate: values.endDate.trim(),
    teamSize: toBody.teamSize(values.teamSize),
    description: toBody.description(values.description),
    budget: toBody.budget(values.budget),
    estimatedHours: toBody.estimatedHours(values.estimatedHours),
    latitude: number(values.latitude),
    longitude: number(values.longitude),
    locationRadius: toBody.locationRadius(values.locationRadius),
  };
}

/** True when the form failed because a required field is empty: the spec's 'Missing Information' toast. */
export function isMissingRequired(values: ProjectFormValues): boolean {
  return REQUIRED_PROJECT_FIELDS.some((field) => blank(values[field]));
}

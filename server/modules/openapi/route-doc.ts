// The shape of one documented route (method, path, access, input and output schemas) and the helpers that write its
// answers; route-registry.ts and account-route-docs.ts list the routes in it.
import type { ZodType } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** public: anyone; user: an active signed-in account; admin: an active administrator. */
export type Access = "public" | "user" | "admin";

export const TAGS = {
  health: "Probes for load balancers: is the process up, does the database answer.",
  auth: "Signing in (admin, e-mail, OpenID) and out, registration, e-mail verification, the current user, passwords.",
  admin: "Administrators: registration requests, user accounts, removing the demo data and backups.",
  projects: "Projects, their progress history, team and recent time entries.",
  photos: "Project photos: upload, gallery metadata, the bytes.",
  jobs: "The schedule.",
  stats: "Dashboard figures.",
  materials: "Materials, stock movements and a project's estimate against actual use.",
  safety: "Safety checklists created from templates.",
  notifications: "The header bell.",
  workers: "The worker roster.",
  "time-entries": "The GPS time clock (idempotent punches), admin corrections, entries added and deleted by hand.",
  payroll: "Weekly payroll, CSV exports, approval, overtime setting.",
  geocode: "Reverse geocoding through the server.",
  reference: "This document.",
} as const;
export type Tag = keyof typeof TAGS;

export type ResponseDoc =
  | { kind: "json"; status: number; description: string; schema: ZodType; list?: boolean; nullable?: boolean }
  | { kind: "none"; status: 204; description: string }
  | { kind: "redirect"; status: 302; description: string }
  | { kind: "csv"; status: 200; description: string }
  | { kind: "archive"; status: 200; description: string }
  | { kind: "image"; status: 200; description: string }
  | { kind: "document"; status: 200; description: string };

export interface HeaderDoc {
  name: string;
  description: string;
  required: boolean;
  schema: Record<string, unknown>;
}

export interface RouteDoc {
  method: HttpMethod;
  /** The Express pattern exactly as registered, e.g. /api/projects/:projectId/photos/:photoId/image. */
  path: string;
  summary: string;
  description?: string;
  tag: Tag;
  access: Access;
  body?: ZodType;
  query?: ZodType;
  headers?: HeaderDoc[];
  response: ResponseDoc;
  /** Further documented answers (with the Error body): 409 conflicts, 422, 429, 503... */
  errors?: number[];
}

export const json = (schema: ZodType, description: string, status = 200): ResponseDoc => ({ kind: "json", status, description, schema });
export const orNull = (schema: ZodType, description: string): ResponseDoc => ({ kind: "json", status: 200, description, schema, nullable: true });
export const list = (schema: ZodType, description: string): ResponseDoc => ({ kind: "json", status: 200, description, schema, list: true });
export const noContent = (description = "Done; no body"): ResponseDoc => ({ kind: "none", status: 204, description });
export const redirect = (description: string): ResponseDoc => ({ kind: "redirect", status: 302, description });
export const csv = (description: string): ResponseDoc => ({ kind: "csv", status: 200, description });
export const archive = (description: string): ResponseDoc => ({ kind: "archive", status: 200, description });

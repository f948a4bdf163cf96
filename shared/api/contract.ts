// One endpoint, declared once: method, path, who may call it, the zod schemas of its params, query, body and answer,
// its headers and a one-line summary. The server mounts its handler from it (server/lib/endpoint-router.ts), the
// OpenAPI document is generated from it (server/modules/openapi), and the client builds its query options and
// mutations from it (client/src/lib/endpoint-client.ts) through shared/api/routes.ts, its schema-free copy. This file has
// no runtime import at all (zod only as types): the client bundles it.
import type { z, ZodType } from "zod";
import type { AccessLevel } from "../domain/account-roles";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/**
 * Who may call: anyone ("public"), the least account role that may (shared/domain/account-roles.ts), or a site kiosk
 * ("kiosk": a device holding a kiosk credential, issue 14; no account is signed in there).
 */
export type Access = "public" | AccessLevel | "kiosk";

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
  invites: "Inviting a worker to Crewline: the office sends a single-use link; the person sets a password and lands signed in.",
  kiosk:
    "Site kiosks: a shared tablet an administrator turns into a time clock for one project, where workers punch with their PIN; their credential, settings and punch photos.",
  "time-entries": "The GPS time clock (idempotent punches), admin corrections, entries added and deleted by hand.",
  payroll: "Weekly payroll, CSV exports, approval, overtime setting.",
  settings: "Company settings: weekly overtime, the forgotten clock-out alert and auto-close.",
  "cost-codes": "The company's cost codes: everyone reads them; the office adds, renames, deactivates and reactivates them.",
  geocode: "Reverse geocoding through the server.",
  reference: "This document.",
} as const;
export type Tag = keyof typeof TAGS;

export type JsonResponse<S extends ZodType = ZodType> = {
  kind: "json";
  status: number;
  description: string;
  schema: S;
  list?: boolean;
  nullable?: boolean;
};
export type ResponseSpec =
  | JsonResponse
  | { kind: "none"; status: 204; description: string }
  | { kind: "redirect"; status: 302; description: string }
  | { kind: "csv" | "archive" | "image" | "document"; status: 200; description: string };

export interface HeaderSpec {
  name: string;
  description: string;
  required: boolean;
  schema: Record<string, unknown>;
}

/** A list whose rows grow with time: `limit` rows a page, the next page in a Link header, the total in X-Total-Count. */
export interface PageSpec {
  defaultLimit: number;
  maxLimit: number;
}

export interface Endpoint {
  method: HttpMethod;
  /** The Express pattern, e.g. /api/projects/:projectId/photos/:photoId/image. */
  path: string;
  summary: string;
  description?: string;
  tag: Tag;
  access: Access;
  /** Path parameters; by default every `:name` is a positive whole-number id (`idParams`). */
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  headers?: HeaderSpec[];
  response: ResponseSpec;
  /** Further documented answers (with the Error body): 409 conflicts, 422, 429, 503... */
  errors?: number[];
  /** Answers with a body of their own besides the success (/readyz's 503); the handler writes them to `res` itself. */
  otherAnswers?: JsonResponse[];
  page?: PageSpec;
  /**
   * SPEC 5/8: a body sent with one of these missing or blank answers 'Please fill in all required fields.' (with every
   * field's message) instead of the first field's own message.
   */
  requiredFields?: readonly string[];
  /**
   * The write takes an Idempotency-Key header (documented from this): a retry with the same key and body gets the
   * stored answer instead of a second write, the same key with another body a 422. 'required' refuses a request
   * without one. The handler runs the write through the idempotency service (server/modules/idempotency).
   */
  idempotency?: "optional" | "required";
  /**
   * Body fields an idempotent write leaves out of the hash its key is stored with (QUALITY 54): a secret such as a
   * kiosk PIN, which an unsalted hash of a short body gives back to whoever reads a backup. A retry with the same key
   * that differs only in them is the same request and gets the stored answer.
   */
  unhashedFields?: readonly string[];
  /**
   * A write a device may queue while it has no signal (issue 26): it takes a Tap-Age-Ms header, how long ago it was
   * tapped, and is paid at that tap (shared/domain/tap-time.ts). Only with `idempotency`: a queued write is resent.
   */
  tapAge?: true;
}

/** Keeps the literal types of a contract (so its schemas type the handler and the client) while checking its shape. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

export const json = <S extends ZodType>(schema: S, description: string, status = 200) =>
  ({ kind: "json", status, description, schema }) as const;
export const list = <S extends ZodType>(schema: S, description: string) =>
  ({ kind: "json", status: 200, description, schema, list: true }) as const;
export const orNull = <S extends ZodType>(schema: S, description: string) =>
  ({ kind: "json", status: 200, description, schema, nullable: true }) as const;
export const noContent = (description = "Done; no body") => ({ kind: "none", status: 204, description }) as const;
export const redirect = (description: string) => ({ kind: "redirect", status: 302, description }) as const;
export const csv = (description: string) => ({ kind: "csv", status: 200, description }) as const;
export const archive = (description: string) => ({ kind: "archive", status: 200, description }) as const;
export const image = (description: string) => ({ kind: "image", status: 200, description }) as const;

// ---------------------------------------------------------------------------------------------------------------
// Types derived from a contract.

/** What an endpoint answers, as the client receives it (instants are ISO strings in the wire schemas). */
export type ResponseOf<R extends Route> = JsonAnswer<ContractOf<R>["response"]>;
type JsonAnswer<A> = A extends { kind: "json"; schema: infer S extends ZodType }
  ? A extends { list: true }
    ? z.output<S>[]
    : A extends { nullable: true }
      ? z.output<S> | null
      : z.output<S>
  : void;
/** The bodies of an endpoint's otherAnswers (a late punch's 202, a crew request's 409), as the client receives them. */
export type OtherAnswerOf<E extends Endpoint> = E["otherAnswers"] extends readonly (infer A)[] ? JsonAnswer<A> : never;
/** The body as the client sends it (before the server's transforms). */
export type BodyOf<R extends Route> = ContractOf<R>["body"] extends ZodType ? z.input<ContractOf<R>["body"]> : undefined;
/** The body after the server parsed it. */
export type ParsedBodyOf<E extends Endpoint> = E["body"] extends ZodType ? z.output<E["body"]> : undefined;
export type QueryOf<R extends Route> = ContractOf<R>["query"] extends ZodType ? z.input<ContractOf<R>["query"]> : undefined;
export type ParsedQueryOf<E extends Endpoint> = E["query"] extends ZodType ? z.output<E["query"]> : undefined;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** The path's parameters as the client fills them in. */
export type ParamsOf<R extends Route> = { [K in ParamNames<R["path"]>]: number | string };
/** The path's parameters after the server parsed them: ids unless the contract says otherwise. */
export type ParsedParamsOf<E extends Endpoint> = E["params"] extends ZodType
  ? z.output<E["params"]>
  : { [K in ParamNames<E["path"]>]: number };

/**
 * What a handler may return for a wire type: an instant may still be a Date (JSON sends it as an ISO string). This is
 * the one mapping between the server's rows and the wire.
 */
export type Served<T> = T extends string
  ? T | Date
  : T extends (infer I)[]
    ? Served<I>[]
    : T extends object
      ? { [K in keyof T]: Served<T[K]> }
      : T;

// ---------------------------------------------------------------------------------------------------------------
// Paths.

/** PostgreSQL integer ids stop at 2^31 - 1; a bigger number is refused at the edge rather than by the database. */
export const MAX_ID = 2_147_483_647;

/** ':projectId' -> 'projectId' for every parameter of an Express path. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
}

/** '/api/projects/:id/workers' + { id: 5 } -> '/api/projects/5/workers'. */
export function fillPath(path: string, params: Record<string, number | string> = {}): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Paging.

/** The rows of a paged list a page holds unless the caller asks for fewer: a week of a 500-person company is ~10,000. */
export const DEFAULT_PAGE: PageSpec = { defaultLimit: 1000, maxLimit: 5000 };

// ---------------------------------------------------------------------------------------------------------------
// The client's view of a contract (shared/api/routes.ts, generated): method, path, access and paging, with the
// contract's types but none of its zod schemas, so a screen that only reads does not download zod.

export interface Route<E extends Endpoint = Endpoint> {
  readonly method: E["method"];
  readonly path: E["path"];
  /** Who may call it: screens leave out what the signed-in role would be refused (client/src/lib/endpoint-client.ts). */
  readonly access: E["access"];
  readonly page?: PageSpec;
  /** Types only: never set at run time. */
  readonly contract?: E;
}
export type RoutesOf<T extends Record<string, Endpoint>> = { readonly [K in keyof T]: Route<T[K]> };
/** The contract behind a route (or the contract itself). */
export type ContractOf<R extends Route> = R extends Endpoint ? R : NonNullable<R["contract"]>;

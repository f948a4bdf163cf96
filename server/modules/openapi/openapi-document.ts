// Builds the OpenAPI 3.1 document from the endpoint contracts (shared/api/endpoints.ts) with zod 4's own JSON Schema output: request shapes as the
// client sends them (io 'input'), responses as the server answers (io 'output'), one Error shape for every failure.
import { z, type ZodType } from "zod";
import * as adminApi from "@shared/api/admin";
import * as authApi from "@shared/api/auth";
import { oidcEndpoints } from "@shared/api/auth";
import * as backupApi from "@shared/api/backup";
import * as breaksApi from "@shared/api/breaks";
import * as demoDataApi from "@shared/api/demo-data";
import * as geocodeApi from "@shared/api/geocode";
import * as jobsApi from "@shared/api/jobs";
import * as materialsApi from "@shared/api/materials";
import * as correctionRequestsApi from "@shared/api/correction-requests";
import * as costCodesApi from "@shared/api/cost-codes";
import * as jobSwitchApi from "@shared/api/job-switch";
import * as costCodeHoursApi from "@shared/api/cost-code-hours";
import * as crewPunchesApi from "@shared/api/crew-punches";
import * as crewActionsApi from "@shared/api/crew-actions";
import * as companySettingsApi from "@shared/api/company-settings";
import * as healthApi from "@shared/api/health";
import * as incidentsApi from "@shared/api/incidents";
import * as invitesApi from "@shared/api/invites";
import * as kioskBreaksApi from "@shared/api/kiosk-breaks";
import * as kioskPinWaitsApi from "@shared/api/kiosk-pin-waits";
import * as kiosksApi from "@shared/api/kiosks";
import * as notificationsApi from "@shared/api/notifications";
import * as payrollApi from "@shared/api/payroll";
import * as payPeriodsApi from "@shared/api/pay-periods";
import * as periodSignaturesApi from "@shared/api/period-signatures";
import * as payrollExportsApi from "@shared/api/payroll-exports";
import * as payChangesApi from "@shared/api/pay-changes";
import { apiErrorBodySchema } from "@shared/errors";
import * as photosApi from "@shared/api/photos";
import * as projectsApi from "@shared/api/projects";
import * as safetyApi from "@shared/api/safety";
import * as signOffsApi from "@shared/api/sign-offs";
import * as statsApi from "@shared/api/stats";
import * as timeClockApi from "@shared/api/time-clock";
import * as timeClockViewsApi from "@shared/api/time-clock-views";
import * as timeEntriesApi from "@shared/api/time-entries";
import * as workerImportApi from "@shared/api/worker-import";
import * as workersApi from "@shared/api/workers";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, TAP_AGE_HEADER } from "@shared/api/constants";
import { MAX_TAP_AGE_MS } from "@shared/domain/tap-time";
import { ERROR_STATUS } from "@shared/errors";
import * as tables from "@shared/schema";
import { SESSION_COOKIE } from "../auth/session";
import { KIOSK_COOKIE } from "../kiosks/kiosk-credential";
import { pathParamNames, TAGS, type Endpoint } from "@shared/api/contract";
import { ENDPOINTS } from "@shared/api/endpoints";

// Every answer to crew and foremen also drops the money fields (MONEY_FIELDS), as the mount strips them.
const ACCESS_SENTENCES: Record<Endpoint["access"], string> = {
  public: "Open to anyone.",
  member: "Any active signed-in account; crew and foremen get the rows of their own projects only, without money fields.",
  foreman: "Foremen, office and administrators; a foreman gets the rows of their own projects only, without money fields.",
  office: "Office users and administrators.",
  admin: "Administrators only.",
  kiosk: "A site kiosk only: a device holding the kiosk credential an administrator set on it (no account signs in there); never money fields.",
};

/** How each kind of caller proves who it is: the session cookie, or a kiosk's credential cookie. */
const securityOf = (access: Endpoint["access"]) => (access === "public" ? [] : access === "kiosk" ? [{ kiosk: [] }] : [{ session: [] }]);

type JsonSchema = Record<string, unknown>;

/** The shared modules whose exported schemas name the document's components ('createMaterialSchema' -> 'CreateMaterial'). */
const SCHEMA_MODULES = [
  adminApi,
  authApi,
  backupApi,
  breaksApi,
  correctionRequestsApi,
  demoDataApi,
  geocodeApi,
  healthApi,
  invitesApi,
  jobsApi,
  kiosksApi,
  kioskBreaksApi,
  kioskPinWaitsApi,
  costCodesApi,
  incidentsApi,
  signOffsApi,
  jobSwitchApi,
  costCodeHoursApi,
  crewPunchesApi,
  crewActionsApi,
  companySettingsApi,
  materialsApi,
  notificationsApi,
  payrollApi,
  payPeriodsApi,
  periodSignaturesApi,
  payrollExportsApi,
  payChangesApi,
  photosApi,
  projectsApi,
  safetyApi,
  statsApi,
  timeClockApi,
  timeClockViewsApi,
  timeEntriesApi,
  workerImportApi,
  workersApi,
  tables,
];

export interface OpenApiOptions {
  /** Set when an OpenID provider is configured: its routes exist only then. */
  oidcProviderName?: string;
  /** The session cookie's name on this install (`__Host-` prefixed when APP_URL is https). */
  sessionCookieName?: string;
  /** The kiosk credential cookie's name, prefixed the same way. */
  kioskCookieName?: string;
  version?: string;
}

/** 'createMaterialSchema' -> 'CreateMaterial': the exported name is the component name, so there is one spelling. */
function namesOf(modules: object[]): Map<ZodType, string> {
  const names = new Map<ZodType, string>();
  for (const module of modules) {
    for (const [exported, value] of Object.entries(module)) {
      if (!(value instanceof z.ZodType) || names.has(value)) continue;
      const base = exported.replace(/Schema$/, "");
      names.set(value, base[0].toUpperCase() + base.slice(1));
    }
  }
  return names;
}

// z.undefined() (a field that must be absent) has no JSON Schema type: say "must not be sent" instead of "anything".
const override: NonNullable<Parameters<typeof z.toJSONSchema>[1]>["override"] = (ctx) => {
  if ((ctx.zodSchema as { _zod: { def: { type: string } } })._zod.def.type === "undefined") {
    ctx.jsonSchema.not = {};
    ctx.jsonSchema.description = "Must not be sent";
  }
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** Registered schemas to components (nested registered ones become $refs between components). */
function componentsFor(schemas: Map<ZodType, string>, io: "input" | "output"): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of schemas) registry.add(schema, { id });
  const { schemas: out } = z.toJSONSchema(registry, {
    io,
    unrepresentable: "any",
    override,
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, JsonSchema> };
  for (const schema of Object.values(out)) {
    delete schema.$schema;
    delete schema.id;
    delete schema.$id;
  }
  return out;
}

/** ':projectId' -> '{projectId}'. */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:(\w+)/g, "{$1}");
}


function inputParameters(shape: ZodType, where: "path" | "query") {
  const json = z.toJSONSchema(shape, { io: "input", unrepresentable: "any", override }) as JsonSchema;
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: where,
    required: where === "path" || required.has(name),
    // Every query value arrives as text; the schema shows what the server accepts after parsing it.
    schema,
  }));
}

/** Error statuses a route can answer, each documented with the Error body. */
function errorStatuses(route: Endpoint): number[] {
  const statuses = new Set<number>(route.errors ?? []);
  const write = route.method !== "GET";
  const params = pathParamNames(route.path).length > 0;
  if (route.body || route.query || params) statuses.add(400);
  if (route.access !== "public") statuses.add(401).add(403);
  if (write) statuses.add(403);
  if (params) statuses.add(404);
  if (route.body) statuses.add(413).add(415);
  if (route.idempotency) statuses.add(422);
  statuses.add(500);
  return [...statuses].sort((a, b) => a - b);
}

/** The Idempotency-Key header of a contract with `idempotency`. */
function idempotencyKeyParameter(mode: NonNullable<Endpoint["idempotency"]>, unhashedFields: readonly string[] = []) {
  const body = unhashedFields.length ? `body (${unhashedFields.join(", ")} aside)` : "body";
  return {
    in: "header",
    name: IDEMPOTENCY_KEY_HEADER,
    description: `${mode === "required" ? "Required" : "Optional"}. A retry with the same key and ${body} gets the stored answer (with Idempotent-Replayed: true) instead of a second write; the same key with another body is a 422.`,
    required: mode === "required",
    schema: { type: "string", pattern: IDEMPOTENCY_KEY_PATTERN.source },
  };
}

/** The Tap-Age-Ms header of a write a device may queue (a contract with `tapAge`). */
function tapAgeParameter() {
  return {
    in: "header",
    name: TAP_AGE_HEADER,
    description: `Optional; sent by a device's offline queue at every attempt. How long ago the action was tapped, in milliseconds on the device's own clock: it is paid at the receive time less this, never before the worker's previous punch (clockInReceivedAt, clockOutReceivedAt keep the receive time). Not part of the Idempotency-Key's hash; a replay answers with the first attempt's times. Absent: the receive time.`,
    required: false,
    schema: { type: "integer", minimum: 0, maximum: MAX_TAP_AGE_MS },
  };
}

/** A paged list's answer: this page's rows; the next page and the total in headers. */
const PAGE_HEADERS = {
  Link: { description: 'The next page, as <url>; rel="next" with a cursor; absent on the last page', schema: { type: "string" } },
  "X-Total-Count": { description: "How many rows the list has in all", schema: { type: "string", pattern: "^[0-9]+$" } },
};

const ERROR_RESPONSE_NAMES: Record<number, string> = {
  400: "BadRequest",
  401: "Unauthenticated",
  403: "Forbidden",
  404: "NotFound",
  409: "Conflict",
  413: "PayloadTooLarge",
  415: "UnsupportedMediaType",
  422: "Unprocessable",
  429: "RateLimited",
  500: "InternalError",
  503: "Unavailable",
  507: "InsufficientStorage",
};

function errorResponses() {
  const responses: Record<string, unknown> = {};
  for (const [status, name] of Object.entries(ERROR_RESPONSE_NAMES)) {
    const codes = Object.entries(ERROR_STATUS)
      .filter(([, s]) => s === Number(status))
      .map(([code]) => code);
    responses[name] = {
      description: `Error; code ${codes.join(" | ")}`,
      headers: { "X-Request-Id": { description: "The request's id, also in the body", schema: { type: "string" } } },
      content: { "application/json": { schema: ref("Error") } },
    };
  }
  return responses;
}

/** The endpoints of this install: the OpenID routes only when a provider is configured. */
export function documentedEndpoints(options: Pick<OpenApiOptions, "oidcProviderName"> = {}): Endpoint[] {
  const oidc = options.oidcProviderName === undefined ? [] : Object.values(oidcEndpoints(options.oidcProviderName));
  return [...ENDPOINTS, ...oidc];
}

export function buildOpenApiDocument(options: OpenApiOptions = {}) {
  const routes = documentedEndpoints(options);

  const names = namesOf(SCHEMA_MODULES);
  const requestSchemas = new Map<ZodType, string>();
  const responseSchemas = new Map<ZodType, string>([[apiErrorBodySchema, "Error"]]);
  const nameOf = (schema: ZodType, names: Map<ZodType, string>, into: Map<ZodType, string>, route: Endpoint) => {
    const name = names.get(schema);
    if (!name) throw new Error(`${route.method} ${route.path}: its schema is not an exported shared schema, so it has no component name`);
    into.set(schema, name);
    return name;
  };

  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const parameters: unknown[] = route.params
      ? inputParameters(route.params, "path")
      : pathParamNames(route.path).map((name) => ({
          name,
          in: "path",
          required: true,
          description: "A positive whole number of 1 to 9 digits",
          schema: { type: "string", pattern: "^[0-9]{1,9}$" },
        }));
    if (route.query) parameters.push(...inputParameters(route.query, "query"));
    if (route.idempotency) parameters.push(idempotencyKeyParameter(route.idempotency, route.unhashedFields));
    if (route.tapAge) parameters.push(tapAgeParameter());
    for (const header of route.headers ?? []) parameters.push({ in: "header", ...header });

    const responses: Record<string, unknown> = {};
    const r = route.response;
    if (r.kind === "json") {
      const named = ref(nameOf(r.schema, names, responseSchemas, route));
      const schema = r.list ? { type: "array", items: named } : r.nullable ? { anyOf: [named, { type: "null" }] } : named;
      responses[r.status] = { description: r.description, content: { "application/json": { schema } } };
      if (route.page) (responses[r.status] as Record<string, unknown>).headers = PAGE_HEADERS;
    } else if (r.kind === "csv") {
      responses[r.status] = { description: r.description, content: { "text/csv": { schema: { type: "string" } } } };
    } else if (r.kind === "archive") {
      responses[r.status] = { description: r.description, content: { "application/gzip": { schema: { type: "string", contentMediaType: "application/gzip" } } } };
    } else if (r.kind === "image") {
      responses[r.status] = { description: r.description, content: { "image/*": { schema: { type: "string", contentMediaType: "image/*" } } } };
    } else if (r.kind === "document") {
      responses[r.status] = { description: r.description, content: { "application/json": { schema: { type: "object", description: "OpenAPI 3.1" } } } };
    } else if (r.kind === "redirect") {
      responses[r.status] = { description: r.description, headers: { Location: { schema: { type: "string" } } } };
    } else {
      responses[r.status] = { description: r.description };
    }
    for (const status of errorStatuses(route)) responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSE_NAMES[status]}` };
    for (const other of route.otherAnswers ?? []) {
      const schema = ref(nameOf(other.schema, names, responseSchemas, route));
      responses[other.status] = { description: other.description, content: { "application/json": { schema } } };
    }

    const access = ACCESS_SENTENCES[route.access];
    const operation: Record<string, unknown> = {
      operationId: `${route.method.toLowerCase()}${openApiPath(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? "").toUpperCase())}`,
      tags: [route.tag],
      summary: route.summary,
      description: [route.description, access].filter(Boolean).join("\n\n"),
      "x-access": route.access,
      security: securityOf(route.access),
      responses,
    };
    if (parameters.length) operation.parameters = parameters;
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: { "application/json": { schema: ref(nameOf(route.body, names, requestSchemas, route)) } },
      };
    }
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation;
  }

  const requestComponents = componentsFor(requestSchemas, "input");
  const responseComponents = componentsFor(responseSchemas, "output");
  for (const name of Object.keys(requestComponents)) {
    if (name in responseComponents) throw new Error(`Component name ${name} is both a request and a response schema`);
  }

  return {
    openapi: "3.1.0",
    info: {
      title: "Crewline API",
      version: options.version ?? "0.1.0",
      description: [
        "Projects, crews, GPS time clock, payroll, materials and safety for construction contractors.",
        "Sign in through POST /api/auth/login (or /api/admin/login) and send the session cookie back. Unsafe methods from",
        "another site are refused (Sec-Fetch-Site, else Origin), and a request body must be JSON (100 kB at most, photo",
        "uploads 15 MB). Every error answers with the Error shape and an X-Request-Id header. Money is numeric text with",
        "2 decimals ('12.50'); instants are ISO 8601; calendar days are yyyy-MM-dd in the company's time zone.",
      ].join(" "),
    },
    servers: [{ url: "/" }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    security: [{ session: [] }],
    paths,
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: options.sessionCookieName ?? SESSION_COOKIE, description: "The session cookie set by signing in" },
        kiosk: {
          type: "apiKey",
          in: "cookie",
          name: options.kioskCookieName ?? KIOSK_COOKIE,
          description: "The kiosk credential set on a device by POST /api/admin/kiosks (HttpOnly, SameSite=Strict)",
        },
      },
      schemas: { ...requestComponents, ...responseComponents },
      responses: errorResponses(),
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

// Mounts a handler from its contract (shared/api/contract.ts): the access check, parsing the path parameters, query and
// body with the contract's schemas, and the contract's status. A route keeps only the call to its service.
import type { Request, RequestHandler, Response, Router } from "express";
import { z, type ZodType } from "zod";
import {
  pathParamNames,
  type Endpoint,
  type OtherAnswerOf,
  type ParsedBodyOf,
  type ParsedParamsOf,
  type ParsedQueryOf,
  type ResponseOf,
  type Served,
} from "@shared/api/contract";
import { seesMoney, withoutMoneyFields } from "@shared/domain/account-roles";
import { requireAccess } from "../modules/auth/require-user";
import { requireKiosk, type KioskCaller } from "../modules/kiosks/kiosk-credential";
import { idempotentRequestOf, type IdempotentAnswer, type IdempotentRequest } from "./idempotency";
import { REQUIRED_FIELDS_MESSAGE, TAP_AGE_HEADER } from "@shared/api/constants";
import { parseTapAge } from "@shared/domain/tap-time";
import { AppError } from "./errors";
import { parse, parseId, zodFieldErrors, zodMessage } from "./validate";

export interface HandlerInput<E extends Endpoint> {
  params: ParsedParamsOf<E>;
  query: ParsedQueryOf<E>;
  body: ParsedBodyOf<E>;
  /** The signed-in account (checked active, with a role the contract's access allows); absent on public and kiosk routes. */
  user: E["access"] extends "public" | "kiosk" ? Express.User | undefined : Express.User;
  /** The kiosk the request comes from (checked not revoked) on a "kiosk" route. */
  kiosk: E["access"] extends "kiosk" ? KioskCaller : KioskCaller | undefined;
  /** The request's Idempotency-Key, for a contract with `idempotency` (null when an optional key was not sent). */
  idempotency: E extends { idempotency: "required" } ? IdempotentRequest : E extends { idempotency: "optional" } ? IdempotentRequest | null : undefined;
  /** A contract with `tapAge`: the Tap-Age-Ms header's age of the tap in ms (null: sent at once, no header). */
  tapAgeMs: E extends { tapAge: true } ? number | null : undefined;
  req: Request;
  res: Response;
}

/** One page of a paged list: the rows, how many there are in all, and the cursor of the next page (null on the last). */
export interface Page<Row> {
  rows: Row[];
  total: number;
  nextCursor: string | null;
}

type JsonResult<E extends Endpoint> = E["page"] extends object
  ? Page<Served<ResponseOf<E> extends (infer Row)[] ? Row : never>>
  : E extends { idempotency: string }
    ? IdempotentAnswer<Served<ResponseOf<E>> | OtherAnswerOf<E>>
    : Served<ResponseOf<E>>;

/**
 * A JSON contract's handler returns its answer, or `res` once it wrote one of the contract's otherAnswers itself; the
 * others (204, a redirect, bytes) write nothing or `res` themselves.
 */
export type HandlerResult<E extends Endpoint> = E["response"] extends { kind: "json" }
  ? JsonResult<E> | (E["otherAnswers"] extends object ? Response : never)
  : void;

export interface MountOptions {
  /** Middleware between the access check and the handler (a larger body parser, a rate limit, a second guard). */
  before?: RequestHandler[];
}

// Under the test runner every JSON answer is checked against its contract, so a contract cannot drift from the code.
const CHECK_RESPONSES = process.env.NODE_ENV === "test";

const ACCESS_GUARDS: Record<Endpoint["access"], RequestHandler[]> = {
  public: [],
  member: [requireAccess("member")],
  foreman: [requireAccess("foreman")],
  office: [requireAccess("office")],
  admin: [requireAccess("admin")],
  kiosk: [requireKiosk],
};

function parseParams(e: Endpoint, raw: Record<string, string>) {
  if (e.params) return parse(e.params, raw);
  return Object.fromEntries(pathParamNames(e.path).map((name) => [name, parseId(raw[name], name)]));
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** The body by the contract's schema; a failure on a required field sent missing or blank gets the spec's one message. */
function parseBody(e: Endpoint, raw: unknown) {
  if (!e.body) return undefined;
  const result = e.body.safeParse(raw);
  if (result.success) return result.data;
  const fields = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const missing = result.error.issues.some((issue) => e.requiredFields?.includes(String(issue.path[0])) && isBlank(fields[String(issue.path[0])]));
  throw new AppError("validation_failed", missing ? REQUIRED_FIELDS_MESSAGE : zodMessage(result.error), zodFieldErrors(result.error));
}

/** The Tap-Age-Ms header of a contract with `tapAge` (absent: null); a malformed one changes nothing and is a 400. */
function tapAgeOf(e: Endpoint, req: Request): number | null | undefined {
  if (!e.tapAge) return undefined;
  const parsed = parseTapAge(req.get(TAP_AGE_HEADER));
  if ("error" in parsed) throw new AppError("validation_failed", parsed.error);
  return parsed.ageMs;
}

function checkResponse(e: Endpoint, status: number, body: unknown) {
  if (e.response.kind !== "json") return;
  // One of the other answers when its status is not the success's (a late punch's 202); the success's schema else.
  const other = status === e.response.status ? undefined : e.otherAnswers?.find((answer) => answer.status === status);
  const { schema, list, nullable } = other ?? e.response;
  const wire: unknown = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
  const expected: ZodType = list ? z.array(schema) : nullable ? schema.nullable() : schema;
  const result = expected.safeParse(wire);
  if (!result.success) {
    throw new Error(`${e.method} ${e.path} answered outside its contract: ${z.prettifyError(result.error)}`);
  }
}

/** The same URL with the cursor of the next page. */
function nextPageLink(req: Request, cursor: string): string {
  const url = new URL(req.originalUrl, "http://crewline.invalid");
  url.searchParams.set("cursor", cursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
}

function send(e: Endpoint, req: Request, res: Response, result: unknown) {
  if (res.headersSent) return; // the handler answered itself (a redirect, a stream, one of otherAnswers)
  const response = e.response;
  if (response.kind === "none") {
    res.status(204).end();
    return;
  }
  if (response.kind !== "json") return; // the handler wrote the answer itself
  let body = result;
  let status: number = response.status;
  if (e.idempotency) {
    const answer = result as IdempotentAnswer<unknown>;
    if (answer.replayed) res.setHeader("Idempotent-Replayed", "true");
    ({ status, body } = answer);
  }
  if (e.page) {
    const page = result as Page<unknown>;
    res.setHeader("X-Total-Count", String(page.total));
    if (page.nextCursor) res.setHeader("Link", nextPageLink(req, page.nextCursor));
    body = page.rows;
  }
  // Crew, foremen and kiosks never receive a money field, whatever the handler returned (deny by default).
  if (e.access === "kiosk" || (req.user && !seesMoney(req.user.role))) body = withoutMoneyFields(body);
  if (CHECK_RESPONSES) checkResponse(e, status, body);
  res.status(status).json(body);
}

export function mount<E extends Endpoint>(
  router: Router,
  e: E,
  handler: (input: HandlerInput<E>) => Promise<HandlerResult<E>> | HandlerResult<E>,
  options: MountOptions = {},
): void {
  const method = e.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
  if (e.idempotency && e.access === "public") throw new Error(`${e.method} ${e.path}: Idempotency-Keys belong to an account`);
  if (e.unhashedFields && !e.idempotency) throw new Error(`${e.method} ${e.path}: unhashedFields is for a write with an Idempotency-Key`);
  if (e.tapAge && !e.idempotency) throw new Error(`${e.method} ${e.path}: a queued write (tapAge) is resent, so it needs an Idempotency-Key`);
  router[method](e.path, ...ACCESS_GUARDS[e.access], ...(options.before ?? []), async (req: Request, res: Response) => {
    const idempotency = e.idempotency ? idempotentRequestOf(e, req) : undefined;
    const input = {
      idempotency,
      tapAgeMs: tapAgeOf(e, req),
      params: parseParams(e, req.params as Record<string, string>),
      query: e.query ? parse(e.query, req.query) : undefined,
      body: parseBody(e, req.body),
      user: req.user,
      kiosk: req.kiosk,
      req,
      res,
    } as HandlerInput<E>;
    send(e, req, res, await handler(input));
  });
}

// Query options and requests built from an endpoint's contract: one cache key and one type per endpoint, and the URL,
// method and body type from the same declaration the server mounts. Features pass the contract's route from
// @shared/api/routes (its method, path and paging, typed by the contract, without the zod schemas).
import { queryOptions, type QueryKey } from "@tanstack/react-query";
import {
  fillPath,
  type BodyOf,
  type ContractOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type Route,
} from "@shared/api/contract";
import { roleMayAccess } from "@shared/domain/account-roles";
import { apiRequest, type ApiRequestOptions } from "./api-client";
import { fetchAllPages } from "./paged-fetch";
import { queryKeyToUrl } from "./query-client";

type QueryValue = string | number | boolean | null | undefined;

/** What a call to an endpoint fills in: its path parameters, its query and its body, each only if it has one. */
export type EndpointArgs<R extends Route> = ([keyof ParamsOf<ContractOf<R>>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<ContractOf<R>> }) &
  (ContractOf<R>["query"] extends object ? { query?: QueryOf<ContractOf<R>> } : { query?: undefined });

/** What the endpoint behind a route answers. */
export type RouteResponse<R extends Route> = ResponseOf<ContractOf<R>>;

/**
 * The cache key of an endpoint: its root ('/api/projects'), then each further path segment, then the query as an
 * object. '/api/projects/:id/workers' with { id: 5 } -> ['/api/projects', 5, 'workers']; a key is also its URL
 * (queryKeyToUrl), and a root or any prefix invalidates everything below it.
 */
export function endpointKey<R extends Route>(e: R, args?: EndpointArgs<R>): QueryKey {
  const [, api, root, ...rest] = e.path.split("/");
  const params = (args?.params ?? {}) as Record<string, number | string>;
  const key: unknown[] = [`/${api}/${root}`];
  for (const segment of rest) {
    if (!segment.startsWith(":")) key.push(segment);
    else if (segment.slice(1) in params) key.push(params[segment.slice(1)]);
    else throw new Error(`${e.path}: no value for ${segment}`);
  }
  const query = args?.query as Record<string, QueryValue> | undefined;
  const given = query ? Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) : {};
  if (Object.keys(given).length) key.push(given);
  return key;
}

/** Query options for a GET endpoint; the default query function reads the key as its URL. */
export function endpointQuery<R extends Route & { method: "GET" }>(e: R, ...[args]: OptionalArgs<R>) {
  const queryKey = endpointKey(e, args as EndpointArgs<R>);
  if (!e.page) return queryOptions<RouteResponse<R>>({ queryKey });
  return queryOptions<RouteResponse<R>>({
    queryKey,
    queryFn: ({ signal }) => fetchAllPages(queryKeyToUrl(queryKey), signal) as Promise<RouteResponse<R>>,
  });
}

type OptionalArgs<R extends Route> = [keyof ParamsOf<ContractOf<R>>] extends [never] ? [args?: EndpointArgs<R>] : [args: EndpointArgs<R>];

/** Calls an endpoint (for mutations): the path filled in, the query added, the body sent as JSON. */
export function callEndpoint<R extends Route>(
  e: R,
  args: EndpointArgs<R> & { body?: BodyOf<ContractOf<R>> },
  options: ApiRequestOptions = {},
): Promise<RouteResponse<R>> {
  const path = fillPath(e.path, (args.params ?? {}) as Record<string, number | string>);
  const url = args.query ? queryKeyToUrl([path, args.query as Record<string, QueryValue>]) : path;
  return apiRequest<RouteResponse<R>>(e.method, url, args.body, options);
}

/**
 * Whether the signed-in role may call the endpoint, by its contract's access: a screen leaves out the query, button or
 * panel the server would refuse (no 403 toasts), and follows the contract when its access changes.
 */
export function roleMayCall(role: string | undefined, e: Pick<Route, "access">): boolean {
  if (e.access === "public") return true;
  // A kiosk's routes are the kiosk device's (its credential), never a role's: no role ranks at the level "kiosk", so
  // roleMayAccess answers false for it (tests/unit/client/endpoint-client.test.ts holds it; no code for it here, as the
  // first load has no byte to spare).
  return role !== undefined && roleMayAccess(role, e.access as Exclude<typeof e.access, "kiosk">);
}

// Query options and requests built from an endpoint's contract (shared/api/contract.ts): one cache key and one type per
// endpoint, and the URL, method and body type from the same place the server mounts it from.
import { queryOptions, type QueryKey } from "@tanstack/react-query";
import {
  fillPath,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from "@shared/api/contract";
import { apiRequest, type ApiRequestOptions } from "./api-client";
import { fetchAllPages } from "./paged-fetch";
import { queryKeyToUrl } from "./query-client";

type QueryValue = string | number | boolean | null | undefined;

/** What a call to an endpoint fills in: its path parameters, its query and its body, each only if it has one. */
export type EndpointArgs<E extends Endpoint> = ([keyof ParamsOf<E>] extends [never] ? { params?: undefined } : { params: ParamsOf<E> }) &
  (E["query"] extends object ? { query?: QueryOf<E> } : { query?: undefined });

/**
 * The cache key of an endpoint: its root ('/api/projects'), then each further path segment, then the query as an
 * object. '/api/projects/:id/workers' with { id: 5 } -> ['/api/projects', 5, 'workers']; a key is also its URL
 * (queryKeyToUrl), and a root or any prefix invalidates everything below it.
 */
export function endpointKey<E extends Endpoint>(e: E, args?: EndpointArgs<E>): QueryKey {
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
export function endpointQuery<E extends Endpoint & { method: "GET" }>(e: E, ...[args]: OptionalArgs<E>) {
  const queryKey = endpointKey(e, args as EndpointArgs<E>);
  if (!e.page) return queryOptions<ResponseOf<E>>({ queryKey });
  return queryOptions<ResponseOf<E>>({
    queryKey,
    queryFn: ({ signal }) => fetchAllPages(queryKeyToUrl(queryKey), signal) as Promise<ResponseOf<E>>,
  });
}

type OptionalArgs<E extends Endpoint> = [keyof ParamsOf<E>] extends [never] ? [args?: EndpointArgs<E>] : [args: EndpointArgs<E>];

/** Calls an endpoint (for mutations): the path filled in, the query added, the body sent as JSON. */
export function callEndpoint<E extends Endpoint>(
  e: E,
  args: EndpointArgs<E> & { body?: BodyOf<E> },
  options: ApiRequestOptions = {},
): Promise<ResponseOf<E>> {
  const path = fillPath(e.path, (args.params ?? {}) as Record<string, number | string>);
  const url = args.query ? queryKeyToUrl([path, args.query as Record<string, QueryValue>]) : path;
  return apiRequest<ResponseOf<E>>(e.method, url, args.body, options);
}

// The registry's rows are contracts (shared/api/contract.ts); this file goes away with the registry once every module
// declares its endpoints in shared/api.
export { TAGS, archive, csv, json, list, noContent, orNull, redirect } from "@shared/api/contract";
export type { Access, HeaderSpec as HeaderDoc, HttpMethod, ResponseSpec as ResponseDoc, Tag } from "@shared/api/contract";
export type { Endpoint as RouteDoc } from "@shared/api/contract";

// Every route of createApp() as a row: method, Express path, who may call it, and the shared zod schemas of its input and
// output. The OpenAPI document is built from it and tests/api/openapi.test.ts compares it with the router, both ways.
import { timeClockRouteDocs } from "./time-clock-route-docs";
import { orNull, type RouteDoc } from "./route-doc";
import { timeEntryViewSchema } from "@shared/api/openapi";

/** The routes not yet declared as contracts in shared/api. */
export function routeRegistry(): RouteDoc[] {
  const routes: RouteDoc[] = [
    {
      method: "GET",
      path: "/api/workers/:workerId/active-time",
      summary: "A worker's open time entry, or null",
      tag: "time-entries",
      access: "user",
      response: orNull(timeEntryViewSchema, "The open entry, or null when not clocked in"),
    },

    ...timeClockRouteDocs(),

  ];
  return routes;
}

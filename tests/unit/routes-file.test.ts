// shared/api/routes.ts is generated from the contracts (npm run routes): it must say what they say, so the client's
// method, path, access and paging of every endpoint are the server's.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ROUTES_FILE, routesSource } from "../../scripts/generate-routes";
import { ENDPOINTS } from "@shared/api/endpoints";
import * as routes from "@shared/api/routes";

describe("shared/api/routes.ts", () => {
  it("is what `npm run routes` writes from today's contracts", async () => {
    expect(readFileSync(ROUTES_FILE, "utf8"), "shared/api/routes.ts is stale: run npm run routes").toBe(await routesSource());
  });

  it("holds every endpoint of the API once, with its access, and nothing else", () => {
    const fromRoutes = Object.values(routes).flatMap((group) => Object.values(group).map((r) => `${r.method} ${r.path} ${r.access}`));
    expect(fromRoutes.sort()).toEqual(ENDPOINTS.map((e) => `${e.method} ${e.path} ${e.access}`).sort());
  });
});

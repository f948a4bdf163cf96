// Writes shared/api/routes.ts: every contract group (an exported `...Api` object of endpoints in shared/api) as the
// client sees it, method, path, access and paging with the contract's types but none of its zod schemas. The client
// imports its endpoints from there, so a screen that only reads does not download zod. `npm run routes`; a test fails when stale.
import { readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Endpoint } from "../shared/api/contract";

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "shared", "api");
export const ROUTES_FILE = join(API_DIR, "routes.ts");

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === "object" && value !== null && "method" in value && "path" in value && "response" in value;

/** Every `...Api` export of shared/api whose values are all endpoints, by module. */
async function contractGroups(): Promise<{ module: string; name: string; endpoints: Record<string, Endpoint> }[]> {
  const groups = [];
  const modules = readdirSync(API_DIR)
    .filter((file) => file.endsWith(".ts") && file !== "routes.ts" && file !== "endpoints.ts")
    .sort();
  for (const file of modules) {
    const exported = (await import(pathToFileURL(join(API_DIR, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported).sort(([a], [b]) => a.localeCompare(b))) {
      if (!name.endsWith("Api") || typeof value !== "object" || value === null) continue;
      const entries = Object.values(value);
      if (entries.length && entries.every(isEndpoint)) {
        groups.push({ module: file.replace(/\.ts$/, ""), name, endpoints: value as Record<string, Endpoint> });
      }
    }
  }
  return groups;
}

export async function routesSource(): Promise<string> {
  const groups = await contractGroups();
  const lines = [
    "// Generated from the endpoint contracts by `npm run routes` (scripts/generate-routes.ts): do not edit.",
    "// Each contract group as the client sees it: method, path, access and paging, typed by the contract, without its zod",
    "// schemas, so a screen that only reads does not download zod. tests/unit/routes-file.test.ts fails when it is stale.",
    'import type { RoutesOf } from "./contract";',
    ...groups.map((g) => `import type { ${g.name} as ${g.name}Contracts } from "./${g.module}";`),
  ];
  for (const group of groups) {
    lines.push("", `export const ${group.name}: RoutesOf<typeof ${group.name}Contracts> = {`);
    for (const [key, e] of Object.entries(group.endpoints)) {
      const page = e.page ? `, page: { defaultLimit: ${e.page.defaultLimit}, maxLimit: ${e.page.maxLimit} }` : "";
      lines.push(`  ${key}: { method: "${e.method}", path: "${e.path}", access: "${e.access}"${page} },`);
    }
    lines.push("};");
  }
  return `${lines.join("\n")}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(ROUTES_FILE, await routesSource());
  console.log(`wrote ${ROUTES_FILE}`);
}

// Boundary rules only (`npm run lint`): which folder may import which. No style or "recommended" sets, and no
// type-aware linting, so the whole tree lints in seconds. docs/architecture.md ("Boundaries") says why each exists;
// tests/unit/lint-boundaries.test.ts shows each one failing on a violation.
import fs from "node:fs";
import path from "node:path";
import tsParser from "@typescript-eslint/parser";
import { createNodeResolver, importX } from "eslint-plugin-import-x";

const root = import.meta.dirname;
const features = fs
  .readdirSync(path.join(root, "client/src/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Feature-to-feature imports that exist today, each with its reason; they go when the shared piece finds a home
 * outside client/src/features. Keys are the importing feature, values paths inside client/src/features.
 */
const crossFeatureExceptions = {
  // The offline punch queue sends a punch only under the account that tapped it: it reads the current user query.
  "time-clock": ["./auth/api.ts"],
};

/** Files in server/ that may reach the database although they are not a module's repo. */
const databaseAccessExceptions = [
  "server/index.ts", // start-up: opens the database, migrates, seeds
  "server/db/**", // the database client, migrations, demo seed and the embedded backup archive
  "server/modules/auth/session.ts", // the session store (connect-pg-simple) runs on the database pool
  "server/modules/health/health.routes.ts", // /readyz asks the database itself to answer
];

/** Values that reach the database: query builders, drivers and the database client module. Types stay allowed. */
const databaseImports = [
  { regex: "^drizzle-orm(/|$)", message: "Only a module's *.repo.ts talks to the database (drizzle-orm)." },
  { regex: "^pg$", message: "Only a module's *.repo.ts talks to the database (pg)." },
  { regex: "^@electric-sql/pglite(/|$)", message: "Only a module's *.repo.ts talks to the database (PGlite)." },
  { regex: "(^|/)db/client(\\.ts)?$", message: "Only a module's *.repo.ts talks to the database (db/client)." },
].map((pattern) => ({ ...pattern, allowTypeImports: true }));

const clockMessage = "shared/domain is pure: take the time as an argument instead of reading the clock.";

export default [
  { ignores: ["node_modules/", "dist/", "data/", ".data-*/", "test-results/", "playwright-report/", "coverage/"] },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createNodeResolver({
          tsconfig: { configFile: path.join(root, "tsconfig.json") },
          extensions: [".ts", ".tsx", ".js", ".json"],
        }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: root,
          zones: [
            ...features.map((feature) => ({
              target: `client/src/features/${feature}`,
              from: "client/src/features",
              except: [`./${feature}`, ...(crossFeatureExceptions[feature] ?? [])],
              message: "A feature imports no other feature: move the shared piece to client/src/components or lib.",
            })),
            { target: "client", from: "server", message: "The client never imports the server: share through shared/." },
            {
              target: "shared",
              from: ["client", "server"],
              message: "shared/ is imported by the client and the server, never the other way round.",
            },
            {
              target: "server/**/*.routes.ts",
              from: "server/**/*.repo.ts",
              message: "A route calls its service; only services call repos.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["shared/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^drizzle-(orm|zod)(/|$)", message: "shared/domain is pure: no drizzle." },
            {
              regex: "(^|/)schema(\\.ts)?$",
              allowTypeImports: true,
              message: "shared/domain is pure: import only types from the schema.",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: clockMessage },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: clockMessage },
        { selector: "CallExpression[callee.name='Date']", message: clockMessage },
        {
          selector: "CallExpression[callee.object.name='performance'][callee.property.name='now']",
          message: clockMessage,
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts"],
    ignores: ["server/**/*.repo.ts", ...databaseAccessExceptions],
    rules: { "no-restricted-imports": ["error", { patterns: databaseImports }] },
  },
  {
    // The contracts are bundled by the client: plain zod, no table definitions (they bring drizzle).
    files: ["shared/api/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^drizzle-(orm|zod)(/|$)", message: "shared/api is bundled by the client: plain zod, no drizzle." },
            {
              regex: "(^|/)schema(\\.ts)?$",
              allowTypeImports: true,
              message: "shared/api is bundled by the client: import only types from the tables (they bring drizzle).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^@shared/schema$",
              allowTypeImports: true,
              message: "The tables bring drizzle into the bundle: import only their types; shapes are in shared/api.",
            },
            {
              regex: "^@shared/api/(?!routes$)",
              importNamePattern: "Api$",
              message: "Reach an endpoint through @shared/api/routes (its route without the zod schemas, so reads need no zod).",
            },
          ],
        },
      ],
    },
  },
];

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

const modules = fs
  .readdirSync(path.join(root, "server/modules"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A module's repo is its own: another module asks its service, or gets the repo handed in by server/services.ts (a
 * type import). The value imports that exist, each with its reason; keys are the importing module, values
 * "module/file.repo" paths in server/modules.
 */
const crossRepoExceptions = {
  // A change queues its mail in its own transaction, so a mail exists exactly when its change committed (QUALITY 57).
  admin: ["mail-queue/mail-queue.repo", "invites/invites.repo"], // and a role change cancels the invitations it outranks
  auth: ["mail-queue/mail-queue.repo"],
  // An injury reported at a sign-off queues the office's mail with its record.
  incidents: ["mail-queue/mail-queue.repo"],
  invites: ["mail-queue/mail-queue.repo", "admin/account-changes.repo"], // and an accepted invitation records the account change
  // The dashboard counts the jobs the caller sees with the jobs' own scope filter.
  stats: ["jobs/job-scope.repo"],
  // Lists of entries scope and name them as the timesheet does; a request is checked against the entry's breaks.
  "correction-requests": ["time-entries/time-entries.repo", "mail-queue/mail-queue.repo", "time-clock/break-rows.repo"],
  notifications: ["time-entries/time-entries.repo", "time-entries/entry-select.repo"],
  // Payroll reads the meal-break rule's entries in its own transaction.
  payroll: ["meal-breaks/meal-breaks.repo"],
  // The office's corrections, closes and manual entries follow the time clock's lock order and change the break rows;
  // the forgotten clock-outs queue their alerts with the mail queue.
  "time-entries": ["time-clock/open-entry.repo", "time-clock/break-rows.repo", "mail-queue/mail-queue.repo"],
  // A sign-off locks its entry in the lock order and marks a kiosk's offline answer unverified.
  "sign-offs": ["time-clock/open-entry.repo", "time-clock/entry-marks.repo"],
  // Step 2 of the lock order is the payroll week's lock.
  "time-clock": ["payroll/pay-period-lock.repo"],
  // The kiosk settings are one row of the settings store.
  kiosks: ["settings/settings-store.repo"],
  // A worker's period is labelled from the one evaluator's rows, read in the same snapshot as the version they sign.
  "period-signatures": ["payroll/labelled-entries.repo"],
};

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Value imports of another module's repo from module `name` (type imports stay allowed: the repo is handed in). */
function crossRepoImports(name) {
  const allowed = (crossRepoExceptions[name] ?? []).map(escapeRegex);
  const except = allowed.length ? `(?!(${allowed.join("|")})$)` : "";
  return {
    regex: `^\\.\\./(?!${escapeRegex(name)}/)${except}[\\w-]+/[\\w.-]+\\.repo(\\.ts)?$`,
    allowTypeImports: true,
    message: "A module's repo is its own: ask its service, or list the exception with its reason in eslint.config.js.",
  };
}

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
            {
              target: "server/modules/time-clock",
              from: "server/modules/time-entries",
              message: "The time clock owns the open entry; the office's time-entries module builds on it, never the other way round.",
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
  // Each module's files: the database rule above (its options are replaced here, so it is repeated) and its repos.
  ...modules.flatMap((name) => [
    {
      files: [`server/modules/${name}/**/*.ts`],
      ignores: ["server/**/*.repo.ts", ...databaseAccessExceptions],
      rules: { "no-restricted-imports": ["error", { patterns: [...databaseImports, crossRepoImports(name)] }] },
    },
    {
      files: [`server/modules/${name}/**/*.repo.ts`],
      rules: { "no-restricted-imports": ["error", { patterns: [crossRepoImports(name)] }] },
    },
  ]),
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

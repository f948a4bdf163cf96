#!/usr/bin/env node
// The test suites as named steps, each timed: `npm test` (the whole suite, on the embedded database unless
// DATABASE_URL is set) and `npm run test:postgres` (what CI runs a second time on a PostgreSQL server). Plain
// JavaScript with no imports beyond Node's, so it runs before `npm install` on a fresh machine.
// Each step's duration is printed as it ends and all of them at the end, so a CI log shows where its time went
// (docs/architecture.md, "Tests and the CI budget").
import { spawnSync } from "node:child_process";
import fs from "node:fs";

/**
 * API files that start the server as a process of its own on a data directory, never on DATABASE_URL (its start, its
 * modes, its lock and its password line): on PostgreSQL they would run the embedded database again.
 */
const EMBEDDED_ONLY_VITEST_FILES = ["tests/api/server-process.test.ts", "tests/api/server-process-modes.test.ts"];

/**
 * The vitest files that open a database: the API suite (less the files above) and the keyset SQL's unit test. The rest
 * of tests/unit is pure (or happy-dom) and the drills start their own clusters, so a second database adds nothing to
 * them. Named one by one: vitest's --exclude does not reach the projects of vitest.config.ts.
 */
const DATABASE_VITEST_FILES = [
  ...fs
    .readdirSync("tests/api")
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => `tests/api/${file}`)
    .filter((file) => !EMBEDDED_ONLY_VITEST_FILES.includes(file)),
  "tests/unit/server/keyset.test.ts",
];

/**
 * The browser journeys whose behaviour depends on the database: the backup screen (a download on the embedded
 * database, the pg_dump line on PostgreSQL), removing the demo company (one large transaction of deletes), and the
 * crew's day and offline replays (savepoints per worker, Idempotency-Keys claimed under concurrency). On the phone,
 * where `npm test` runs them (the config keeps these off the desktop: their behaviour does not depend on the width).
 */
const DATABASE_JOURNEYS = [
  "tests/e2e/admin-backup.spec.ts",
  "tests/e2e/demo-data.spec.ts",
  "tests/e2e/crew-day.phone.spec.ts",
  "tests/e2e/offline-actions.phone.spec.ts",
];

const SUITES = {
  all: [
    ["install", "npm install --include=dev --no-audit --no-fund"],
    ["typecheck", "npm run typecheck"],
    ["lint", "npm run lint"],
    ["build", "npm run build"],
    ["vitest", "vitest run"],
    ["playwright", "playwright test"],
  ],
  postgres: [
    ["vitest (database files)", `vitest run ${DATABASE_VITEST_FILES.join(" ")}`],
    ["build", "npm run build"],
    ["playwright (database journeys)", `playwright test ${DATABASE_JOURNEYS.join(" ")} --project=pixel-7`],
  ],
};

const suiteName = process.argv[2];
const steps = SUITES[suiteName];
if (!steps) {
  console.error(`usage: run-steps.mjs ${Object.keys(SUITES).join("|")}`);
  process.exit(2);
}
if (suiteName === "postgres" && !process.env.DATABASE_URL) {
  console.error("npm run test:postgres needs DATABASE_URL (a PostgreSQL database this run may fill and empty)");
  process.exit(2);
}

const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const started = Date.now();
const took = [];
function summary() {
  const parts = took.map(([name, ms]) => `${name} ${seconds(ms)}`);
  return `${parts.join(", ")}; total ${seconds(Date.now() - started)}`;
}

for (const [index, [name, command]] of steps.entries()) {
  console.log(`\n== step ${index + 1}/${steps.length} (${suiteName}): ${name}: ${command}`);
  const stepStarted = Date.now();
  // One step after another in this process's terminal; a step's own exit code ends the suite.
  const { status, signal } = spawnSync(command, { stdio: "inherit", shell: true });
  took.push([name, Date.now() - stepStarted]);
  if (status !== 0) {
    console.log(`\n== step ${name} FAILED (${signal ?? `exit ${status}`}) after ${seconds(Date.now() - stepStarted)}`);
    console.log(`== steps (${suiteName}): ${summary()}`);
    process.exit(status ?? 1);
  }
  console.log(`== step ${name} passed in ${seconds(Date.now() - stepStarted)}`);
}
console.log(`\n== steps (${suiteName}) passed: ${summary()}`);

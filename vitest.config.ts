// Vitest runs the unit and API tests; Playwright's *.spec.ts files never belong here.
import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

// A deployer's exported NODE_ENV=production must not change what the tests run: Vite would resolve the client's
// modules for production (the happy-dom tests then fail to load) and React would load its production build.
// Vitest only fills NODE_ENV in when it is unset, so the suite sets it here, before the workers start.
process.env.NODE_ENV = "test";

const UNIT_AND_API_FILES = ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "tests/api/**/*.test.ts"];

/** Every test file under `dir`, as a path from the project's root. */
function testFilesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/**
 * The files that replace a module (`vi.mock`): they need modules of their own. Found by reading the files, so a new
 * one cannot be forgotten here.
 */
const MODULE_MOCKING_FILES = [...testFilesUnder("tests/unit"), ...testFilesUnder("tests/api")].filter((file) =>
  /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(file, "utf8")),
);

export default defineConfig({
  resolve: {
    alias: {
      "@shared": path.resolve(import.meta.dirname, "shared"),
      "@": path.resolve(import.meta.dirname, "client/src"),
    },
  },
  test: {
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
    restoreMocks: true,
    projects: [
      {
        // The unit and API files share their worker's modules (one import of the server and the client for many files,
        // not one per file: it halved the API suite's time). Each API file still builds its own app on its own database
        // (tests/support/app.ts); the modules' own state (the bcrypt lanes, the thumbnail queue) is empty again once a
        // file's requests have ended, and a spy on a shared module is restored after each test (restoreMocks).
        extends: true,
        test: { name: "shared", include: UNIT_AND_API_FILES, exclude: MODULE_MOCKING_FILES, isolate: false },
      },
      {
        // Modules of their own: the files that mock one, and the fault drills (processes and clusters of their own).
        extends: true,
        test: { name: "isolated", include: [...MODULE_MOCKING_FILES, "tests/drills/**/*.test.ts"], isolate: true },
      },
    ],
  },
});

// Vitest runs the unit and API tests; Playwright's *.spec.ts files never belong here.
import path from "node:path";
import { defineConfig } from "vitest/config";

// A deployer's exported NODE_ENV=production must not change what the tests run: Vite would resolve the client's
// modules for production (the happy-dom tests then fail to load) and React would load its production build.
// Vitest only fills NODE_ENV in when it is unset, so the suite sets it here, before the workers start.
process.env.NODE_ENV = "test";

export default defineConfig({
  resolve: {
    alias: {
      "@shared": path.resolve(import.meta.dirname, "shared"),
      "@": path.resolve(import.meta.dirname, "client/src"),
    },
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "tests/api/**/*.test.ts", "tests/drills/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
  },
});

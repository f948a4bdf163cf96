// The fault drills alone (npm run drills): one file at a time, since each starts its own PostgreSQL and servers.
import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname, "../..");

export default defineConfig({
  root,
  resolve: {
    alias: {
      "@shared": path.resolve(root, "shared"),
      "@": path.resolve(root, "client/src"),
    },
  },
  test: {
    include: ["tests/drills/**/*.test.ts"],
    testTimeout: 90_000,
    hookTimeout: 60_000,
    pool: "forks",
    fileParallelism: false,
  },
});

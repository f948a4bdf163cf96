// drizzle-kit reads the shared schema and writes SQL migrations into migrations/ (applied at start-up).
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./shared/schema.ts",
  out: "./migrations",
  casing: undefined,
});

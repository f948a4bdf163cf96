// The boundary rules of eslint.config.js (`npm run lint`), each shown failing on a violation at a realistic path and
// passing on the import it should allow. Imported files exist, since the path rules judge where an import resolves.
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

type Case = { rule: string; filePath: string; code: string };

const violations: [string, Case][] = [
  [
    "a feature importing another feature by alias",
    { rule: "import-x/no-restricted-paths", filePath: "client/src/features/projects/api.ts", code: `import { workerQueries } from "@/features/workers/api";` },
  ],
  [
    "a feature importing another feature by relative path",
    {
      rule: "import-x/no-restricted-paths",
      filePath: "client/src/features/projects/components/project-card.tsx",
      code: `import { filterWorkers } from "../../workers/filter-workers";`,
    },
  ],
  [
    "a feature loading another feature lazily",
    { rule: "import-x/no-restricted-paths", filePath: "client/src/features/projects/api.ts", code: `export const load = () => import("@/features/workers/api");` },
  ],
  [
    "a feature importing a feature other than its listed exception",
    { rule: "import-x/no-restricted-paths", filePath: "client/src/features/time-clock/offline-queue.ts", code: `import { projectQueries } from "@/features/projects/api";` },
  ],
  [
    "the client importing the server",
    { rule: "import-x/no-restricted-paths", filePath: "client/src/lib/format.ts", code: `import { AppError } from "../../../server/lib/errors";` },
  ],
  [
    "the client importing a server type",
    { rule: "import-x/no-restricted-paths", filePath: "client/src/app/app.tsx", code: `import type { AuthService } from "../../../server/modules/auth/auth.service";` },
  ],
  [
    "shared importing the client",
    { rule: "import-x/no-restricted-paths", filePath: "shared/api/projects.ts", code: `import { formatMoney } from "@/lib/format";` },
  ],
  [
    "shared importing the server",
    { rule: "import-x/no-restricted-paths", filePath: "shared/errors.ts", code: `export { AppError } from "../server/lib/errors";` },
  ],
  [
    "shared/domain importing drizzle",
    { rule: "no-restricted-imports", filePath: "shared/domain/payroll.ts", code: `import { sql } from "drizzle-orm";` },
  ],
  [
    "shared/domain importing drizzle-zod",
    { rule: "no-restricted-imports", filePath: "shared/domain/stock.ts", code: `import { createInsertSchema } from "drizzle-zod";` },
  ],
  [
    "shared/domain importing a table from the schema",
    { rule: "no-restricted-imports", filePath: "shared/domain/payroll.ts", code: `import { timeEntries } from "../schema";` },
  ],
  ["shared/domain calling Date.now()", { rule: "no-restricted-syntax", filePath: "shared/domain/work-week.ts", code: `export const nowMs = () => Date.now();` }],
  ["shared/domain calling new Date()", { rule: "no-restricted-syntax", filePath: "shared/domain/work-week.ts", code: `export const today = () => new Date();` }],
  [
    "shared/domain calling performance.now()",
    { rule: "no-restricted-syntax", filePath: "shared/domain/gps-quality.ts", code: `export const tick = () => performance.now();` },
  ],
  [
    "a service importing drizzle",
    { rule: "no-restricted-imports", filePath: "server/modules/projects/projects.service.ts", code: `import { eq } from "drizzle-orm";` },
  ],
  [
    "a service importing the database client",
    { rule: "no-restricted-imports", filePath: "server/modules/workers/workers.service.ts", code: `import { openDatabase } from "../../db/client";` },
  ],
  ["middleware importing pg", { rule: "no-restricted-imports", filePath: "server/middleware/same-origin.ts", code: `import pg from "pg";` }],
  [
    "a server helper importing PGlite",
    { rule: "no-restricted-imports", filePath: "server/lib/wire.ts", code: `import { PGlite } from "@electric-sql/pglite";` },
  ],
  [
    "a route importing its own repo",
    { rule: "import-x/no-restricted-paths", filePath: "server/modules/projects/projects.routes.ts", code: `import { createProjectsRepo } from "./projects.repo";` },
  ],
  [
    "a route importing another module's repo (one its module may import)",
    { rule: "import-x/no-restricted-paths", filePath: "server/modules/stats/stats.routes.ts", code: `import { jobRowFilter } from "../jobs/job-scope.repo";` },
  ],
  [
    "a service importing another module's repo",
    { rule: "no-restricted-imports", filePath: "server/modules/projects/projects.service.ts", code: `import { queueMail } from "../mail-queue/mail-queue.repo";` },
  ],
  [
    "a repo importing another module's repo",
    { rule: "no-restricted-imports", filePath: "server/modules/workers/workers.repo.ts", code: `import { lockPayrollWeek } from "../payroll/pay-period-lock.repo";` },
  ],
  [
    "a module importing a repo other than its listed exception",
    { rule: "no-restricted-imports", filePath: "server/modules/sign-offs/sign-offs.service.ts", code: `import { breaksOf } from "../time-clock/break-rows.repo";` },
  ],
  [
    "the time clock importing the office's time-entries module",
    { rule: "import-x/no-restricted-paths", filePath: "server/modules/time-clock/clock-steps.ts", code: `import { toView } from "../time-entries/time-entry-view";` },
  ],
  [
    "the client reaching an endpoint through its contract module (that brings zod)",
    { rule: "no-restricted-imports", filePath: "client/src/features/projects/api.ts", code: `import { projectsApi } from "@shared/api/projects";` },
  ],
  [
    "the client importing a table (that brings drizzle)",
    { rule: "no-restricted-imports", filePath: "client/src/features/workers/api.ts", code: `import { workers } from "@shared/schema";` },
  ],
  [
    "a contract importing a table (the client bundles the contracts)",
    { rule: "no-restricted-imports", filePath: "shared/api/projects.ts", code: `import { projects } from "../schema";` },
  ],
  [
    "a contract importing drizzle-zod",
    { rule: "no-restricted-imports", filePath: "shared/api/jobs.ts", code: `import { createInsertSchema } from "drizzle-zod";` },
  ],
];

const allowed: [string, Omit<Case, "rule">][] = [
  ["a feature importing its own files", { filePath: "client/src/features/projects/components/project-card.tsx", code: `import type { Project } from "../api";` }],
  ["a feature importing components and lib", { filePath: "client/src/features/projects/api.ts", code: `import { cn } from "@/lib/cn";\nimport { Button } from "@/components/ui/button";` }],
  ["a page composing features", { filePath: "client/src/app/signed-in-pages.ts", code: `import { projectQueries } from "@/features/projects/api";` }],
  ["a listed cross-feature exception", { filePath: "client/src/features/time-clock/offline-queue.ts", code: `import { authQueries } from "@/features/auth/api";` }],
  ["the client importing shared", { filePath: "client/src/features/projects/api.ts", code: `import { projectStatuses } from "@shared/domain/statuses";` }],
  ["shared importing shared", { filePath: "shared/api/projects.ts", code: `import { projectStatuses } from "../domain/statuses";` }],
  ["shared/domain importing schema types", { filePath: "shared/domain/payroll.ts", code: `import type { TimeEntry } from "../schema";` }],
  ["shared/domain taking a given time", { filePath: "shared/domain/work-week.ts", code: `export const at = (ms: number) => new Date(ms);` }],
  ["a repo importing drizzle and the database client", { filePath: "server/modules/projects/projects.repo.ts", code: `import { eq } from "drizzle-orm";\nimport type { Db } from "../../db/client";` }],
  ["a service importing database types", { filePath: "server/modules/projects/projects.service.ts", code: `import type { Db } from "../../db/client";\nimport type { SQL } from "drizzle-orm";` }],
  ["start-up importing the database client", { filePath: "server/index.ts", code: `import { sql } from "drizzle-orm";\nimport { openDatabase } from "./db/client";` }],
  ["the demo seed using drizzle", { filePath: "server/db/seed-demo.ts", code: `import { asc } from "drizzle-orm";` }],
  ["a test importing the database client", { filePath: "tests/support/app.ts", code: `import { openDatabase } from "../../server/db/client";` }],
  ["a service importing its repo", { filePath: "server/modules/projects/projects.service.ts", code: `import { createProjectsRepo } from "./projects.repo";` }],
  ["a service importing another module's repo type (services.ts hands the repo in)", { filePath: "server/modules/time-clock/clock-steps.ts", code: `import type { EntryPayRepo } from "../payroll/entry-pay.repo";` }],
  ["a listed cross-module repo exception", { filePath: "server/modules/sign-offs/sign-offs.service.ts", code: `import { lockEntry } from "../time-clock/open-entry.repo";` }],
  ["the office's time-entries building on the time clock", { filePath: "server/modules/time-entries/time-entries.service.ts", code: `import { doneOrThrow } from "../time-clock/step-refusal";` }],
  ["a route importing its service", { filePath: "server/modules/projects/projects.routes.ts", code: `import { createProjectsService } from "./projects.service";` }],
  ["the client reaching an endpoint through its route", { filePath: "client/src/features/projects/api.ts", code: `import { projectsApi } from "@shared/api/routes";` }],
  ["the client importing a form's body schema and table types", { filePath: "client/src/features/projects/project-form.ts", code: `import { insertProjectSchema } from "@shared/api/projects";\nimport type { Project } from "@shared/schema";` }],
];

describe("boundary lint rules (eslint.config.js)", () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  async function lint(filePath: string, code: string) {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return result.messages;
  }

  it.each(violations)("refuses %s", async (_name, { rule, filePath, code }) => {
    const messages = await lint(filePath, code);
    expect(messages.map((m) => m.ruleId)).toEqual([rule]);
    expect(messages[0].severity).toBe(2);
  });

  it.each(allowed)("allows %s", async (_name, { filePath, code }) => {
    expect(await lint(filePath, code)).toEqual([]);
  });
});

// The materials and safety contracts are plain zod (the client bundles them), so nothing ties them to the tables but
// these checks: a table-shaped answer has exactly its table's columns, and every request field is a column.
import { getTableColumns, type Table } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ZodObject } from "zod";
import {
  createMaterialSchema,
  createMaterialTransactionSchema,
  materialRowSchema,
  materialTransactionViewSchema,
  projectMaterialEstimateSchema,
  projectMaterialViewSchema,
} from "@shared/api/materials";
import { checklistItemViewSchema, checklistViewSchema, createChecklistSchema } from "@shared/api/safety";
import { materials, materialTransactions, projectMaterials, safetyChecklistItems, safetyChecklists } from "@shared/schema";

const columnsOf = (table: Table) => Object.keys(getTableColumns(table)).sort();
const keysOf = (schema: ZodObject) => Object.keys(schema.shape).sort();

describe("answers shaped like a table", () => {
  it("a material row has exactly the materials table's columns", () => {
    expect(keysOf(materialRowSchema)).toEqual(columnsOf(materials));
  });

  it.each([
    ["a stock movement", materialTransactionViewSchema, materialTransactions],
    ["a project's estimate", projectMaterialViewSchema, projectMaterials],
    ["a checklist", checklistViewSchema, safetyChecklists],
    ["a checklist item", checklistItemViewSchema, safetyChecklistItems],
  ] as const)("%s carries every column of its table", (_what, schema, table) => {
    expect(keysOf(schema)).toEqual(expect.arrayContaining(columnsOf(table)));
  });
});

describe("request bodies name only columns", () => {
  it.each([
    ["POST /api/materials", createMaterialSchema, materials],
    ["POST /api/materials/:id/transactions", createMaterialTransactionSchema, materialTransactions],
    ["PUT /api/projects/:projectId/materials/:materialId", projectMaterialEstimateSchema, projectMaterials],
    ["POST /api/safety/checklists", createChecklistSchema, safetyChecklists],
  ] as const)("%s", (_route, schema, table) => {
    const columns = columnsOf(table);
    expect(keysOf(schema).filter((key) => !columns.includes(key))).toEqual([]);
  });
});

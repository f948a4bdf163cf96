// Materials endpoints: the catalogue, stock movements (paged, newest first) and a project's estimate against its use.
// The request schemas are in materials-schemas.ts, the answers in materials-views.ts; both are re-exported here.
import { z } from "zod";
import { REQUIRED_MATERIAL_FIELDS } from "./constants";
import { DEFAULT_PAGE, endpoint, json, list, noContent } from "./contract";
import { pageQueryFields } from "./paging";
import {
  createMaterialSchema,
  createMaterialTransactionSchema,
  projectMaterialEstimateSchema,
  updateMaterialSchema,
} from "./materials-schemas";
import {
  materialMovementResultSchema,
  materialTransactionViewSchema,
  materialViewSchema,
  projectMaterialUsageViewSchema,
  projectMaterialViewSchema,
} from "./materials-views";

export * from "./materials-schemas";
export * from "./materials-views";

/** GET /api/materials/:id/transactions: only the page fields (a cursor from the Link header, a limit). */
export const materialTransactionsQuerySchema = z.object(pageQueryFields(DEFAULT_PAGE)).strict();

export const materialsApi = {
  list: endpoint({
    method: "GET",
    path: "/api/materials",
    summary: "Every material",
    description: "Foremen get the stock levels without unit costs or values.",
    tag: "materials",
    access: "foreman",
    response: list(materialViewSchema, "The materials"),
  }),
  create: endpoint({
    method: "POST",
    path: "/api/materials",
    summary: "Add a material",
    description: "currentStock is the opening stock, recorded as a 'received' movement.",
    tag: "materials",
    access: "office",
    body: createMaterialSchema,
    requiredFields: REQUIRED_MATERIAL_FIELDS,
    response: json(materialViewSchema, "Created", 201),
  }),
  get: endpoint({
    method: "GET",
    path: "/api/materials/:id",
    summary: "One material",
    tag: "materials",
    access: "foreman",
    response: json(materialViewSchema, "The material"),
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/materials/:id",
    summary: "Edit a material (stock changes only through movements)",
    tag: "materials",
    access: "office",
    body: updateMaterialSchema,
    requiredFields: REQUIRED_MATERIAL_FIELDS,
    response: json(materialViewSchema, "The changed material"),
  }),
  // Deleting a material erases its whole stock history (SPEC 3 cascade), so only an administrator may.
  remove: endpoint({
    method: "DELETE",
    path: "/api/materials/:id",
    summary: "Delete a material and its stock history",
    tag: "materials",
    access: "admin",
    response: noContent(),
  }),
  transactions: endpoint({
    method: "GET",
    path: "/api/materials/:id/transactions",
    summary: "A material's stock movements, newest first",
    description: "A foreman gets only the movements on their own projects, without costs.",
    tag: "materials",
    access: "foreman",
    query: materialTransactionsQuerySchema,
    page: DEFAULT_PAGE,
    response: list(materialTransactionViewSchema, "The movements"),
  }),
  recordMovement: endpoint({
    method: "POST",
    path: "/api/materials/:id/transactions",
    summary: "Record a stock movement (received, used, returned, adjusted)",
    description:
      "409 when it would take the stock below zero or beyond its maximum. A foreman may record only a 'used' movement on one of their own projects, without a unit cost (it is priced at the material's cost); anything else is a 403.",
    tag: "materials",
    access: "foreman",
    body: createMaterialTransactionSchema,
    response: json(materialMovementResultSchema, "The movement and the material after it", 201),
    errors: [409],
  }),
  projectEstimates: endpoint({
    method: "GET",
    path: "/api/projects/:id/materials",
    summary: "A project's material estimates against actual use",
    description: "A foreman gets their own projects' quantities without costs (404 for any other project).",
    tag: "materials",
    access: "foreman",
    response: list(projectMaterialViewSchema, "The estimates"),
  }),
  projectUsage: endpoint({
    method: "GET",
    path: "/api/projects/:id/material-usage",
    summary: "What a project used of each material, from its stock movements",
    description:
      "Per material: the project's 'used' movements less its 'returned' ones, with their cost. Received and adjusted movements never count. A foreman gets their own projects' quantities without costs (404 for any other project).",
    tag: "materials",
    access: "foreman",
    response: list(projectMaterialUsageViewSchema, "Use per material, by name"),
  }),
  saveEstimate: endpoint({
    method: "PUT",
    path: "/api/projects/:id/materials/:materialId",
    summary: "Set a project's estimate for one material",
    tag: "materials",
    access: "office",
    body: projectMaterialEstimateSchema,
    response: json(projectMaterialViewSchema, "The estimate"),
  }),
};

// HTTP for materials, their stock movements, and a project's material estimate vs actual use.
import { Router } from "express";
import type { ZodType, z } from "zod";
import {
  createMaterialSchema,
  createMaterialTransactionSchema,
  projectMaterialEstimateSchema,
  updateMaterialSchema,
} from "@shared/api/materials";
import { REQUIRED_FIELDS_MESSAGE, REQUIRED_MATERIAL_FIELDS } from "@shared/api/constants";
import { requireAdmin, requireUser } from "../auth/require-user";
import { AppError } from "../../lib/errors";
import { parse, parseId, zodFieldErrors, zodMessage } from "../../lib/validate";
import type { MaterialsService } from "./materials.service";

/** Like parse(), but a missing name, category or unit answers with the spec's 'Please fill in all required fields.'. */
function parseMaterialBody<T extends ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fieldErrors = zodFieldErrors(result.error);
  const missingRequired = result.error.issues.some(
    (issue) =>
      REQUIRED_MATERIAL_FIELDS.includes(issue.path[0] as (typeof REQUIRED_MATERIAL_FIELDS)[number]) &&
      (issue.code === "invalid_type" || issue.code === "too_small"),
  );
  throw new AppError("validation_failed", missingRequired ? REQUIRED_FIELDS_MESSAGE : zodMessage(result.error), fieldErrors);
}

export function createMaterialsRouter(materials: MaterialsService) {
  const router = Router();

  router.get("/api/materials", requireUser, async (_req, res) => {
    res.json(await materials.list());
  });

  router.post("/api/materials", requireUser, async (req, res) => {
    const input = parseMaterialBody(createMaterialSchema, req.body);
    res.status(201).json(await materials.create(input, req.user!.id));
  });

  router.get("/api/materials/:id", requireUser, async (req, res) => {
    res.json(await materials.get(parseId(req.params.id)));
  });

  router.patch("/api/materials/:id", requireUser, async (req, res) => {
    const id = parseId(req.params.id);
    const fields = parseMaterialBody(updateMaterialSchema, req.body);
    res.json(await materials.update(id, fields));
  });

  // Deleting a material erases its whole stock history (SPEC 3 cascade), so only an administrator may.
  router.delete("/api/materials/:id", requireAdmin, async (req, res) => {
    await materials.remove(parseId(req.params.id));
    res.status(204).end();
  });

  router.get("/api/materials/:id/transactions", requireUser, async (req, res) => {
    res.json(await materials.listTransactions(parseId(req.params.id)));
  });

  router.post("/api/materials/:id/transactions", requireUser, async (req, res) => {
    const id = parseId(req.params.id);
    const input = parse(createMaterialTransactionSchema, req.body);
    res.status(201).json(await materials.recordMovement(id, input, req.user!.id));
  });

  router.get("/api/projects/:id/materials", requireUser, async (req, res) => {
    res.json(await materials.listProjectMaterials(parseId(req.params.id)));
  });

  router.get("/api/projects/:id/material-usage", requireUser, async (req, res) => {
    res.json(await materials.listProjectUsage(parseId(req.params.id)));
  });

  router.put("/api/projects/:id/materials/:materialId", requireUser, async (req, res) => {
    const projectId = parseId(req.params.id);
    const materialId = parseId(req.params.materialId, "materialId");
    const input = parse(projectMaterialEstimateSchema, req.body);
    res.json(await materials.saveEstimate(projectId, materialId, input));
  });

  return router;
}

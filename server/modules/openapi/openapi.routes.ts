// GET /api/openapi.json: the API reference, for signed-in users (it lists the admin routes of this install).
import { Router } from "express";
import { requireUser } from "../auth/require-user";
import { buildOpenApiDocument, type OpenApiOptions } from "./openapi-document";

export function createOpenApiRouter(options: OpenApiOptions) {
  const router = Router();
  // Built once on first use: the routes do not change while the process runs.
  let document: string | undefined;
  router.get("/api/openapi.json", requireUser, (_req, res) => {
    document ??= JSON.stringify(buildOpenApiDocument(options));
    res.type("application/json").send(document);
  });
  return router;
}

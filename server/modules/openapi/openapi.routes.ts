// GET /api/openapi.json: the API reference, for signed-in users (it lists the admin routes of this install).
import { Router } from "express";
import { referenceApi } from "@shared/api/reference";
import { mount } from "../../lib/endpoint-router";
import { buildOpenApiDocument, type OpenApiOptions } from "./openapi-document";

export function createOpenApiRouter(options: OpenApiOptions) {
  const router = Router();
  // Built once on first use: the routes do not change while the process runs.
  let document: string | undefined;
  mount(router, referenceApi.openApi, ({ res }) => {
    document ??= JSON.stringify(buildOpenApiDocument(options));
    res.type("application/json").send(document);
  });
  return router;
}

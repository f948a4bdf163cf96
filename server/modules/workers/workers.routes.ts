// HTTP for the worker roster (SPEC 7 Workers); the office manages workers (SPEC 6), crew and foremen read the rows of
// their scope (issue 14); the history of rate and active changes, with who made them, is for administrators, and so
// are the roster's lifecycle: deleting, archiving and importing a CSV roster (they remove people from pickers or add
// a hundred at once).
import express, { Router, type Request } from "express";
import { kiosksApi } from "@shared/api/kiosks";
import { workersApi } from "@shared/api/workers";
import { mount } from "../../lib/endpoint-router";
import type { WorkersService } from "./workers.service";

/**
 * A roster CSV (up to 512 KiB of text, ROSTER_IMPORT_MAX_CHARS) sent as JSON may exceed the global 100 kb body
 * limit: app.ts skips its parser for these two routes and they parse with this one.
 */
export const ROSTER_IMPORT_BODY_LIMIT = "700kb";
const rosterImportBodyParser = express.json({ limit: ROSTER_IMPORT_BODY_LIMIT, strict: true });
const ROSTER_IMPORT_PATH = /^\/api\/workers\/import(\/preview)?\/?$/;

/** True for POST /api/workers/import and /api/workers/import/preview. */
export function isRosterImport(req: Request): boolean {
  return req.method === "POST" && ROSTER_IMPORT_PATH.test(req.originalUrl.split("?")[0]);
}

export function createWorkersRouter(workers: WorkersService) {
  const router = Router();
  const importBody = { before: [rosterImportBodyParser] };

  mount(router, workersApi.list, ({ query, user }) => workers.list(user, { archived: query.archived === "true" }));
  mount(router, workersApi.previewImport, ({ body }) => workers.previewImport(body.csv), importBody);
  mount(router, workersApi.importRoster, ({ body, user }) => workers.importRoster(body.csv, { userId: user.id }), importBody);
  mount(router, workersApi.get, ({ params, user }) => workers.get(user, params.id));
  mount(router, workersApi.create, ({ body, user }) => workers.create(body, { userId: user.id }));
  mount(router, workersApi.update, ({ params, body, user }) => workers.update(params.id, body, { userId: user.id }));
  mount(router, workersApi.setStatus, ({ params, body, user }) => workers.update(params.id, body, { userId: user.id }));
  mount(router, workersApi.setArchived, ({ params, body, user }) => workers.setArchived(params.id, body.archived, { userId: user.id }));
  mount(router, kiosksApi.setPin, ({ params, body, user }) => workers.setPin(params.id, body.pin, { userId: user.id }));
  mount(router, kiosksApi.removePin, ({ params, user }) => workers.setPin(params.id, null, { userId: user.id }));
  mount(router, workersApi.remove, ({ params }) => workers.remove(params.id));
  mount(router, workersApi.changes, ({ params, query }) => workers.changes(params.id, query));
  return router;
}

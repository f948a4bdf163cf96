// HTTP for projects: list, create, detail, edit, delete, progress with history and the team. A project's recent time
// entries (projectsApi.timeEntries) are answered by the time-entries module, which scopes every entry read.
import { Router } from "express";
import { projectsApi } from "@shared/api/projects";
import { mount } from "../../lib/endpoint-router";
import { pageLimit } from "../../lib/paging";
import type { ProjectsService } from "./projects.service";

export function createProjectsRouter(projects: ProjectsService) {
  const router = Router();
  const api = projectsApi;

  mount(router, api.list, ({ user }) => projects.list(user));
  mount(router, api.create, ({ body }) => projects.create(body));
  mount(router, api.get, ({ params, user }) => projects.get(params.id, user));
  mount(router, api.update, ({ params, body, user }) => projects.update(params.id, body, user.id));
  // Admins only: the cascade also erases the project's jobs, photos, checklists and stock movements.
  mount(router, api.remove, ({ params }) => projects.remove(params.id));
  mount(router, api.setProgress, ({ params, body, user }) => projects.setProgress(params.id, body.progress, body.notes, user));
  mount(router, api.progressUpdates, ({ params, query, user }) =>
    projects.listProgressUpdates(params.id, query.cursor, pageLimit(api.progressUpdates.page, query.limit), user),
  );
  mount(router, api.team, ({ params, user }) => projects.listTeam(params.id, user));
  mount(router, api.replaceTeam, ({ params, body }) => projects.replaceTeam(params.id, body.workerIds));
  mount(router, api.addWorker, ({ params, body }) => projects.addWorker(params.id, body.workerId));
  mount(router, api.removeWorker, ({ params }) => projects.removeWorker(params.id, params.workerId));

  return router;
}

// Generated from the endpoint contracts by `npm run routes` (scripts/generate-routes.ts): do not edit.
// Each contract group as the client sees it: method, path and paging, typed by the contract, without its zod
// schemas, so a screen that only reads does not download zod. tests/unit/routes-file.test.ts fails when it is stale.
import type { RoutesOf } from "./contract";
import type { adminApi as adminApiContracts } from "./admin";
import type { authApi as authApiContracts } from "./auth";
import type { backupApi as backupApiContracts } from "./backup";
import type { correctionRequestsApi as correctionRequestsApiContracts } from "./correction-requests";
import type { demoDataApi as demoDataApiContracts } from "./demo-data";
import type { geocodeApi as geocodeApiContracts } from "./geocode";
import type { healthApi as healthApiContracts } from "./health";
import type { invitesApi as invitesApiContracts } from "./invites";
import type { jobsApi as jobsApiContracts } from "./jobs";
import type { materialsApi as materialsApiContracts } from "./materials";
import type { notificationsApi as notificationsApiContracts } from "./notifications";
import type { payrollApi as payrollApiContracts } from "./payroll";
import type { photosApi as photosApiContracts } from "./photos";
import type { projectsApi as projectsApiContracts } from "./projects";
import type { referenceApi as referenceApiContracts } from "./reference";
import type { safetyApi as safetyApiContracts } from "./safety";
import type { statsApi as statsApiContracts } from "./stats";
import type { timeEntriesApi as timeEntriesApiContracts } from "./time-entries";
import type { workersApi as workersApiContracts } from "./workers";

export const adminApi: RoutesOf<typeof adminApiContracts> = {
  registrations: { method: "GET", path: "/api/admin/registrations" },
  decideRegistration: { method: "PATCH", path: "/api/admin/registrations/:id" },
  users: { method: "GET", path: "/api/admin/users" },
  changeUser: { method: "PATCH", path: "/api/admin/users/:id" },
  userChanges: { method: "GET", path: "/api/admin/users/:id/changes" },
};

export const authApi: RoutesOf<typeof authApiContracts> = {
  adminLogin: { method: "POST", path: "/api/admin/login" },
  login: { method: "POST", path: "/api/auth/login" },
  register: { method: "POST", path: "/api/auth/register" },
  verifyEmail: { method: "GET", path: "/api/auth/verify-email" },
  config: { method: "GET", path: "/api/auth/config" },
  startSignIn: { method: "GET", path: "/api/login" },
  logout: { method: "GET", path: "/api/logout" },
  user: { method: "GET", path: "/api/auth/user" },
  changePassword: { method: "POST", path: "/api/auth/change-password" },
  forgotPassword: { method: "POST", path: "/api/auth/forgot-password" },
  resetPassword: { method: "POST", path: "/api/auth/reset-password" },
};

export const backupApi: RoutesOf<typeof backupApiContracts> = {
  info: { method: "GET", path: "/api/admin/backup/info" },
  download: { method: "GET", path: "/api/admin/backup" },
};

export const correctionRequestsApi: RoutesOf<typeof correctionRequestsApiContracts> = {
  create: { method: "POST", path: "/api/time-entries/:id/correction-requests" },
  forEntry: { method: "GET", path: "/api/time-entries/:id/correction-requests" },
  list: { method: "GET", path: "/api/correction-requests" },
  decide: { method: "PATCH", path: "/api/correction-requests/:id" },
};

export const demoDataApi: RoutesOf<typeof demoDataApiContracts> = {
  status: { method: "GET", path: "/api/admin/demo-data" },
  remove: { method: "DELETE", path: "/api/admin/demo-data" },
};

export const geocodeApi: RoutesOf<typeof geocodeApiContracts> = {
  reverse: { method: "GET", path: "/api/geocode/reverse" },
};

export const healthApi: RoutesOf<typeof healthApiContracts> = {
  live: { method: "GET", path: "/healthz" },
  ready: { method: "GET", path: "/readyz" },
};

export const invitesApi: RoutesOf<typeof invitesApiContracts> = {
  create: { method: "POST", path: "/api/workers/:id/invite" },
  link: { method: "GET", path: "/api/invites/link" },
  accept: { method: "POST", path: "/api/invites/accept" },
};

export const jobsApi: RoutesOf<typeof jobsApiContracts> = {
  list: { method: "GET", path: "/api/jobs" },
  create: { method: "POST", path: "/api/jobs" },
  update: { method: "PATCH", path: "/api/jobs/:id" },
  setStatus: { method: "PATCH", path: "/api/jobs/:id/status" },
  remove: { method: "DELETE", path: "/api/jobs/:id" },
};

export const materialsApi: RoutesOf<typeof materialsApiContracts> = {
  list: { method: "GET", path: "/api/materials" },
  create: { method: "POST", path: "/api/materials" },
  get: { method: "GET", path: "/api/materials/:id" },
  update: { method: "PATCH", path: "/api/materials/:id" },
  remove: { method: "DELETE", path: "/api/materials/:id" },
  transactions: { method: "GET", path: "/api/materials/:id/transactions", page: { defaultLimit: 1000, maxLimit: 5000 } },
  recordMovement: { method: "POST", path: "/api/materials/:id/transactions" },
  projectEstimates: { method: "GET", path: "/api/projects/:id/materials" },
  projectUsage: { method: "GET", path: "/api/projects/:id/material-usage" },
  saveEstimate: { method: "PUT", path: "/api/projects/:id/materials/:materialId" },
};

export const notificationsApi: RoutesOf<typeof notificationsApiContracts> = {
  feed: { method: "GET", path: "/api/notifications" },
};

export const payrollApi: RoutesOf<typeof payrollApiContracts> = {
  week: { method: "GET", path: "/api/payroll" },
  workersCsv: { method: "GET", path: "/api/payroll/export.csv" },
  entriesCsv: { method: "GET", path: "/api/payroll/entries.csv" },
  payChanges: { method: "GET", path: "/api/payroll/pay-changes" },
  approve: { method: "POST", path: "/api/payroll/approve" },
  settings: { method: "GET", path: "/api/settings/payroll" },
  putSettings: { method: "PUT", path: "/api/settings/payroll" },
};

export const photosApi: RoutesOf<typeof photosApiContracts> = {
  list: { method: "GET", path: "/api/projects/:id/photos", page: { defaultLimit: 1000, maxLimit: 5000 } },
  upload: { method: "POST", path: "/api/projects/:id/photos" },
  image: { method: "GET", path: "/api/projects/:id/photos/:photoId/image" },
  thumbnail: { method: "GET", path: "/api/projects/:id/photos/:photoId/thumbnail" },
  remove: { method: "DELETE", path: "/api/projects/:id/photos/:photoId" },
};

export const projectsApi: RoutesOf<typeof projectsApiContracts> = {
  list: { method: "GET", path: "/api/projects" },
  create: { method: "POST", path: "/api/projects" },
  get: { method: "GET", path: "/api/projects/:id" },
  update: { method: "PATCH", path: "/api/projects/:id" },
  remove: { method: "DELETE", path: "/api/projects/:id" },
  setProgress: { method: "PATCH", path: "/api/projects/:id/progress" },
  progressUpdates: { method: "GET", path: "/api/projects/:id/progress-updates", page: { defaultLimit: 1000, maxLimit: 5000 } },
  team: { method: "GET", path: "/api/projects/:id/workers" },
  replaceTeam: { method: "PUT", path: "/api/projects/:id/workers" },
  addWorker: { method: "POST", path: "/api/projects/:id/workers" },
  removeWorker: { method: "DELETE", path: "/api/projects/:id/workers/:workerId" },
  timeEntries: { method: "GET", path: "/api/projects/:id/time-entries" },
};

export const referenceApi: RoutesOf<typeof referenceApiContracts> = {
  openApi: { method: "GET", path: "/api/openapi.json" },
};

export const safetyApi: RoutesOf<typeof safetyApiContracts> = {
  list: { method: "GET", path: "/api/safety/checklists" },
  create: { method: "POST", path: "/api/safety/checklists" },
  summary: { method: "GET", path: "/api/safety/summary" },
  get: { method: "GET", path: "/api/safety/checklists/:id" },
  setNotes: { method: "PATCH", path: "/api/safety/checklists/:id" },
  updateItem: { method: "PATCH", path: "/api/safety/checklists/:id/items/:itemId" },
  remove: { method: "DELETE", path: "/api/safety/checklists/:id" },
};

export const statsApi: RoutesOf<typeof statsApiContracts> = {
  dashboard: { method: "GET", path: "/api/stats" },
};

export const timeEntriesApi: RoutesOf<typeof timeEntriesApiContracts> = {
  list: { method: "GET", path: "/api/time-entries", page: { defaultLimit: 1000, maxLimit: 5000 } },
  summary: { method: "GET", path: "/api/time-entries/summary" },
  active: { method: "GET", path: "/api/time-entries/active" },
  workerActive: { method: "GET", path: "/api/workers/:workerId/active-time" },
  clockIn: { method: "POST", path: "/api/time-entries/clock-in" },
  clockOut: { method: "POST", path: "/api/time-entries/clock-out" },
  detail: { method: "GET", path: "/api/time-entries/:id" },
  correct: { method: "PATCH", path: "/api/time-entries/:id" },
  add: { method: "POST", path: "/api/time-entries" },
  remove: { method: "DELETE", path: "/api/time-entries/:id" },
};

export const workersApi: RoutesOf<typeof workersApiContracts> = {
  list: { method: "GET", path: "/api/workers" },
  get: { method: "GET", path: "/api/workers/:id" },
  create: { method: "POST", path: "/api/workers" },
  update: { method: "PATCH", path: "/api/workers/:id" },
  setStatus: { method: "PATCH", path: "/api/workers/:id/status" },
  setArchived: { method: "PATCH", path: "/api/workers/:id/archived" },
  remove: { method: "DELETE", path: "/api/workers/:id" },
  previewImport: { method: "POST", path: "/api/workers/import/preview" },
  importRoster: { method: "POST", path: "/api/workers/import" },
  changes: { method: "GET", path: "/api/workers/:id/changes", page: { defaultLimit: 1000, maxLimit: 5000 } },
};

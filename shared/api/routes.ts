// Generated from the endpoint contracts by `npm run routes` (scripts/generate-routes.ts): do not edit.
// Each contract group as the client sees it: method, path, access and paging, typed by the contract, without its zod
// schemas, so a screen that only reads does not download zod. tests/unit/routes-file.test.ts fails when it is stale.
import type { RoutesOf } from "./contract";
import type { adminApi as adminApiContracts } from "./admin";
import type { authApi as authApiContracts } from "./auth";
import type { backupApi as backupApiContracts } from "./backup";
import type { breaksApi as breaksApiContracts } from "./breaks";
import type { companySettingsApi as companySettingsApiContracts } from "./company-settings";
import type { correctionRequestsApi as correctionRequestsApiContracts } from "./correction-requests";
import type { costCodeHoursApi as costCodeHoursApiContracts } from "./cost-code-hours";
import type { costCodesApi as costCodesApiContracts } from "./cost-codes";
import type { crewActionsApi as crewActionsApiContracts } from "./crew-actions";
import type { crewPunchesApi as crewPunchesApiContracts } from "./crew-punches";
import type { demoDataApi as demoDataApiContracts } from "./demo-data";
import type { geocodeApi as geocodeApiContracts } from "./geocode";
import type { healthApi as healthApiContracts } from "./health";
import type { incidentsApi as incidentsApiContracts } from "./incidents";
import type { invitesApi as invitesApiContracts } from "./invites";
import type { jobsApi as jobsApiContracts } from "./jobs";
import type { kioskBreaksApi as kioskBreaksApiContracts } from "./kiosk-breaks";
import type { kioskPinWaitsApi as kioskPinWaitsApiContracts } from "./kiosk-pin-waits";
import type { kiosksApi as kiosksApiContracts } from "./kiosks";
import type { materialsApi as materialsApiContracts } from "./materials";
import type { notificationsApi as notificationsApiContracts } from "./notifications";
import type { payPeriodsApi as payPeriodsApiContracts } from "./pay-periods";
import type { payrollExportsApi as payrollExportsApiContracts } from "./payroll-exports";
import type { payrollApi as payrollApiContracts } from "./payroll";
import type { periodSignaturesApi as periodSignaturesApiContracts } from "./period-signatures";
import type { photosApi as photosApiContracts } from "./photos";
import type { projectsApi as projectsApiContracts } from "./projects";
import type { referenceApi as referenceApiContracts } from "./reference";
import type { safetyApi as safetyApiContracts } from "./safety";
import type { signOffsApi as signOffsApiContracts } from "./sign-offs";
import type { statsApi as statsApiContracts } from "./stats";
import type { timeEntriesApi as timeEntriesApiContracts } from "./time-entries";
import type { workersApi as workersApiContracts } from "./workers";

export const adminApi: RoutesOf<typeof adminApiContracts> = {
  registrations: { method: "GET", path: "/api/admin/registrations", access: "admin" },
  decideRegistration: { method: "PATCH", path: "/api/admin/registrations/:id", access: "admin" },
  users: { method: "GET", path: "/api/admin/users", access: "admin" },
  changeUser: { method: "PATCH", path: "/api/admin/users/:id", access: "admin" },
  userChanges: { method: "GET", path: "/api/admin/users/:id/changes", access: "admin" },
};

export const authApi: RoutesOf<typeof authApiContracts> = {
  adminLogin: { method: "POST", path: "/api/admin/login", access: "public" },
  login: { method: "POST", path: "/api/auth/login", access: "public" },
  register: { method: "POST", path: "/api/auth/register", access: "public" },
  verifyEmail: { method: "GET", path: "/api/auth/verify-email", access: "public" },
  confirmEmail: { method: "POST", path: "/api/auth/verify-email", access: "public" },
  config: { method: "GET", path: "/api/auth/config", access: "public" },
  startSignIn: { method: "GET", path: "/api/login", access: "public" },
  logout: { method: "GET", path: "/api/logout", access: "public" },
  user: { method: "GET", path: "/api/auth/user", access: "member" },
  changePassword: { method: "POST", path: "/api/auth/change-password", access: "member" },
  forgotPassword: { method: "POST", path: "/api/auth/forgot-password", access: "public" },
  resetPassword: { method: "POST", path: "/api/auth/reset-password", access: "public" },
};

export const backupApi: RoutesOf<typeof backupApiContracts> = {
  info: { method: "GET", path: "/api/admin/backup/info", access: "admin" },
  download: { method: "GET", path: "/api/admin/backup", access: "admin" },
};

export const breaksApi: RoutesOf<typeof breaksApiContracts> = {
  takeBreak: { method: "POST", path: "/api/time-entries/:id/breaks", access: "member" },
};

export const companySettingsApi: RoutesOf<typeof companySettingsApiContracts> = {
  get: { method: "GET", path: "/api/settings/company", access: "office" },
  put: { method: "PUT", path: "/api/settings/company", access: "admin" },
  changes: { method: "GET", path: "/api/settings/changes", access: "admin", page: { defaultLimit: 1000, maxLimit: 5000 } },
  clock: { method: "GET", path: "/api/settings/clock", access: "member" },
};

export const correctionRequestsApi: RoutesOf<typeof correctionRequestsApiContracts> = {
  create: { method: "POST", path: "/api/time-entries/:id/correction-requests", access: "member" },
  forEntry: { method: "GET", path: "/api/time-entries/:id/correction-requests", access: "member" },
  list: { method: "GET", path: "/api/correction-requests", access: "member" },
  decide: { method: "PATCH", path: "/api/correction-requests/:id", access: "office" },
};

export const costCodeHoursApi: RoutesOf<typeof costCodeHoursApiContracts> = {
  project: { method: "GET", path: "/api/projects/:id/cost-code-hours", access: "office" },
  days: { method: "GET", path: "/api/cost-code-hours", access: "office" },
};

export const costCodesApi: RoutesOf<typeof costCodesApiContracts> = {
  list: { method: "GET", path: "/api/cost-codes", access: "member" },
  create: { method: "POST", path: "/api/cost-codes", access: "office" },
  update: { method: "PATCH", path: "/api/cost-codes/:id", access: "office" },
};

export const crewActionsApi: RoutesOf<typeof crewActionsApiContracts> = {
  crewBreak: { method: "POST", path: "/api/time-entries/crew-breaks", access: "foreman" },
  crewSwitch: { method: "POST", path: "/api/time-entries/crew-switch", access: "foreman" },
};

export const crewPunchesApi: RoutesOf<typeof crewPunchesApiContracts> = {
  crewClockIn: { method: "POST", path: "/api/time-entries/crew-clock-in", access: "foreman" },
  crewClockOut: { method: "POST", path: "/api/time-entries/crew-clock-out", access: "foreman" },
};

export const demoDataApi: RoutesOf<typeof demoDataApiContracts> = {
  status: { method: "GET", path: "/api/admin/demo-data", access: "admin" },
  remove: { method: "DELETE", path: "/api/admin/demo-data", access: "admin" },
};

export const geocodeApi: RoutesOf<typeof geocodeApiContracts> = {
  reverse: { method: "GET", path: "/api/geocode/reverse", access: "member" },
};

export const healthApi: RoutesOf<typeof healthApiContracts> = {
  live: { method: "GET", path: "/healthz", access: "public" },
  ready: { method: "GET", path: "/readyz", access: "public" },
};

export const incidentsApi: RoutesOf<typeof incidentsApiContracts> = {
  list: { method: "GET", path: "/api/incidents", access: "office" },
  report: { method: "POST", path: "/api/incidents", access: "office" },
  review: { method: "POST", path: "/api/incidents/:id/review", access: "office" },
};

export const invitesApi: RoutesOf<typeof invitesApiContracts> = {
  create: { method: "POST", path: "/api/workers/:id/invite", access: "office" },
  link: { method: "GET", path: "/api/invites/link", access: "public" },
  accept: { method: "POST", path: "/api/invites/accept", access: "public" },
};

export const jobsApi: RoutesOf<typeof jobsApiContracts> = {
  list: { method: "GET", path: "/api/jobs", access: "member" },
  create: { method: "POST", path: "/api/jobs", access: "office" },
  update: { method: "PATCH", path: "/api/jobs/:id", access: "office" },
  setStatus: { method: "PATCH", path: "/api/jobs/:id/status", access: "foreman" },
  remove: { method: "DELETE", path: "/api/jobs/:id", access: "office" },
};

export const kioskBreaksApi: RoutesOf<typeof kioskBreaksApiContracts> = {
  takeBreak: { method: "POST", path: "/api/kiosk/breaks", access: "kiosk" },
  signOff: { method: "POST", path: "/api/kiosk/sign-offs", access: "kiosk" },
};

export const kioskPinWaitsApi: RoutesOf<typeof kioskPinWaitsApiContracts> = {
  list: { method: "GET", path: "/api/kiosk-pin-waits", access: "foreman" },
  clear: { method: "DELETE", path: "/api/workers/:id/pin-waits", access: "foreman" },
};

export const kiosksApi: RoutesOf<typeof kiosksApiContracts> = {
  create: { method: "POST", path: "/api/admin/kiosks", access: "admin" },
  list: { method: "GET", path: "/api/admin/kiosks", access: "admin" },
  revoke: { method: "DELETE", path: "/api/admin/kiosks/:id", access: "admin" },
  session: { method: "GET", path: "/api/kiosk", access: "kiosk" },
  punch: { method: "POST", path: "/api/kiosk/punches", access: "kiosk" },
  settings: { method: "GET", path: "/api/settings/kiosk", access: "office" },
  putSettings: { method: "PUT", path: "/api/settings/kiosk", access: "admin" },
  setPin: { method: "PUT", path: "/api/workers/:id/pin", access: "office" },
  removePin: { method: "DELETE", path: "/api/workers/:id/pin", access: "office" },
  verify: { method: "PATCH", path: "/api/time-entries/:id/verification", access: "office" },
  punchPhoto: { method: "GET", path: "/api/time-entries/:id/photos/:punch", access: "office" },
};

export const materialsApi: RoutesOf<typeof materialsApiContracts> = {
  list: { method: "GET", path: "/api/materials", access: "foreman" },
  create: { method: "POST", path: "/api/materials", access: "office" },
  get: { method: "GET", path: "/api/materials/:id", access: "foreman" },
  update: { method: "PATCH", path: "/api/materials/:id", access: "office" },
  remove: { method: "DELETE", path: "/api/materials/:id", access: "admin" },
  transactions: { method: "GET", path: "/api/materials/:id/transactions", access: "foreman", page: { defaultLimit: 1000, maxLimit: 5000 } },
  recordMovement: { method: "POST", path: "/api/materials/:id/transactions", access: "foreman" },
  projectEstimates: { method: "GET", path: "/api/projects/:id/materials", access: "foreman" },
  projectUsage: { method: "GET", path: "/api/projects/:id/material-usage", access: "foreman" },
  saveEstimate: { method: "PUT", path: "/api/projects/:id/materials/:materialId", access: "office" },
};

export const notificationsApi: RoutesOf<typeof notificationsApiContracts> = {
  feed: { method: "GET", path: "/api/notifications", access: "member" },
};

export const payPeriodsApi: RoutesOf<typeof payPeriodsApiContracts> = {
  reopen: { method: "POST", path: "/api/payroll/reopen", access: "office" },
  periods: { method: "GET", path: "/api/payroll/periods", access: "office", page: { defaultLimit: 1000, maxLimit: 5000 } },
  versions: { method: "GET", path: "/api/payroll/periods/:id/versions", access: "office" },
};

export const payrollExportsApi: RoutesOf<typeof payrollExportsApiContracts> = {
  identity: { method: "GET", path: "/api/workers/:id/payroll-identity", access: "office" },
  putIdentity: { method: "PUT", path: "/api/workers/:id/payroll-identity", access: "office" },
  preflight: { method: "GET", path: "/api/payroll/exports/:profile/preflight", access: "office" },
  mapping: { method: "GET", path: "/api/payroll/exports/:profile/mapping", access: "office" },
  putMapping: { method: "PUT", path: "/api/payroll/exports/:profile/mapping", access: "office" },
  create: { method: "POST", path: "/api/payroll/exports", access: "office" },
  batches: { method: "GET", path: "/api/payroll/exports/batches", access: "office" },
  download: { method: "GET", path: "/api/payroll/exports/batches/:id", access: "office" },
};

export const payrollApi: RoutesOf<typeof payrollApiContracts> = {
  week: { method: "GET", path: "/api/payroll", access: "office" },
  workersCsv: { method: "GET", path: "/api/payroll/export.csv", access: "office" },
  entriesCsv: { method: "GET", path: "/api/payroll/entries.csv", access: "office" },
  payChanges: { method: "GET", path: "/api/payroll/pay-changes", access: "office" },
  approve: { method: "POST", path: "/api/payroll/approve", access: "office" },
  settings: { method: "GET", path: "/api/settings/payroll", access: "office" },
  putSettings: { method: "PUT", path: "/api/settings/payroll", access: "admin" },
};

export const periodSignaturesApi: RoutesOf<typeof periodSignaturesApiContracts> = {
  myPeriod: { method: "GET", path: "/api/my-period", access: "member" },
  sign: { method: "POST", path: "/api/my-period/signature", access: "member" },
  kioskPeriod: { method: "POST", path: "/api/kiosk/period", access: "kiosk" },
  kioskSign: { method: "POST", path: "/api/kiosk/period-signature", access: "kiosk" },
  certificationText: { method: "GET", path: "/api/settings/certification-text", access: "office" },
  putCertificationText: { method: "PUT", path: "/api/settings/certification-text", access: "admin" },
};

export const photosApi: RoutesOf<typeof photosApiContracts> = {
  list: { method: "GET", path: "/api/projects/:id/photos", access: "member", page: { defaultLimit: 1000, maxLimit: 5000 } },
  upload: { method: "POST", path: "/api/projects/:id/photos", access: "member" },
  image: { method: "GET", path: "/api/projects/:id/photos/:photoId/image", access: "member" },
  thumbnail: { method: "GET", path: "/api/projects/:id/photos/:photoId/thumbnail", access: "member" },
  remove: { method: "DELETE", path: "/api/projects/:id/photos/:photoId", access: "office" },
};

export const projectsApi: RoutesOf<typeof projectsApiContracts> = {
  list: { method: "GET", path: "/api/projects", access: "member" },
  create: { method: "POST", path: "/api/projects", access: "office" },
  get: { method: "GET", path: "/api/projects/:id", access: "member" },
  update: { method: "PATCH", path: "/api/projects/:id", access: "office" },
  remove: { method: "DELETE", path: "/api/projects/:id", access: "admin" },
  setProgress: { method: "PATCH", path: "/api/projects/:id/progress", access: "foreman" },
  progressUpdates: { method: "GET", path: "/api/projects/:id/progress-updates", access: "member", page: { defaultLimit: 1000, maxLimit: 5000 } },
  team: { method: "GET", path: "/api/projects/:id/workers", access: "member" },
  replaceTeam: { method: "PUT", path: "/api/projects/:id/workers", access: "office" },
  addWorker: { method: "POST", path: "/api/projects/:id/workers", access: "office" },
  removeWorker: { method: "DELETE", path: "/api/projects/:id/workers/:workerId", access: "office" },
  timeEntries: { method: "GET", path: "/api/projects/:id/time-entries", access: "member" },
};

export const referenceApi: RoutesOf<typeof referenceApiContracts> = {
  openApi: { method: "GET", path: "/api/openapi.json", access: "member" },
};

export const safetyApi: RoutesOf<typeof safetyApiContracts> = {
  list: { method: "GET", path: "/api/safety/checklists", access: "member" },
  create: { method: "POST", path: "/api/safety/checklists", access: "foreman" },
  summary: { method: "GET", path: "/api/safety/summary", access: "member" },
  get: { method: "GET", path: "/api/safety/checklists/:id", access: "member" },
  setNotes: { method: "PATCH", path: "/api/safety/checklists/:id", access: "foreman" },
  updateItem: { method: "PATCH", path: "/api/safety/checklists/:id/items/:itemId", access: "member" },
  remove: { method: "DELETE", path: "/api/safety/checklists/:id", access: "office" },
};

export const signOffsApi: RoutesOf<typeof signOffsApiContracts> = {
  signOff: { method: "POST", path: "/api/time-entries/:id/sign-off", access: "member" },
};

export const statsApi: RoutesOf<typeof statsApiContracts> = {
  dashboard: { method: "GET", path: "/api/stats", access: "member" },
  labour: { method: "GET", path: "/api/stats/labour", access: "office" },
};

export const timeEntriesApi: RoutesOf<typeof timeEntriesApiContracts> = {
  list: { method: "GET", path: "/api/time-entries", access: "member", page: { defaultLimit: 1000, maxLimit: 5000 } },
  summary: { method: "GET", path: "/api/time-entries/summary", access: "member" },
  active: { method: "GET", path: "/api/time-entries/active", access: "member" },
  workerActive: { method: "GET", path: "/api/workers/:workerId/active-time", access: "member" },
  clockIn: { method: "POST", path: "/api/time-entries/clock-in", access: "member" },
  clockOut: { method: "POST", path: "/api/time-entries/clock-out", access: "member" },
  switchJob: { method: "POST", path: "/api/time-entries/switch", access: "member" },
  detail: { method: "GET", path: "/api/time-entries/:id", access: "member" },
  correct: { method: "PATCH", path: "/api/time-entries/:id", access: "office" },
  add: { method: "POST", path: "/api/time-entries", access: "office" },
  remove: { method: "DELETE", path: "/api/time-entries/:id", access: "office" },
  review: { method: "POST", path: "/api/time-entries/:id/review", access: "office" },
};

export const workersApi: RoutesOf<typeof workersApiContracts> = {
  list: { method: "GET", path: "/api/workers", access: "member" },
  get: { method: "GET", path: "/api/workers/:id", access: "member" },
  create: { method: "POST", path: "/api/workers", access: "office" },
  update: { method: "PATCH", path: "/api/workers/:id", access: "office" },
  setStatus: { method: "PATCH", path: "/api/workers/:id/status", access: "office" },
  setArchived: { method: "PATCH", path: "/api/workers/:id/archived", access: "admin" },
  remove: { method: "DELETE", path: "/api/workers/:id", access: "admin" },
  previewImport: { method: "POST", path: "/api/workers/import/preview", access: "admin" },
  importRoster: { method: "POST", path: "/api/workers/import", access: "admin" },
  changes: { method: "GET", path: "/api/workers/:id/changes", access: "admin", page: { defaultLimit: 1000, maxLimit: 5000 } },
};

// Who may call what: every route of createApp() with the status class each kind of caller must get (QUALITY 12, 13).
//
// Callers: anonymous (no session); pending = a registered account that is not active but holds a session (it cannot
// get one by signing in, which refuses it, so the test signs an active user in and then sets isActive=false in the
// database without bumping the session version); crew, foreman, office (role user) and admin = active accounts of
// those roles (shared/domain/account-roles.ts). "allowed" for crew or foreman says the route lets them in; which rows
// and fields they then get is tested per domain (row scoping and money fields). kiosk = a device holding a site
// kiosk's credential (issue 14) and no session: let into the kiosk routes only, 401 on every signed-in route, and
// like anonymous on the public ones.
// 401 and 403 are exact statuses; "allowed" means anything but 401, 403 or a 5xx (a 400 for the empty test body,
// a 404 for a made-up id, a redirect and a 200 all count).
// A new route needs a row here, or tests/api/access-matrix.test.ts fails and names it.

export type Expectation = 401 | 403 | "allowed";

export interface AccessRow {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The Express pattern exactly as registered, e.g. /api/admin/users/:id. */
  path: string;
  anonymous: Expectation;
  pending: Expectation;
  crew: Expectation;
  foreman: Expectation;
  office: Expectation;
  admin: Expectation;
  kiosk: Expectation;
  /** Runs after every other row: it ends the caller's session. */
  endsSession?: boolean;
  /** Why this GET may change stored data (QUALITY 15 asks that no other GET does). */
  getChangesData?: string;
}

const open = { anonymous: "allowed", pending: "allowed", crew: "allowed", foreman: "allowed", office: "allowed", admin: "allowed", kiosk: "allowed" } as const;
const signedIn = { anonymous: 401, pending: 403, crew: "allowed", foreman: "allowed", office: "allowed", admin: "allowed", kiosk: 401 } as const;
const foremanUp = { anonymous: 401, pending: 403, crew: 403, foreman: "allowed", office: "allowed", admin: "allowed", kiosk: 401 } as const;
const officeOnly = { anonymous: 401, pending: 403, crew: 403, foreman: 403, office: "allowed", admin: "allowed", kiosk: 401 } as const;
const adminOnly = { anonymous: 401, pending: 403, crew: 403, foreman: 403, office: 403, admin: "allowed", kiosk: 401 } as const;
const kioskOnly = { anonymous: 401, pending: 401, crew: 401, foreman: 401, office: 401, admin: 401, kiosk: "allowed" } as const;

export const ACCESS_MATRIX: AccessRow[] = [
  // Infrastructure probes, for load balancers: no data.
  { method: "GET", path: "/healthz", ...open },
  { method: "GET", path: "/readyz", ...open },

  // Signing in, out and up: open by nature.
  { method: "POST", path: "/api/admin/login", ...open },
  { method: "POST", path: "/api/auth/login", ...open },
  { method: "POST", path: "/api/auth/register", ...open },
  { method: "POST", path: "/api/auth/forgot-password", ...open },
  { method: "POST", path: "/api/auth/reset-password", ...open },
  // An invitation link (its single-use secret token authorises it) and accepting it.
  { method: "GET", path: "/api/invites/link", ...open },
  { method: "POST", path: "/api/invites/accept", ...open },
  // A verification link (it only sends the browser on to its page) and the page's confirmation with a password.
  { method: "GET", path: "/api/auth/verify-email", ...open },
  { method: "POST", path: "/api/auth/verify-email", ...open },
  { method: "GET", path: "/api/auth/config", ...open },
  { method: "GET", path: "/api/login", ...open },
  { method: "GET", path: "/api/auth/oidc", ...open, getChangesData: "starts an OpenID sign-in: stores state in the caller's own session" },
  {
    method: "GET",
    path: "/api/auth/oidc/callback",
    ...open,
    getChangesData: "the provider's redirect back (a browser navigation by the OpenID protocol)",
  },
  { method: "GET", path: "/api/logout", ...open, endsSession: true, getChangesData: "the spec's Sign Out link is a GET navigation" },

  // The signed-in user's own account.
  { method: "GET", path: "/api/auth/user", ...signedIn },
  { method: "POST", path: "/api/auth/change-password", ...signedIn },

  // Admin dashboard.
  { method: "GET", path: "/api/admin/registrations", ...adminOnly },
  { method: "PATCH", path: "/api/admin/registrations/:id", ...adminOnly },
  { method: "GET", path: "/api/admin/users", ...adminOnly },
  { method: "PATCH", path: "/api/admin/users/:id", ...adminOnly },
  { method: "GET", path: "/api/admin/users/:id/changes", ...adminOnly },
  // A backup holds every account's password hash and everyone's pay: admins only.
  { method: "GET", path: "/api/admin/backup/info", ...adminOnly },
  { method: "GET", path: "/api/admin/backup", ...adminOnly },
  { method: "GET", path: "/api/admin/demo-data", ...adminOnly },
  { method: "DELETE", path: "/api/admin/demo-data", ...adminOnly },
  // Site kiosks (issue 14): an admin makes this device one (and is signed out on it), lists and revokes them.
  { method: "POST", path: "/api/admin/kiosks", ...adminOnly },
  { method: "GET", path: "/api/admin/kiosks", ...adminOnly },
  { method: "DELETE", path: "/api/admin/kiosks/:id", ...adminOnly },
  // The kiosk's own calls: its team by name, and a worker's punch with their PIN.
  {
    method: "GET",
    path: "/api/kiosk",
    ...kioskOnly,
    getChangesData: "a kiosk's requests note when it was last seen (at most once a minute), as a session's requests renew it",
  },
  { method: "POST", path: "/api/kiosk/punches", ...kioskOnly },
  // A worker's break and clock-out sign-off at the kiosk, with their PIN (issue 15).
  { method: "POST", path: "/api/kiosk/breaks", ...kioskOnly },
  { method: "POST", path: "/api/kiosk/sign-offs", ...kioskOnly },
  // A worker reads and signs their own pay period at the kiosk, with their PIN (issue 27 step 5).
  { method: "POST", path: "/api/kiosk/period", ...kioskOnly },
  { method: "POST", path: "/api/kiosk/period-signature", ...kioskOnly },
  // Whether kiosks take photos and how long they are kept; the photos themselves are the office's to see.
  { method: "GET", path: "/api/settings/kiosk", ...officeOnly },
  { method: "PUT", path: "/api/settings/kiosk", ...adminOnly },
  { method: "GET", path: "/api/time-entries/:id/photos/:punch", ...officeOnly },

  // Materials and stock movements; deleting a material erases its stock history, so only an admin may. Foremen read
  // stock levels and their projects' movements and materials, and record use on their projects (issue 14; the
  // service refuses them any other movement); crew have no materials.
  { method: "GET", path: "/api/materials", ...foremanUp },
  { method: "POST", path: "/api/materials", ...officeOnly },
  { method: "GET", path: "/api/materials/:id", ...foremanUp },
  { method: "PATCH", path: "/api/materials/:id", ...officeOnly },
  { method: "DELETE", path: "/api/materials/:id", ...adminOnly },
  { method: "GET", path: "/api/materials/:id/transactions", ...foremanUp },
  { method: "POST", path: "/api/materials/:id/transactions", ...foremanUp },
  { method: "GET", path: "/api/projects/:id/materials", ...foremanUp },
  { method: "PUT", path: "/api/projects/:id/materials/:materialId", ...officeOnly },
  { method: "GET", path: "/api/projects/:id/material-usage", ...foremanUp },

  // Safety checklists: crew and foremen see those of their own projects (tests/api/schedule-safety-roles.test.ts);
  // crew tick items and write item notes, a foreman also creates and writes a checklist's notes. DELETE is further
  // limited by the service to the creator or an admin (403 for others).
  { method: "GET", path: "/api/safety/checklists", ...signedIn },
  { method: "POST", path: "/api/safety/checklists", ...foremanUp },
  { method: "GET", path: "/api/safety/summary", ...signedIn },
  { method: "GET", path: "/api/safety/checklists/:id", ...signedIn },
  { method: "PATCH", path: "/api/safety/checklists/:id", ...foremanUp },
  { method: "PATCH", path: "/api/safety/checklists/:id/items/:itemId", ...signedIn },
  { method: "DELETE", path: "/api/safety/checklists/:id", ...officeOnly },

  // The header bell.
  { method: "GET", path: "/api/notifications", ...signedIn },

  // Workers, time clock, payroll (issue 5): any active user clocks and reads; corrections, approval and the
  // overtime switch change what people are paid, so only an admin may.
  // Crew read their own worker record, a foreman their crew's (issue 14; the service scopes the rows).
  { method: "GET", path: "/api/workers", ...signedIn },
  { method: "POST", path: "/api/workers", ...officeOnly },
  { method: "GET", path: "/api/workers/:id", ...signedIn },
  { method: "PATCH", path: "/api/workers/:id", ...officeOnly },
  { method: "PATCH", path: "/api/workers/:id/status", ...officeOnly },
  { method: "GET", path: "/api/workers/:workerId/active-time", ...signedIn },
  // Who changed whose pay and when: an audit record for the people who approve payroll.
  { method: "GET", path: "/api/workers/:id/changes", ...adminOnly },
  { method: "POST", path: "/api/workers/:id/invite", ...officeOnly },
  // A worker's kiosk PIN: set and removed by the office, never read back.
  { method: "PUT", path: "/api/workers/:id/pin", ...officeOnly },
  { method: "DELETE", path: "/api/workers/:id/pin", ...officeOnly },
  // Wrong PINs at the kiosks (QUALITY 52): a foreman sees and clears their crew's (another worker is a 404), the office anyone's.
  { method: "GET", path: "/api/kiosk-pin-waits", ...foremanUp },
  { method: "DELETE", path: "/api/workers/:id/pin-waits", ...foremanUp },
  // The roster's lifecycle (issue 12): deleting, archiving and importing change who appears anywhere, so only an admin.
  { method: "DELETE", path: "/api/workers/:id", ...adminOnly },
  { method: "PATCH", path: "/api/workers/:id/archived", ...adminOnly },
  { method: "POST", path: "/api/workers/import/preview", ...adminOnly },
  { method: "POST", path: "/api/workers/import", ...adminOnly },
  // Time clock and timesheet (issue 14): crew and foremen read and punch, scoped by the server to their own time and
  // (a foreman) their crew on their projects; entries added, corrected or deleted by hand stay with the admin.
  { method: "GET", path: "/api/time-entries", ...signedIn },
  { method: "GET", path: "/api/time-entries/summary", ...signedIn },
  { method: "GET", path: "/api/time-entries/active", ...signedIn },
  { method: "POST", path: "/api/time-entries/clock-in", ...signedIn },
  { method: "POST", path: "/api/time-entries/clock-out", ...signedIn },
  { method: "POST", path: "/api/time-entries/switch", ...signedIn },
  { method: "GET", path: "/api/projects/:id/cost-code-hours", ...officeOnly },
  { method: "GET", path: "/api/cost-code-hours", ...officeOnly },
  // Crew punches: a foreman their crew on their projects, the office anyone; crew members punch only themselves.
  { method: "POST", path: "/api/time-entries/crew-clock-in", ...foremanUp },
  { method: "POST", path: "/api/time-entries/crew-clock-out", ...foremanUp },
  // Crew actions (breaks and switches of each worker's open entry): the same scope as crew punches.
  { method: "POST", path: "/api/time-entries/crew-breaks", ...foremanUp },
  { method: "POST", path: "/api/time-entries/crew-switch", ...foremanUp },
  { method: "GET", path: "/api/time-entries/:id", ...signedIn },
  // The clock-out sign-off (issue 15): whoever may clock the worker out answers for them (scoped by the service).
  { method: "POST", path: "/api/time-entries/:id/sign-off", ...signedIn },
  // Breaks of an open entry (issue 15): whoever may clock that worker out (scoped by the service).
  { method: "POST", path: "/api/time-entries/:id/breaks", ...signedIn },
  // Correction requests: asked by anyone for entries they can see (scoped by the service), decided by the office.
  { method: "POST", path: "/api/time-entries/:id/correction-requests", ...signedIn },
  { method: "GET", path: "/api/time-entries/:id/correction-requests", ...signedIn },
  { method: "GET", path: "/api/correction-requests", ...signedIn },
  { method: "PATCH", path: "/api/correction-requests/:id", ...officeOnly },
  // Confirming an entry a kiosk took offline (rejecting it is the admin's DELETE below).
  { method: "PATCH", path: "/api/time-entries/:id/verification", ...officeOnly },
  // Confirming an entry the auto-close job closed (correcting it is the admin's PATCH below).
  { method: "POST", path: "/api/time-entries/:id/review", ...officeOnly },
  { method: "PATCH", path: "/api/time-entries/:id", ...officeOnly },
  { method: "POST", path: "/api/time-entries", ...officeOnly },
  { method: "DELETE", path: "/api/time-entries/:id", ...officeOnly },
  { method: "GET", path: "/api/payroll", ...officeOnly },
  { method: "GET", path: "/api/payroll/export.csv", ...officeOnly },
  { method: "GET", path: "/api/payroll/entries.csv", ...officeOnly },
  // The office passes the access check; the service refuses it (403) unless officeApprovesPayroll is on (on in the
  // matrix's run; office-timesheet.test.ts proves both ways).
  { method: "GET", path: "/api/payroll/pay-changes", ...officeOnly },
  { method: "POST", path: "/api/payroll/approve", ...officeOnly },
  // Reopening is approval's: the office passes the access check, the service decides as for approve.
  { method: "POST", path: "/api/payroll/reopen", ...officeOnly },
  { method: "GET", path: "/api/payroll/periods", ...officeOnly },
  { method: "GET", path: "/api/payroll/periods/:id/versions", ...officeOnly },
  // The worker's own pay period and their signature of it (issue 27 step 5): each caller's own hours only.
  { method: "GET", path: "/api/my-period", ...signedIn },
  { method: "POST", path: "/api/my-period/signature", ...signedIn },
  // The payroll provider's files (issue 27 step 6): identities, pre-flights, batches; the office's and admins'.
  { method: "GET", path: "/api/workers/:id/payroll-identity", ...officeOnly },
  { method: "PUT", path: "/api/workers/:id/payroll-identity", ...officeOnly },
  { method: "GET", path: "/api/payroll/exports/:profile/preflight", ...officeOnly },
  { method: "GET", path: "/api/payroll/exports/:profile/mapping", ...officeOnly },
  { method: "PUT", path: "/api/payroll/exports/:profile/mapping", ...officeOnly },
  { method: "POST", path: "/api/payroll/exports", ...officeOnly },
  { method: "GET", path: "/api/payroll/exports/batches", ...officeOnly },
  { method: "GET", path: "/api/payroll/exports/batches/:id", ...officeOnly },
  // The words workers sign under: the office reads them, admins change them (as the Company settings).
  { method: "GET", path: "/api/settings/certification-text", ...officeOnly },
  { method: "PUT", path: "/api/settings/certification-text", ...adminOnly },
  { method: "GET", path: "/api/settings/payroll", ...officeOnly },
  { method: "PUT", path: "/api/settings/payroll", ...adminOnly },
  // The Company settings: read by the office, set by admins (foremen's screens read none of it).
  { method: "GET", path: "/api/settings/company", ...officeOnly },
  { method: "PUT", path: "/api/settings/company", ...adminOnly },
  // Who changed which setting, from what to what (issue 24 item 11): like the other audit lists, admins only.
  { method: "GET", path: "/api/settings/changes", ...adminOnly },
  // What the clock needs of them (whether to ask the sign-off): every member's clock reads it.
  { method: "GET", path: "/api/settings/clock", ...signedIn },
  { method: "GET", path: "/api/geocode/reverse", ...signedIn },
  // The company's cost codes (issue 15): everyone reads them (their punches will carry one); the office keeps the list.
  { method: "GET", path: "/api/cost-codes", ...signedIn },
  { method: "POST", path: "/api/cost-codes", ...officeOnly },
  { method: "PATCH", path: "/api/cost-codes/:id", ...officeOnly },
  // Injury records (issue 15): only office and admins read, enter and review them.
  { method: "GET", path: "/api/incidents", ...officeOnly },
  { method: "POST", path: "/api/incidents", ...officeOnly },
  { method: "POST", path: "/api/incidents/:id/review", ...officeOnly },

  // Projects, team, progress, jobs, dashboard stats and photos (issue 4). Deleting a project also erases its jobs,
  // photos, checklists and stock movements (FK cascade), so only an admin may. Crew and foremen read their own projects,
  // their teams and photos, add photos and read their dashboard; foremen set progress (issue 14, rows scoped per domain).
  { method: "GET", path: "/api/projects", ...signedIn },
  { method: "POST", path: "/api/projects", ...officeOnly },
  { method: "GET", path: "/api/projects/:id", ...signedIn },
  { method: "PATCH", path: "/api/projects/:id", ...officeOnly },
  { method: "DELETE", path: "/api/projects/:id", ...adminOnly },
  { method: "PATCH", path: "/api/projects/:id/progress", ...foremanUp },
  { method: "GET", path: "/api/projects/:id/progress-updates", ...signedIn },
  { method: "GET", path: "/api/projects/:id/workers", ...signedIn },
  { method: "PUT", path: "/api/projects/:id/workers", ...officeOnly },
  { method: "POST", path: "/api/projects/:id/workers", ...officeOnly },
  { method: "DELETE", path: "/api/projects/:id/workers/:workerId", ...officeOnly },
  { method: "GET", path: "/api/projects/:id/time-entries", ...signedIn },
  { method: "GET", path: "/api/projects/:id/photos", ...signedIn },
  { method: "POST", path: "/api/projects/:id/photos", ...signedIn },
  { method: "GET", path: "/api/projects/:id/photos/:photoId/image", ...signedIn },
  { method: "GET", path: "/api/projects/:id/photos/:photoId/thumbnail", ...signedIn },
  { method: "DELETE", path: "/api/projects/:id/photos/:photoId", ...officeOnly },
  // Jobs: crew see theirs, a foreman their projects' jobs and may change their status; scheduling stays the office's.
  { method: "GET", path: "/api/jobs", ...signedIn },
  { method: "POST", path: "/api/jobs", ...officeOnly },
  { method: "PATCH", path: "/api/jobs/:id", ...officeOnly },
  { method: "PATCH", path: "/api/jobs/:id/status", ...foremanUp },
  { method: "DELETE", path: "/api/jobs/:id", ...officeOnly },
  { method: "GET", path: "/api/stats", ...signedIn },
  // The office dashboard's labour card: the whole company's open entries and hours (crew and foremen have `own`).
  { method: "GET", path: "/api/stats/labour", ...officeOnly },

  // The API reference: signed-in users only (it lists this install's admin routes; the source itself is public).
  { method: "GET", path: "/api/openapi.json", ...signedIn },
];

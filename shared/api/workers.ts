// The worker roster's endpoints (SPEC 7 Workers): the list, one worker, add, edit, the Active switch, archive, delete,
// the CSV roster import and a worker's history (its own changes and its account's). Plain zod: the client bundles it.
import { z } from "zod";
import { ACCOUNT_ROLES, INVITE_ROLES } from "../domain/account-roles";
import { normalizeWorkerRole } from "../domain/roles";
import { DEFAULT_PAGE, endpoint, json, list, noContent } from "./contract";
import { pageQueryFields } from "./paging";
import { optionalText, trimmed } from "./inputs";
import { moneyInput } from "./inputs";
import { instant, int, money } from "./wire";
import { rosterImportBodySchema, rosterImportResultViewSchema, rosterPreviewViewSchema } from "./worker-import";

// ---------------------------------------------------------------------------------------------------------------
// Requests.

/** A worker role: the 'in-house' alias of the create form is stored as 'inhouse' (shared/domain/roles.ts). */
const workerRoleInput = trimmed("Role is required").transform((value, ctx) => {
  const role = normalizeWorkerRole(value);
  if (!role) {
    ctx.addIssue({ code: "custom", message: "Role must be foreman, in-house, subcontractor, supervisor or apprentice" });
    return z.NEVER;
  }
  return role;
});

/** Every field a worker is written with (SPEC 5 insert shape); ids, timestamps and archiving are the server's. */
export const workerFieldsSchema = z
  .object({
    name: trimmed("Name is required").pipe(z.string().max(200, "Name can be at most 200 characters")),
    role: workerRoleInput,
    category: trimmed("Category is required").pipe(z.string().max(100, "Category can be at most 100 characters")),
    subcategory: optionalText.pipe(z.string().max(100, "Specialization can be at most 100 characters").nullable()),
    phone: optionalText.pipe(z.string().max(50, "Phone can be at most 50 characters").nullable()),
    email: optionalText.pipe(z.email("Please enter a valid email address").max(254).nullable()),
    hourlyRate: moneyInput,
    isActive: z.boolean({ error: "isActive must be true or false" }).optional(),
  })
  .strict();

/** POST /api/workers: a new worker is always active, so isActive is not accepted (SPEC 7 payload). */
export const createWorkerSchema = workerFieldsSchema.omit({ isActive: true }).strict();
export type CreateWorkerInput = z.output<typeof createWorkerSchema>;
/** PATCH /api/workers/:id: any subset of the fields, each validated as at creation (the edit dialog sends isActive). */
export const updateWorkerSchema = workerFieldsSchema.partial().strict();
export type UpdateWorkerInput = z.output<typeof updateWorkerSchema>;
export const workerStatusSchema = z.object({ isActive: z.boolean({ error: "isActive must be true or false" }) }).strict();

/** The fields whose absence is the spec's one 'Please fill in all required fields' message. */
export const REQUIRED_WORKER_FIELDS = ["name", "role", "category"] as const;

/** GET /api/workers?archived=true: only the archived workers; without it, the current roster (archived left out). */
export const workerListQuerySchema = z
  .object({ archived: z.enum(["true", "false"], { error: "archived must be true or false" }).optional() })
  .strict();

/** PATCH /api/workers/:id/archived. */
export const workerArchiveSchema = z.object({ archived: z.boolean({ error: "archived must be true or false" }) }).strict();

// ---------------------------------------------------------------------------------------------------------------
// Answers.

/** Said of each money field crew and foremen reach: mount strips it from their answers (MONEY_FIELDS). */
const MONEY_ABSENT = "Absent for crew and foremen";

const invitationView = (status: "invited" | "invite_expired", description: string) =>
  z
    .object({
      status: z.literal(status),
      role: z.enum(INVITE_ROLES).describe("The role the invitation gives"),
      since: instant().describe("When the invitation was sent"),
      expiresAt: instant(),
    })
    .strict()
    .describe(description);
/**
 * Whether the person has a Crewline account (issue 26): joined (an account is linked to the worker), else invited (the
 * worker's unused invitation, still working or expired). The roster shows it to the office beside each worker.
 */
export const workerAccountViewSchema = z.discriminatedUnion("status", [
  z
    .object({ status: z.literal("joined"), role: z.enum(ACCOUNT_ROLES), since: instant().describe("When the account was made") })
    .strict()
    .describe("An account is linked to the worker"),
  invitationView("invited", "An invitation waits to be accepted"),
  invitationView("invite_expired", "The invitation ran out unused: send another"),
]);
export type WorkerAccountView = z.infer<typeof workerAccountViewSchema>;

/**
 * A worker row (every column of `workers` but the PIN's hash, which never leaves the server: `hasPin` says whether
 * one is set) plus the id of its open time entry (null when not clocked in). Crew get only their own record and a
 * foreman only their crew (the workers on their projects' teams), both without the rate.
 */
export const workerViewSchema = z
  .object({
    id: int(),
    name: z.string(),
    role: z.string(),
    category: z.string(),
    subcategory: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    hourlyRate: money().nullable().optional().describe(MONEY_ABSENT),
    isActive: z.boolean(),
    createdAt: instant(),
    archivedAt: instant().nullable().describe("Archived: kept for payroll, out of pickers, the default list and the counters"),
    archivedBy: int().nullable(),
    hasPin: z.boolean().describe("Whether the office has set the worker's kiosk PIN"),
    activeTimeEntryId: int().nullable(),
    account: workerAccountViewSchema
      .nullable()
      .optional()
      .describe("For the office, in the list and one worker's answer (absent for crew and foremen, and in the answers of writes): whether the person joined Crewline or was invited; null: neither"),
  })
  .strict();
export type WorkerView = z.infer<typeof workerViewSchema>;

const workerChangeBase = {
  id: int(),
  workerId: int(),
  workerName: z.string(),
  changedAt: instant(),
  changedBy: int().nullable(),
  changedByName: z.string().nullable().describe("'First Last', else username, else e-mail; null when that account was deleted"),
};

export const workerRateChangeViewSchema = z
  .object({ ...workerChangeBase, field: z.literal("hourlyRate"), from: money().nullable(), to: money().nullable() })
  .strict()
  .describe("A rate change; from null is the starting rate");
export const workerActiveChangeViewSchema = z
  .object({ ...workerChangeBase, field: z.literal("isActive"), from: z.boolean(), to: z.boolean() })
  .strict();
export const workerArchivedChangeViewSchema = z
  .object({ ...workerChangeBase, field: z.literal("archived"), from: z.boolean(), to: z.boolean() })
  .strict()
  .describe("Archived (to true) or brought back (to false)");
export const workerPinChangeViewSchema = z
  .object({ ...workerChangeBase, field: z.literal("pin"), from: z.boolean(), to: z.boolean() })
  .strict()
  .describe("The kiosk PIN set (from false), changed (true to true) or removed (to false); the PIN itself is never kept");
/** One rate, active, archived or PIN change of a worker, with who made it. */
export const workerChangeViewSchema = z.discriminatedUnion("field", [
  workerRateChangeViewSchema,
  workerActiveChangeViewSchema,
  workerArchivedChangeViewSchema,
  workerPinChangeViewSchema,
]);
export type WorkerChangeView = z.infer<typeof workerChangeViewSchema>;

// The changes of an account made while it was linked to the worker, and each link or unlink of an account to it
// (account_changes; issue 14: role changes and links are shown in the worker's history).
const accountChangeBase = {
  ...workerChangeBase,
  id: int().describe("The account change's id (its own sequence: one id may also name a worker change)"),
  accountId: int(),
  accountName: z.string().describe("The account's username, else its e-mail address"),
};
export const workerAccountLinkChangeViewSchema = z
  .object({ ...accountChangeBase, field: z.literal("accountLink"), from: z.boolean(), to: z.boolean() })
  .strict()
  .describe("An account linked to this worker (to true) or unlinked from it (to false): whether it was linked before and after");
export const workerAccountRoleChangeViewSchema = z
  .object({ ...accountChangeBase, field: z.literal("accountRole"), from: z.enum(ACCOUNT_ROLES).nullable(), to: z.enum(ACCOUNT_ROLES) })
  .strict()
  .describe("The linked account's role set (from null: a new account) or changed");
export const workerAccountActiveChangeViewSchema = z
  .object({ ...accountChangeBase, field: z.literal("accountActive"), from: z.boolean().nullable(), to: z.boolean() })
  .strict()
  .describe("The linked account opened (from null), deactivated or reactivated");
/** One entry of a worker's history: a change of the worker, or of the account linked to it, with who made it. */
export const workerHistoryEntryViewSchema = z.discriminatedUnion("field", [
  ...workerChangeViewSchema.options,
  workerAccountLinkChangeViewSchema,
  workerAccountRoleChangeViewSchema,
  workerAccountActiveChangeViewSchema,
]);
export type WorkerHistoryEntryView = z.infer<typeof workerHistoryEntryViewSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Endpoints.

const changedWorker = (description: string) => json(workerViewSchema, description);

export const workersApi = {
  list: endpoint({
    method: "GET",
    path: "/api/workers",
    summary: "The roster (archived workers left out), or with archived=true only the archived ones",
    description: "A crew member gets only their own record, a foreman their crew (the workers on their projects' teams); neither gets rates.",
    tag: "workers",
    access: "member",
    query: workerListQuerySchema,
    response: list(workerViewSchema, "The workers"),
  }),
  get: endpoint({
    method: "GET",
    path: "/api/workers/:id",
    summary: "One worker",
    description: "404 for a crew member asking for anyone but themself, and for a foreman asking for someone outside their crew.",
    tag: "workers",
    access: "member",
    response: json(workerViewSchema, "The worker"),
  }),
  create: endpoint({
    method: "POST",
    path: "/api/workers",
    summary: "Add a worker (always active)",
    tag: "workers",
    access: "office",
    body: createWorkerSchema,
    requiredFields: REQUIRED_WORKER_FIELDS,
    response: json(workerViewSchema, "Created", 201),
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/workers/:id",
    summary: "Edit a worker",
    tag: "workers",
    access: "office",
    body: updateWorkerSchema,
    requiredFields: REQUIRED_WORKER_FIELDS,
    response: changedWorker("The changed worker"),
  }),
  setStatus: endpoint({
    method: "PATCH",
    path: "/api/workers/:id/status",
    summary: "Activate or deactivate a worker",
    tag: "workers",
    access: "office",
    body: workerStatusSchema,
    response: changedWorker("The changed worker"),
  }),
  setArchived: endpoint({
    method: "PATCH",
    path: "/api/workers/:id/archived",
    summary: "Archive or unarchive a worker",
    description:
      "Archived workers leave every picker, the default list and the counters; payroll keeps their hours. Recorded in the worker's changes. 409 while the worker is clocked in.",
    tag: "workers",
    access: "admin",
    body: workerArchiveSchema,
    response: changedWorker("The changed worker"),
    errors: [409],
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/workers/:id",
    summary: "Delete a worker who has no time entries",
    description: "Takes the worker off every job and team in the same transaction. 409 when the worker has time entries: archive them instead.",
    tag: "workers",
    access: "admin",
    response: noContent(),
    errors: [409],
  }),
  previewImport: endpoint({
    method: "POST",
    path: "/api/workers/import/preview",
    summary: "Check a roster CSV without storing anything",
    description:
      "Header row naming the columns in any order: name, role, trade, specialization, phone, email, rate (name, role and trade required). Each row is checked as Add Worker would, plus e-mail addresses used twice in the file or already on a worker. At most 1000 rows and 512 KB; a file-level problem is a 400.",
    tag: "workers",
    access: "admin",
    body: rosterImportBodySchema,
    response: json(rosterPreviewViewSchema, "Every row with its errors"),
  }),
  importRoster: endpoint({
    method: "POST",
    path: "/api/workers/import",
    summary: "Store every worker of a clean roster CSV, in one transaction",
    description: "All rows or none: any row error is a 400 whose fieldErrors are keyed 'line N', and nothing is stored.",
    tag: "workers",
    access: "admin",
    body: rosterImportBodySchema,
    response: json(rosterImportResultViewSchema, "How many workers were stored", 201),
  }),
  changes: endpoint({
    method: "GET",
    path: "/api/workers/:id/changes",
    summary: "A worker's history with who made each change, newest first",
    description:
      "Its rate, active, archived and PIN changes; each link or unlink of an account to it; and the role and active changes of an account made while it was linked to this worker.",
    tag: "workers",
    access: "admin",
    query: z.object({ ...pageQueryFields() }).strict(),
    page: DEFAULT_PAGE,
    response: list(workerHistoryEntryViewSchema, "The changes"),
  }),
};

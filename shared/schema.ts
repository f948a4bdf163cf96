// Every table of Crewline (sessions included), with the zod insert/update shapes the API validates against.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import {
  CHECKLIST_ITEM_CATEGORIES,
  CHECKLIST_ITEM_PRIORITIES,
  CHECKLIST_TYPES,
  JOB_PRIORITIES,
  JOB_STATUSES,
  PROJECT_STATUSES,
  TIME_ENTRY_SOURCES,
  SETTINGS_GROUPS,
  PAY_PERIOD_STATUSES,
} from "./domain/statuses";
import { ENTRY_VERIFICATIONS } from "./domain/entry-verification";
import { ACCOUNT_CHANGE_FIELDS, ACCOUNT_ROLES, DEFAULT_ACCOUNT_ROLE } from "./domain/account-roles";
import { CORRECTION_KINDS, CORRECTION_STATUSES, type ProposedBreak } from "./domain/correction-requests";
import { BREAK_KINDS } from "./domain/breaks";
import { STORED_DEFAULT_RADIUS_METERS } from "./domain/geofence";
import { MAIL_STATUSES } from "./domain/mail-delivery";
import { moneyInput } from "./api/inputs";

export { moneyInput };

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

export { TIME_ENTRY_SOURCES };

// ---------------------------------------------------------------------------
// Accounts

/** connect-pg-simple's store; declared here so drizzle-kit creates it and never tries to drop it. */
export const sessions = pgTable(
  "sessions",
  {
    sid: varchar("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { precision: 6 }).notNull(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire)],
);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").unique(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    role: text("role", { enum: ACCOUNT_ROLES }).notNull().default(DEFAULT_ACCOUNT_ROLE),
    // The person's own worker record: a foreman's projects are that worker's teams, a crew member's time is its
    // entries. One account per worker; deleting the worker unlinks the account.
    workerId: integer("worker_id")
      .unique("users_worker_id_unique")
      .references((): AnyPgColumn => workers.id, { onDelete: "set null" }),
    isActive: boolean("is_active").notNull().default(false),
    // Accounts need more than the spec lists: the admin signs in by username, e-mail users by a bcrypt hash,
    // OpenID users are linked by (issuer, subject) and never merged by e-mail alone.
    username: text("username").unique(),
    passwordHash: text("password_hash"),
    oidcIssuer: text("oidc_issuer"),
    oidcSubject: text("oidc_subject"),
    // Bumped on password change and deactivation so every older session of this user stops working at once.
    sessionVersion: integer("session_version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_oidc_identity_idx").on(t.oidcIssuer, t.oidcSubject),
    check("users_role_check", sql`${t.role} in ('crew', 'foreman', 'user', 'admin')`),
  ],
);

export const userRegistrations = pgTable(
  "user_registrations",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull().unique(),
    // bcrypt hash of the attempt whose link proved the mailbox (copied in at verification); null before that, and
    // for a registration made through the OpenID provider.
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] }).notNull().default("pending"),
    emailVerified: boolean("email_verified").notNull().default(false),
    // The account an OpenID first sign-in created; approval activates it instead of creating another.
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("user_registrations_status_idx").on(t.status),
    check("user_registrations_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * Attempt counters of the rate limits (sign-in failures, registration requests), shared by every server process on
 * the database. One row per (scope, hashed identity) and fixed window: a row whose window has ended counts nothing
 * and is removed by the start-up and six-hourly housekeeping; a locked row is never removed before its window ends.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    // What is counted, e.g. 'sign-in:ip', 'sign-in:account', 'register:address'.
    scope: text("scope").notNull(),
    // SHA-256 of the normalised identity (client address, e-mail address, username): no address is stored in clear.
    keyHash: text("key_hash").notNull(),
    attempts: integer("attempts").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
    // Set when an account's failures reach the limit: the admin's bell lists active locks of existing accounts.
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.keyHash] }),
    index("rate_limit_counters_window_idx").on(t.windowEndsAt),
    index("rate_limit_counters_locked_idx").on(t.windowEndsAt).where(sql`${t.lockedAt} is not null`),
  ],
);

/**
 * Each sign-up of a not yet verified address (the newest 3 are kept), with its own password, names and e-mailed link.
 * Verifying takes a link and a password: the attempt with that password gives the registration its password and
 * names, or, when none has it, the typed password becomes it (the others are dropped then). Opening a link does
 * nothing, so whoever registered an address first gains nothing once the mailbox owner verifies it.
 */
export const registrationAttempts = pgTable(
  "registration_attempts",
  {
    id: serial("id").primaryKey(),
    registrationId: integer("registration_id")
      .notNull()
      .references(() => userRegistrations.id, { onDelete: "cascade" }),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    // Only a SHA-256 of the e-mailed token is kept, so a database reader cannot verify anyone's address.
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("registration_attempts_registration_idx").on(t.registrationId)],
);

/** "Forgot password?" links: a SHA-256 of the e-mailed token, used once (usedAt) and only before expiresAt. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/**
 * Who changed an account's role, worker link or active state, from what to what, and when (issue 14: every write that
 * affects people records the acting account). No row for a no-op. Values are text: a role, a worker id, true/false.
 */
export const accountChanges = pgTable(
  "account_changes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    field: text("field", { enum: ACCOUNT_CHANGE_FIELDS }).notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    changedBy: integer("changed_by").references(() => users.id, { onDelete: "set null" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("account_changes_user_idx").on(t.userId, t.changedAt),
    check("account_changes_field_check", sql`${t.field} in ('role', 'workerId', 'isActive')`),
  ],
);

/**
 * An invitation from the office to a worker (issue 14): a single-use, expiring link by mail with which the person sets
 * a password and lands active, linked to the worker, with the role the inviter chose. Stored as a SHA-256 of the
 * token; a new invitation for the worker replaces its unused ones.
 */
export const accountInvites = pgTable(
  "account_invites",
  {
    id: serial("id").primaryKey(),
    workerId: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: ACCOUNT_ROLES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** The account the invitation made. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("account_invites_worker_idx").on(t.workerId),
    // Invitations never make administrators: an admin promotes an account afterwards.
    check("account_invites_role_check", sql`${t.role} in ('crew', 'foreman', 'user')`),
  ],
);

// ---------------------------------------------------------------------------
// Projects, jobs, photos

export const projects = pgTable(
  "projects",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    location: text("location").notNull(),
    latitude: numeric("latitude", { precision: 10, scale: 8 }),
    longitude: numeric("longitude", { precision: 11, scale: 8 }),
    locationRadius: integer("location_radius").default(STORED_DEFAULT_RADIUS_METERS),
    description: text("description"),
    status: text("status", { enum: PROJECT_STATUSES }).notNull().default("planning"),
    progress: integer("progress").notNull().default(0),
    startDate: date("start_date"),
    endDate: date("end_date"),
    budget: money("budget"),
    estimatedHours: numeric("estimated_hours", { precision: 10, scale: 2 }),
    teamSize: integer("team_size").notNull().default(0),
    /** When the status last became completed (server-set); null while not completed. Drives "Completed This Month". */
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("projects_status_idx").on(t.status),
    check("projects_progress_check", sql`${t.progress} between 0 and 100`),
    check("projects_team_size_check", sql`${t.teamSize} >= 0`),
    check("projects_radius_check", sql`${t.locationRadius} is null or ${t.locationRadius} > 0`),
    check(
      "projects_status_check",
      sql`${t.status} in ('planning', 'in-progress', 'completed', 'delayed')`,
    ),
    // A reopened project loses its completion time. One-way on purpose: rows completed before the column existed
    // get theirs from the migration's backfill, which must be able to run after this check is in place.
    check("projects_completed_at_check", sql`${t.completedAt} is null or ${t.status} = 'completed'`),
  ],
);

/** Progress history: every progress change with its optional note, shown on the project page. */
export const projectProgressUpdates = pgTable(
  "project_progress_updates",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    previousProgress: integer("previous_progress").notNull(),
    progress: integer("progress").notNull(),
    notes: text("notes"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("project_progress_updates_project_idx").on(t.projectId, t.createdAt)],
);

export const workers = pgTable(
  "workers",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    category: text("category").notNull(),
    subcategory: text("subcategory"),
    phone: text("phone"),
    email: text("email"),
    hourlyRate: money("hourly_rate"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    /** Archived: kept for payroll (it has hours) but out of pickers, the default list and the counters; apart from isActive. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    archivedBy: integer("archived_by").references(() => users.id, { onDelete: "set null" }),
    /** bcrypt of the 4 to 6 digit PIN the worker types at a site kiosk (set by the office; never sent anywhere). */
    pinHash: text("pin_hash"),
  },
  (t) => [index("workers_active_idx").on(t.isActive), check("workers_rate_check", sql`${t.hourlyRate} is null or ${t.hourlyRate} >= 0`)],
);

export const projectWorkers = pgTable(
  "project_workers",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    workerId: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("project_workers_pair_idx").on(t.projectId, t.workerId), index("project_workers_worker_idx").on(t.workerId)],
);

export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description"),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    assignedWorkerIds: integer("assigned_worker_ids").array().notNull().default([]),
    scheduledDate: date("scheduled_date").notNull(),
    scheduledTime: text("scheduled_time"),
    estimatedHours: numeric("estimated_hours", { precision: 6, scale: 2 }),
    status: text("status", { enum: JOB_STATUSES }).notNull().default("scheduled"),
    priority: text("priority", { enum: JOB_PRIORITIES }).notNull().default("medium"),
    createdAt: createdAt(),
  },
  (t) => [
    index("jobs_scheduled_date_idx").on(t.scheduledDate, t.scheduledTime),
    index("jobs_project_idx").on(t.projectId),
    check("jobs_status_check", sql`${t.status} in ('scheduled', 'in-progress', 'completed', 'cancelled')`),
    check("jobs_priority_check", sql`${t.priority} in ('high', 'medium', 'low')`),
  ],
);

export const projectPhotos = pgTable(
  "project_photos",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    originalName: text("original_name").notNull(),
    caption: text("caption"),
    // Display name of the uploader at upload time, plus the account that did it.
    uploadedBy: text("uploaded_by").notNull(),
    uploadedById: integer("uploaded_by_id").references(() => users.id, { onDelete: "set null" }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    fileSize: integer("file_size").notNull(),
    mimeType: text("mime_type").notNull(),
    /** base64 data URL of the original, as the spec stores it; lists never select it. */
    data: text("data").notNull(),
    /** A small JPEG/WebP data URL for galleries, so lists never move the originals. */
    thumbnail: text("thumbnail"),
  },
  (t) => [
    index("project_photos_project_idx").on(t.projectId, t.uploadedAt),
    // The uploader's bytes of the day, summed for the daily photo budget at every upload.
    index("project_photos_uploader_day_idx").on(t.uploadedById, t.uploadedAt),
  ],
);

// ---------------------------------------------------------------------------
// Time clock and payroll

export const payPeriods = pgTable(
  "pay_periods",
  {
    id: serial("id").primaryKey(),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    payDate: date("pay_date"),
    /** draft (shown "Open"), approved (its entries locked, shown from its record), or reopened (unlocked, to approve again). */
    status: text("status", { enum: PAY_PERIOD_STATUSES }).notNull().default("draft"),
    createdAt: createdAt(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    approvedBy: integer("approved_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * The record's version: 1 at the first approval, one more at each approval after a reopen (issue 27); while
     * reopened, the version last approved. approvedAt and approvedBy are that version's (pay_period_versions).
     */
    version: integer("version").notNull().default(1),
  },
  (t) => [uniqueIndex("pay_periods_range_idx").on(t.startDate, t.endDate)],
);

/**
 * One approval of a pay period (issue 27): who approved it and when, the preset and settings its figures were computed
 * under with the pay rules' version (StoredPaySettings: the period is shown from its record under these, whatever the
 * settings say later; null for a period approved before issue 27 stored them, which is recomputed), and, once it is
 * reopened, who reopened it, when and why. Its workers' figures are the payroll_entries rows of the same version.
 */
export const payPeriodVersions = pgTable(
  "pay_period_versions",
  {
    payPeriodId: integer("pay_period_id")
      .notNull()
      .references(() => payPeriods.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    approvedAt: timestamp("approved_at", { withTimezone: true }).notNull(),
    approvedBy: integer("approved_by").references(() => users.id, { onDelete: "set null" }),
    settingsUsed: jsonb("settings_used"),
    reopenedAt: timestamp("reopened_at", { withTimezone: true }),
    reopenedBy: integer("reopened_by").references(() => users.id, { onDelete: "set null" }),
    reopenReason: text("reopen_reason"),
  },
  (t) => [primaryKey({ columns: [t.payPeriodId, t.version] })],
);

export const timeEntries = pgTable(
  "time_entries",
  {
    id: serial("id").primaryKey(),
    workerId: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "restrict" }),
    // Restrict, not cascade: deleting a project must never silently delete the hours someone is paid for.
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "restrict" }),
    /**
     * The paid time of the clock-in: the server's receive time for a punch sent at once, the tap's time for a queued one
     * (the receive time less the age the device reports: shared/domain/tap-time.ts); typed for an entry added by hand.
     */
    clockInTime: timestamp("clock_in_time", { withTimezone: true }).notNull(),
    clockOutTime: timestamp("clock_out_time", { withTimezone: true }),
    /** When the server received the clock-in (issue 26): always the server's clock, kept beside the paid time. */
    clockInReceivedAt: timestamp("clock_in_received_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the server received the clock-out; null while open. */
    clockOutReceivedAt: timestamp("clock_out_received_at", { withTimezone: true }),
    /** The phone's own time of an offline punch, kept beside the server's. */
    clientClockInTime: timestamp("client_clock_in_time", { withTimezone: true }),
    clientClockOutTime: timestamp("client_clock_out_time", { withTimezone: true }),
    hoursWorked: numeric("hours_worked", { precision: 10, scale: 2 }),
    hourlyRate: money("hourly_rate"),
    overtimeHours: numeric("overtime_hours", { precision: 10, scale: 2 }).notNull().default("0"),
    overtimeRate: money("overtime_rate"),
    totalPay: money("total_pay"),
    location: text("location"),
    clockOutLocation: text("clock_out_location"),
    clockInLatitude: numeric("clock_in_latitude", { precision: 10, scale: 8 }),
    clockInLongitude: numeric("clock_in_longitude", { precision: 11, scale: 8 }),
    clockOutLatitude: numeric("clock_out_latitude", { precision: 10, scale: 8 }),
    clockOutLongitude: numeric("clock_out_longitude", { precision: 11, scale: 8 }),
    locationAccuracy: numeric("location_accuracy", { precision: 8, scale: 2 }),
    clockOutAccuracy: numeric("clock_out_accuracy", { precision: 8, scale: 2 }),
    distanceMeters: numeric("distance_meters", { precision: 12, scale: 2 }),
    geofenceVerdict: text("geofence_verdict", { enum: ["inside", "uncertain", "outside"] }),
    isLocationVerified: boolean("is_location_verified").notNull().default(false),
    notes: text("notes"),
    breakTime: integer("break_time").notNull().default(0),
    isApproved: boolean("is_approved").notNull().default(false),
    approvedBy: integer("approved_by").references(() => users.id, { onDelete: "set null" }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    payPeriodId: integer("pay_period_id").references(() => payPeriods.id, { onDelete: "set null" }),
    /** The account that clocked in (or entered the entry). */
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** The account that clocked out, or the admin whose correction closed the entry. */
    clockedOutBy: integer("clocked_out_by").references(() => users.id, { onDelete: "set null" }),
    /** 'clock' for a punch, 'manual' for an entry an admin added by hand (shown as "Manual"). */
    source: text("source", { enum: TIME_ENTRY_SOURCES }).notNull().default("clock"),
    /** The site kiosk that took the clock-in / clock-out (then no account did: the worker punched with their PIN). */
    clockInKioskId: integer("clock_in_kiosk_id").references((): AnyPgColumn => kiosks.id, { onDelete: "set null" }),
    clockOutKioskId: integer("clock_out_kiosk_id").references((): AnyPgColumn => kiosks.id, { onDelete: "set null" }),
    /**
     * 'unverified': a kiosk took the punch offline, where it cannot check a PIN; the office confirms it (or deletes the
     * entry with a reason). Every other entry is 'verified'.
     */
    verification: text("verification", { enum: ENTRY_VERIFICATIONS }).notNull().default("verified"),
    /** The cost code the hours are booked to (issue 15); restrict: codes are deactivated, never deleted. */
    costCodeId: integer("cost_code_id").references((): AnyPgColumn => costCodes.id, { onDelete: "restrict" }),
    /**
     * A crew punch (issue 15): a foreman or the office clocked a group in / out with one GPS fix. The position is the
     * puncher's, which vouches for the crew but is not each worker's own (the screens say "Crew punch").
     */
    crewClockIn: boolean("crew_clock_in").notNull().default(false),
    crewClockOut: boolean("crew_clock_out").notNull().default(false),
    /** When the forgotten clock-out alert went out for this open entry: set once, by a conditional UPDATE (issue 15). */
    forgottenAlertAt: timestamp("forgotten_alert_at", { withTimezone: true }),
    /**
     * Closed by the auto-close job (at clock-in + the company's hours): 'Auto-closed, needs review'. Cleared when an
     * office user confirms or corrects it; its week cannot be approved while it is set.
     */
    autoClosedAt: timestamp("auto_closed_at", { withTimezone: true }),
    /** The company asked for the sign-off when this entry was clocked out on the clock (issue 15): "No sign-off" until answered. */
    signOffDue: boolean("sign_off_due").notNull().default(false),
    /**
     * Punched without a cost code while the company required one (issue 15): the punch is taken, flagged "No cost code",
     * and its week cannot be approved until the office gives it one. Giving it one clears this (the check below holds it).
     */
    costCodeDue: boolean("cost_code_due").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The database, not a read before the write, guarantees one open entry per worker.
    uniqueIndex("time_entries_one_open_per_worker_idx").on(t.workerId).where(sql`${t.clockOutTime} is null`),
    index("time_entries_worker_clock_in_idx").on(t.workerId, t.clockInTime),
    index("time_entries_project_clock_in_idx").on(t.projectId, t.clockInTime),
    index("time_entries_clock_in_idx").on(t.clockInTime),
    // The few offline kiosk punches waiting for the office (its card and the bell read them on every visit).
    index("time_entries_unverified_idx").on(t.clockInTime).where(sql`${t.verification} = 'unverified'`),
    // The few auto-closed entries waiting for review (the approval's refusal and the timesheet read them).
    index("time_entries_auto_closed_idx").on(t.clockInTime).where(sql`${t.autoClosedAt} is not null`),
    // The few entries waiting for a cost code (the approval's refusal reads them).
    index("time_entries_cost_code_due_idx").on(t.clockInTime).where(sql`${t.costCodeDue}`),
    check("time_entries_order_check", sql`${t.clockOutTime} is null or ${t.clockOutTime} >= ${t.clockInTime}`),
    check("time_entries_break_check", sql`${t.breakTime} >= 0`),
    check("time_entries_source_check", sql`${t.source} in ('clock', 'manual')`),
    check("time_entries_verification_check", sql`${t.verification} in ('verified', 'unverified')`),
    // An entry with a cost code is never waiting for one: whichever write gives it a code must clear the flag.
    check("time_entries_cost_code_due_check", sql`not ${t.costCodeDue} or ${t.costCodeId} is null`),
  ],
);

/**
 * A timed break of a time entry (issue 15). Whether it is paid is decided when it starts (rest always; a meal when the
 * company pays meals then), so a later settings change never reprices past weeks. The entry's break_time is derived
 * from these rows (the unpaid minutes), in the same transaction as every change to them.
 */
export const timeEntryBreaks = pgTable(
  "time_entry_breaks",
  {
    id: serial("id").primaryKey(),
    timeEntryId: integer("time_entry_id")
      .notNull()
      .references(() => timeEntries.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: BREAK_KINDS }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    /** null while the break is running. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** When the server received the start and the end (issue 26): startedAt and endedAt are the taps' times. */
    startReceivedAt: timestamp("start_received_at", { withTimezone: true }).notNull().defaultNow(),
    endReceivedAt: timestamp("end_received_at", { withTimezone: true }),
    paid: boolean("paid").notNull(),
    startedBy: integer("started_by").references(() => users.id, { onDelete: "set null" }),
    endedBy: integer("ended_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    // The database, not a read before the write, guarantees one running break per entry.
    uniqueIndex("time_entry_breaks_one_open_idx").on(t.timeEntryId).where(sql`${t.endedAt} is null`),
    index("time_entry_breaks_entry_idx").on(t.timeEntryId, t.startedAt),
    check("time_entry_breaks_order_check", sql`${t.endedAt} is null or ${t.endedAt} >= ${t.startedAt}`),
    check("time_entry_breaks_kind_check", sql`${t.kind} in ('meal', 'rest')`),
  ],
);

/**
 * Who changed which time entry, when, from what to what: corrections and manual adds stay auditable. No foreign key
 * on the entry: the rows outlive a deleted entry (its time_entry_deletions row says what it was).
 */
export const timeEntryChanges = pgTable(
  "time_entry_changes",
  {
    id: serial("id").primaryKey(),
    timeEntryId: integer("time_entry_id").notNull(),
    changedBy: integer("changed_by").references(() => users.id, { onDelete: "set null" }),
    /** The site kiosk that made the change (a tap it took offline, with no PIN: 'unverify'); then no account did. */
    kioskId: integer("kiosk_id").references((): AnyPgColumn => kiosks.id, { onDelete: "set null" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    action: text("action").notNull(),
    changes: jsonb("changes").notNull(),
    reason: text("reason"),
  },
  (t) => [index("time_entry_changes_entry_idx").on(t.timeEntryId, t.changedAt)],
);

/**
 * A correction a crew member or foreman asked the office for (issue 14). Kept whatever the office decides, so it stays
 * in the entry's history; like time_entry_changes it has no foreign key to its entry (the history outlives it). One
 * request per entry waits at a time (a partial unique index), so two taps never make two. A late punch (issue 27) is
 * filed by the server for a queued tap that reached it after its pay period was approved: a clock-in has no entry yet
 * (time_entry_id null), and it is never refused for another request waiting (the tap must not be lost).
 */
export const correctionRequests = pgTable(
  "correction_requests",
  {
    id: serial("id").primaryKey(),
    /** null for a late punch's clock-in: its entry is made when the office approves it. */
    timeEntryId: integer("time_entry_id"),
    /** The entry's worker and project when asked, for scoping the lists to a crew member or a foreman. */
    workerId: integer("worker_id").notNull(),
    projectId: integer("project_id").notNull(),
    kind: text("kind", { enum: CORRECTION_KINDS }).notNull(),
    clockInTime: timestamp("clock_in_time", { withTimezone: true }),
    clockOutTime: timestamp("clock_out_time", { withTimezone: true }),
    proposedProjectId: integer("proposed_project_id"),
    /** The breaks the request proposes (they replace the entry's on approval); null: the breaks stay as they are. */
    proposedBreaks: jsonb("proposed_breaks").$type<ProposedBreak[]>(),
    reason: text("reason").notNull(),
    status: text("status", { enum: CORRECTION_STATUSES }).notNull().default("pending"),
    requestedBy: integer("requested_by").references(() => users.id, { onDelete: "set null" }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionNote: text("decision_note"),
  },
  (t) => [
    uniqueIndex("correction_requests_one_pending_idx").on(t.timeEntryId).where(sql`${t.status} = 'pending' and ${t.kind} <> 'late_punch'`),
    index("correction_requests_entry_idx").on(t.timeEntryId),
    index("correction_requests_status_idx").on(t.status, t.requestedAt),
    check("correction_requests_kind_check", sql`${t.kind} in ('missed_punch', 'wrong_time', 'wrong_project', 'late_punch')`),
    check("correction_requests_entry_check", sql`${t.timeEntryId} is not null or ${t.kind} = 'late_punch'`),
    check("correction_requests_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * A deleted time entry: the entry is really deleted (nothing can count it by forgetting a filter), and this row keeps
 * what it was (the whole row as JSON, plus the columns the audit lists read), who deleted it, when and why. Worker and
 * project ids carry no foreign key, so the record survives the removal of either; their names are copied.
 */
export const timeEntryDeletions = pgTable(
  "time_entry_deletions",
  {
    id: serial("id").primaryKey(),
    timeEntryId: integer("time_entry_id").notNull(),
    workerId: integer("worker_id").notNull(),
    workerName: text("worker_name").notNull(),
    projectId: integer("project_id").notNull(),
    projectName: text("project_name").notNull(),
    clockInTime: timestamp("clock_in_time", { withTimezone: true }).notNull(),
    clockOutTime: timestamp("clock_out_time", { withTimezone: true }),
    source: text("source", { enum: TIME_ENTRY_SOURCES }).notNull(),
    /** The entry row as the API sent it (times as ISO text, money as decimal text). */
    entry: jsonb("entry").notNull(),
    reason: text("reason").notNull(),
    deletedBy: integer("deleted_by").references(() => users.id, { onDelete: "set null" }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("time_entry_deletions_entry_idx").on(t.timeEntryId),
    index("time_entry_deletions_clock_in_idx").on(t.clockInTime),
  ],
);

const WORKER_CHANGE_FIELDS = ["hourlyRate", "isActive", "archived", "pin"] as const;

/**
 * Who changed a worker's pay rate, active or archived state or kiosk PIN, when, from what to what (QUALITY 41). Values
 * are text: a rate as '28.00' (null = no rate; a row with from null at creation records the starting rate), active,
 * archived and pin as 'true'/'false' (pin: whether a PIN was set before and after; true to true is a new PIN; the PIN
 * itself is never kept here).
 */
export const workerChanges = pgTable(
  "worker_changes",
  {
    id: serial("id").primaryKey(),
    workerId: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    field: text("field", { enum: WORKER_CHANGE_FIELDS }).notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    changedBy: integer("changed_by").references(() => users.id, { onDelete: "set null" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("worker_changes_worker_idx").on(t.workerId, t.changedAt),
    index("worker_changes_changed_at_idx").on(t.changedAt),
    check("worker_changes_field_check", sql`${t.field} in ('hourlyRate', 'isActive', 'archived', 'pin')`),
  ],
);

/**
 * Replays of an Idempotency-Key return the stored answer instead of punching twice. A key belongs to the account that
 * sent it, or to the site kiosk that did (kiosk punches have no account): exactly one of the two.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    kioskId: integer("kiosk_id").references((): AnyPgColumn => kiosks.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    route: text("route").notNull(),
    /**
     * SHA-256 of the body without the contract's unhashedFields (a kiosk PIN); null for a kiosk tap stored before the
     * PIN was left out (cleared by migration 0021): nothing to compare, a replay gets the stored answer.
     */
    requestHash: text("request_hash"),
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("idempotency_keys_user_key_idx").on(t.userId, t.key),
    uniqueIndex("idempotency_keys_kiosk_key_idx").on(t.kioskId, t.key),
    index("idempotency_keys_created_idx").on(t.createdAt),
    check("idempotency_keys_owner_check", sql`(${t.userId} is null) <> (${t.kioskId} is null)`),
  ],
);

/**
 * Timed work shared by every server process on the database (server/modules/scheduler): one row per job, claimed
 * for a run by one guarded UPDATE that sets the lease, so of several processes exactly one runs each due time.
 */
export const scheduledJobs = pgTable("scheduled_jobs", {
  name: text("name").primaryKey(),
  nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  /** The last run's failure; cleared by a run that succeeds. */
  lastError: text("last_error"),
  /** Until when the process that claimed the run holds it; a crashed process's lease simply runs out. */
  leaseUntil: timestamp("lease_until", { withTimezone: true }),
  /** Which process holds the lease (host, pid and a random tag), for the operator and for finishing only its own run. */
  runBy: text("run_by"),
});

/**
 * Outgoing mail (issue 24, QUALITY 57): queued in the transaction of the change it reports, sent after the commit,
 * tried again with back-off (shared/domain/mail-delivery.ts) until sent or `give_up_at`. A mail with a link holds the
 * link's token only while it waits: its text is blanked once sent or given up (the token's own row keeps a hash).
 */
export const outgoingMails = pgTable(
  "outgoing_mails",
  {
    id: serial("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    /** Blanked ('') once a mail with a link is sent or given up. */
    text: text("text").notNull(),
    carriesLink: boolean("carries_link").notNull(),
    status: text("status", { enum: MAIL_STATUSES }).notNull().default("queued"),
    /** Attempts made, failed or not. */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    /** When it stops being tried: its link's expiry, else MAIL_TRY_FOR_MS after it was queued. */
    giveUpAt: timestamp("give_up_at", { withTimezone: true }).notNull(),
    /** While a process sends it: a crashed sender's claim runs out and another process takes the mail. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastError: text("last_error"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("outgoing_mails_due_idx").on(t.status, t.nextAttemptAt),
    check("outgoing_mails_status_check", sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);

/**
 * Wrong PINs on one name at one kiosk (issue 24 item 7, QUALITY 52): how many in a row and until when a PIN for that
 * name is not even compared (shared/domain/kiosk-pin-wait.ts). A right PIN, or the office or the worker's foreman,
 * deletes the row; the bell reads it for names strangers keep trying.
 */
export const kioskPinWaits = pgTable(
  "kiosk_pin_waits",
  {
    kioskId: integer("kiosk_id")
      .notNull()
      .references(() => kiosks.id, { onDelete: "cascade" }),
    workerId: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    wrongPins: integer("wrong_pins").notNull(),
    lastWrongAt: timestamp("last_wrong_at", { withTimezone: true }).notNull(),
    waitUntil: timestamp("wait_until", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kioskId, t.workerId] }), index("kiosk_pin_waits_worker_idx").on(t.workerId)],
);

export const payrollEntries = pgTable(
  "payroll_entries",
  {
    id: serial("id").primaryKey(),
    payPeriodId: integer("pay_period_id")
      .notNull()
      .references(() => payPeriods.id, { onDelete: "cascade" }),
    workerId: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "restrict" }),
    regularHours: numeric("regular_hours", { precision: 10, scale: 2 }).notNull().default("0"),
    overtimeHours: numeric("overtime_hours", { precision: 10, scale: 2 }).notNull().default("0"),
    /** Hours at 2x (issue 27: California's over 12 a day and the 7th day over 8); 0 under the other presets. */
    doubleTimeHours: numeric("double_time_hours", { precision: 10, scale: 2 }).notNull().default("0"),
    regularRate: money("regular_rate"),
    overtimeRate: money("overtime_rate"),
    doubleTimeRate: money("double_time_rate"),
    grossPay: money("gross_pay"),
    deductions: money("deductions").notNull().default("0"),
    netPay: money("net_pay"),
    notes: text("notes"),
    /** The pay period's record version these figures belong to (pay_periods.version when approved). */
    version: integer("version").notNull().default(1),
    /** The worker's line exactly as the Payroll tab showed it (payrollWorkerLineSchema); null before issue 27. */
    figures: jsonb("figures"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("payroll_entries_period_version_worker_idx").on(t.payPeriodId, t.version, t.workerId)],
);

/** Company-wide switches an admin sets (for example weekly overtime after 40 h). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/**
 * One field of a settings row changed (issue 24 item 11): which row and field, the value before and after (jsonb: a
 * switch, a number of hours or days, a rule's name, or null), who and when. Written in the change's own transaction,
 * one row per field whose value actually changed; the pay changes of a week list those that can move pay.
 */
export const settingsChanges = pgTable(
  "settings_changes",
  {
    id: serial("id").primaryKey(),
    settingsKey: text("settings_key", { enum: SETTINGS_GROUPS }).notNull(),
    field: text("field").notNull(),
    fromValue: jsonb("from_value"),
    toValue: jsonb("to_value"),
    changedBy: integer("changed_by").references(() => users.id, { onDelete: "set null" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("settings_changes_changed_at_idx").on(t.changedAt, t.id),
    check("settings_changes_settings_key_check", sql`${t.settingsKey} in ('company', 'kiosk')`),
  ],
);

/**
 * A shared tablet at a site (issue 14): an admin turns a signed-in device into a kiosk for one project. The device
 * holds a credential (its SHA-256 here) that allows only the kiosk's calls; revoking it stops the device at once.
 */
export const kiosks = pgTable(
  "kiosks",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: integer("revoked_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("kiosks_project_idx").on(t.projectId)],
);

/**
 * The photo a kiosk takes at a punch when the company turns it on (it says so on screen): a small JPEG data URL,
 * re-encoded by the server (no metadata), deleted after the retention period (KIOSK settings, 90 days by default).
 */
export const punchPhotos = pgTable(
  "punch_photos",
  {
    id: serial("id").primaryKey(),
    timeEntryId: integer("time_entry_id")
      .notNull()
      .references(() => timeEntries.id, { onDelete: "cascade" }),
    punch: text("punch", { enum: ["in", "out"] }).notNull(),
    data: text("data").notNull(),
    takenAt: timestamp("taken_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("punch_photos_entry_punch_idx").on(t.timeEntryId, t.punch),
    index("punch_photos_taken_at_idx").on(t.takenAt),
    check("punch_photos_punch_check", sql`${t.punch} in ('in', 'out')`),
  ],
);

/**
 * The company's cost codes (issue 15): a code such as "03-300" and its name, kept by the office. Punches and entries
 * will carry one, so a code is never deleted, only deactivated. A code is unique whatever its case: the index on
 * lower(code) decides between two offices adding the same code at once.
 */
export const costCodes = pgTable(
  "cost_codes",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("cost_codes_code_lower_idx").on(sql`lower(${t.code})`)],
);

// ---------------------------------------------------------------------------
// Materials

export const materials = pgTable(
  "materials",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description"),
    category: text("category").notNull(),
    unit: text("unit").notNull(),
    unitCost: money("unit_cost"),
    supplier: text("supplier"),
    sku: text("sku"),
    minStockLevel: integer("min_stock_level").notNull().default(0),
    currentStock: integer("current_stock").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("materials_category_idx").on(t.category),
    // Stock can never be overdrawn, whatever the order of concurrent movements.
    check("materials_stock_check", sql`${t.currentStock} >= 0`),
    check("materials_min_check", sql`${t.minStockLevel} >= 0`),
  ],
);

export const materialTransactions = pgTable(
  "material_transactions",
  {
    id: serial("id").primaryKey(),
    materialId: integer("material_id")
      .notNull()
      .references(() => materials.id, { onDelete: "cascade" }),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    transactionType: text("transaction_type", { enum: ["received", "used", "returned", "adjusted"] }).notNull(),
    quantity: integer("quantity").notNull(),
    unitCost: money("unit_cost"),
    totalCost: money("total_cost"),
    notes: text("notes"),
    transactionDate: timestamp("transaction_date", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("material_transactions_material_idx").on(t.materialId, t.transactionDate),
    index("material_transactions_project_idx").on(t.projectId),
  ],
);

export const projectMaterials = pgTable(
  "project_materials",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    materialId: integer("material_id")
      .notNull()
      .references(() => materials.id, { onDelete: "cascade" }),
    estimatedQuantity: integer("estimated_quantity").notNull().default(0),
    actualQuantity: integer("actual_quantity").notNull().default(0),
    budgetedCost: money("budgeted_cost"),
    actualCost: money("actual_cost"),
  },
  (t) => [uniqueIndex("project_materials_pair_idx").on(t.projectId, t.materialId)],
);

// ---------------------------------------------------------------------------
// Safety

export const safetyChecklists = pgTable(
  "safety_checklists",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    checklistType: text("checklist_type", { enum: CHECKLIST_TYPES }).notNull(),
    title: text("title").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    completedBy: integer("completed_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: ["pending", "in_progress", "completed"] }).notNull().default("pending"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    notes: text("notes"),
    createdAt: createdAt(),
  },
  (t) => [index("safety_checklists_project_idx").on(t.projectId), index("safety_checklists_created_idx").on(t.createdAt)],
);

export const safetyChecklistItems = pgTable(
  "safety_checklist_items",
  {
    id: serial("id").primaryKey(),
    checklistId: integer("checklist_id")
      .notNull()
      .references(() => safetyChecklists.id, { onDelete: "cascade" }),
    category: text("category", { enum: CHECKLIST_ITEM_CATEGORIES }).notNull(),
    description: text("description").notNull(),
    isRequired: boolean("is_required").notNull().default(true),
    isCompleted: boolean("is_completed").notNull().default(false),
    completedBy: integer("completed_by").references(() => users.id, { onDelete: "set null" }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    notes: text("notes"),
    priority: text("priority", { enum: CHECKLIST_ITEM_PRIORITIES }).notNull().default("medium"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("safety_checklist_items_checklist_idx").on(t.checklistId, t.sortOrder)],
);

/**
 * An injury reported at a sign-off ("Were you injured today?": yes) or entered by the office (issue 15). Office and
 * admins see it on the safety screen; it stays in their bell until one of them marks it reviewed. Never deleted with
 * its project or worker (restrict): an injury record is kept.
 */
export const incidents = pgTable(
  "incidents",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "restrict" }),
    workerId: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "restrict" }),
    /** The shift it was reported at, when a sign-off reported it. */
    timeEntryId: integer("time_entry_id").references(() => timeEntries.id, { onDelete: "set null" }),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    /** What happened, in the reporter's words; null when the sign-off gave none. */
    description: text("description"),
    /** The account that reported it; null when a kiosk took the sign-off (then kioskId names it). */
    reportedBy: integer("reported_by").references(() => users.id, { onDelete: "set null" }),
    kioskId: integer("kiosk_id").references(() => kiosks.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    /** What the office did about it, written when marking it reviewed (optional). */
    reviewNote: text("review_note"),
  },
  (t) => [
    index("incidents_project_occurred_idx").on(t.projectId, t.occurredAt),
    // The few not yet reviewed, which the bell reads on every visit.
    index("incidents_unreviewed_idx").on(t.createdAt).where(sql`${t.reviewedAt} is null`),
  ],
);

/**
 * The worker's answers at clock-out when the company asks for a sign-off (issue 15): "Did you take your breaks?" and
 * "Were you injured today?". One per entry (the key decides between two devices answering at once); "injured: yes"
 * also made the injury record it names.
 */
export const timeEntrySignOffs = pgTable("time_entry_sign_offs", {
  timeEntryId: integer("time_entry_id")
    .primaryKey()
    .references(() => timeEntries.id, { onDelete: "cascade" }),
  tookBreaks: boolean("took_breaks").notNull(),
  injured: boolean("injured").notNull(),
  incidentId: integer("incident_id").references(() => incidents.id, { onDelete: "set null" }),
  signedAt: timestamp("signed_at", { withTimezone: true }).notNull(),
  /** The account that answered (the worker, or their foreman for the crew); null when a kiosk took it. */
  signedBy: integer("signed_by").references(() => users.id, { onDelete: "set null" }),
  kioskId: integer("kiosk_id").references(() => kiosks.id, { onDelete: "set null" }),
  /**
   * false: a kiosk took the answers offline, where no PIN vouched for them (QUALITY 49); the worker's own answer (their
   * PIN at a kiosk, or an account that may clock them out) replaces them instead of being refused.
   */
  confirmed: boolean("confirmed").notNull().default(true),
});

// ---------------------------------------------------------------------------
// The worker's signature of their pay period (issue 27 step 5)

/**
 * The words a worker signs under, kept versioned per language: changing a text adds its next version (a signature
 * keeps the version it was made under, so an older signature still reads what was signed). Version 1 in English is
 * the migration's default.
 */
export const certificationTexts = pgTable(
  "certification_texts",
  {
    id: serial("id").primaryKey(),
    language: text("language").notNull(),
    version: integer("version").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("certification_texts_version_idx").on(t.language, t.version)],
);

/**
 * A worker's signature of one pay period (by its days): under which text, and of which version of their hours
 * (entriesVersion: a digest of the period's entries as the worker read them). A correction after signing changes the
 * digest, so the signature reads "outdated" until they sign again; every signature is kept. One per digest: signing
 * the same hours twice (two taps, two devices) keeps the first.
 */
export const periodSignatures = pgTable(
  "period_signatures",
  {
    id: serial("id").primaryKey(),
    workerId: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    periodStart: date("period_start").notNull(),
    periodEnd: date("period_end").notNull(),
    certificationTextId: integer("certification_text_id")
      .notNull()
      .references(() => certificationTexts.id),
    entriesVersion: text("entries_version").notNull(),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull(),
    /** The account that signed (the worker's own); null when they signed at a kiosk behind their PIN. */
    signedBy: integer("signed_by").references(() => users.id, { onDelete: "set null" }),
    kioskId: integer("kiosk_id").references(() => kiosks.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("period_signatures_version_idx").on(t.workerId, t.periodStart, t.periodEnd, t.entriesVersion),
    index("period_signatures_period_idx").on(t.periodStart, t.periodEnd),
  ],
);

// ---------------------------------------------------------------------------
// Files for the payroll provider (issue 27 step 6)

/**
 * How each provider knows a worker (office and admins only, never shown to crew or foremen): Gusto's first and last
 * name or employee id, ADP's file number, Paychex's worker id, QuickBooks' employee name. Null: not mapped.
 */
export const workerPayrollIdentities = pgTable("worker_payroll_identities", {
  workerId: integer("worker_id")
    .primaryKey()
    .references(() => workers.id, { onDelete: "cascade" }),
  gustoFirstName: text("gusto_first_name"),
  gustoLastName: text("gusto_last_name"),
  gustoEmployeeId: text("gusto_employee_id"),
  adpFileNumber: text("adp_file_number"),
  paychexWorkerId: text("paychex_worker_id"),
  quickbooksEmployeeName: text("quickbooks_employee_name"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/**
 * A profile's mapping, set once by the office: the company's code at the provider and the provider's code for each
 * earning (ExportCodes: regular, overtime, double_time, meal_premium), as the profile reads them.
 */
export const payrollExportMappings = pgTable("payroll_export_mappings", {
  profile: text("profile").primaryKey(),
  companyCode: text("company_code"),
  earningCodes: jsonb("earning_codes").notNull().default({}),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/**
 * Bytes kept exactly: a payroll file's bytes are its hash's, and a text column's reader would drop a leading
 * byte-order mark. node-postgres reads bytea as a Buffer, PGlite as a Uint8Array.
 */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * One payroll file as it was handed over: its profile, the approved period and version it was made from, who made it
 * and when, each worker's figures in it (to say what changed after a reopen), and the file itself with its hash.
 */
export const payrollExportBatches = pgTable(
  "payroll_export_batches",
  {
    id: serial("id").primaryKey(),
    profile: text("profile").notNull(),
    payPeriodId: integer("pay_period_id")
      .notNull()
      .references(() => payPeriods.id, { onDelete: "cascade" }),
    periodVersion: integer("period_version").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    filename: text("filename").notNull(),
    content: bytes("content").notNull(),
    sha256: text("sha256").notNull(),
    /** Each worker's hours per label and gross in the file (ExportedWorkerFigures[]). */
    figures: jsonb("figures").notNull(),
  },
  (t) => [index("payroll_export_batches_period_idx").on(t.payPeriodId, t.createdAt)],
);

// ---------------------------------------------------------------------------
// Demo data

/** The tables the demo seed writes to (server/db/seed-demo.ts), in the order its rows must be deleted. */
export const DEMO_ROW_TABLES = [
  "safety_checklist_items",
  "safety_checklists",
  "material_transactions",
  "project_materials",
  "materials",
  "time_entries",
  "jobs",
  "project_workers",
  "workers",
  "projects",
] as const;
export type DemoRowTable = (typeof DEMO_ROW_TABLES)[number];

/**
 * Which rows the demo seed created: a registry beside the tables rather than a flag on each, so no API shape, insert
 * schema or response changes and nothing a client sends can mark or unmark a row. Ids are serials, never reused, so
 * an entry whose row was deleted through the app matches nothing.
 */
export const demoRows = pgTable(
  "demo_rows",
  {
    tableName: text("table_name", { enum: DEMO_ROW_TABLES }).notNull(),
    rowId: integer("row_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tableName, t.rowId] }),
    check(
      "demo_rows_table_check",
      sql`${t.tableName} in (${sql.raw(DEMO_ROW_TABLES.map((name) => `'${name}'`).join(", "))})`,
    ),
  ],
);

// ---------------------------------------------------------------------------
// Row types

export type User = typeof users.$inferSelect;
export type UserRegistration = typeof userRegistrations.$inferSelect;
export type RegistrationAttempt = typeof registrationAttempts.$inferSelect;
export type Project = typeof projects.$inferSelect;
export type Worker = typeof workers.$inferSelect;
export type Job = typeof jobs.$inferSelect;
export type TimeEntry = typeof timeEntries.$inferSelect;
export type TimeEntryDeletion = typeof timeEntryDeletions.$inferSelect;
export type CostCode = typeof costCodes.$inferSelect;
export type Material = typeof materials.$inferSelect;
export type MaterialTransaction = typeof materialTransactions.$inferSelect;
export type SafetyChecklist = typeof safetyChecklists.$inferSelect;
export type SafetyChecklistItem = typeof safetyChecklistItems.$inferSelect;

/** What the API may say about a user: never the hash, the OpenID subject or the session version. */
export type PublicUser = Pick<
  User,
  "id" | "email" | "firstName" | "lastName" | "profileImageUrl" | "role" | "workerId" | "isActive" | "username" | "createdAt" | "updatedAt"
>;

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    workerId: user.workerId,
    isActive: user.isActive,
    username: user.username,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

// ---------------------------------------------------------------------------
// Insert and update shapes (SPEC 5 "Insert shapes"): ids and server-set timestamps are omitted, and
// `.strict()` refuses unknown fields such as role, isActive or id instead of ignoring them.


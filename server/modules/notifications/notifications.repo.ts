// The bell's read model: narrow queries over materials, forgotten and auto-closed time entries, pending registrations, sign-in locks,
// waiting correction requests, kiosk punches waiting to be confirmed and injuries not yet reviewed. It reads time_entries, user_registrations, rate_limit_counters and correction_requests directly instead of through their modules' services because it only
// needs a handful of columns from rows matching one indexed condition each; it never writes to them.
import { and, asc, desc, eq, gt, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { correctionRequests, incidents, kiosks, materials, projects, rateLimitCounters, timeEntries, timeEntryChanges, userRegistrations, users, workers } from "@shared/schema";
import type { Db } from "../../db/client";
import type { EntryScope } from "../scope/entry-scope";
import { selectEntriesWithNames } from "../time-entries/entry-select.repo";
import { entryScopeCondition } from "../time-entries/time-entries.repo";

/** More than this many of one kind is a list to work through on its screen, not a bell to read. */
const PER_KIND_LIMIT = 50;

export function createNotificationsRepo(db: Db) {
  return {
    /** current_stock <= min_stock_level is stockStatus()'s 'Low Stock' rule; the table is a catalogue, small by nature. */
    async lowStockMaterials() {
      return db
        .select({
          id: materials.id,
          name: materials.name,
          unit: materials.unit,
          currentStock: materials.currentStock,
          minStockLevel: materials.minStockLevel,
          updatedAt: materials.updatedAt,
        })
        .from(materials)
        .where(lte(materials.currentStock, materials.minStockLevel))
        .orderBy(desc(materials.updatedAt), asc(materials.id))
        .limit(PER_KIND_LIMIT);
    },

    /**
     * Open entries the forgotten clock-out job alerted about (at most one per worker, by the partial unique index on
     * clock_out_time is null), of those the scope holds (null: every one).
     */
    async forgottenClockOuts(scope: EntryScope | null) {
      return selectEntriesWithNames(db)
        .where(and(isNull(timeEntries.clockOutTime), isNotNull(timeEntries.forgottenAlertAt), scope ? entryScopeCondition(scope) : undefined))
        .orderBy(asc(timeEntries.clockInTime), asc(timeEntries.id))
        .limit(PER_KIND_LIMIT);
    },

    /** Entries the auto-close job closed that the office has not confirmed or corrected yet (the partial index), newest first. */
    async autoClosedEntries() {
      return db
        .select({
          id: timeEntries.id,
          clockInTime: timeEntries.clockInTime,
          clockOutTime: timeEntries.clockOutTime,
          autoClosedAt: timeEntries.autoClosedAt,
          workerName: workers.name,
          projectName: projects.name,
        })
        .from(timeEntries)
        .innerJoin(workers, eq(workers.id, timeEntries.workerId))
        .innerJoin(projects, eq(projects.id, timeEntries.projectId))
        .where(isNotNull(timeEntries.autoClosedAt))
        .orderBy(desc(timeEntries.clockInTime), desc(timeEntries.id))
        .limit(PER_KIND_LIMIT);
    },

    /** Only verified ones: an admin cannot approve a registration whose e-mail is unproven, so it is not theirs to act on yet. */
    async registrationsAwaitingApproval() {
      return db
        .select({
          id: userRegistrations.id,
          firstName: userRegistrations.firstName,
          lastName: userRegistrations.lastName,
          email: userRegistrations.email,
          createdAt: userRegistrations.createdAt,
        })
        .from(userRegistrations)
        .where(and(eq(userRegistrations.status, "pending"), eq(userRegistrations.emailVerified, true)))
        .orderBy(desc(userRegistrations.createdAt), desc(userRegistrations.id))
        .limit(PER_KIND_LIMIT);
    },

    /** Accounts whose sign-in is locked now: only locks of existing accounts carry a user id. */
    async activeSignInLocks(now: Date) {
      return db
        .select({
          userId: users.id,
          username: users.username,
          email: users.email,
          lockedAt: rateLimitCounters.lockedAt,
          lockedUntil: rateLimitCounters.windowEndsAt,
        })
        .from(rateLimitCounters)
        .innerJoin(users, eq(users.id, rateLimitCounters.userId))
        .where(and(isNotNull(rateLimitCounters.lockedAt), gt(rateLimitCounters.windowEndsAt, now)))
        .orderBy(desc(rateLimitCounters.lockedAt), asc(users.id))
        .limit(PER_KIND_LIMIT);
    },

    /** Correction requests waiting for the office's decision (the status index), newest first. */
    async waitingCorrectionRequests() {
      return db
        .select({
          id: correctionRequests.id,
          kind: correctionRequests.kind,
          reason: correctionRequests.reason,
          requestedAt: correctionRequests.requestedAt,
          workerName: workers.name,
          projectName: projects.name,
        })
        .from(correctionRequests)
        .leftJoin(workers, eq(workers.id, correctionRequests.workerId))
        .leftJoin(projects, eq(projects.id, correctionRequests.projectId))
        .where(eq(correctionRequests.status, "pending"))
        .orderBy(desc(correctionRequests.requestedAt), desc(correctionRequests.id))
        .limit(PER_KIND_LIMIT);
    },

    /** The requests this account asked for that the office decided since `since`, newest first (issue 26 item 8). */
    async decidedCorrectionRequests(requestedBy: number, since: Date) {
      return db
        .select({
          id: correctionRequests.id,
          kind: correctionRequests.kind,
          status: correctionRequests.status,
          decidedAt: correctionRequests.decidedAt,
          decisionNote: correctionRequests.decisionNote,
          workerName: workers.name,
          projectName: projects.name,
        })
        .from(correctionRequests)
        .leftJoin(workers, eq(workers.id, correctionRequests.workerId))
        .leftJoin(projects, eq(projects.id, correctionRequests.projectId))
        .where(and(eq(correctionRequests.requestedBy, requestedBy), isNotNull(correctionRequests.decidedAt), gt(correctionRequests.decidedAt, since)))
        .orderBy(desc(correctionRequests.decidedAt), desc(correctionRequests.id))
        .limit(PER_KIND_LIMIT);
    },

    /**
     * Entries waiting for the office, newest first: a site kiosk took a punch offline (no PIN could be checked), or a
     * tap queued on a device reached the server long after it was made (then `lateTapReason` says so: the latest
     * 'unverify' row was made by an account, not a kiosk).
     */
    async unverifiedEntries() {
      return db
        .select({
          id: timeEntries.id,
          clockInTime: timeEntries.clockInTime,
          clockOutTime: timeEntries.clockOutTime,
          workerName: workers.name,
          projectName: projects.name,
          kioskName: kiosks.name,
          lateTapReason: sql<string | null>`(select c.reason from ${timeEntryChanges} c where c.time_entry_id = ${timeEntries.id}
            and c.action = 'unverify' and c.kiosk_id is null order by c.changed_at desc, c.id desc limit 1)`,
        })
        .from(timeEntries)
        .innerJoin(workers, eq(workers.id, timeEntries.workerId))
        .innerJoin(projects, eq(projects.id, timeEntries.projectId))
        // The kiosk that took the clock-out when there is one (an offline clock-out is what left a closed entry unverified).
        .leftJoin(kiosks, eq(kiosks.id, sql`coalesce(${timeEntries.clockOutKioskId}, ${timeEntries.clockInKioskId})`))
        .where(eq(timeEntries.verification, "unverified"))
        .orderBy(desc(timeEntries.clockInTime), desc(timeEntries.id))
        .limit(PER_KIND_LIMIT);
    },

    /** Injuries reported that no one in the office has reviewed yet, newest first. */
    async unreviewedIncidents() {
      return db
        .select({
          id: incidents.id,
          occurredAt: incidents.occurredAt,
          createdAt: incidents.createdAt,
          description: incidents.description,
          workerName: workers.name,
          projectName: projects.name,
        })
        .from(incidents)
        .innerJoin(workers, eq(workers.id, incidents.workerId))
        .innerJoin(projects, eq(projects.id, incidents.projectId))
        .where(isNull(incidents.reviewedAt))
        .orderBy(desc(incidents.createdAt), desc(incidents.id))
        .limit(PER_KIND_LIMIT);
    },
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;

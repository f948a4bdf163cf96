// Data access for site kiosks: their rows (made, listed, revoked, found by the hash of their credential, last seen),
// the kiosk's project and team, a worker's PIN hash, and the photos kept with punches (the kiosk settings are in
// server/modules/settings/settings-store.repo.ts, with their history).
import { and, desc, eq, gte, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { kiosks, projects, projectWorkers, punchPhotos, timeEntries, timeEntryBreaks, timeEntrySignOffs, users, workers } from "@shared/schema";
import type { BreakKind } from "@shared/domain/breaks";
import type { InstantRange } from "@shared/domain/work-week";
import type { Punch } from "@shared/api/kiosks";
import type { Db, Tx } from "../../db/client";
import { inTableSortOrder } from "../../lib/keyset.repo";
import { userDisplayName } from "../../lib/user-name.repo";

const creator = alias(users, "kiosk_creator");
const revoker = alias(users, "kiosk_revoker");
const kioskColumns = {
  id: kiosks.id,
  name: kiosks.name,
  projectId: kiosks.projectId,
  projectName: projects.name,
  createdAt: kiosks.createdAt,
  createdBy: kiosks.createdBy,
  createdByName: userDisplayName(creator),
  lastSeenAt: kiosks.lastSeenAt,
  revokedAt: kiosks.revokedAt,
  revokedBy: kiosks.revokedBy,
  revokedByName: userDisplayName(revoker),
};

export type CreateKioskResult = { kind: "created"; id: number } | { kind: "missing_project" } | { kind: "completed_project" };

export interface NewKiosk {
  name: string;
  projectId: number;
  tokenHash: string;
  createdBy: number;
  at: Date;
  /** The kiosk this device held until now (not revoked), revoked in the same transaction. */
  replacing: number | null;
}

/** `column` of the worker's latest closed entry whose sign-off was due at its clock-out and never given. */
const unsignedShift = (column: SQL) =>
  sql`select ${column} from ${timeEntries} e where e.worker_id = ${workers.id} and e.clock_out_time is not null and e.sign_off_due
    and not exists (select 1 from ${timeEntrySignOffs} s where s.time_entry_id = e.id) order by e.clock_out_time desc limit 1`;

export function createKiosksRepo(db: Db) {
  function selectKiosks() {
    return db
      .select(kioskColumns)
      .from(kiosks)
      .innerJoin(projects, eq(projects.id, kiosks.projectId))
      .leftJoin(creator, eq(creator.id, kiosks.createdBy))
      .leftJoin(revoker, eq(revoker.id, kiosks.revokedBy));
  }

  return {
    /** The project is share-locked, so it cannot be completed or deleted while its kiosk is made. */
    async create(kiosk: NewKiosk): Promise<CreateKioskResult> {
      return db.transaction(async (tx) => {
        const [project] = await tx.select({ status: projects.status }).from(projects).where(eq(projects.id, kiosk.projectId)).for("share");
        if (!project) return { kind: "missing_project" };
        if (project.status === "completed") return { kind: "completed_project" };
        if (kiosk.replacing !== null) {
          await tx
            .update(kiosks)
            .set({ revokedAt: kiosk.at, revokedBy: kiosk.createdBy })
            .where(and(eq(kiosks.id, kiosk.replacing), isNull(kiosks.revokedAt)));
        }
        const [row] = await tx
          .insert(kiosks)
          .values({ name: kiosk.name, projectId: kiosk.projectId, tokenHash: kiosk.tokenHash, createdBy: kiosk.createdBy, createdAt: kiosk.at })
          .returning({ id: kiosks.id });
        return { kind: "created", id: row.id };
      });
    },

    list() {
      return selectKiosks().orderBy(desc(kiosks.createdAt), desc(kiosks.id));
    },

    async find(id: number) {
      const [row] = await selectKiosks().where(eq(kiosks.id, id)).limit(1);
      return row;
    },

    /** Revokes the kiosk unless it already is (the first revocation's time and account stay); false when it does not exist. */
    async revoke(id: number, by: { userId: number; at: Date }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select({ revokedAt: kiosks.revokedAt }).from(kiosks).where(eq(kiosks.id, id)).for("update");
        if (!row) return false;
        if (!row.revokedAt) await tx.update(kiosks).set({ revokedAt: by.at, revokedBy: by.userId }).where(eq(kiosks.id, id));
        return true;
      });
    },

    /** The kiosk whose credential hashes to this, unless revoked. */
    async findActive(tokenHash: string) {
      const [row] = await db
        .select({ id: kiosks.id, name: kiosks.name, projectId: kiosks.projectId, lastSeenAt: kiosks.lastSeenAt })
        .from(kiosks)
        .where(and(eq(kiosks.tokenHash, tokenHash), isNull(kiosks.revokedAt)))
        .limit(1);
      return row;
    },

    /** Notes the kiosk's request unless one was noted since `unlessSince` (a write a minute, not one a request). */
    async touch(id: number, at: Date, unlessSince: Date): Promise<void> {
      await db
        .update(kiosks)
        .set({ lastSeenAt: at })
        .where(and(eq(kiosks.id, id), or(isNull(kiosks.lastSeenAt), lt(kiosks.lastSeenAt, unlessSince))));
    },

    async project(projectId: number) {
      const [row] = await db
        .select({ id: projects.id, name: projects.name, latitude: projects.latitude, longitude: projects.longitude, locationRadius: projects.locationRadius })
        .from(projects)
        .where(eq(projects.id, projectId))
        .limit(1);
      return row;
    },

    /**
     * The project's team who may punch there (active, not archived), by name: whether each has a PIN, is clocked in
     * (and on which other project, if not this one), and the break running on their open entry.
     */
    team(projectId: number) {
      return db
        .select({
          id: workers.id,
          name: workers.name,
          hasPin: sql<boolean>`${workers.pinHash} is not null`,
          clockedIn: sql<boolean>`exists (select 1 from ${timeEntries} where ${timeEntries.workerId} = ${workers.id} and ${timeEntries.clockOutTime} is null)`,
          onBreak: sql<BreakKind | null>`(select b.kind from ${timeEntryBreaks} b join ${timeEntries} e on e.id = b.time_entry_id
            where e.worker_id = ${workers.id} and e.clock_out_time is null and b.ended_at is null limit 1)`,
          clockedInAt: sql<string | null>`(select p.name from ${timeEntries} e join ${projects} p on p.id = e.project_id
            where e.worker_id = ${workers.id} and e.clock_out_time is null and e.project_id <> ${projectId} limit 1)`,
          // Their latest shift whose sign-off was due and is missing (the service keeps it only when it ended today).
          unsignedShiftId: sql<number | null>`(${unsignedShift(sql`e.id`)})`,
          unsignedShiftEndedAt: sql<string | null>`(${unsignedShift(sql`e.clock_out_time`)})`,
        })
        .from(projectWorkers)
        .innerJoin(workers, eq(workers.id, projectWorkers.workerId))
        .where(and(eq(projectWorkers.projectId, projectId), eq(workers.isActive, true), isNull(workers.archivedAt)))
        .orderBy(inTableSortOrder(workers.name), workers.id);
    },

    /** A worker of the project's team as a kiosk punch needs them (their name and PIN hash); undefined off the team. */
    async teamWorker(workerId: number, projectId: number) {
      const [row] = await db
        .select({ id: workers.id, name: workers.name, pinHash: workers.pinHash })
        .from(projectWorkers)
        .innerJoin(workers, eq(workers.id, projectWorkers.workerId))
        .where(and(eq(projectWorkers.projectId, projectId), eq(projectWorkers.workerId, workerId)))
        .limit(1);
      return row;
    },

    async insertPhoto(tx: Tx, photo: { timeEntryId: number; punch: Punch; data: string; takenAt: Date }): Promise<void> {
      await tx.insert(punchPhotos).values(photo);
    },

    async photo(timeEntryId: number, punch: Punch): Promise<string | undefined> {
      const [row] = await db
        .select({ data: punchPhotos.data })
        .from(punchPhotos)
        .where(and(eq(punchPhotos.timeEntryId, timeEntryId), eq(punchPhotos.punch, punch)))
        .limit(1);
      return row?.data;
    },

    /** Deletes the photos taken before `before`; returns how many. */
    async deletePhotosTakenBefore(before: Date): Promise<number> {
      const removed = await db.delete(punchPhotos).where(lt(punchPhotos.takenAt, before)).returning({ id: punchPhotos.id });
      return removed.length;
    },

    /**
     * The worker's finished hours clocked in within `today` and within `week` (which holds today), in the punch's
     * transaction, after its pay was recomputed: decimal text such as '7.50'.
     */
    async hoursOf(tx: Tx, workerId: number, today: InstantRange, week: InstantRange): Promise<{ today: string; week: string }> {
      const [row] = await tx
        .select({
          today: sql<string>`coalesce(sum(${timeEntries.hoursWorked}) filter (where ${timeEntries.clockInTime} >= ${today.start.toISOString()}::timestamptz and ${timeEntries.clockInTime} < ${today.end.toISOString()}::timestamptz), 0)::text`,
          week: sql<string>`coalesce(sum(${timeEntries.hoursWorked}), 0)::text`,
        })
        .from(timeEntries)
        .where(and(eq(timeEntries.workerId, workerId), gte(timeEntries.clockInTime, week.start), lt(timeEntries.clockInTime, week.end)));
      return row;
    },
  };
}

export type KiosksRepo = ReturnType<typeof createKiosksRepo>;
export type KioskRow = NonNullable<Awaited<ReturnType<KiosksRepo["find"]>>>;

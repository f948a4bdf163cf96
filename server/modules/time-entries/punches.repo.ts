// Data access for punches, guarded by the database: the worker's share lock, the one open entry per worker (partial
// unique index), and a clock-out as one conditional UPDATE.
import type { Tx } from "../../db/client";
import { and, eq, isNotNull, isNull, max, sql } from "drizzle-orm";
import { timeEntries, type TimeEntry } from "@shared/schema";
import type { EntryVerification } from "@shared/domain/entry-verification";
import { CLIENT_CLOCK_SKEW_MS } from "@shared/api/time-clock";

export interface NewEntry {
  workerId: number;
  projectId: number;
  clockInTime: Date;
  clientClockInTime: Date | null;
  hourlyRate: string | null;
  location: string | null;
  notes: string | null;
  clockInLatitude: string | null;
  clockInLongitude: string | null;
  locationAccuracy: string | null;
  distanceMeters: string | null;
  geofenceVerdict: "inside" | "uncertain" | "outside" | null;
  isLocationVerified: boolean;
  /** The account that punched; null when a kiosk did (then clockInKioskId names it). */
  createdBy: number | null;
  clockInKioskId: number | null;
  verification: EntryVerification;
  costCodeId: number | null;
  /** Punched without the cost code the company requires: flagged for the office (cost_code_due). */
  costCodeDue: boolean;
  /** A crew punch: the position is the puncher's fix for the whole crew. */
  crewClockIn: boolean;
}

export interface EntryClose {
  id: number;
  clockOutTime: Date;
  clientClockOutTime: Date | null;
  notes: string | null;
  clockOutLocation: string | null;
  clockOutLatitude: string | null;
  clockOutLongitude: string | null;
  clockOutAccuracy: string | null;
  /** The account that punched; null when a kiosk did (then clockOutKioskId names it). */
  clockedOutBy: number | null;
  clockOutKioskId: number | null;
  /** A crew punch closes it (crew_clock_out). */
  crewPunch: boolean;
  /** The company asks for the sign-off at this clock-out (sign_off_due). */
  signOffDue?: boolean;
}

/** Between the clock-in notes and the clock-out notes when both exist, so one line reads as both. */
export const CLOCK_OUT_NOTES_SEPARATOR = " | Out: ";

export function createPunchesRepo() {
  return {
    /** The worker's latest clock-out on the worker's own timeline: the phone's time for offline punches, else the server's. */
    async lastClockOut(tx: Tx, workerId: number): Promise<Date | null> {
      const [row] = await tx
        .select({ at: max(sql<Date>`coalesce(${timeEntries.clientClockOutTime}, ${timeEntries.clockOutTime})`) })
        .from(timeEntries)
        .where(and(eq(timeEntries.workerId, workerId), isNotNull(timeEntries.clockOutTime)));
      const at = row?.at as unknown;
      if (at === null || at === undefined) return null;
      return at instanceof Date ? at : new Date(String(at));
    },

    /**
     * Inserts the open entry unless the worker already has one. The partial unique index is the arbiter, so of any
     * number of concurrent clock-ins exactly one inserts; the rest get null (no exception, the transaction stays usable).
     */
    async insertOpenEntry(tx: Tx, entry: NewEntry): Promise<TimeEntry | null> {
      const [row] = await tx
        .insert(timeEntries)
        .values({ ...entry, updatedAt: entry.clockInTime })
        .onConflictDoNothing({ target: timeEntries.workerId, where: sql`${timeEntries.clockOutTime} is null` })
        .returning();
      return row ?? null;
    },

    /**
     * Closes an open entry in one statement; zero rows means it is missing, already closed, or the client's
     * clock-out time is before its clock-in (the caller reads the row afterwards only to say which).
     */
    async closeEntry(tx: Tx, close: EntryClose): Promise<TimeEntry | null> {
      const clientTimeFits = close.clientClockOutTime
        ? sql`${close.clientClockOutTime.toISOString()}::timestamptz >= coalesce(${timeEntries.clientClockInTime}, ${timeEntries.clockInTime} - ${`${CLIENT_CLOCK_SKEW_MS} milliseconds`}::interval)`
        : sql`true`;
      const [row] = await tx
        .update(timeEntries)
        .set({
          clockOutTime: close.clockOutTime,
          clientClockOutTime: close.clientClockOutTime,
          // Clock-out notes are added after the clock-in notes (in the same statement, so nothing written meanwhile is
          // lost); no clock-out notes leave the clock-in notes as they are.
          ...(close.notes === null
            ? {}
            : {
                notes: sql`case when coalesce(${timeEntries.notes}, '') = '' then ${close.notes}::text
                                else ${timeEntries.notes} || ${CLOCK_OUT_NOTES_SEPARATOR}::text || ${close.notes}::text end`,
              }),
          clockedOutBy: close.clockedOutBy,
          clockOutKioskId: close.clockOutKioskId,
          crewClockOut: close.crewPunch,
          ...(close.signOffDue ? { signOffDue: true } : {}),
          clockOutLocation: close.clockOutLocation,
          clockOutLatitude: close.clockOutLatitude,
          clockOutLongitude: close.clockOutLongitude,
          clockOutAccuracy: close.clockOutAccuracy,
          updatedAt: close.clockOutTime,
        })
        .where(and(eq(timeEntries.id, close.id), isNull(timeEntries.clockOutTime), clientTimeFits))
        .returning();
      return row ?? null;
    },

  };
}

export type PunchesRepo = ReturnType<typeof createPunchesRepo>;

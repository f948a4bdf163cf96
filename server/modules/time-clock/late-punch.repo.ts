// Late punches (issue 27) as rows of correction_requests (kind late_punch): filed inside the punch's own transaction
// (under the worker's lock, so a worker's queued taps land in order), and completed by the clock-out queued after a
// late clock-in.
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { correctionRequests } from "@shared/schema";
import type { Tx } from "../../db/client";

export interface NewLatePunch {
  timeEntryId: number | null;
  workerId: number;
  projectId: number;
  clockInTime: Date | null;
  clockOutTime: Date | null;
  reason: string;
  requestedBy: number | null;
  requestedAt: Date;
}

/** Files the late punch (pending, for the office); its id. */
export async function insertLatePunch(tx: Tx, punch: NewLatePunch): Promise<number> {
  const [row] = await tx
    .insert(correctionRequests)
    .values({ ...punch, kind: "late_punch", status: "pending" })
    .returning({ id: correctionRequests.id });
  return row.id;
}

/** A late clock-in as its clock-out reads it: which one, whose, where, and when it was tapped. */
export interface LateClockIn {
  id: number;
  workerId: number;
  projectId: number;
  clockInTime: Date;
}

const lateClockInColumns = {
  id: correctionRequests.id,
  workerId: correctionRequests.workerId,
  projectId: correctionRequests.projectId,
  clockInTime: correctionRequests.clockInTime,
};

/** The late clock-ins (kind late_punch with a clock-in) that match, oldest tap last when `newestFirst`. */
async function lateClockIns(tx: Tx, where: SQL[], order: "newestFirst" | "byWorker", limit?: number): Promise<LateClockIn[]> {
  const query = tx
    .select(lateClockInColumns)
    .from(correctionRequests)
    .where(and(eq(correctionRequests.kind, "late_punch"), isNotNull(correctionRequests.clockInTime), ...where))
    .orderBy(...(order === "newestFirst" ? [desc(correctionRequests.clockInTime)] : [correctionRequests.workerId, correctionRequests.id]));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((row) => ({ ...row, clockInTime: row.clockInTime! }));
}

/** A pending late clock-in of the worker that still waits for its clock-out: the newest. */
export async function openLateClockIn(tx: Tx, workerId: number): Promise<LateClockIn | undefined> {
  return (await lateClockIns(tx, [...openLateClockInWhere(), eq(correctionRequests.workerId, workerId)], "newestFirst", 1))[0];
}

/** The pending late clock-ins on a project still waiting for their clock-outs (a crew clock-out there completes them). */
export function openLateClockInsOnProject(tx: Tx, projectId: number): Promise<LateClockIn[]> {
  return lateClockIns(tx, [...openLateClockInWhere(), eq(correctionRequests.projectId, projectId)], "byWorker");
}

/** One late clock-in, by id (its worker and project, for the caller's scope), decided or not. */
export async function lateClockInById(tx: Tx, id: number): Promise<LateClockIn | undefined> {
  return (await lateClockIns(tx, [eq(correctionRequests.id, id)], "byWorker", 1))[0];
}

/**
 * The clock-out of a late clock-in, when it still waits for one (pending, no clock-out yet); its reason gains the
 * clock-out's sentence. False when the office decided it meanwhile or it has its clock-out (the caller files the tap
 * on its own then: a tap is never dropped).
 */
export async function completeLateClockIn(tx: Tx, id: number, clockOutTime: Date, sentence: string): Promise<boolean> {
  const rows = await tx
    .update(correctionRequests)
    .set({ clockOutTime, reason: sql`${correctionRequests.reason} || ' ' || ${sentence}::text` })
    .where(and(eq(correctionRequests.id, id), ...openLateClockInWhere()))
    .returning({ id: correctionRequests.id });
  return rows.length > 0;
}

const openLateClockInWhere = (): SQL[] => [
  eq(correctionRequests.kind, "late_punch"),
  eq(correctionRequests.status, "pending"),
  isNull(correctionRequests.timeEntryId),
  isNotNull(correctionRequests.clockInTime),
  isNull(correctionRequests.clockOutTime),
];

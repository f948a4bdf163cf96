// Late punches (issue 27) as rows of correction_requests (kind late_punch): filed inside the punch's own transaction
// (under the worker's lock, so a worker's queued taps land in order), and completed by the clock-out queued after a
// late clock-in.
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
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

/** A pending late clock-in of the worker that still waits for its clock-out: the newest, with its clock-in. */
export async function openLateClockIn(tx: Tx, workerId: number): Promise<{ id: number; projectId: number; clockInTime: Date } | undefined> {
  const [row] = await tx
    .select({ id: correctionRequests.id, projectId: correctionRequests.projectId, clockInTime: correctionRequests.clockInTime })
    .from(correctionRequests)
    .where(and(...openLateClockInWhere(), eq(correctionRequests.workerId, workerId)))
    .orderBy(desc(correctionRequests.clockInTime))
    .limit(1);
  return row ? { ...row, clockInTime: row.clockInTime! } : undefined;
}

/** The pending late clock-ins on a project still waiting for their clock-outs (a crew clock-out there completes them). */
export async function openLateClockInsOnProject(tx: Tx, projectId: number): Promise<{ id: number; workerId: number; projectId: number; clockInTime: Date }[]> {
  const rows = await tx
    .select({ id: correctionRequests.id, workerId: correctionRequests.workerId, projectId: correctionRequests.projectId, clockInTime: correctionRequests.clockInTime })
    .from(correctionRequests)
    .where(and(...openLateClockInWhere(), eq(correctionRequests.projectId, projectId)))
    .orderBy(correctionRequests.workerId, correctionRequests.id);
  return rows.map((row) => ({ ...row, clockInTime: row.clockInTime! }));
}

/** One late clock-in waiting for its clock-out, by id (its worker and project, for the caller's scope). */
export async function lateClockInById(tx: Tx, id: number): Promise<{ id: number; workerId: number; projectId: number; clockInTime: Date } | undefined> {
  const [row] = await tx
    .select({ id: correctionRequests.id, workerId: correctionRequests.workerId, projectId: correctionRequests.projectId, clockInTime: correctionRequests.clockInTime })
    .from(correctionRequests)
    .where(and(eq(correctionRequests.id, id), eq(correctionRequests.kind, "late_punch"), isNotNull(correctionRequests.clockInTime)))
    .limit(1);
  return row ? { ...row, clockInTime: row.clockInTime! } : undefined;
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

const openLateClockInWhere = () => [
  eq(correctionRequests.kind, "late_punch"),
  eq(correctionRequests.status, "pending"),
  isNull(correctionRequests.timeEntryId),
  isNotNull(correctionRequests.clockInTime),
  isNull(correctionRequests.clockOutTime),
];

// Data access for an entry's timed breaks (issue 15), in the caller's transaction: the running break inserted under the
// partial unique index (one per entry), ended by a conditional UPDATE, the entry's breakTime derived again after each
// change, and the breaks as a column of the entry rows the views read.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { latestInstant } from "./open-entry.repo";
import { timeEntries, timeEntryBreaks } from "@shared/schema";
import { isBreakPaid, unpaidBreakMinutes, type BreakKind, type BreakSpan } from "@shared/domain/breaks";
import type { EntryBreakView } from "@shared/api/time-clock-views";
import type { Db, Tx } from "../../db/client";

/** An instant as Date.toISOString() writes it, so a break's times read like every other time of the answer. */
const isoText = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The entry's breaks in start order as the answers send them, for the entry rows' select (a correlated read of the
 * entry's few rows on time_entry_breaks_entry_idx); [] when it has none.
 */
export const entryBreaksColumn = sql<EntryBreakView[]>`coalesce((
  select json_agg(json_build_object('id', b.id, 'kind', b.kind, 'startedAt', ${isoText(sql.raw("b.started_at"))},
                                    'endedAt', ${isoText(sql.raw("b.ended_at"))}, 'startReceivedAt', ${isoText(sql.raw("b.start_received_at"))},
                                    'endReceivedAt', ${isoText(sql.raw("b.end_received_at"))}, 'paid', b.paid) order by b.started_at, b.id)
  from ${timeEntryBreaks} b where b.time_entry_id = ${timeEntries.id}), '[]'::json)`;

export interface NewBreak {
  timeEntryId: number;
  kind: BreakKind;
  startedAt: Date;
  /** When the server received the start (startedAt is the tap's time). */
  startReceivedAt: Date;
  paid: boolean;
  startedBy: number | null;
}

/** The running break, or null when the entry has one already (the partial unique index decides between racing starts). */
export async function insertOpenBreak(tx: Tx, value: NewBreak): Promise<{ id: number } | null> {
  const [row] = await tx.insert(timeEntryBreaks).values(value).onConflictDoNothing().returning({ id: timeEntryBreaks.id });
  return row ?? null;
}

/** A break's end: its paid time, when the server received it, and who ended it (null: a kiosk or the server). */
export interface BreakEnd {
  at: Date;
  receivedAt: Date;
  endedBy: number | null;
}

/**
 * Ends the entry's running break (of this kind, when given) at `end.at`, never before it started; null when none is
 * running. One conditional UPDATE: of two racing ends, one ends it.
 */
export async function endOpenBreak(tx: Tx, timeEntryId: number, kind: BreakKind | null, end: BreakEnd): Promise<{ id: number } | null> {
  const [row] = await tx
    .update(timeEntryBreaks)
    .set({ endedAt: sql`greatest(${timeEntryBreaks.startedAt}, ${end.at.toISOString()}::timestamptz)`, endReceivedAt: end.receivedAt, endedBy: end.endedBy })
    .where(
      and(
        eq(timeEntryBreaks.timeEntryId, timeEntryId),
        isNull(timeEntryBreaks.endedAt),
        kind ? eq(timeEntryBreaks.kind, kind) : undefined,
      ),
    )
    .returning({ id: timeEntryBreaks.id });
  return row ?? null;
}

/**
 * The entry's latest break start or end: with its clock-in, the previous punch a queued tap on the entry may not reach
 * back past (shared/domain/tap-time.ts). null when it has no breaks.
 */
export async function lastBreakEdge(tx: Tx, timeEntryId: number, before: Date | null = null): Promise<Date | null> {
  // `before`: only starts and ends earlier than it (an auto-close's own end of a running break is not a punch).
  const edge = (column: typeof timeEntryBreaks.startedAt | typeof timeEntryBreaks.endedAt) =>
    before === null ? sql`${column}` : sql`case when ${column} < ${before.toISOString()}::timestamptz then ${column} end`;
  const [row] = await tx
    .select({ at: latestInstant(sql`greatest(${edge(timeEntryBreaks.startedAt)}, ${edge(timeEntryBreaks.endedAt)})`) })
    .from(timeEntryBreaks)
    .where(eq(timeEntryBreaks.timeEntryId, timeEntryId));
  return row?.at ?? null;
}

/**
 * A queued clock-out replacing an auto-close (open-entry.repo.ts replaceAutoClose): a break the auto-close ended after
 * the tap ends at the tap instead, and breakTime follows.
 */
export async function endBreaksBy(tx: Tx, timeEntryId: number, at: Date): Promise<void> {
  const iso = at.toISOString();
  const ended = await tx
    .update(timeEntryBreaks)
    .set({ endedAt: at })
    .where(and(eq(timeEntryBreaks.timeEntryId, timeEntryId), sql`${timeEntryBreaks.endedAt} > ${iso}::timestamptz`, sql`${timeEntryBreaks.startedAt} <= ${iso}::timestamptz`))
    .returning({ id: timeEntryBreaks.id });
  if (ended.length) await deriveBreakTime(tx, timeEntryId);
}

/** The entry's breaks in start order, for a correction's checks and its change row. */
export function breaksOf(executor: Db | Tx, timeEntryId: number) {
  return executor
    .select({ kind: timeEntryBreaks.kind, startedAt: timeEntryBreaks.startedAt, endedAt: timeEntryBreaks.endedAt, paid: timeEntryBreaks.paid })
    .from(timeEntryBreaks)
    .where(eq(timeEntryBreaks.timeEntryId, timeEntryId))
    .orderBy(asc(timeEntryBreaks.startedAt), asc(timeEntryBreaks.id));
}
export type StoredBreak = Awaited<ReturnType<typeof breaksOf>>[number];

/**
 * A manual entry's or a correction's typed breaks become the entry's breaks (any it had are replaced), each paid as its
 * kind and the company's meal pay say now, and breakTime is derived from them; answers that breakTime.
 */
export async function replaceBreaks(
  tx: Tx,
  timeEntryId: number,
  breaks: readonly BreakSpan[],
  settings: { mealBreaksPaid: boolean },
  by: number,
): Promise<number> {
  await tx.delete(timeEntryBreaks).where(eq(timeEntryBreaks.timeEntryId, timeEntryId));
  if (breaks.length) {
    await tx.insert(timeEntryBreaks).values(
      breaks.map((b) => ({
        timeEntryId,
        kind: b.kind,
        startedAt: b.start,
        endedAt: b.end,
        paid: isBreakPaid(b.kind, settings),
        startedBy: by,
        endedBy: by,
        // Typed by the office: received as the correction or the entry was saved.
        endReceivedAt: sql`now()`,
      })),
    );
  }
  return deriveBreakTime(tx, timeEntryId);
}

/** The entry's breakTime set again from its breaks (unpaidBreakMinutes), after a change to them. */
export async function deriveBreakTime(tx: Tx, timeEntryId: number): Promise<number> {
  const breaks = await tx
    .select({ startedAt: timeEntryBreaks.startedAt, endedAt: timeEntryBreaks.endedAt, paid: timeEntryBreaks.paid })
    .from(timeEntryBreaks)
    .where(eq(timeEntryBreaks.timeEntryId, timeEntryId))
    .orderBy(asc(timeEntryBreaks.startedAt));
  const minutes = unpaidBreakMinutes(breaks);
  await tx.update(timeEntries).set({ breakTime: minutes }).where(eq(timeEntries.id, timeEntryId));
  return minutes;
}

/**
 * A clock-out's step (also a switch's and an auto-close's, which clock out the same way): a break still running ends
 * at the clock-out instant and breakTime follows, before the week's pay is recomputed. An entry without a running
 * break keeps its breakTime as it is (an entry typed by hand before timed breaks keeps its minutes).
 */
export async function endBreakAtClockOut(tx: Tx, timeEntryId: number, end: BreakEnd): Promise<void> {
  if (await endOpenBreak(tx, timeEntryId, null, end)) await deriveBreakTime(tx, timeEntryId);
}

// The worker's signature of their pay period: their period's shifts read with the version of those hours in one
// snapshot, the latest signature of each worker, signing (once per version of the hours), and the certification
// texts, versioned per language.
import { and, desc, eq, sql } from "drizzle-orm";
import { certificationTexts, periodSignatures, projects, timeEntries, timeEntryBreaks } from "@shared/schema";
import type { InstantRange } from "@shared/domain/work-week";
import type { Db, Tx } from "../../db/client";
import { rowsOf } from "../../lib/raw-rows.repo";
import { PG_UNIQUE_VIOLATION, pgError } from "../../lib/pg-errors";
import { userNameOf } from "../../lib/user-name.repo";
import { readEntriesWithBreaks, type LabelledEntryRow } from "../payroll/labelled-entries.repo";

/** The version of a worker's hours when they have no entry in the period. */
export const NO_ENTRIES_VERSION = "none";

export interface ShiftRow {
  id: number;
  projectName: string;
  clockInTime: Date;
  clockOutTime: Date | null;
  breakTime: number;
}

export interface SignatureRow {
  workerId: number;
  entriesVersion: string;
  signedAt: Date;
  certificationVersion: number;
}

export interface CertificationTextRow {
  id: number;
  language: string;
  version: number;
  text: string;
  createdAt: Date;
  createdByName: string | null;
}

export interface PeriodDays {
  startDate: string;
  endDate: string;
}

const ms = (column: string) => sql.raw(`coalesce((extract(epoch from ${column}) * 1000)::bigint, -1)`);

/**
 * A digest per worker of the entries clocked in within the range, as the worker reads and signs them: each entry's
 * id, times, unpaid break minutes and project, and each of its breaks. Any correction, addition or deletion changes it.
 */
async function entriesVersions(executor: Db | Tx, range: InstantRange, workerId?: number): Promise<Map<number, string>> {
  const ofWorker = workerId === undefined ? sql`` : sql` and t.worker_id = ${workerId}`;
  const result = await executor.execute(sql`
    select t.worker_id as "workerId",
           encode(sha256(convert_to(string_agg(concat_ws('|', t.id, ${ms("t.clock_in_time")}, ${ms("t.clock_out_time")}, t.break_time, t.project_id,
             (select string_agg(concat_ws(':', ${ms("b.started_at")}, ${ms("b.ended_at")}, b.paid), ';' order by b.id)
              from ${timeEntryBreaks} b where b.time_entry_id = t.id)), ',' order by t.id), 'UTF8')), 'hex') as "version"
    from ${timeEntries} t
    where t.clock_in_time >= ${range.start.toISOString()}::timestamptz and t.clock_in_time < ${range.end.toISOString()}::timestamptz${ofWorker}
    group by t.worker_id`);
  return new Map(rowsOf<{ workerId: number; version: string }>(result).map((row) => [Number(row.workerId), row.version]));
}

const textColumns = {
  id: certificationTexts.id,
  language: certificationTexts.language,
  version: certificationTexts.version,
  text: certificationTexts.text,
  createdAt: certificationTexts.createdAt,
  createdByName: userNameOf(certificationTexts.createdBy),
};

export function createPeriodSignaturesRepo(db: Db) {
  async function currentText(language: string): Promise<CertificationTextRow | undefined> {
    const [row] = await db.select(textColumns).from(certificationTexts).where(eq(certificationTexts.language, language)).orderBy(desc(certificationTexts.version)).limit(1);
    return row;
  }

  return {
    /**
     * One worker's period in one snapshot, so the version sent with a signature is the version of the hours shown:
     * the entries the evaluator labels (with those just before the period, for context), the period's shifts with
     * their projects, and the version of those shifts.
     */
    async workerPeriod(labelled: InstantRange, period: InstantRange, workerId: number) {
      return db.transaction(
        async (tx) => {
          // One after the other: a transaction is one connection, which runs one query at a time.
          const rows = await readEntriesWithBreaks(tx, labelled, workerId);
          const shifts = await tx
            .select({ id: timeEntries.id, projectName: projects.name, clockInTime: timeEntries.clockInTime, clockOutTime: timeEntries.clockOutTime, breakTime: timeEntries.breakTime })
            .from(timeEntries)
            .innerJoin(projects, eq(projects.id, timeEntries.projectId))
            .where(and(eq(timeEntries.workerId, workerId), sql`${timeEntries.clockInTime} >= ${period.start.toISOString()}::timestamptz`, sql`${timeEntries.clockInTime} < ${period.end.toISOString()}::timestamptz`))
            .orderBy(timeEntries.clockInTime, timeEntries.id);
          const versions = await entriesVersions(tx, period, workerId);
          return { labelled: rows as LabelledEntryRow[], shifts: shifts as ShiftRow[], version: versions.get(workerId) ?? NO_ENTRIES_VERSION };
        },
        { isolationLevel: "repeatable read", accessMode: "read only" },
      );
    },

    /** Every worker's version of their hours in the period (the office's statuses). */
    allVersions: (period: InstantRange) => entriesVersions(db, period),

    /** Every signature given the period, by worker (one worker's only when given): which one counts is the domain's rule. */
    async signaturesOf(days: PeriodDays, workerId?: number): Promise<Map<number, SignatureRow[]>> {
      const rows = await db
        .select({
          workerId: periodSignatures.workerId,
          entriesVersion: periodSignatures.entriesVersion,
          signedAt: periodSignatures.signedAt,
          certificationVersion: certificationTexts.version,
        })
        .from(periodSignatures)
        .innerJoin(certificationTexts, eq(certificationTexts.id, periodSignatures.certificationTextId))
        .where(
          and(
            eq(periodSignatures.periodStart, days.startDate),
            eq(periodSignatures.periodEnd, days.endDate),
            workerId === undefined ? undefined : eq(periodSignatures.workerId, workerId),
          ),
        );
      const byWorker = new Map<number, SignatureRow[]>();
      for (const row of rows) byWorker.set(row.workerId, [...(byWorker.get(row.workerId) ?? []), row]);
      return byWorker;
    },

    /** Stores the signature; the same worker, period and version signed again keeps the first (the unique index decides a race). */
    async sign(values: typeof periodSignatures.$inferInsert): Promise<void> {
      await db.insert(periodSignatures).values(values).onConflictDoNothing();
    },

    currentText,

    /** The current text of each language. */
    async currentTexts(): Promise<CertificationTextRow[]> {
      return db
        .selectDistinctOn([certificationTexts.language], textColumns)
        .from(certificationTexts)
        .orderBy(certificationTexts.language, desc(certificationTexts.version));
    },

    /**
     * Adds the language's next version (unless the text is the current one). Two admins saving at once: the unique
     * (language, version) index refuses the second insert, which then reads the first's version and goes after it.
     */
    async addText(language: string, text: string, userId: number, at: Date): Promise<CertificationTextRow> {
      for (let attempt = 0; ; attempt++) {
        const current = await currentText(language);
        if (current?.text === text) return current;
        try {
          await db.insert(certificationTexts).values({ language, version: (current?.version ?? 0) + 1, text, createdBy: userId, createdAt: at });
          return (await currentText(language))!;
        } catch (error) {
          if (attempt < 2 && pgError(error, PG_UNIQUE_VIOLATION)) continue;
          throw error;
        }
      }
    },
  };
}

export type PeriodSignaturesRepo = ReturnType<typeof createPeriodSignaturesRepo>;

// Entries added and deleted by hand (by those allowed to correct entries): a missed shift priced at the worker's
// current rate, a wrong entry removed with its record kept, and the audit lines of both for the payroll week.
import { manualShiftProblems } from "@shared/domain/manual-entry";
import { dayKey, type InstantRange } from "@shared/domain/work-week";
import { CLIENT_CLOCK_SKEW_MS, type ManualTimeEntryInput, type TimeEntryDeletionInput, type TimeEntryDeletionView, type TimeEntryDetail } from "@shared/api/time-clock";
import { PAY_CORRECTION_ACTIONS, type EntryCorrectionView, type LateTapView, type ManualEntryAuditView } from "@shared/api/pay-changes";
import type { PunchPaySettings } from "@shared/domain/pay-evaluation";
import type { TimeEntry } from "@shared/schema";
import { TRIAL_ENTRY_DELETION_REASON } from "@shared/api/demo-data";
import type { Tx } from "../../db/client";
import { accountName, type AccountNameParts } from "../../lib/account-name";
import { AppError } from "../../lib/errors";
import { entryLockedError } from "../payroll/pay-period-lock";
import { lockEntry, lockProject, lockWorker } from "../time-clock/open-entry.repo";
import type { EntryPayRepo } from "../payroll/entry-pay.repo";
import { assertCostCodeUsable, assertDeskCostCodeGiven } from "../time-clock/entry-cost-code";
import { createEntryUpkeep } from "../payroll/entry-upkeep";
import type { DeletionRow, ManualEntriesRepo } from "./manual-entries.repo";
import type { TimeEntriesRepo } from "./time-entries.repo";
import { toChangeView } from "./time-entry-view";
import { messageTimeFormat } from "../../lib/message-time";
import { assertMayDecide, type Decider } from "./entry-decision";

export interface ManualEntriesServiceOptions {
  timeZone: string;
  payrollSettings: () => Promise<PunchPaySettings>;
  /** Whether the company requires a cost code: an entry added by hand must have one then; absent: no. */
  costCodeRequired?: () => Promise<boolean>;
  /** The entry with its change history, as GET /api/time-entries/:id answers. */
  detail: (id: number) => Promise<TimeEntryDetail>;
  now?: () => Date;
}

interface ByParts {
  byFirstName: string | null;
  byLastName: string | null;
  byUsername: string | null;
  byEmail: string | null;
}

const byName = (row: ByParts) =>
  accountName({ firstName: row.byFirstName, lastName: row.byLastName, username: row.byUsername, email: row.byEmail } satisfies AccountNameParts);

function deletionAudit(row: DeletionRow): ManualEntryAuditView & { kind: "deleted" } {
  const { deletion } = row;
  const entry = deletion.entry as { breakTime: number; hoursWorked: string | null; totalPay: string | null };
  return {
    kind: "deleted",
    entryId: deletion.timeEntryId,
    workerId: deletion.workerId,
    workerName: deletion.workerName,
    projectId: deletion.projectId,
    projectName: deletion.projectName,
    clockInTime: deletion.clockInTime.toISOString(),
    clockOutTime: deletion.clockOutTime?.toISOString() ?? null,
    breakTime: entry.breakTime,
    hoursWorked: entry.hoursWorked,
    totalPay: entry.totalPay,
    source: deletion.source,
    reason: deletion.reason,
    at: deletion.deletedAt.toISOString(),
    by: deletion.deletedBy,
    byName: byName(row),
  };
}

export function createManualEntriesService(
  entries: TimeEntriesRepo,
  manual: ManualEntriesRepo,
  pay: EntryPayRepo,
  options: ManualEntriesServiceOptions,
) {
  const { timeZone } = options;
  const now = options.now ?? (() => new Date());
  const { assertWeekOpen, recomputePay } = createEntryUpkeep(pay, timeZone);
  const formatTime = messageTimeFormat(timeZone);
  const describeEntry = (entry: TimeEntry) =>
    entry.clockOutTime ? `${formatTime(entry.clockInTime)} to ${formatTime(entry.clockOutTime)}` : `clocked in since ${formatTime(entry.clockInTime)}`;

  return {
    /**
     * Adds a closed entry marked 'manual', priced at the worker's rate now (as a clock-in copies it). The overlap check
     * runs under the worker's row lock, like a correction's, so two adds for one worker cannot both pass it.
     */
    /** `alongside` runs in the same transaction once the entry is in (an approved late punch marks itself decided). */
    async add(input: ManualTimeEntryInput, actor: Decider, alongside?: (tx: Tx, entryId: number) => Promise<void>): Promise<TimeEntryDetail> {
      // Hours added by hand are pay like a correction's: nobody adds them for the worker their account is.
      assertMayDecide(actor, { workerId: input.workerId });
      const [settings, costCodeRequired] = await Promise.all([options.payrollSettings(), options.costCodeRequired?.()]);
      const at = now();
      const problems = manualShiftProblems(
        { start: input.clockInTime, end: input.clockOutTime, breakMinutes: input.breakMinutes },
        new Date(at.getTime() + CLIENT_CLOCK_SKEW_MS),
      );
      if (problems.length) {
        const fieldErrors = Object.fromEntries(problems.map((p) => [p.field, [p.message]]));
        throw new AppError("validation_failed", problems[0].message, fieldErrors);
      }
      assertDeskCostCodeGiven(costCodeRequired === true, input.costCodeId, "add");
      const id = await entries.transaction(async (tx) => {
        const worker = await lockWorker(tx, input.workerId);
        if (!worker) throw new AppError("not_found", "Worker not found", { workerId: ["Worker not found"] });
        // Archived workers are off every picker; their hours are entered after unarchiving, as their punches would be.
        if (worker.archivedAt) {
          const message = `${worker.name} is archived; unarchive them on the Workers screen to add their hours.`;
          throw new AppError("conflict", message, { workerId: [message] });
        }
        const project = await lockProject(tx, input.projectId);
        if (!project) throw new AppError("not_found", "Project not found", { projectId: ["Project not found"] });
        await assertCostCodeUsable(tx, input.costCodeId, "refuse");
        await assertWeekOpen(
          tx,
          dayKey(input.clockInTime, timeZone),
          (range) => `Payroll for this pay period (${range}) is already approved, so no entries can be added to it; reopen it on the Payroll tab first.`,
        );
        const overlap = await entries.overlappingEntry(tx, null, worker.id, input.clockInTime, input.clockOutTime);
        if (overlap) {
          throw new AppError(
            "conflict",
            `These times overlap another entry of ${worker.name} (${describeEntry(overlap)}); paying both would pay those hours twice.`,
          );
        }
        const row = await manual.insertManualEntry(tx, {
          workerId: worker.id,
          projectId: project.id,
          clockInTime: input.clockInTime,
          clockOutTime: input.clockOutTime,
          breaks: input.breaks,
          mealBreaksPaid: settings.mealBreaksPaid,
          // The rate at the time of entry, as a clock-in copies it: a later raise does not reprice it.
          hourlyRate: worker.hourlyRate,
          costCodeId: input.costCodeId ?? null,
          createdBy: actor.userId,
          at,
          reason: input.reason,
        });
        await recomputePay(tx, settings, worker.id, [input.clockInTime]);
        await alongside?.(tx, row.id);
        return row.id;
      });
      return options.detail(id);
    },

    /**
     * Deletes a finished entry: it stops counting everywhere (the row is gone) and a time_entry_deletions row keeps what
     * it was, who and why. A running entry is refused: the phone that clocked it in may still send its clock-out.
     */
    async remove(id: number, input: TimeEntryDeletionInput, actor: Decider): Promise<TimeEntryDeletionView> {
      const settings = await options.payrollSettings();
      await entries.transaction(async (tx) => {
        const locked = await lockEntry(tx, id, timeZone);
        if (!locked) throw new AppError("not_found", "Time entry not found");
        assertMayDecide(actor, { workerId: locked.workerId });
        if (locked.payPeriodId) {
          const period = await pay.periodById(locked.payPeriodId, tx);
          throw entryLockedError(period!);
        }
        if (!locked.clockOutTime) {
          throw new AppError(
            "conflict",
            "This entry is still running. Clock the worker out first (Correct, then Clock out now), then delete it.",
          );
        }
        await assertWeekOpen(
          tx,
          dayKey(locked.clockInTime, timeZone),
          (range) => `This entry is in an approved pay period (${range}) and can no longer be deleted.`,
        );
        const entry = (await entries.findEntry(id, tx))!;
        const deleted = await manual.deleteEntry(tx, { entry, reason: input.reason, deletedBy: actor.userId, at: now() });
        if (!deleted) throw new AppError("not_found", "Time entry not found");
        await recomputePay(tx, settings, entry.workerId, [entry.clockInTime]);
      });
      const [record, changes] = await Promise.all([manual.deletionByEntryId(id), entries.changesOf(id)]);
      return { ...deletionAudit(record!), changes: changes.map(toChangeView) };
    },

    /**
     * The company's own entries made on the demo, deleted with it (issue 26 item 10) in the demo removal's transaction:
     * running or closed, approved or not (the one path that deletes from an approved week: the trial's hours were never
     * real), each kept as a deleted entry's record with why. Pay is recomputed in the weeks still open.
     */
    async removeWithDemo(tx: Tx, entryIds: readonly number[], actorId: number, settings: PunchPaySettings): Promise<number> {
      let removed = 0;
      // Each worker's open weeks are recomputed once, after all their trial entries went.
      const openWeeksOf = new Map<number, Date[]>();
      for (const id of entryIds) {
        const entry = await entries.findEntry(id, tx);
        if (!entry) continue;
        if (!(await manual.deleteEntry(tx, { entry, reason: TRIAL_ENTRY_DELETION_REASON, deletedBy: actorId, at: now() }))) continue;
        removed += 1;
        if (entry.payPeriodId === null) openWeeksOf.set(entry.workerId, [...(openWeeksOf.get(entry.workerId) ?? []), entry.clockInTime]);
      }
      for (const [workerId, clockIns] of openWeeksOf) await recomputePay(tx, settings, workerId, clockIns);
      return removed;
    },

    /** Entries of the range (by clock-in) added by hand or deleted, oldest action first. */
    async auditWithin(range: InstantRange): Promise<ManualEntryAuditView[]> {
      const [adds, deletions] = await Promise.all([manual.manualAddsWithin(range), manual.deletionsWithin(range)]);
      const added: ManualEntryAuditView[] = adds.map((row) => ({
        kind: "added",
        entryId: row.entry.id,
        workerId: row.entry.workerId,
        workerName: row.workerName,
        projectId: row.entry.projectId,
        projectName: row.projectName,
        clockInTime: row.entry.clockInTime.toISOString(),
        clockOutTime: row.entry.clockOutTime?.toISOString() ?? null,
        breakTime: row.entry.breakTime,
        hoursWorked: row.entry.hoursWorked,
        totalPay: row.entry.totalPay,
        source: row.entry.source,
        reason: row.reason,
        at: row.at.toISOString(),
        by: row.by,
        byName: byName(row),
      }));
      return [...added, ...deletions.map(deletionAudit)].sort((a, b) => a.at.localeCompare(b.at) || a.entryId - b.entryId);
    },

    /** The week's late taps (issue 26) as the pay changes list them: one line per punch, [received, paid] from its row. */
    async lateTapsWithin(range: InstantRange): Promise<LateTapView[]> {
      const rows = await manual.entryChangesWithin(range, ["late_tap"]);
      return rows.flatMap((row) =>
        Object.entries(row.changes as Record<string, [string, string]>).map(([punch, [receivedAt, tappedAt]]) => ({
          entryId: row.entryId,
          workerId: row.workerId,
          workerName: row.workerName,
          projectId: row.projectId,
          projectName: row.projectName,
          punch: punch as LateTapView["punch"],
          tappedAt,
          receivedAt,
          by: row.by,
          byName: row.kioskName !== null ? `Kiosk: ${row.kioskName}` : row.by === null ? null : byName(row),
        })),
      );
    },

    /** The week's corrections that moved hours (PAY_CORRECTION_ACTIONS), as the pay changes list them. */
    async correctionsWithin(range: InstantRange): Promise<EntryCorrectionView[]> {
      const rows = await manual.entryChangesWithin(range, PAY_CORRECTION_ACTIONS);
      return rows.map((row) => ({
        id: row.id,
        entryId: row.entryId,
        workerId: row.workerId,
        workerName: row.workerName,
        projectId: row.projectId,
        projectName: row.projectName,
        action: row.action as EntryCorrectionView["action"],
        changes: row.changes as EntryCorrectionView["changes"],
        reason: row.reason,
        at: row.at.toISOString(),
        by: row.by,
        // The auto-close job's tapped clock-out is the worker's tap, made by no account.
        byName: row.by === null ? null : byName(row),
      }));
    },
  };
}

export type ManualEntriesService = ReturnType<typeof createManualEntriesService>;

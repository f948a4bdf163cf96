// Forgotten clock-outs (issue 15), run by the scheduler: an entry open longer than the company's alert hours is
// alerted once (the bell reads the mark; an e-mail goes to the worker, the project's foremen and the office); with
// auto-close on, an entry open longer than its hours is closed at clock-in + those hours by the clock-out step every
// punch uses (pay recomputed), marked 'Auto-closed, needs review' until the office confirms or corrects it.
import { serverTap } from "@shared/domain/tap-time";
import type { Logger } from "pino";
import { dayKey } from "@shared/domain/work-week";
import type { PunchPaySettings } from "@shared/domain/pay-evaluation";
import type { TimeEntryDetail } from "@shared/api/time-clock";
import type { Tx } from "../../db/client";
import { AppError } from "../../lib/errors";
import { notice, type OutgoingMail } from "../mail-queue/mail-queue.repo";
import type { MailOut } from "../mail-queue/mail-queue.service";
import type { CompanySettingsService } from "../settings/company-settings.service";
import { lockEntry, lockWorker } from "../time-clock/open-entry.repo";
import type { EntryPayRepo } from "../payroll/entry-pay.repo";
import { assertMayDecide, type Decider } from "./entry-decision";
import { createEntryUpkeep } from "../payroll/entry-upkeep";
import type { AlertRecipient, ForgottenClockOutsRepo, ForgottenEntryRow } from "./forgotten-clock-outs.repo";
import type { PunchSteps } from "../time-clock/clock-steps";
import type { TimeEntriesRepo } from "./time-entries.repo";
import { messageTimeFormat } from "../../lib/message-time";
import { doneOrThrow } from "../time-clock/step-refusal";

const HOUR_MS = 3_600_000;

export interface ForgottenClockOutsDeps {
  repo: ForgottenClockOutsRepo;
  entries: TimeEntriesRepo;
  /** The time clock's one step set: the auto-close is its clock-out. */
  steps: PunchSteps;
  pay: EntryPayRepo;
}

export interface ForgottenClockOutsOptions {
  timeZone: string;
  now?: () => Date;
  companySettings: Pick<CompanySettingsService, "get">;
  payrollSettings: () => Promise<PunchPaySettings>;
  /** The alerts are queued with the marks that make them happen once; kick() sends them after the commit. */
  mail: MailOut;
  logger: Logger;
  /** The app's address, for the link in the e-mail. */
  baseUrl: string;
  /** One entry with its history, as the review answers it (TimeEntriesService.detail). */
  detail: (id: number) => Promise<TimeEntryDetail>;
}

export function createForgottenClockOutsService(deps: ForgottenClockOutsDeps, options: ForgottenClockOutsOptions) {
  const { repo, entries } = deps;
  const { timeZone, logger } = options;
  const now = options.now ?? (() => new Date());
  const formatTime = messageTimeFormat(timeZone);
  const { steps } = deps;
  const { assertWeekOpen } = createEntryUpkeep(deps.pay, timeZone);

  function alertMails(entry: ForgottenEntryRow, recipients: AlertRecipient[], hoursOpen: number): OutgoingMail[] {
    const subject = `Forgotten clock-out? ${entry.workerName} is still clocked in on ${entry.projectName}`;
    const text = [
      `${entry.workerName} clocked in on ${entry.projectName} at ${formatTime(entry.clockInTime)} and has been clocked in for ${hoursOpen} hours.`,
      "If they have left the site, clock them out or ask the office to correct the entry:",
      `${options.baseUrl}/timesheet`,
    ].join("\n\n");
    return recipients.map((recipient) => notice({ to: recipient.email, subject, text }));
  }

  const service = {
    /** Alerts each entry open longer than the alert hours, once; answers how many were alerted by this call. */
    async alert(): Promise<number> {
      const { forgottenClockOutAlertHours } = await options.companySettings.get();
      const at = now();
      const hoursOpen = (entry: ForgottenEntryRow) => Math.floor((at.getTime() - entry.clockInTime.getTime()) / HOUR_MS);
      const cutoff = new Date(at.getTime() - forgottenClockOutAlertHours * HOUR_MS);
      const claimed = await repo.claimAlerts(cutoff, at, (entry, recipients) => alertMails(entry, recipients, hoursOpen(entry)));
      if (claimed.length) options.mail.kick();
      return claimed.length;
    },

    /** With auto-close on, closes each entry open longer than its hours at clock-in + those hours; answers how many. */
    async autoClose(): Promise<number> {
      const { autoCloseAfterHours } = await options.companySettings.get();
      if (autoCloseAfterHours === null) return 0;
      const due = await repo.dueForAutoClose(new Date(now().getTime() - autoCloseAfterHours * HOUR_MS));
      if (!due.length) return 0;
      // Read before the transactions: on PGlite a query outside a transaction waits for it (see recomputePay).
      const settings = await options.payrollSettings();
      let closed = 0;
      for (const entry of due) {
        const clockOutTime = new Date(entry.clockInTime.getTime() + autoCloseAfterHours * HOUR_MS);
        try {
          await entries.transaction(async (tx: Tx) => {
            // The worker first (time-clock/open-entry.repo.ts), then the week; the clock-out takes both again, then the entry.
            await lockWorker(tx, entry.workerId);
            await assertWeekOpen(tx, dayKey(entry.clockInTime, timeZone), (range) => `the week ${range} is approved`);
            const input = { timeEntryId: entry.id, notes: null, location: null, position: null, accuracyMeters: null, clientClockOutTime: null };
            doneOrThrow(await steps.clockOutWithin(tx, input, { kind: "system" }, settings, serverTap(clockOutTime)));
            await repo.markAutoClosed(tx, entry.id, { clockOutTime, afterHours: autoCloseAfterHours, at: now() });
          });
          closed++;
        } catch (error) {
          // Another process closed it first, or the worker clocked out meanwhile: nothing to do.
          if (error instanceof AppError && error.code === "already_clocked_out") continue;
          if (error instanceof AppError && error.code === "period_locked") {
            logger.warn({ entry: entry.id, reason: error.message }, "an open entry in an approved week is not auto-closed");
            continue;
          }
          throw error;
        }
      }
      return closed;
    },

    /**
     * The office confirms an auto-closed entry as it is, unless it is their own worker's (entry-decision.ts); an entry
     * not (or no longer) marked is answered as it is.
     */
    async review(id: number, actor: Decider): Promise<TimeEntryDetail> {
      await entries.transaction(async (tx) => {
        const entry = await lockEntry(tx, id);
        if (!entry) throw new AppError("not_found", "Time entry not found");
        assertMayDecide(actor, entry);
        await repo.markReviewed(tx, id, { changedBy: actor.userId, at: now() });
      });
      return options.detail(id);
    },
  };
  return service;
}

export type ForgottenClockOutsService = ReturnType<typeof createForgottenClockOutsService>;

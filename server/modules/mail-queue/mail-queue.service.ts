// Sends the queued mail (issue 24, QUALITY 57). A request that queues a mail calls kick() after its commit and answers
// at once: sending happens here, never inside a request, so a mail server that hangs or is down holds nobody up.
// The job runner calls sendDue() every MAIL_QUEUE_JOB_EVERY_MS, which retries what failed once its back-off is over;
// on several processes each mail is claimed by one sender (mail-queue.repo.ts).
import type { Logger } from "pino";
import { mailRetryWaitMs } from "@shared/domain/mail-delivery";
import type { Mailer } from "../../lib/mailer";
import type { Scheduler } from "../scheduler/scheduler.service";
import type { MailClaim, MailQueueRepo, OutgoingMail } from "./mail-queue.repo";

/** How long a sender holds a mail it claimed: well past the SMTP time-outs (lib/mailer.ts), so only a crash loses it. */
export const MAIL_SEND_LEASE_MS = 2 * 60_000;
export const MAIL_QUEUE_JOB = "send-queued-mail";
/** How often the job runner looks for mail due again (the scheduler's own poll is 30 s, so this is every poll). */
export const MAIL_QUEUE_JOB_EVERY_MS = 30_000;
/** Sent and given-up mails are kept this long (the bell shows the given-up ones for a week), then pruned. */
export const MAIL_KEPT_MS = 30 * 24 * 60 * 60_000;
/** How long shutdown waits for the mail being sent (as the scheduler waits for its run). */
export const MAIL_STOP_WAIT_MS = 5_000;
/** How long the bell keeps telling the admin of a mail that was given up. */
export const MAIL_GIVEN_UP_NOTICE_MS = 7 * 24 * 60 * 60_000;

export interface MailQueueOptions {
  repo: MailQueueRepo;
  mailer: Mailer;
  logger: Logger;
  now?: () => Date;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export function createMailQueue({ repo, mailer, logger, now = () => new Date() }: MailQueueOptions) {
  /** The pass in progress in this process (one at a time), and whether mail was queued while it ran. */
  let pass: Promise<number> | null = null;
  let queuedDuringPass = false;
  let stopped = false;

  /** One attempt at a claimed mail: true when the mail server took it. */
  async function attempt(claim: MailClaim): Promise<boolean> {
    const { mail } = claim;
    try {
      await mailer.send({ to: mail.toAddress, subject: mail.subject, text: mail.text });
    } catch (error) {
      const outcome = await repo.failed(claim, errorText(error), new Date(now().getTime() + mailRetryWaitMs(mail.attempts)));
      const about = { err: error, mailId: mail.id, to: mail.toAddress, subject: mail.subject, attempts: mail.attempts };
      if (outcome === "given_up") logger.error(about, "mail could not be sent and is given up");
      else logger.warn(about, "mail could not be sent; it is tried again later");
      return false;
    }
    if (!(await repo.sent(claim, now()))) logger.warn({ mailId: mail.id }, "mail was sent after its claim ran out; another sender may send it again");
    return true;
  }

  /**
   * Sends due mail, oldest first, until none is due or one fails: after a failure the server is likely down, and the
   * rest wait for the next pass instead of each waiting out the time-outs now. Answers how many were sent.
   */
  async function sendPass(): Promise<number> {
    let sent = 0;
    do {
      queuedDuringPass = false;
      await repo.giveUpExpired(now());
      for (;;) {
        if (stopped) return sent;
        const at = now();
        const claim = await repo.claimNext(at, new Date(at.getTime() + MAIL_SEND_LEASE_MS));
        if (!claim) break;
        if (!(await attempt(claim))) return sent;
        sent++;
      }
    } while (queuedDuringPass);
    return sent;
  }

  function startPass(): Promise<number> {
    if (pass) {
      queuedDuringPass = true;
      return pass;
    }
    pass = sendPass().finally(() => {
      pass = null;
    });
    return pass;
  }

  const queue = {
    /** Queues a mail that goes with no change (a notice) and sends it now, in the background. */
    async send(mail: OutgoingMail): Promise<void> {
      await repo.queue(mail, now());
      queue.kick();
    },

    /** After a commit that queued mail: sends it now, in the background (a failure is logged, the job retries). */
    kick(): void {
      if (stopped) return;
      startPass().catch((error: unknown) => logger.warn({ err: error }, "queued mail could not be sent now; the job runner tries again"));
    },

    /** The job runner's run: a pass over due mail (after the one in progress, if any); answers how many were sent. */
    async sendDue(): Promise<number> {
      if (pass) await pass.catch(() => undefined);
      return startPass();
    },

    /** Resolves once no pass is running here (tests read the mailbox after it; shutdown waits for it). */
    async settled(): Promise<void> {
      while (pass) await pass.catch(() => undefined);
    },

    /**
     * No new passes; the one in progress stops after its current mail, which shutdown waits for up to `waitMs` (a
     * mail cut off there stays claimed until its lease runs out, then another process or the next start sends it).
     */
    async stop(waitMs = MAIL_STOP_WAIT_MS): Promise<void> {
      stopped = true;
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([queue.settled(), new Promise<void>((resolve) => (waited = setTimeout(resolve, waitMs)))]);
      clearTimeout(waited);
    },

    stuck: () => repo.stuck(new Date(now().getTime() - MAIL_GIVEN_UP_NOTICE_MS)),
    prune: () => repo.prune(new Date(now().getTime() - MAIL_KEPT_MS)),
  };
  return queue;
}

/** What a service that mails needs: queue a notice on its own, or send what its repo queued with a change. */
export type MailOut = Pick<MailQueue, "send" | "kick">;

export type MailQueue = ReturnType<typeof createMailQueue>;

/** The job runner's part: every MAIL_QUEUE_JOB_EVERY_MS, one process sends what is due again. */
export function registerMailQueue(scheduler: Scheduler, mailQueue: MailQueue): void {
  scheduler.register(MAIL_QUEUE_JOB, MAIL_QUEUE_JOB_EVERY_MS, () => mailQueue.sendDue());
}

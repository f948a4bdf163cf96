// The outgoing_mails table: a mail is queued by the transaction of the change it reports (queueMail, called by the
// repos that make those changes), claimed by one sender at a time, then marked sent, due again later, or given up.
import { and, asc, desc, eq, gte, isNull, lt, lte, or, sql } from "drizzle-orm";
import { MAIL_FAILURES_FOR_BELL, MAIL_TRY_FOR_MS } from "@shared/domain/mail-delivery";
import { outgoingMails } from "@shared/schema";
import type { Db, Tx } from "../../db/client";
import type { MailMessage } from "../../lib/mailer";

export type QueuedMailRow = typeof outgoingMails.$inferSelect;

/** A mail to queue: its message, and when the link it carries stops working (null: it carries none). */
export interface OutgoingMail extends MailMessage {
  linkExpiresAt: Date | null;
}

/** A mail that carries no link (tried for MAIL_TRY_FOR_MS). */
export const notice = (message: MailMessage): OutgoingMail => ({ ...message, linkExpiresAt: null });
/** A mail whose link works until `expiresAt`: tried until then, and its text blanked once sent. */
export const withLink = (message: MailMessage, expiresAt: Date): OutgoingMail => ({ ...message, linkExpiresAt: expiresAt });

/** What a repo that makes a change is handed to queue with it: built from what its transaction found. */
export type MailFor<Found> = (found: Found) => OutgoingMail | null;

const m = outgoingMails;
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
/** A link's text is the token itself: blanked once the mail is sent or given up. */
const blankedIfLink = sql`case when ${m.carriesLink} then '' else ${m.text} end`;

/** Queues `mail` in the caller's transaction, due at once: it is sent only if that transaction commits. */
export async function queueMail(tx: Tx | Db, mail: OutgoingMail, now: Date): Promise<void> {
  await tx.insert(m).values({
    toAddress: mail.to,
    subject: mail.subject,
    text: mail.text,
    carriesLink: mail.linkExpiresAt !== null,
    nextAttemptAt: now,
    giveUpAt: mail.linkExpiresAt ?? new Date(now.getTime() + MAIL_TRY_FOR_MS),
    queuedAt: now,
  });
}

/** The claim a sender holds on one mail: the mail and the lease that names this attempt (not a later one). */
export interface MailClaim {
  mail: QueuedMailRow;
  leaseUntil: Date;
}

/** A mail the admin should hear of: stuck after several failures, or given up. */
export type StuckMail = Pick<QueuedMailRow, "id" | "toAddress" | "subject" | "status" | "attempts" | "lastError" | "lastAttemptAt" | "giveUpAt">;

export function createMailQueueRepo(db: Db) {
  const held = (claim: MailClaim) => and(eq(m.id, claim.mail.id), eq(m.leaseUntil, at(claim.leaseUntil)), eq(m.status, "queued"));

  return {
    /** Queues a mail that reports no change of its own (a notice): in its own one-statement transaction. */
    queue: (mail: OutgoingMail, now: Date) => queueMail(db, mail, now),

    /**
     * Takes the mail due longest, counting this attempt, unless another sender holds it: one UPDATE whose row is
     * picked with SKIP LOCKED, so two senders at once take two different mails (or one takes none), never the same.
     */
    async claimNext(now: Date, leaseUntil: Date): Promise<MailClaim | null> {
      const due = and(
        eq(m.status, "queued"),
        lte(m.nextAttemptAt, at(now)),
        sql`${m.giveUpAt} > ${at(now)}`,
        or(isNull(m.leaseUntil), lt(m.leaseUntil, at(now))),
      );
      const next = db.select({ id: m.id }).from(m).where(due).orderBy(asc(m.nextAttemptAt), asc(m.id)).limit(1).for("update", { skipLocked: true });
      const [mail] = await db
        .update(m)
        .set({ leaseUntil: at(leaseUntil), attempts: sql`${m.attempts} + 1`, lastAttemptAt: at(now) })
        // `= (subquery)` runs the pick once; `in (subquery)` may run it again per row and claim several mails.
        .where(and(sql`${m.id} = (${next})`, due))
        .returning();
      return mail ? { mail, leaseUntil } : null;
    },

    /** Handed to the mail server: a link's text is blanked, the lease given back. False if the claim ran out. */
    async sent(claim: MailClaim, now: Date): Promise<boolean> {
      const rows = await db
        .update(m)
        .set({ status: "sent", sentAt: at(now), text: blankedIfLink, lastError: null, leaseUntil: null })
        .where(held(claim))
        .returning({ id: m.id });
      return rows.length > 0;
    },

    /** A failed attempt: tried again at `nextAttemptAt`, or given up (its link's text blanked) if that is too late. */
    async failed(claim: MailClaim, error: string, nextAttemptAt: Date): Promise<"retry" | "given_up" | "lost_claim"> {
      const givesUp = nextAttemptAt.getTime() >= claim.mail.giveUpAt.getTime();
      const rows = await db
        .update(m)
        .set(
          givesUp
            ? { status: "failed", text: blankedIfLink, lastError: error, leaseUntil: null }
            : { nextAttemptAt: at(nextAttemptAt), lastError: error, leaseUntil: null },
        )
        .where(held(claim))
        .returning({ id: m.id });
      if (!rows.length) return "lost_claim";
      return givesUp ? "given_up" : "retry";
    },

    /** Gives up the queued mails whose time ran out while they waited (their link expired, say): how many. */
    async giveUpExpired(now: Date): Promise<number> {
      const rows = await db
        .update(m)
        .set({ status: "failed", text: blankedIfLink, lastError: sql`coalesce(${m.lastError}, 'not sent before it expired')` })
        .where(and(eq(m.status, "queued"), lte(m.giveUpAt, at(now)), or(isNull(m.leaseUntil), lt(m.leaseUntil, at(now)))))
        .returning({ id: m.id });
      return rows.length;
    },

    /** Mails still failing after MAIL_FAILURES_FOR_BELL attempts, and those given up since `since`, newest first. */
    async stuck(since: Date): Promise<StuckMail[]> {
      return db
        .select({
          id: m.id,
          toAddress: m.toAddress,
          subject: m.subject,
          status: m.status,
          attempts: m.attempts,
          lastError: m.lastError,
          lastAttemptAt: m.lastAttemptAt,
          giveUpAt: m.giveUpAt,
        })
        .from(m)
        .where(
          or(
            and(eq(m.status, "queued"), gte(m.attempts, MAIL_FAILURES_FOR_BELL), sql`${m.lastError} is not null`),
            and(eq(m.status, "failed"), gte(m.giveUpAt, at(since))),
          ),
        )
        .orderBy(desc(m.queuedAt), desc(m.id))
        .limit(50);
    },

    /** Removes sent and given-up mails older than `before`: the queue is not an archive. */
    async prune(before: Date): Promise<number> {
      const rows = await db
        .delete(m)
        .where(or(and(eq(m.status, "sent"), lt(m.sentAt, at(before))), and(eq(m.status, "failed"), lt(m.giveUpAt, at(before)))))
        .returning({ id: m.id });
      return rows.length;
    },
  };
}

export type MailQueueRepo = ReturnType<typeof createMailQueueRepo>;

// When a queued mail is tried again, and when the admin hears of it (issue 24, QUALITY 57). A mail is tried right
// after the change that queued it commits; each failure waits twice as long as the one before, so a mail server
// that is down for a minute costs a minute, one down for a night is tried about hourly, and nothing hammers it.

/** A mail's states: waiting to be (re)tried, handed to the mail server, or never sent before it ran out of time. */
export const MAIL_STATUSES = ["queued", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The wait after the first failed attempt; each further failure doubles it. */
export const MAIL_RETRY_FIRST_WAIT_MS = 30_000;
/** The longest wait between two attempts: a mail server back in the morning gets the night's mail within the hour. */
export const MAIL_RETRY_MAX_WAIT_MS = 60 * 60_000;
/**
 * How long a mail without a link is tried (a mail with one is tried until its link expires): three days covers a
 * mail server down over a long weekend; after that the news it carries (access granted, a forgotten clock-out) is stale.
 */
export const MAIL_TRY_FOR_MS = 3 * 24 * 60 * 60_000;
/** Failed attempts before the admin's bell says a mail is stuck: a blip of a minute or two stays quiet. */
export const MAIL_FAILURES_FOR_BELL = 3;

/** The wait before the next attempt after `failedAttempts` (1 or more) failures: 30 s, 1 min, 2 min, ... capped at 1 h. */
export function mailRetryWaitMs(failedAttempts: number): number {
  if (!Number.isInteger(failedAttempts) || failedAttempts < 1) throw new RangeError(`failedAttempts must be a positive integer, got ${failedAttempts}`);
  // 2^7 * 30 s already passes the cap; stopping the exponent there keeps the number small for any count.
  return Math.min(MAIL_RETRY_FIRST_WAIT_MS * 2 ** Math.min(failedAttempts - 1, 20), MAIL_RETRY_MAX_WAIT_MS);
}

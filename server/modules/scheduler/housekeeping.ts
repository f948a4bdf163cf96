// The housekeeping jobs, on the scheduler so that one process of those sharing the database runs each, every six hours:
// Idempotency-Keys past their retention, rate-limit counters whose window has ended, kiosk punch photos past the
// company's retention period, sent and given-up mail past its keeping time.
import type { Logger } from "pino";
import type { IdempotencyService } from "../idempotency/idempotency.service";
import type { KiosksService } from "../kiosks/kiosks.service";
import type { LimitsService } from "../limits/limits.service";
import type { MailQueue } from "../mail-queue/mail-queue.service";
import type { Scheduler } from "./scheduler.service";

export const HOUSEKEEPING_INTERVAL_MS = 6 * 60 * 60 * 1000;

export const HOUSEKEEPING_JOBS = ["prune-idempotency-keys", "prune-rate-limit-counters", "prune-punch-photos", "prune-sent-mail"] as const;

export function registerHousekeeping(
  scheduler: Scheduler,
  services: { idempotency: IdempotencyService; limits: LimitsService; kiosks: KiosksService; mailQueue: MailQueue },
  logger: Logger,
): void {
  const [idempotencyKeys, rateLimitCounters, punchPhotos, sentMail] = HOUSEKEEPING_JOBS;
  scheduler.register(idempotencyKeys, HOUSEKEEPING_INTERVAL_MS, async () => {
    const removed = await services.idempotency.prune();
    if (removed) logger.info({ removed }, "old idempotency keys removed");
  });
  scheduler.register(rateLimitCounters, HOUSEKEEPING_INTERVAL_MS, async () => {
    const removed = await services.limits.pruneEnded();
    if (removed) logger.info({ removed }, "ended rate-limit counters removed");
  });
  scheduler.register(punchPhotos, HOUSEKEEPING_INTERVAL_MS, async () => {
    const removed = await services.kiosks.prunePhotos();
    if (removed) logger.info({ removed }, "kiosk punch photos past their retention removed");
  });
  scheduler.register(sentMail, HOUSEKEEPING_INTERVAL_MS, async () => {
    const removed = await services.mailQueue.prune();
    if (removed) logger.info({ removed }, "sent and given-up mails past their keeping time removed");
  });
}

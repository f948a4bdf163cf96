// Forgotten clock-outs on the scheduler (one process of those sharing the database runs each check): every five
// minutes, first the alerts, then the auto-close, so an entry is alerted about before it is closed.
import type { Logger } from "pino";
import type { ForgottenClockOutsService } from "../time-entries/forgotten-clock-outs.service";
import type { Scheduler } from "./scheduler.service";

export const FORGOTTEN_CLOCK_OUTS_JOB = "forgotten-clock-outs";
export const FORGOTTEN_CLOCK_OUTS_INTERVAL_MS = 5 * 60_000;

export function registerForgottenClockOuts(scheduler: Scheduler, service: ForgottenClockOutsService, logger: Logger): void {
  scheduler.register(FORGOTTEN_CLOCK_OUTS_JOB, FORGOTTEN_CLOCK_OUTS_INTERVAL_MS, async () => {
    const alerted = await service.alert();
    const autoClosed = await service.autoClose();
    if (alerted || autoClosed) logger.info({ alerted, autoClosed }, "forgotten clock-outs checked");
  });
}

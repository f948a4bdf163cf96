// What every time-clock service (punches, job switch, crew punches, crew actions, breaks, a kiosk's punch) is built
// from: the one step set services.ts builds, keyed writes, scopes, and the settings it reads before its transaction.
import type { PunchPaySettings } from "@shared/domain/pay-evaluation";
import type { IdempotencyService } from "../idempotency/idempotency.service";
import type { ScopeService } from "../scope/scope.service";
import type { PunchSteps } from "./clock-steps";
import type { ClockInSettings, ClockOutSettings } from "./punch-device";

/** What each time-clock service reads of the settings, before its transaction (on PGlite a query outside it would wait). */
export interface ClockServiceOptions {
  /** APP_TIME_ZONE: days, weeks and the messages' times are in it. */
  timeZone: string;
  payrollSettings: () => Promise<PunchPaySettings>;
  /** Whether the clock asks for the sign-off at clock-out (the Company settings); absent: never. */
  signOffAtClockOut?: () => Promise<boolean>;
  /** Whether the company requires a cost code (a punch without one is flagged, never refused); absent: no. */
  costCodeRequired?: () => Promise<boolean>;
  /** The forgotten clock-out alert's hours: a queued tap later than that waits for the office (paid-time.ts); absent: never. */
  forgottenClockOutAlertHours?: () => Promise<number>;
  now?: () => Date;
}

/** All a punch may read of the settings: pay, the sign-off at clock-out, the cost-code rule (a kiosk's punch is either). */
export async function punchSettingsOf(options: ClockServiceOptions): Promise<ClockOutSettings & ClockInSettings> {
  const [payroll, signOffAtClockOut, costCodeRequired, forgottenClockOutAlertHours] = await Promise.all([
    options.payrollSettings(),
    options.signOffAtClockOut?.(),
    options.costCodeRequired?.(),
    options.forgottenClockOutAlertHours?.(),
  ]);
  return { ...payroll, signOffAtClockOut, costCodeRequired, forgottenClockOutAlertHours };
}

/** What each time-clock service is built from: the one step set (services.ts builds it once), keyed writes, scopes. */
export interface ClockServiceDeps {
  steps: PunchSteps;
  idempotency: IdempotencyService;
  scopes: ScopeService;
}

// Who or what takes a punch (an account, a site kiosk, the server's own job) and what a step reads before its
// transaction: the types every time-clock step and service shares (clock-steps.ts runs them).
import type { GeoFix } from "@shared/api/time-clock";
import type { SwitchJobInput } from "@shared/api/job-switch";
import type { PunchPaySettings } from "@shared/domain/pay-evaluation";
import type { TapSettings } from "./paid-time";

/**
 * What took the punch: a signed-in account, or a site kiosk where the worker punched with their PIN (no account is
 * recorded then), or the server's own job; a kiosk's offline punch, whose PIN could not be checked, leaves the entry
 * 'unverified'. `crew`: the account punched a crew with its one fix (the entry says "Crew punch").
 */
export type PunchDevice =
  | { kind: "account"; userId: number; crew?: boolean }
  | { kind: "kiosk"; kioskId: number; offline: boolean }
  /** The server itself, with no account: the auto-close of a forgotten clock-out (issue 15). */
  | { kind: "system" };

export const accountOf = (device: PunchDevice) => (device.kind === "account" ? device.userId : null);
export const kioskOf = (device: PunchDevice) => (device.kind === "kiosk" ? device.kioskId : null);
export const byOf = (device: PunchDevice) => ({ userId: accountOf(device), kioskId: kioskOf(device) });
export const offlineAt = (device: PunchDevice) => device.kind === "kiosk" && device.offline;
export const crewPunch = (device: PunchDevice) => device.kind === "account" && device.crew === true;

/** A kiosk's punch as the kiosk module admitted it. */
export interface KioskPunch {
  kioskId: number;
  projectId: number;
  workerId: number;
  offline: boolean;
  position: GeoFix | null;
  accuracyMeters: number | null;
  clientTime: Date | null;
  /** What the tablet offered: a punch that no longer matches the worker's state is refused, not turned around. */
  expected: "in" | "out" | null;
}

/** The settings a clock-in reads before its transaction: whether the company requires a cost code (absent: no). */
export interface ClockInSettings extends TapSettings {
  costCodeRequired?: boolean;
}
/** A switch's fields besides the entry it closes (the single switch's body; the crew's, for each worker). */
export type SwitchStepInput = Omit<SwitchJobInput, "timeEntryId">;

/** The settings a clock-out reads before its transaction: pay, and whether this clock-out asks for the sign-off. */
export type ClockOutSettings = PunchPaySettings & TapSettings & { signOffAtClockOut?: boolean };

// What the kiosk does with a punch the server did not take: each refusal reads differently on a wall tablet.
import type { ErrorCode } from "@shared/errors";
import { ApiError, errorMessage } from "@/lib/api-client";

const WRONG_PIN: ErrorCode = "invalid_credentials";

export type PunchFailure =
  /** The request never reached the server: the kiosk keeps the punch offline (no PIN) instead. */
  | { kind: "no-connection" }
  /** The device is no (longer a) kiosk: the whole screen says so. */
  | { kind: "not-a-kiosk"; message: string }
  /** A wrong PIN: the pad is cleared and the worker tries again. */
  | { kind: "wrong-pin"; message: string }
  /** Too many wrong PINs (for the name or on the kiosk): the server's message says how long to wait. */
  | { kind: "too-many"; message: string }
  /** Any other refusal (no PIN set, not on the team, a photo required, the server failing): its message. */
  | { kind: "refused"; message: string };

export function punchFailureOf(error: unknown): PunchFailure {
  if (!(error instanceof ApiError)) return { kind: "refused", message: errorMessage(error) };
  if (error.status === 0) return { kind: "no-connection" };
  if (error.status === 401) {
    return error.code === WRONG_PIN ? { kind: "wrong-pin", message: error.message } : { kind: "not-a-kiosk", message: error.message };
  }
  if (error.status === 429) return { kind: "too-many", message: error.message };
  return { kind: "refused", message: error.message };
}

/** Whether a failed read of GET /api/kiosk means the device is not a kiosk (rather than a server or network fault). */
export const isNotAKiosk = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

// The known-device cookie (QUALITY 3, 38): set at a successful password sign-in, it lets this browser past its
// account's lock, so a stranger's wrong guesses cannot lock the owner out of a device that signed in before.
import crypto from "node:crypto";
import type { Request, Response } from "express";
import { cookieValue } from "../../lib/cookies";

export const KNOWN_DEVICE_COOKIE = "crewline.device";
export const KNOWN_DEVICE_DAYS = 180;
const DAY_MS = 86_400_000;
/** A shared phone may vouch for a few accounts; the most recent sign-ins are kept. */
const MAX_ACCOUNTS_PER_DEVICE = 5;

/** One account this device signed in to: its sign-in key hash (never the address itself) and when that expires. */
interface Vouch {
  account: string;
  expiresAtMs: number;
}

function isVouch(value: unknown): value is Vouch {
  const v = value as Vouch | null;
  return typeof v?.account === "string" && typeof v.expiresAtMs === "number";
}

export function createKnownDevices(sessionSecret: string, now: () => number = Date.now) {
  // A key of its own, derived from the session secret, so the cookie's MAC is never a valid session signature.
  const key = crypto.createHmac("sha256", sessionSecret).update("crewline known-device cookie v1").digest();
  const mac = (payload: string) => crypto.createHmac("sha256", key).update(payload).digest("base64url");

  function read(req: Request): Vouch[] {
    const raw = cookieValue(req, KNOWN_DEVICE_COOKIE);
    const dot = raw?.lastIndexOf(".") ?? -1;
    if (!raw || dot < 0) return [];
    const payload = raw.slice(0, dot);
    const given = Buffer.from(raw.slice(dot + 1));
    const expected = Buffer.from(mac(payload));
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return [];
    try {
      const vouches: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
      return Array.isArray(vouches) ? vouches.filter(isVouch).filter((v) => v.expiresAtMs > now()) : [];
    } catch {
      return [];
    }
  }

  return {
    /** True when this request carries a valid, unexpired cookie that names the account. */
    vouchesFor(req: Request, account: string): boolean {
      return read(req).some((v) => v.account === account);
    },

    /** After a successful sign-in: the cookie names this account (first), keeping the device's other recent ones. */
    remember(req: Request, res: Response, account: string): void {
      const vouches = [
        { account, expiresAtMs: now() + KNOWN_DEVICE_DAYS * DAY_MS },
        ...read(req).filter((v) => v.account !== account),
      ].slice(0, MAX_ACCOUNTS_PER_DEVICE);
      const payload = Buffer.from(JSON.stringify(vouches)).toString("base64url");
      res.cookie(KNOWN_DEVICE_COOKIE, `${payload}.${mac(payload)}`, {
        httpOnly: true,
        sameSite: "lax",
        // Like the session cookie ('auto'): Secure whenever the request came over https.
        secure: req.secure,
        // Only the API reads it.
        path: "/api",
        maxAge: KNOWN_DEVICE_DAYS * DAY_MS,
      });
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;

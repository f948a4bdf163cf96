// HTTP for site kiosks, mounted from their contracts (shared/api/kiosks.ts, kiosk-breaks.ts): the admin's (make this
// device a kiosk, list, revoke), the kiosk's own (its team, a punch with its own body limit for the photo, a break, a
// sign-off), the settings, and a punch's photo for the office.
import express, { Router, type Request } from "express";
import { kioskBreaksApi } from "@shared/api/kiosk-breaks";
import { kioskPinWaitsApi } from "@shared/api/kiosk-pin-waits";
import { kiosksApi } from "@shared/api/kiosks";
import { mount } from "../../lib/endpoint-router";
import { signOut } from "../auth/auth.routes";
import { clearSessionCookie, type SessionCookie } from "../auth/session";
import { PHOTO_CACHE_CONTROL } from "../photos/photos.routes";
import { setKioskCookie } from "./kiosk-credential";
import type { KioskBreaksService } from "./kiosk-breaks.service";
import type { KioskPinWaitsService } from "./kiosk-pin-waits.service";
import type { KioskPunchesService } from "./kiosk-punches.service";
import type { KiosksService } from "./kiosks.service";

/**
 * A punch may carry a photo (up to 2 MB, about 2.7 MB as base64 JSON). Only this route gets the larger limit: app.ts
 * skips its 100 kb parser for requests isKioskPunch() matches.
 */
export const KIOSK_PUNCH_BODY_LIMIT = "3mb";
const kioskPunchBodyParser = express.json({ limit: KIOSK_PUNCH_BODY_LIMIT, strict: true });
const KIOSK_PUNCH_PATH = /^\/api\/kiosk\/punches\/?$/;

export function isKioskPunch(req: Request): boolean {
  return req.method === "POST" && KIOSK_PUNCH_PATH.test(req.originalUrl.split("?")[0]);
}

export interface KiosksRouterDeps {
  kiosks: KiosksService;
  kioskPunches: KioskPunchesService;
  kioskBreaks: KioskBreaksService;
  kioskPinWaits: KioskPinWaitsService;
  kioskCookie: SessionCookie;
  sessionCookie: SessionCookie;
}

export function createKiosksRouter({ kiosks, kioskPunches, kioskBreaks, kioskPinWaits, kioskCookie, sessionCookie }: KiosksRouterDeps) {
  const router = Router();
  mount(router, kiosksApi.create, async ({ body, user, req, res }) => {
    const { kiosk, token } = await kiosks.create(body, user.id, req.kiosk?.id ?? null);
    setKioskCookie(req, res, kioskCookie, token);
    // The tablet must not stay signed in as the administrator who set it up.
    await signOut(req);
    clearSessionCookie(res, sessionCookie);
    return kiosk;
  });
  mount(router, kiosksApi.list, () => kiosks.list());
  mount(router, kiosksApi.revoke, ({ params, user }) => kiosks.revoke(params.id, user.id));

  mount(router, kiosksApi.session, ({ kiosk }) => kiosks.session(kiosk));
  // The access check runs before the parser: a caller that is no kiosk never gets 3 MB parsed on its behalf.
  mount(router, kiosksApi.punch, ({ kiosk, body, idempotency, tapAgeMs }) => kioskPunches.punch(kiosk, body, idempotency, tapAgeMs), {
    before: [kioskPunchBodyParser],
  });
  mount(router, kioskBreaksApi.takeBreak, ({ kiosk, body, idempotency, tapAgeMs }) => kioskBreaks.takeBreak(kiosk, body, idempotency, tapAgeMs));
  mount(router, kioskBreaksApi.signOff, ({ kiosk, body, idempotency, tapAgeMs }) => kioskBreaks.signOff(kiosk, body, idempotency, tapAgeMs));

  mount(router, kioskPinWaitsApi.list, ({ user }) => kioskPinWaits.list(user));
  mount(router, kioskPinWaitsApi.clear, ({ params, user }) => kioskPinWaits.clear(user, params.id));

  mount(router, kiosksApi.settings, () => kiosks.getSettings());
  mount(router, kiosksApi.putSettings, ({ body, user }) => kiosks.putSettings(body, user.id));
  mount(router, kiosksApi.punchPhoto, async ({ params, res }) => {
    const bytes = await kiosks.photo(params.id, params.punch);
    // Private and checked again on every use, as project photos are: a pruned or deleted photo stops showing.
    res.set({ "Content-Type": "image/jpeg", "X-Content-Type-Options": "nosniff", "Cache-Control": PHOTO_CACHE_CONTROL });
    res.send(bytes);
  });
  return router;
}

// HTTP for signing in and out and reading the current user.
import { Router, type Request } from "express";
import type { PassportStatic } from "passport";
import { z } from "zod";
import type { User } from "@shared/schema";
import type { Env } from "../../env";
import { SESSION_COOKIE } from "../../auth/session";
import { AppError } from "../../lib/errors";
import { parse } from "../../lib/validate";
import type { AuthService } from "./auth.service";

const adminLoginSchema = z
  .object({
    username: z.string({ error: "Username is required" }).trim().min(1, "Username is required").max(200),
    password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1000),
  })
  .strict();

/** Signs the user into a fresh session (passport regenerates the id, so a planted id is useless). */
export function signIn(req: Request, user: User): Promise<void> {
  return new Promise((resolve, reject) => {
    req.login(user, (error) => {
      if (error) return reject(error);
      req.session.signedInAt = Date.now();
      req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

/** Ends the session: its row is deleted and the cookie cleared. */
export function signOut(req: Request): Promise<void> {
  return new Promise((resolve) => {
    if (!req.session) return resolve();
    req.session.destroy(() => resolve());
  });
}

export function createAuthRouter(deps: { auth: AuthService; passport: PassportStatic; env: Env }) {
  const { auth, env } = deps;
  const router = Router();

  router.post("/api/admin/login", async (req, res) => {
    const input = parse(adminLoginSchema, req.body);
    const user = await auth.authenticateAdmin(input.username, input.password);
    await signIn(req, user);
    res.json(auth.toPublic(user));
  });

  router.get("/api/auth/user", (req, res) => {
    if (!req.user) throw new AppError("unauthenticated", "Not signed in");
    res.json(auth.toPublic(req.user));
  });

  router.get("/api/auth/config", (_req, res) => {
    const configured = Boolean(env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID);
    res.json({
      oidc: configured ? { name: env.OIDC_PROVIDER_NAME, displayName: env.OIDC_DISPLAY_NAME ?? "Single Sign-On" } : null,
    });
  });

  router.get("/api/login", (_req, res) => {
    const configured = Boolean(env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID);
    res.redirect(configured ? `/api/auth/${env.OIDC_PROVIDER_NAME}` : "/auth");
  });

  router.get("/api/logout", async (req, res) => {
    await signOut(req);
    res.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax" });
    res.redirect("/");
  });

  return router;
}

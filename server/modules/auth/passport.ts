// A passport instance per app: sessions hold {id, v}; a changed session version signs the session out.
import { Passport } from "passport";
import type { User } from "@shared/schema";
import type { AuthService, SessionUserRef } from "./auth.service";

declare global {
  namespace Express {
    interface User extends Omit<import("@shared/schema").User, never> {}
  }
}

export function createPassport(auth: AuthService) {
  const passport = new Passport();
  passport.serializeUser<SessionUserRef>((user, done) => {
    const u = user as User;
    done(null, { id: u.id, v: u.sessionVersion });
  });
  passport.deserializeUser<SessionUserRef>((ref, done) => {
    if (!ref || typeof ref !== "object" || typeof ref.id !== "number") return done(null, false);
    auth.userForSession(ref).then(
      (user) => done(null, user ?? false),
      (error) => done(error),
    );
  });
  return passport;
}

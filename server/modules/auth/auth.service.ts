// Sign-in rules and the admin account bootstrap.
import crypto from "node:crypto";
import type { Logger } from "pino";
import { toPublicUser, type PublicUser, type User } from "@shared/schema";
import { AppError } from "../../lib/errors";
import type { AuthRepo } from "./auth.repo";
import { dummyHashFor, hashPassword, verifyPassword } from "./passwords";

export const INVALID_ADMIN_CREDENTIALS = "Invalid username or password";

export function createAuthService(repo: AuthRepo, options: { bcryptCost?: number } = {}) {
  const dummyHash = dummyHashFor(options.bcryptCost);
  return {
    async authenticateAdmin(username: string, password: string): Promise<User> {
      const user = await repo.findUserByUsername(username.trim());
      const ok = await verifyPassword(password, user?.passwordHash, await dummyHash());
      if (!user || !ok || user.role !== "admin") throw new AppError("invalid_credentials", INVALID_ADMIN_CREDENTIALS);
      if (!user.isActive) throw new AppError("account_inactive", "This admin account has been deactivated.");
      return user;
    },

    /** The user a session points at, or null when it no longer exists or the session is older than its version. */
    async userForSession(ref: SessionUserRef): Promise<User | null> {
      const user = await repo.findUserById(ref.id);
      if (!user || user.sessionVersion !== ref.v) return null;
      return user;
    },

    toPublic(user: User): PublicUser {
      return toPublicUser(user);
    },

    /**
     * Makes sure the admin account exists. With ADMIN_PASSWORD it is (re)set to that password; without it, a
     * missing admin gets a random password that is returned once for the log and never stored in clear.
     */
    async ensureAdmin(username: string, password: string | undefined, logger?: Logger): Promise<{ created: boolean; generatedPassword?: string }> {
      const existing = await repo.findUserByUsername(username);
      if (existing) {
        if (password && !(await verifyPassword(password, existing.passwordHash))) {
          await repo.updateUser(existing.id, {
            passwordHash: await hashPassword(password, options.bcryptCost),
            sessionVersion: existing.sessionVersion + 1,
          });
          logger?.info({ username }, "admin password updated from ADMIN_PASSWORD");
        }
        return { created: false };
      }
      const generatedPassword = password ? undefined : crypto.randomBytes(12).toString("base64url");
      await repo.insertUser({
        username,
        passwordHash: await hashPassword(password ?? generatedPassword!, options.bcryptCost),
        role: "admin",
        isActive: true,
        firstName: "Administrator",
      });
      return { created: true, generatedPassword };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** What a session stores about its user: the id and the account's session version at sign-in. */
export interface SessionUserRef {
  id: number;
  v: number;
}

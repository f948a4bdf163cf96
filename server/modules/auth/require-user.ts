// Guards: requireUser (signed in and active) and requireAccess(level) (also a role that may use the level,
// shared/domain/account-roles.ts); requireAdmin is requireAccess("admin").
import type { RequestHandler } from "express";
import { roleMayAccess, type AccessLevel } from "@shared/domain/account-roles";
import { AppError } from "../../lib/errors";

export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new AppError("unauthenticated", "Please sign in to continue"));
  if (!req.user.isActive) {
    return next(new AppError("account_inactive", "Your account is waiting for an administrator to activate it."));
  }
  next();
};

const REFUSALS: Record<AccessLevel, string> = {
  member: "Your account cannot do that",
  foreman: "Only foremen, the office and administrators can do that",
  office: "Only the office and administrators can do that",
  admin: "Only administrators can do that",
};

export function requireAccess(level: AccessLevel): RequestHandler {
  return (req, res, next) => {
    requireUser(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (!roleMayAccess(req.user!.role, level)) return next(new AppError("forbidden", REFUSALS[level]));
      next();
    });
  };
}

export const requireAdmin: RequestHandler = requireAccess("admin");

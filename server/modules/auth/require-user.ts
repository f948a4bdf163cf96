// Guards: requireUser (signed in and active) and requireAdmin (also role admin).
import type { RequestHandler } from "express";
import { AppError } from "../../lib/errors";

export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new AppError("unauthenticated", "Please sign in to continue"));
  if (!req.user.isActive) {
    return next(new AppError("account_inactive", "Your account is waiting for an administrator to activate it."));
  }
  next();
};

export const requireAdmin: RequestHandler = (req, res, next) => {
  requireUser(req, res, (error?: unknown) => {
    if (error) return next(error);
    if (req.user!.role !== "admin") return next(new AppError("forbidden", "Only administrators can do that"));
    next();
  });
};

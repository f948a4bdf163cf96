// HTTP for forgotten clock-outs: the office confirms an auto-closed entry (the jobs themselves run on the scheduler).
import { Router } from "express";
import { timeEntriesApi as api } from "@shared/api/time-entries";
import { mount } from "../../lib/endpoint-router";
import { deciderOf } from "./entry-decision";
import type { ForgottenClockOutsService } from "./forgotten-clock-outs.service";

export function createForgottenClockOutsRouter(forgottenClockOuts: ForgottenClockOutsService) {
  const router = Router();
  mount(router, api.review, ({ params, user }) => forgottenClockOuts.review(params.id, deciderOf(user)));
  return router;
}

// HTTP for the clock-out sign-off, mounted from its contract (shared/api/sign-offs.ts); the Idempotency-Key is read by mount.
import { Router } from "express";
import { signOffsApi } from "@shared/api/sign-offs";
import { mount } from "../../lib/endpoint-router";
import type { SignOffsService } from "./sign-offs.service";

export function createSignOffsRouter(signOffs: SignOffsService) {
  const router = Router();
  mount(router, signOffsApi.signOff, ({ params, body, user, idempotency, tapAgeMs }) => signOffs.signOff(params.id, body, user, idempotency, tapAgeMs));
  return router;
}

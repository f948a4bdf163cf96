// HTTP for the worker's signature of their pay period (their account's, or at a kiosk behind their PIN) and the
// certification texts, mounted from their contract (shared/api/period-signatures.ts).
import { Router } from "express";
import { periodSignaturesApi } from "@shared/api/period-signatures";
import { mount } from "../../lib/endpoint-router";
import type { PeriodSignaturesService } from "./period-signatures.service";

export function createPeriodSignaturesRouter(signatures: PeriodSignaturesService) {
  const router = Router();
  mount(router, periodSignaturesApi.myPeriod, ({ query, user }) => signatures.myPeriodOf(user, query.periodOf));
  mount(router, periodSignaturesApi.sign, ({ body, user }) => signatures.signAs(user, body));
  mount(router, periodSignaturesApi.kioskPeriod, ({ kiosk, body }) => signatures.kioskPeriod(kiosk, body));
  mount(router, periodSignaturesApi.kioskSign, ({ kiosk, body }) => signatures.kioskSign(kiosk, body));
  mount(router, periodSignaturesApi.certificationText, () => signatures.certificationTexts());
  mount(router, periodSignaturesApi.putCertificationText, ({ body, user }) => signatures.putCertificationText(body, user.id));
  return router;
}

// HTTP for payroll: the week's figures, CSV downloads, the week's pay changes, approval and reopening (approvers), the
// periods and their versions, and the weekly-overtime switch.
import { Router } from "express";
import { payrollApi } from "@shared/api/payroll";
import { mount } from "../../lib/endpoint-router";
import { sendCsv } from "../../lib/send-file";
import type { PayrollService } from "./payroll.service";
import type { PayPeriodsService } from "./pay-periods.service";
import { pageLimit } from "../../lib/paging";
import { payPeriodsApi } from "@shared/api/pay-periods";

export function createPayrollRouter(payroll: PayrollService, periods: PayPeriodsService) {
  const router = Router();
  mount(router, payrollApi.week, ({ query }) => payroll.week(query.periodOf ?? query.weekOf, { segmentsOf: query.segmentsOf, dayHours: query.dayHours === "true" }));
  mount(router, payrollApi.workersCsv, async ({ query, res }) => sendCsv(res, await payroll.workersCsv(query.periodOf ?? query.weekOf)));
  mount(router, payrollApi.entriesCsv, async ({ query, res }) => sendCsv(res, await payroll.entriesCsv(query.periodOf ?? query.weekOf)));
  mount(router, payrollApi.payChanges, ({ query, user }) => payroll.payChanges(user, query.periodOf ?? query.weekOf));
  mount(router, payrollApi.approve, ({ body, user }) => payroll.approve(body.periodOf, user));
  mount(router, payPeriodsApi.reopen, ({ body, user }) => periods.reopen(body, user));
  mount(router, payPeriodsApi.periods, ({ query }) => periods.periods({ cursor: query.cursor, limit: pageLimit(payPeriodsApi.periods.page, query.limit) }));
  mount(router, payPeriodsApi.versions, ({ params }) => periods.versions(params.id));
  mount(router, payrollApi.settings, () => payroll.getSettings());
  mount(router, payrollApi.putSettings, ({ body, user }) => payroll.putSettings(body, user.id));
  return router;
}

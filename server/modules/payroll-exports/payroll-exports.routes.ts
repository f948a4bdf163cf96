// HTTP for the payroll provider's files (issue 27 step 6), mounted from their contract (shared/api/payroll-exports.ts):
// a worker's payroll identity, a profile's mapping and pre-flight, making a file as a batch, a period's batches and a
// download.
import { Router } from "express";
import { payrollExportsApi } from "@shared/api/payroll-exports";
import { mount } from "../../lib/endpoint-router";
import { sendCsv } from "../../lib/send-file";
import type { PayrollExportsService } from "./payroll-exports.service";

export function createPayrollExportsRouter(exports: PayrollExportsService) {
  const router = Router();
  mount(router, payrollExportsApi.identity, ({ params }) => exports.identity(params.id));
  mount(router, payrollExportsApi.putIdentity, ({ params, body, user }) => exports.putIdentity(params.id, body, user.id));
  // The batches' list before a profile's path, which names any other segment a profile.
  mount(router, payrollExportsApi.batches, ({ query }) => exports.batches(query.periodOf));
  mount(router, payrollExportsApi.download, async ({ params, res }) => sendCsv(res, await exports.download(params.id)));
  mount(router, payrollExportsApi.mapping, ({ params }) => exports.mapping(params.profile));
  mount(router, payrollExportsApi.putMapping, ({ params, body, user }) => exports.putMapping(params.profile, body, user.id));
  mount(router, payrollExportsApi.preflight, ({ params, query }) => exports.preflight(params.profile, query.periodOf));
  mount(router, payrollExportsApi.create, ({ body, user }) => exports.create(body, user.id));
  return router;
}

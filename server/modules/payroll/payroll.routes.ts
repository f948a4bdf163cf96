// HTTP for payroll: the week's figures, CSV downloads, the week's pay changes and approval (admins), and the weekly-overtime switch.
import { Router, type Response } from "express";
import { payrollApi } from "@shared/api/payroll";
import { mount } from "../../lib/endpoint-router";
import type { CsvFile } from "./payroll-files";
import type { PayrollService } from "./payroll.service";

function sendCsv(res: Response, file: CsvFile) {
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader("Content-Disposition", `attachment; filename="${file.filename}"`);
  res.setHeader("Cache-Control", "no-store");
  res.send(file.content);
}

export function createPayrollRouter(payroll: PayrollService) {
  const router = Router();
  mount(router, payrollApi.week, ({ query }) => payroll.week(query.weekOf, query.segmentsOf));
  mount(router, payrollApi.workersCsv, async ({ query, res }) => sendCsv(res, await payroll.workersCsv(query.weekOf)));
  mount(router, payrollApi.entriesCsv, async ({ query, res }) => sendCsv(res, await payroll.entriesCsv(query.weekOf)));
  mount(router, payrollApi.payChanges, ({ query, user }) => payroll.payChanges(user, query.weekOf));
  mount(router, payrollApi.approve, ({ body, user }) => payroll.approve(body.weekOf, user));
  mount(router, payrollApi.settings, () => payroll.getSettings());
  mount(router, payrollApi.putSettings, ({ body, user }) => payroll.putSettings(body, user.id));
  return router;
}

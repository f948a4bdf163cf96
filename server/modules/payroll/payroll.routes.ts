// HTTP for payroll: the week's figures, CSV downloads, the week's pay changes and approval (admins), and the weekly-overtime switch.
import { Router, type Response } from "express";
import { approveWeekSchema, payrollSettingsSchema, weekOfQuerySchema } from "@shared/api/time-clock";
import { requireAdmin, requireUser } from "../auth/require-user";
import { parse } from "../../lib/validate";
import type { CsvFile, PayrollService } from "./payroll.service";

function sendCsv(res: Response, file: CsvFile) {
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader("Content-Disposition", `attachment; filename="${file.filename}"`);
  res.setHeader("Cache-Control", "no-store");
  res.send(file.content);
}

export function createPayrollRouter(payroll: PayrollService) {
  const router = Router();

  router.get("/api/payroll", requireUser, async (req, res) => {
    res.json(await payroll.week(parse(weekOfQuerySchema, req.query).weekOf));
  });

  router.get("/api/payroll/export.csv", requireUser, async (req, res) => {
    sendCsv(res, await payroll.workersCsv(parse(weekOfQuerySchema, req.query).weekOf));
  });

  router.get("/api/payroll/entries.csv", requireUser, async (req, res) => {
    sendCsv(res, await payroll.entriesCsv(parse(weekOfQuerySchema, req.query).weekOf));
  });

  router.get("/api/payroll/pay-changes", requireAdmin, async (req, res) => {
    res.json(await payroll.payChanges(parse(weekOfQuerySchema, req.query).weekOf));
  });

  router.post("/api/payroll/approve", requireAdmin, async (req, res) => {
    const { weekOf } = parse(approveWeekSchema, req.body);
    res.status(201).json(await payroll.approve(weekOf, req.user!.id));
  });

  router.get("/api/settings/payroll", requireUser, async (_req, res) => {
    res.json(await payroll.getSettings());
  });

  router.put("/api/settings/payroll", requireAdmin, async (req, res) => {
    res.json(await payroll.putSettings(parse(payrollSettingsSchema, req.body), req.user!.id));
  });

  return router;
}

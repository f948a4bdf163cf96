// Files for the payroll provider (issue 27 step 6): each worker's payroll identity, the pre-flight of a profile's file
// for a pay period (every missing mapping and every rule the provider would refuse, before anything is written), and
// the files themselves, each kept as a batch of the approved period's version, which says when the period has changed
// since and what changed per worker and earning.
import { createHash } from "node:crypto";
import type { PayrollWeekView } from "@shared/api/payroll";
import type { CreateExportInput, ExportBatchView, ExportMappingInput, ExportMappingView, PayrollIdentityInput, PayrollIdentityView, PreflightView } from "@shared/api/payroll-exports";
import {
  adpFileNumberProblems,
  EXPORT_EARNINGS,
  EXPORT_PROFILES,
  gustoProblems,
  MAPPING_NEEDS,
  mappingProblems,
  paychexWorkerIdProblems,
  PERIOD_NOT_APPROVED_PROBLEM,
  twoRatesProblems,
  type ExportEarning,
  type ExportMappingValue,
  type ExportProblemValue,
  type ExportProfile,
} from "@shared/domain/payroll-export";
import { parseCents } from "@shared/domain/money";
import type { DateKey } from "@shared/domain/work-week";
import { AppError } from "../../lib/errors";
import type { TextFile } from "../../lib/send-file";
import type { CsvFile } from "../payroll/payroll-files";
import type { PayrollService } from "../payroll/payroll.service";
import { batchChanges, storedFiguresOf } from "./batch-changes";
import type { ExportBatchesRepo, ExportBatchRow } from "./export-batches.repo";
import type { PayrollIdentitiesRepo, PayrollIdentityRow } from "./payroll-identities.repo";
import { adpWfnFile, exportedFiguresOf, gustoCsvFile, paidPremium, paychexSpiFile, workersInFile } from "./profile-files";
import type { ExportMappingsRepo } from "./export-mappings.repo";

export const WORKER_NOT_FOUND_MESSAGE = "Worker not found";
export const BATCH_NOT_FOUND_MESSAGE = "Payroll file not found";
export const EXPORT_REFUSED_MESSAGE = "This pay period's file cannot be made yet: fix the problems listed, then export again";

export interface PayrollExportsDeps {
  identities: PayrollIdentitiesRepo;
  batches: ExportBatchesRepo;
  mappings: ExportMappingsRepo;
  payroll: Pick<PayrollService, "week" | "workersCsv" | "entriesCsv">;
  now?: () => Date;
}

/** What the pre-flight read and found; the export builds its file from the same reads. */
interface Checked {
  week: PayrollWeekView;
  identities: Map<number, PayrollIdentityRow>;
  mapping: ExportMappingValue;
  problems: ExportProblemValue[];
  notes: string[];
}

/** A stored mapping as the rules read it (a code that is not text counts as unset). */
function mappingValueOf(row: { companyCode: string | null; earningCodes: unknown } | undefined): ExportMappingValue {
  const stored = (row?.earningCodes ?? {}) as Record<string, unknown>;
  const earningCodes = Object.fromEntries(EXPORT_EARNINGS.map((earning) => [earning, typeof stored[earning] === "string" ? (stored[earning] as string) : null])) as Record<ExportEarning, string | null>;
  return { companyCode: row?.companyCode ?? null, earningCodes };
}

const isProfile = (value: string): value is ExportProfile => (EXPORT_PROFILES as readonly string[]).includes(value);

export function createPayrollExportsService({ identities, batches, mappings, payroll, now = () => new Date() }: PayrollExportsDeps) {
  async function mappingView(profile: ExportProfile): Promise<ExportMappingView> {
    const row = await mappings.of(profile);
    const needs = MAPPING_NEEDS[profile];
    const value = mappingValueOf(row);
    return {
      profile,
      companyCode: value.companyCode,
      earningCodes: value.earningCodes as Record<ExportEarning, string | null>,
      needs: { companyCode: needs?.companyCode?.label ?? null, earningCodes: [...(needs?.earningCodes ?? [])], earningCodeName: needs?.earningCodeName ?? null },
      updatedAt: row?.updatedAt.toISOString() ?? null,
      updatedByName: row?.updatedByName ?? null,
    };
  }

  async function identityView(workerId: number): Promise<PayrollIdentityView> {
    const row = await identities.of(workerId);
    if (!row) throw new AppError("not_found", WORKER_NOT_FOUND_MESSAGE);
    // A worker never mapped reads every field as null (the left join's).
    const { updatedAt, updatedByName, ...fields } = row;
    return { ...fields, workerId, updatedAt: updatedAt?.toISOString() ?? null, updatedByName };
  }

  async function check(profile: ExportProfile, key: DateKey): Promise<Checked> {
    const week = await payroll.week(key);
    const problems: ExportProblemValue[] = week.approved ? [] : [PERIOD_NOT_APPROVED_PROBLEM];
    const notes: string[] = [];
    const [ids, mapping] = await Promise.all([identities.ofWorkers(week.workers.map((line) => line.workerId)), mappings.of(profile).then(mappingValueOf)]);
    const paid = week.workers.filter((line) => line.totalHours > 0);
    const premiumCentsOf = (line: PayrollWeekView["workers"][number]) => parseCents(paidPremium(week, line) ?? "0.00") ?? 0;
    if (profile === "gusto-csv") {
      problems.push(...gustoProblems(paid, ids));
      // Gusto takes no custom earning (PAYROLL.md section 4): a paid meal premium is entered there by hand.
      for (const line of week.workers) {
        if (premiumCentsOf(line) > 0) notes.push(`Gusto's file has no column for the meal premium: add ${line.workerName}'s $${line.mealPremiumPay} in Gusto as an extra earning`);
      }
    }
    if (profile === "adp-wfn" || profile === "paychex-spi") {
      const provider = profile === "adp-wfn" ? "ADP" : "Paychex";
      const inFile = workersInFile(week);
      const earnings = {
        regularHours: week.totals.regularHours,
        overtimeHours: week.totals.overtimeHours,
        doubleTimeHours: week.totals.doubleTimeHours,
        mealPremiumCents: inFile.reduce((sum, line) => sum + premiumCentsOf(line), 0),
      };
      problems.push(...mappingProblems(profile, mapping, earnings, provider));
      const providerIds = new Map(inFile.map((line) => [line.workerId, (profile === "adp-wfn" ? ids.get(line.workerId)?.adpFileNumber : ids.get(line.workerId)?.paychexWorkerId) ?? null]));
      problems.push(...(profile === "adp-wfn" ? adpFileNumberProblems(inFile, providerIds) : paychexWorkerIdProblems(inFile, providerIds)));
      problems.push(...twoRatesProblems(paid, provider));
    }
    return { week, identities: ids, mapping, problems, notes };
  }

  async function fileOf(profile: ExportProfile, key: DateKey, checked: Checked): Promise<CsvFile> {
    switch (profile) {
      case "workers-csv":
        return payroll.workersCsv(key);
      case "entries-csv":
        return payroll.entriesCsv(key);
      case "gusto-csv":
        return gustoCsvFile(checked.week, checked.identities, checked.week.payPeriod!.version);
      case "adp-wfn":
        return adpWfnFile(checked.week, new Map([...checked.identities].map(([id, identity]) => [id, identity.adpFileNumber])), checked.mapping);
      case "paychex-spi":
        return paychexSpiFile(checked.week, new Map([...checked.identities].map(([id, identity]) => [id, identity.paychexWorkerId])), checked.mapping, checked.week.payPeriod!.version);
    }
  }

  /** A batch as listed: out of date once the period was reopened or approved again; then, once approved, what changed. */
  function batchView(row: ExportBatchRow, week: PayrollWeekView): ExportBatchView {
    const figures = storedFiguresOf(row.figures);
    const period = week.payPeriod;
    const outOfDate = !period || period.status !== "approved" || period.version !== row.periodVersion;
    return {
      id: row.id,
      profile: isProfile(row.profile) ? row.profile : "workers-csv",
      startDate: week.weekStart,
      endDate: week.weekEnd,
      periodVersion: row.periodVersion,
      createdAt: row.createdAt.toISOString(),
      createdByName: row.createdByName,
      filename: row.filename,
      sha256: row.sha256,
      workerCount: figures.length,
      totalHours: figures.reduce((sum, f) => sum + Math.round((f.regularHours + f.overtimeHours + f.doubleTimeHours) * 100), 0) / 100,
      outOfDate,
      changes: outOfDate && week.approved ? batchChanges(figures, exportedFiguresOf(week)) : [],
    };
  }

  return {
    identity: identityView,

    mapping: mappingView,

    /** Merges the fields given into the stored mapping; a code off the provider's form is refused (422, under its field). */
    async putMapping(profile: ExportProfile, input: ExportMappingInput, userId: number): Promise<ExportMappingView> {
      const needs = MAPPING_NEEDS[profile];
      const wrong: Record<string, string[]> = {};
      if (needs?.companyCode && input.companyCode && !needs.companyCode.pattern.test(input.companyCode)) wrong.companyCode = [needs.companyCode.message];
      for (const [earning, code] of Object.entries(input.earningCodes ?? {})) {
        if (needs && code && !needs.earningCode.pattern.test(code)) wrong[`earningCodes.${earning}`] = [needs.earningCode.message];
      }
      const first = Object.values(wrong)[0];
      if (first) throw new AppError("unprocessable", first[0], wrong);
      const current = mappingValueOf(await mappings.of(profile));
      const next = {
        companyCode: input.companyCode === undefined ? current.companyCode : input.companyCode,
        earningCodes: { ...current.earningCodes, ...Object.fromEntries(Object.entries(input.earningCodes ?? {}).filter(([, code]) => code !== undefined)) },
      };
      await mappings.set(profile, next, userId, now());
      return mappingView(profile);
    },

    async putIdentity(workerId: number, input: PayrollIdentityInput, userId: number): Promise<PayrollIdentityView> {
      if (!(await identities.of(workerId))) throw new AppError("not_found", WORKER_NOT_FOUND_MESSAGE);
      await identities.set(workerId, input, userId, now());
      return identityView(workerId);
    },

    async preflight(profile: ExportProfile, key: DateKey): Promise<PreflightView> {
      const { week, problems, notes } = await check(profile, key);
      return { profile, startDate: week.weekStart, endDate: week.weekEnd, problems, notes };
    },

    /** The file, kept as a batch; refused with the pre-flight's problems (nothing kept) while there are any. */
    async create({ profile, periodOf }: CreateExportInput, userId: number): Promise<ExportBatchView> {
      const checked = await check(profile, periodOf);
      if (checked.problems.length) throw new AppError("unprocessable", EXPORT_REFUSED_MESSAGE, undefined, { problems: checked.problems });
      const { week } = checked;
      const file = await fileOf(profile, periodOf, checked);
      const content = Buffer.from(file.content, "utf8");
      const id = await batches.insert({
        profile,
        payPeriodId: week.payPeriod!.id,
        periodVersion: week.payPeriod!.version,
        createdAt: now(),
        createdBy: userId,
        filename: file.filename,
        content,
        sha256: createHash("sha256").update(content).digest("hex"),
        figures: exportedFiguresOf(week),
      });
      return batchView((await batches.byId(id))!, week);
    },

    /** The files made of the period holding the day, newest first. */
    async batches(key: DateKey): Promise<ExportBatchView[]> {
      const week = await payroll.week(key);
      if (!week.payPeriod) return [];
      return (await batches.ofPeriod(week.payPeriod.id)).map((row) => batchView(row, week));
    },

    async download(id: number): Promise<TextFile> {
      const file = await batches.file(id);
      if (!file) throw new AppError("not_found", BATCH_NOT_FOUND_MESSAGE);
      return file;
    },
  };
}

export type PayrollExportsService = ReturnType<typeof createPayrollExportsService>;

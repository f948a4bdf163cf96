// The worker signs their pay period (issue 27 step 5): their own period read as they sign it (hours per label from
// the one evaluator, as shares of their pay lines, so days add up to the total; no money), the signature checked
// against what they read, each worker's status for the Payroll tab, and the certification texts.
import type { MyPeriodView, SignPeriodInput, CertificationTextInput, CertificationTextView } from "@shared/api/period-signatures";
import type { SignatureView, WorkerSignatureView } from "@shared/api/payroll";
import { NOT_LINKED_MESSAGE } from "@shared/domain/account-roles";
import { PAY_LABELS, type PayLabel } from "@shared/domain/pay-lines";
import type { DaySpan } from "@shared/domain/pay-schedule";
import { HOURS_CHANGED_SIGN_REFUSAL, signatureStatusOf, signRefusal, TEXT_CHANGED_SIGN_REFUSAL } from "@shared/domain/period-signature";
import { addDays, dayKey, startOfDayInstant, type DateKey, type InstantRange } from "@shared/domain/work-week";
import { AppError } from "../../lib/errors";
import { entryLabelShares } from "../payroll/day-hours";
import { labelledSpanOf } from "../payroll/pay-period-span";
import type { PayrollService } from "../payroll/payroll.service";
import type { CertificationTextRow, PeriodDays, PeriodSignaturesRepo, SignatureRow } from "./period-signatures.repo";

/** The language a worker signs in until the Spanish issue lets them choose. */
const SIGNING_LANGUAGE = "en";

export interface PeriodSignaturesOptions {
  timeZone: string;
  now?: () => Date;
  payroll: Pick<PayrollService, "periodUnderItsRules" | "periodDaysOf">;
  /** Whether the company asks for signatures (Company settings), read first by the bell's check. */
  signaturesOn: () => Promise<boolean>;
}

/** A period waiting for its worker's signature: the bell's item. */
export interface PeriodWaiting {
  startDate: string;
  endDate: string;
  status: "unsigned" | "outdated";
  totalHours: number;
  /** When it began to wait: the start of the period's last day, or the signature the hours changed after. */
  since: Date;
}

interface Signer {
  id: number;
  workerId: number | null;
}

const textView = (row: CertificationTextRow): CertificationTextView => ({
  id: row.id,
  language: row.language as CertificationTextView["language"],
  version: row.version,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  createdByName: row.createdByName,
});

function signatureView(latest: SignatureRow | undefined, currentVersion: string): SignatureView {
  return {
    status: signatureStatusOf(latest?.entriesVersion ?? null, currentVersion),
    signedAt: latest?.signedAt.toISOString() ?? null,
    certificationVersion: latest?.certificationVersion ?? null,
  };
}

const emptyLabels = (): Record<PayLabel, number> => ({ regular: 0, overtime: 0, double_time: 0 });
const sumOf = (h: Record<PayLabel, number>) => h.regular + h.overtime + h.double_time;

export function createPeriodSignaturesService(repo: PeriodSignaturesRepo, options: PeriodSignaturesOptions) {
  const { timeZone, payroll } = options;
  const now = options.now ?? (() => new Date());

  const workerOf = (signer: Signer): number => {
    if (signer.workerId === null) throw new AppError("unprocessable", NOT_LINKED_MESSAGE);
    return signer.workerId;
  };

  async function signingText(): Promise<CertificationTextRow> {
    const text = await repo.currentText(SIGNING_LANGUAGE);
    // The migration stores the first text, and texts are only ever added.
    if (!text) throw new Error(`No certification text in ${SIGNING_LANGUAGE}`);
    return text;
  }

  /** The period asked for; without one, the latest that has reached its last day (the one waiting for a signature). */
  async function periodKeyOf(key: DateKey | undefined): Promise<DateKey> {
    if (key) return key;
    const today = dayKey(now(), timeZone);
    const current = await payroll.periodDaysOf(today);
    return today >= current.endDate ? today : addDays(current.startDate, -1);
  }

  async function myPeriod(signer: Signer, key?: DateKey): Promise<MyPeriodView> {
    const workerId = workerOf(signer);
    const { company, days, period, rules, range } = await payroll.periodUnderItsRules(await periodKeyOf(key));
    const [read, latest, text] = await Promise.all([
      repo.workerPeriod(labelledSpanOf(range), range, workerId),
      repo.latestSignatures(days, workerId),
      signingText(),
    ]);
    const shares = entryLabelShares(read.labelled, range, rules);
    const byDay = new Map<string, MyPeriodView["days"][number] & { perLabel: Record<PayLabel, number> }>();
    const totals = emptyLabels();
    for (const shift of read.shifts) {
      const share = shares.get(shift.id);
      const day = share?.dayKey ?? dayKey(shift.clockInTime, timeZone);
      const entry = byDay.get(day) ?? { dayKey: day, hours: 0, labels: [], shifts: [], perLabel: emptyLabels() };
      const hundredths = share?.hundredths ?? emptyLabels();
      for (const label of PAY_LABELS) {
        entry.perLabel[label] += hundredths[label];
        totals[label] += hundredths[label];
      }
      entry.shifts.push({
        id: shift.id,
        projectName: shift.projectName,
        clockInTime: shift.clockInTime.toISOString(),
        clockOutTime: shift.clockOutTime?.toISOString() ?? null,
        breakMinutes: shift.breakTime,
        hours: sumOf(hundredths) / 100,
      });
      byDay.set(day, entry);
    }
    const openEntries = read.shifts.filter((s) => s.clockOutTime === null).length;
    return {
      startDate: days.startDate,
      endDate: days.endDate,
      timeZone,
      periodStatus: period?.status ?? null,
      signaturesOn: company.periodSignatures,
      days: [...byDay.values()].map(({ perLabel, ...day }) => ({
        ...day,
        hours: sumOf(perLabel) / 100,
        labels: PAY_LABELS.filter((label) => perLabel[label] > 0).map((label) => ({ label, hours: perLabel[label] / 100 })),
      })),
      regularHours: totals.regular / 100,
      overtimeHours: totals.overtime / 100,
      doubleTimeHours: totals.double_time / 100,
      totalHours: sumOf(totals) / 100,
      openEntries,
      entriesVersion: read.version,
      signRefusal: signRefusal({
        signaturesOn: company.periodSignatures,
        lastDayKey: days.endDate,
        todayKey: dayKey(now(), timeZone),
        openEntries,
        finishedEntries: read.shifts.length - openEntries,
      }),
      signature: signatureView(latest.get(workerId), read.version),
      certificationText: textView(text),
    };
  }

  return {
    myPeriod,

    /** The latest period that has reached its last day, while it waits for the worker's signature (or null). */
    async waiting(signer: Signer): Promise<PeriodWaiting | null> {
      if (signer.workerId === null || !(await options.signaturesOn())) return null;
      const period = await myPeriod(signer);
      const { status, signedAt } = period.signature;
      if (period.signRefusal !== null || status === "signed") return null;
      const since = signedAt ? new Date(signedAt) : startOfDayInstant(period.endDate, timeZone);
      return { startDate: period.startDate, endDate: period.endDate, status, totalHours: period.totalHours, since };
    },

    /**
     * Signs what the worker read: refused (422) by the rule their screen shows, and (409) when the hours or the text
     * changed since they read them. A correction landing after this check makes the signature outdated, as any later one.
     */
    async sign(signer: Signer, input: SignPeriodInput): Promise<SignatureView> {
      const workerId = workerOf(signer);
      const view = await myPeriod(signer, input.periodOf);
      if (view.signRefusal) throw new AppError("unprocessable", view.signRefusal);
      if (input.certificationTextId !== view.certificationText.id) throw new AppError("conflict", TEXT_CHANGED_SIGN_REFUSAL);
      if (input.entriesVersion !== view.entriesVersion) throw new AppError("conflict", HOURS_CHANGED_SIGN_REFUSAL);
      const days: PeriodDays = { startDate: view.startDate, endDate: view.endDate };
      await repo.sign({
        workerId,
        periodStart: days.startDate,
        periodEnd: days.endDate,
        certificationTextId: input.certificationTextId,
        entriesVersion: input.entriesVersion,
        signedAt: now(),
        signedBy: signer.id,
      });
      const range = (await payroll.periodUnderItsRules(days.startDate)).range;
      const [latest, version] = await Promise.all([repo.latestSignatures(days, workerId), repo.workerVersion(range, workerId)]);
      return signatureView(latest.get(workerId), version);
    },

    /** Each worker with hours in the period, with their signature's status (the Payroll tab's column). */
    async statuses(days: DaySpan, range: InstantRange): Promise<WorkerSignatureView[]> {
      const [versions, latest] = await Promise.all([repo.allVersions(range), repo.latestSignatures(days)]);
      return [...versions].map(([workerId, version]) => ({ workerId, ...signatureView(latest.get(workerId), version) }));
    },

    async certificationTexts(): Promise<CertificationTextView[]> {
      return (await repo.currentTexts()).map(textView);
    },

    async putCertificationText(input: CertificationTextInput, userId: number): Promise<CertificationTextView> {
      return textView(await repo.addText(input.language, input.text, userId, now()));
    },
  };
}

export type PeriodSignaturesService = ReturnType<typeof createPeriodSignaturesService>;

// The worker signs their pay period (issue 27 step 5): their own period read as they sign it (hours per label from
// the one evaluator, as shares of their pay lines, so days add up to the total; no money), the signature checked
// against what they read, each worker's status for the Payroll tab, and the certification texts.
import type { MyPeriodView, SignPeriodInput, CertificationTextInput, CertificationTextView, KioskPeriodInput, KioskSignPeriodInput } from "@shared/api/period-signatures";
import type { SignatureView, WorkerSignatureView } from "@shared/api/payroll";
import { NOT_LINKED_MESSAGE } from "@shared/domain/account-roles";
import { PAY_LABELS, type PayLabel } from "@shared/domain/pay-lines";
import type { DaySpan } from "@shared/domain/pay-schedule";
import { HOURS_CHANGED_SIGN_REFUSAL, signatureOf, signRefusal, TEXT_CHANGED_SIGN_REFUSAL } from "@shared/domain/period-signature";
import { addDays, dayKey, startOfDayInstant, type DateKey, type InstantRange } from "@shared/domain/work-week";
import { AppError } from "../../lib/errors";
import { entryLabelShares } from "../payroll/day-hours";
import { labelledSpanOf } from "../payroll/pay-period-span";
import type { PayrollService } from "../payroll/payroll.service";
import type { CertificationTextRow, PeriodDays, PeriodSignaturesRepo, SignatureRow } from "./period-signatures.repo";
import type { KioskCaller } from "../kiosks/kiosk-credential";

/** The language a worker signs in until the Spanish issue lets them choose. */
const SIGNING_LANGUAGE = "en";

export interface PeriodSignaturesOptions {
  timeZone: string;
  now?: () => Date;
  payroll: Pick<PayrollService, "periodUnderItsRules" | "periodDaysOf">;
  /** A worker at a kiosk, on its team and with their PIN (KioskWorkerCheck.admitWithPin). */
  admitAtKiosk: (kiosk: KioskCaller, workerId: number, pin: string) => Promise<{ id: number }>;
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

/** Who reads and signs: an account (its worker record, if linked), or a worker at a kiosk behind their PIN. */
interface Signer {
  workerId: number | null;
  /** The account signing; null at a kiosk. */
  userId: number | null;
  kioskId?: number;
}

/** A signed-in account as a signer. */
const accountSigner = (user: { id: number; workerId: number | null }): Signer => ({ workerId: user.workerId, userId: user.id });

const textView = (row: CertificationTextRow): CertificationTextView => ({
  id: row.id,
  language: row.language as CertificationTextView["language"],
  version: row.version,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  createdByName: row.createdByName,
});

/** The status of a worker's hours from every signature they gave the period (signatureOf: the one that counts). */
function signatureView(given: readonly SignatureRow[] | undefined, currentVersion: string): SignatureView {
  const { status, signature } = signatureOf(given ?? [], currentVersion);
  return { status, signedAt: signature?.signedAt.toISOString() ?? null, certificationVersion: signature?.certificationVersion ?? null };
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
    const [read, given, text] = await Promise.all([
      repo.workerPeriod(labelledSpanOf(range), range, workerId),
      repo.signaturesOf(days, workerId),
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
      signature: signatureView(given.get(workerId), read.version),
      certificationText: textView(text),
    };
  }

  /**
   * Signs what the worker read: refused (422) by the rule their screen shows, and (409) when the hours or the text
   * changed since they read them; answers the status of the hours signed. A correction landing after this check makes
   * the signature outdated, as any later one.
   */
  async function sign(signer: Signer, input: SignPeriodInput): Promise<SignatureView> {
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
      signedBy: signer.userId,
      kioskId: signer.kioskId ?? null,
    });
    return signatureView((await repo.signaturesOf(days, workerId)).get(workerId), input.entriesVersion);
  }

  return {
    /** The latest period that has reached its last day, while it waits for the worker's signature (or null). */
    async waiting(user: { id: number; workerId: number | null }): Promise<PeriodWaiting | null> {
      if (user.workerId === null || !(await options.signaturesOn())) return null;
      const period = await myPeriod(accountSigner(user));
      const { status, signedAt } = period.signature;
      if (period.signRefusal !== null || status === "signed") return null;
      const since = signedAt ? new Date(signedAt) : startOfDayInstant(period.endDate, timeZone);
      return { startDate: period.startDate, endDate: period.endDate, status, totalHours: period.totalHours, since };
    },

    /** An account's own period and signature (GET /api/my-period, POST /api/my-period/signature). */
    myPeriodOf: (user: { id: number; workerId: number | null }, key?: DateKey) => myPeriod(accountSigner(user), key),
    signAs: (user: { id: number; workerId: number | null }, input: SignPeriodInput) => sign(accountSigner(user), input),

    /** The same at a kiosk, for the worker named there with their PIN; the signature records the kiosk. */
    async kioskPeriod(kiosk: KioskCaller, input: KioskPeriodInput): Promise<MyPeriodView> {
      const worker = await options.admitAtKiosk(kiosk, input.workerId, input.pin);
      return myPeriod({ workerId: worker.id, userId: null, kioskId: kiosk.id }, input.periodOf);
    },
    async kioskSign(kiosk: KioskCaller, input: KioskSignPeriodInput): Promise<SignatureView> {
      const worker = await options.admitAtKiosk(kiosk, input.workerId, input.pin);
      const { periodOf, certificationTextId, entriesVersion } = input;
      return sign({ workerId: worker.id, userId: null, kioskId: kiosk.id }, { periodOf, certificationTextId, entriesVersion });
    },

    /** Each worker with hours in the period, with their signature's status (the Payroll tab's column). */
    async statuses(days: DaySpan, range: InstantRange): Promise<WorkerSignatureView[]> {
      const [versions, given] = await Promise.all([repo.allVersions(range), repo.signaturesOf(days)]);
      return [...versions].map(([workerId, version]) => ({ workerId, ...signatureView(given.get(workerId), version) }));
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

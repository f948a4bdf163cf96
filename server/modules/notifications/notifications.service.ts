// The bell: what needs someone's attention now, each item linked to the screen that resolves it (for the office, the
// correction requests and the kiosk punches to confirm waiting on the Timesheet screen too).
import type { NotificationItem, NotificationsResponse } from "@shared/api/notifications";
import { roleMayAccess, seesEveryRow } from "@shared/domain/account-roles";
import { CORRECTION_KIND_LABELS } from "@shared/domain/correction-requests";
import { stockStatus } from "@shared/domain/stock";
import { quantityWithUnit } from "../materials/materials.service";
import type { PinFailures } from "../kiosks/kiosk-pin-waits.repo";
import type { StuckMail } from "../mail-queue/mail-queue.repo";
import type { ScopeCaller, ScopeService } from "../scope/scope.service";
import { entryScopeOf, type Caller } from "../scope/entry-scope";
import type { NotificationsRepo } from "./notifications.repo";
import type { PeriodWaiting } from "../period-signatures/period-signatures.service";
import { periodRangeLabel } from "../payroll/pay-period-lock";

const HOUR_MS = 3_600_000;
/** A reason is up to 500 characters; the bell shows its start, the Timesheet screen all of it. */
const REASON_PREVIEW_CHARS = 100;
const preview = (text: string) => (text.length > REASON_PREVIEW_CHARS ? `${text.slice(0, REASON_PREVIEW_CHARS - 1).trimEnd()}…` : text);

export interface NotificationsServiceOptions {
  /** APP_TIME_ZONE: clock-in times are shown in the site's zone. */
  timeZone: string;
  /** Whose open shifts a foreman sees. */
  scopes: ScopeService;
  /** Mail the queue could not send after several attempts, or gave up (MailQueue.stuck): the admin's to see. */
  stuckMails: () => Promise<StuckMail[]>;
  /** Names in the caller's crew (everyone's for the office) that strangers keep trying at a kiosk (QUALITY 52). */
  pinFailures: (caller: ScopeCaller) => Promise<PinFailures[]>;
  /** The caller's own pay period waiting for their signature (PeriodSignaturesService.waiting), if any. */
  periodToSign: (caller: Caller) => Promise<PeriodWaiting | null>;
  now?: () => Date;
}

/** How long the bell tells someone the office decided their correction request. */
const DECISION_NOTICE_MS = 7 * 24 * 3_600_000;

export function createNotificationsService(repo: NotificationsRepo, options: NotificationsServiceOptions) {
  const now = options.now ?? (() => new Date());
  const { scopes } = options;
  const clockFormat = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: options.timeZone,
  });

  /** To whom, what went wrong last, and whether it is still being tried. */
  function stuckMailDetail(m: StuckMail): string {
    const error = m.lastError ? ` Last error: ${preview(m.lastError)}.` : "";
    const outcome =
      m.status === "failed"
        ? `Given up after ${m.attempts} attempt${m.attempts === 1 ? "" : "s"}; check SMTP_URL, then ask for the mail again (a new link, invitation or reset).`
        : `${m.attempts} attempts failed; it is tried again until ${clockFormat.format(m.giveUpAt)}. Check the mail server (SMTP_URL).`;
    return `To ${m.toAddress}.${error} ${outcome}`;
  }

  return {
    async forUser(user: Caller): Promise<NotificationsResponse> {
      const at = now();
      const isAdmin = roleMayAccess(user.role, "admin");
      // Correction requests are the office's to decide (PATCH /api/correction-requests/:id is office-only).
      const decidesCorrections = roleMayAccess(user.role, "office");
      // So are a kiosk's offline punches (PATCH /api/time-entries/:id/verification is office-only).
      const confirmsPunches = roleMayAccess(user.role, "office");
      // And injury records, which only office and admins read (GET /api/incidents is office-only).
      const reviewsInjuries = roleMayAccess(user.role, "office");
      // Stock levels are the foreman's business too. Forgotten clock-outs (open entries the scheduler alerted about,
      // after the company's alert hours) are everyone's the office sees; a foreman's are those they see on the
      // timesheet the bell links to (their crew's on their projects, and their own); a crew member's their own.
      const [lowStock, openEntries, registrations, signInLocks, correctionRequests, unverifiedEntries, autoClosedEntries, injuries, stuckMails, pinFailures, decided, toSign] = await Promise.all([
        roleMayAccess(user.role, "foreman") ? repo.lowStockMaterials() : Promise.resolve([]),
        seesEveryRow(user.role)
          ? repo.forgottenClockOuts(null)
          : scopes.of(user).then((scope) => repo.forgottenClockOuts(entryScopeOf(scope))),
        isAdmin ? repo.registrationsAwaitingApproval() : Promise.resolve([]),
        isAdmin ? repo.activeSignInLocks(at) : Promise.resolve([]),
        decidesCorrections ? repo.waitingCorrectionRequests() : Promise.resolve([]),
        confirmsPunches ? repo.unverifiedEntries() : Promise.resolve([]),
        // Confirming an auto-closed entry is the office's (POST /api/time-entries/:id/review is office-only).
        confirmsPunches ? repo.autoClosedEntries() : Promise.resolve([]),
        reviewsInjuries ? repo.unreviewedIncidents() : Promise.resolve([]),
        // The mail server is the admin's to fix (SMTP_URL).
        isAdmin ? options.stuckMails() : Promise.resolve([]),
        // A foreman clears their crew's PIN waits, the office anyone's (DELETE /api/workers/:id/pin-waits).
        roleMayAccess(user.role, "foreman") ? options.pinFailures(user) : Promise.resolve([]),
        // Whoever asked for a correction hears the decision for a week (and by mail: correction-requests).
        repo.decidedCorrectionRequests(user.id, new Date(at.getTime() - DECISION_NOTICE_MS)),
        // Whoever has a worker record signs their own period, while the company asks.
        options.periodToSign(user),
      ]);

      const items: NotificationItem[] = [
        ...(toSign
          ? [
              {
                id: `period-signature:${toSign.startDate}`,
                kind: "period_signature" as const,
                title: toSign.status === "outdated" ? `Your hours changed after you signed: ${periodRangeLabel(toSign.startDate, toSign.endDate)}` : `Sign your hours: ${periodRangeLabel(toSign.startDate, toSign.endDate)}`,
                detail: `${toSign.totalHours.toFixed(2)} h. ${toSign.status === "outdated" ? "Check them and sign again." : "Check your days and sign them for payroll."}`,
                // The dashboard's card opens them.
                href: "/",
                createdAt: toSign.since.toISOString(),
              },
            ]
          : []),
        ...lowStock
          .filter((m) => stockStatus(m.currentStock, m.minStockLevel) === "Low Stock")
          .map((m) => ({
            id: `low-stock:${m.id}`,
            kind: "low_stock" as const,
            title: `Low stock: ${m.name}`,
            detail: `${quantityWithUnit(m.currentStock, m.unit)} left (minimum ${m.minStockLevel})`,
            href: "/materials",
            createdAt: m.updatedAt.toISOString(),
          })),
        ...openEntries.map((e) => ({
          id: `forgotten-clock-out:${e.id}`,
          kind: "forgotten_clock_out" as const,
          title: `Still clocked in: ${e.workerName}`,
          detail: `${e.projectName}, since ${clockFormat.format(e.clockInTime)} (${Math.floor(
            (at.getTime() - e.clockInTime.getTime()) / HOUR_MS,
          )} h). Forgotten clock-out?`,
          href: "/timesheet",
          createdAt: e.clockInTime.toISOString(),
        })),
        ...registrations.map((r) => ({
          id: `registration:${r.id}`,
          kind: "registration" as const,
          title: `Registration waiting for approval: ${r.firstName} ${r.lastName}`,
          detail: r.email,
          href: "/admin",
          createdAt: r.createdAt.toISOString(),
        })),
        ...signInLocks.map((l) => ({
          id: `sign-in-locked:${l.userId}`,
          kind: "sign_in_locked" as const,
          title: `Sign-in locked for ${l.username ?? l.email ?? `user ${l.userId}`}`,
          detail: `Too many wrong passwords. New devices are refused until ${clockFormat.format(l.lockedUntil)}; devices that signed in to this account before still get in.`,
          href: "/admin",
          createdAt: (l.lockedAt ?? at).toISOString(),
        })),
        ...correctionRequests.map((r) => ({
          id: `correction-request:${r.id}`,
          kind: "correction_request" as const,
          title: `Correction requested: ${r.workerName ?? "a removed worker"}`,
          detail: `${CORRECTION_KIND_LABELS[r.kind]}${r.projectName ? ` on ${r.projectName}` : ""}: ${preview(r.reason)}`,
          href: "/timesheet",
          createdAt: r.requestedAt.toISOString(),
        })),
        ...decided.map((r) => ({
          id: `correction-decided:${r.id}`,
          kind: "correction_decided" as const,
          title: `Correction ${r.status}: ${r.workerName ?? "a removed worker"}`,
          detail: `${CORRECTION_KIND_LABELS[r.kind]}${r.projectName ? ` on ${r.projectName}` : ""}${r.decisionNote ? `: ${preview(r.decisionNote)}` : ""}`,
          href: "/timesheet",
          createdAt: r.decidedAt!.toISOString(),
        })),
        ...unverifiedEntries.map((e) => ({
          id: `unverified-punch:${e.id}`,
          kind: "unverified_punch" as const,
          title: `${e.lateTapReason ? "Late punch" : "Kiosk punch"} to confirm: ${e.workerName}`,
          detail: `${e.projectName}, ${clockFormat.format(e.clockInTime)}${e.clockOutTime ? ` – ${clockFormat.format(e.clockOutTime)}` : ""}${
            e.lateTapReason ? `: ${e.lateTapReason}` : `, at ${e.kioskName ?? "a removed kiosk"} while it was offline: no PIN was checked`
          }`,
          href: "/timesheet",
          createdAt: (e.clockOutTime ?? e.clockInTime).toISOString(),
        })),
        ...autoClosedEntries.map((e) => ({
          id: `auto-closed:${e.id}`,
          kind: "auto_closed" as const,
          title: `Auto-closed, needs review: ${e.workerName}`,
          detail: `${e.projectName}, ${clockFormat.format(e.clockInTime)}${e.clockOutTime ? ` – ${clockFormat.format(e.clockOutTime)}` : ""}: confirm or correct it before approving the week`,
          href: "/timesheet",
          createdAt: (e.autoClosedAt ?? e.clockInTime).toISOString(),
        })),
        ...injuries.map((i) => ({
          id: `injury:${i.id}`,
          kind: "injury_reported" as const,
          title: `Injury reported: ${i.workerName}`,
          detail: `${i.projectName}, ${clockFormat.format(i.occurredAt)}${i.description ? `: ${preview(i.description)}` : ""}`,
          href: "/safety",
          createdAt: i.createdAt.toISOString(),
        })),
        ...stuckMails.map((m) => ({
          id: `mail-not-sent:${m.id}`,
          kind: "mail_not_sent" as const,
          title: `${m.status === "failed" ? "Mail not sent" : "Mail delayed"}: ${m.subject}`,
          detail: stuckMailDetail(m),
          href: "/admin",
          createdAt: (m.lastAttemptAt ?? m.giveUpAt).toISOString(),
        })),
        ...pinFailures.map((f) => ({
          id: `kiosk-pin-failures:${f.kioskId}:${f.workerId}`,
          kind: "kiosk_pin_failures" as const,
          title: `Wrong PINs for ${f.workerName} at ${f.kioskName}`,
          detail: `${f.wrongPins} wrong PINs in a row, the last at ${clockFormat.format(f.lastWrongAt)}. If it was not ${f.workerName}, clear the wait on the Workers screen and have the office change the PIN.`,
          href: "/workers",
          createdAt: f.lastWrongAt.toISOString(),
        })),
      ];
      items.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id.localeCompare(b.id)));
      return { count: items.length, items };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

// Correction requests (issue 14). Who may ask: whoever sees the entry (time-entries' entry-scope rule): a crew member
// for their own entry, a foreman for an entry on their projects, the office for any. The office decides, but nobody on
// their own request nor on their own worker's entry (time-entries' entry-decision.ts). An approval applies the
// correction through the one correction path (time-entries' `correct`, with its overlap and pay-period checks) and
// marks the request in the same transaction, so a request is never approved without its change or changed twice.
import type { CorrectionDecision, CorrectionRequestBody, CorrectionRequestView } from "@shared/api/correction-requests";
import type { Served } from "@shared/api/contract";
import { ALREADY_CORRECTED_NOTE, CLOCK_OUT_AFTER_CLOCK_IN, LATE_PUNCH_INCOMPLETE, LATE_PUNCH_NOTED, requestAlreadyMet, type CorrectionStatus } from "@shared/domain/correction-requests";
import { breakLeftOutside, breakOutsideText } from "@shared/domain/breaks";
import { toBreakSpans } from "@shared/api/time-clock";
import { assertBreaksWithin, BREAKS_NEED_CLOCK_OUT } from "../time-entries/correction-breaks";
import { AppError } from "../../lib/errors";
import { messageTimeFormat } from "../../lib/message-time";
import { seesProject, type ScopeService } from "../scope/scope.service";
import { assertMayDecide, type Decider } from "../time-entries/entry-decision";
import { entryScopeOf, seesEntry, type Caller } from "../scope/entry-scope";
import type { TimeEntriesService } from "../time-entries/time-entries.service";
import type { ManualEntriesService } from "../time-entries/manual-entries.service";
import type { CorrectionRequestsRepo, DecisionMailFor } from "./correction-requests.repo";
import type { MailOut } from "../mail-queue/mail-queue.service";
import { decisionMail } from "./decision-mail";

export interface CorrectionRequestsDeps {
  scopes: ScopeService;
  timeEntries: TimeEntriesService;
  /** Adds a late clock-in's entry on approval, as the office adds one by hand. */
  manualEntries: Pick<ManualEntriesService, "add">;
  /** The decision's mail to whoever asked is queued with it, and sent after the commit. */
  mail: MailOut;
  /** The app's address, for the link in the mail. */
  baseUrl: string;
  /** The company's zone, for the times a refusal names. */
  timeZone: string;
  now?: () => Date;
}

export function createCorrectionRequestsService(repo: CorrectionRequestsRepo, deps: CorrectionRequestsDeps) {
  const now = deps.now ?? (() => new Date());
  const formatTime = messageTimeFormat(deps.timeZone);
  const tell: DecisionMailFor = (decided) => decisionMail(decided, `${deps.baseUrl}/timesheet`);

  async function visibleEntry(entryId: number, caller: Caller) {
    const scope = await deps.scopes.of(caller);
    const entry = await repo.entry(entryId);
    if (!entry || !seesEntry(scope, entry)) throw new AppError("not_found", "Time entry not found");
    return { entry, scope };
  }

  /**
   * What an approval would refuse of the proposed shift, said now under the field to change: a clock-out not after the
   * clock-in, breaks outside the shift or overlapping, or new times that leave one of the entry's breaks outside.
   */
  async function assertProposalFits(entry: { id: number; clockInTime: Date; clockOutTime: Date | null }, body: CorrectionRequestBody) {
    const shift = { start: body.clockInTime ?? entry.clockInTime, end: body.clockOutTime ?? entry.clockOutTime };
    const refuse = (field: string, message: string): never => {
      throw new AppError("validation_failed", message, { [field]: [message] });
    };
    if (shift.end !== null && shift.end <= shift.start) refuse(body.clockOutTime ? "clockOutTime" : "clockInTime", CLOCK_OUT_AFTER_CLOCK_IN);
    if (body.breaks !== undefined) {
      if (shift.end === null) refuse("clockOutTime", BREAKS_NEED_CLOCK_OUT);
      assertBreaksWithin(body.breaks, { start: shift.start, end: shift.end! });
      return;
    }
    if (!body.clockInTime && !body.clockOutTime) return;
    const left = breakLeftOutside(await repo.entryBreaks(entry.id), shift);
    if (left) refuse(left.field, `${breakOutsideText(left.outside, formatTime)}; give the right breaks in the request too`);
  }

  async function viewOf(id: number): Promise<Served<CorrectionRequestView>> {
    const view = await repo.view(id);
    if (!view) throw new AppError("not_found", "Correction request not found");
    return view;
  }

  return {
    async create(entryId: number, body: CorrectionRequestBody, caller: Caller): Promise<Served<CorrectionRequestView>> {
      const { entry, scope } = await visibleEntry(entryId, caller);
      if (body.projectId !== undefined && (!seesProject(scope, body.projectId) || !(await repo.projectExists(body.projectId)))) {
        throw new AppError("not_found", "Project not found");
      }
      await assertProposalFits(entry, body);
      const id = await repo.insert({
        timeEntryId: entry.id,
        workerId: entry.workerId,
        projectId: entry.projectId,
        kind: body.kind,
        clockInTime: body.clockInTime ?? null,
        clockOutTime: body.clockOutTime ?? null,
        proposedProjectId: body.projectId ?? null,
        proposedBreaks: body.breaks?.map((b) => ({ kind: b.kind, startTime: b.startTime.toISOString(), endTime: b.endTime.toISOString() })) ?? null,
        reason: body.reason,
        requestedBy: caller.id,
        requestedAt: now(),
      });
      if (id === null) throw new AppError("conflict", "A correction of this entry is already waiting for the office");
      return viewOf(id);
    },

    async forEntry(entryId: number, caller: Caller): Promise<Served<CorrectionRequestView>[]> {
      const scope = await deps.scopes.of(caller);
      // A deleted entry's requests stay readable to the office (its history outlives it).
      if (scope.kind !== "everything") await visibleEntry(entryId, caller);
      return repo.list({ timeEntryId: entryId, scope: null });
    },

    async list(status: CorrectionStatus | undefined, caller: Caller): Promise<Served<CorrectionRequestView>[]> {
      return repo.list({ status, scope: entryScopeOf(await deps.scopes.of(caller)) });
    },

    async decide(id: number, decision: CorrectionDecision, actor: Decider): Promise<Served<CorrectionRequestView>> {
      const request = await repo.find(id);
      if (!request) throw new AppError("not_found", "Correction request not found");
      // Not the one who asked, nor the account of the entry's worker (the request keeps the entry's worker).
      assertMayDecide(actor, request);
      const decided = new AppError("conflict", `This request has already been ${request.status}.`);
      if (request.status !== "pending") throw decided;
      const marking = { decidedBy: actor.userId, decidedAt: now(), decisionNote: decision.note || null };
      if (decision.decision === "reject") {
        if (!(await repo.decide(id, { status: "rejected", ...marking }, tell))) throw decided;
        deps.mail.kick();
        return viewOf(id);
      }
      // A late clock-in (issue 27) has no entry yet: approving adds it, once its period is open again.
      if (request.timeEntryId === null) {
        const { clockInTime, clockOutTime } = request;
        if (!clockInTime || !clockOutTime) throw new AppError("unprocessable", LATE_PUNCH_INCOMPLETE);
        if (decision.breaks) assertBreaksWithin(decision.breaks, { start: clockInTime, end: clockOutTime });
        const breaks = toBreakSpans(decision.breaks ?? []);
        const entry = { workerId: request.workerId, projectId: request.projectId, clockInTime, clockOutTime, breakMinutes: 0, breaks, costCodeId: null };
        await deps.manualEntries.add({ ...entry, reason: `Late punch: ${request.reason}` }, actor, async (tx, entryId) => {
          if (!(await repo.decide(id, { status: "approved", ...marking, timeEntryId: entryId }, tell, tx))) throw new AppError("conflict", "This request has already been decided.");
        });
        deps.mail.kick();
        return viewOf(id);
      }
      // Met already (the office fixed the entry by hand meanwhile) and no breaks to set: approved as done. A late punch
      // that proposes no time (a kiosk's sign-off answers) is approved as read.
      const entry = await repo.entry(request.timeEntryId);
      if (entry && decision.breaks === undefined && requestAlreadyMet(request, { ...entry, breaks: await repo.entryBreaks(entry.id) })) {
        const note = request.kind === "late_punch" ? LATE_PUNCH_NOTED : ALREADY_CORRECTED_NOTE;
        if (!(await repo.decide(id, { status: "approved", ...marking, decisionNote: marking.decisionNote ?? note }, tell))) throw decided;
        deps.mail.kick();
        return viewOf(id);
      }
      await deps.timeEntries.correct(
        request.timeEntryId,
        {
          clockInTime: request.clockInTime ?? undefined,
          clockOutTime: request.clockOutTime ?? undefined,
          projectId: request.proposedProjectId ?? undefined,
          // The approver's breaks, else the request's (as stored: ISO times), else the entry's stay.
          breaks: decision.breaks ?? request.proposedBreaks?.map((b) => ({ kind: b.kind, startTime: new Date(b.startTime), endTime: new Date(b.endTime) })),
          notes: undefined,
          reason: `Correction request: ${request.reason}`,
        },
        actor,
        async (tx) => {
          if (!(await repo.decide(id, { status: "approved", ...marking }, tell, tx))) {
            throw new AppError("conflict", "This request has already been decided.");
          }
        },
      );
      deps.mail.kick();
      return viewOf(id);
    },
  };
}

export type CorrectionRequestsService = ReturnType<typeof createCorrectionRequestsService>;

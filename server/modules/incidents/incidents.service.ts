// Injury records (issue 15): office and admins list them and mark them reviewed; the office enters one reported by
// phone; a sign-off at clock-out records one in its own transaction (recordWithin), with a mail to the office (issue
// 26). An unreviewed one is in the bell.
import type { Served } from "@shared/api/contract";
import type { IncidentView, ReportIncidentInput, ReviewIncidentInput } from "@shared/api/incidents";
import { CLIENT_CLOCK_SKEW_MS } from "@shared/api/time-clock";
import type { Tx } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { IncidentRow, IncidentsRepo, NewIncident } from "./incidents.repo";
import type { MailOut } from "../mail-queue/mail-queue.service";
import { injuryMails, type ReportedInjury } from "./injury-mail";

export const INCIDENT_NOT_FOUND_MESSAGE = "Injury record not found";

const view = (row: IncidentRow): Served<IncidentView> => row;

export interface IncidentsOptions {
  now?: () => Date;
  /** The office's mail of an injury reported at a sign-off goes with its record; sent after the commit (kick). */
  mail: MailOut;
  baseUrl: string;
  timeZone: string;
}

export function createIncidentsService(repo: IncidentsRepo, options: IncidentsOptions) {
  const now = options.now ?? (() => new Date());
  const mailsFor = (injury: ReportedInjury) => injuryMails(injury, `${options.baseUrl}/safety`, options.timeZone);

  async function viewOf(id: number): Promise<Served<IncidentView>> {
    const [row] = await repo.list({ id });
    if (!row) throw new AppError("not_found", INCIDENT_NOT_FOUND_MESSAGE);
    return view(row);
  }

  return {
    async list(query: { projectId?: number; reviewed?: "true" | "false" }): Promise<Served<IncidentView>[]> {
      const reviewed = query.reviewed === undefined ? undefined : query.reviewed === "true";
      return (await repo.list({ projectId: query.projectId, reviewed })).map(view);
    },

    async report(input: ReportIncidentInput, userId: number): Promise<Served<IncidentView>> {
      const at = now();
      if (input.occurredAt.getTime() > at.getTime() + CLIENT_CLOCK_SKEW_MS) {
        throw new AppError("validation_failed", "When it happened cannot be in the future", { occurredAt: ["Cannot be in the future"] });
      }
      const exists = await repo.projectAndWorkerExist(input.projectId, input.workerId);
      if (!exists.project) throw new AppError("validation_failed", "That project does not exist", { projectId: ["Project not found"] });
      if (!exists.worker) throw new AppError("validation_failed", "That worker does not exist", { workerId: ["Worker not found"] });
      const id = await repo.insert({ ...input, timeEntryId: null, reportedBy: userId, kioskId: null, createdAt: at });
      return viewOf(id);
    },

    /** A sign-off's "injured: yes", in the clock-out's transaction: the record stands or falls with the punch. */
    /** A sign-off's injury, in its transaction, with the office's mail (call `sendQueuedMail` after the commit). */
    recordWithin(tx: Tx, incident: Omit<NewIncident, "createdAt">): Promise<number> {
      return repo.insertWithMail(tx, { ...incident, createdAt: now() }, mailsFor);
    },

    /** After the commit of a sign-off that recorded an injury: its mail goes now, in the background. */
    sendQueuedMail(): void {
      options.mail.kick();
    },

    async review(id: number, input: ReviewIncidentInput, userId: number): Promise<Served<IncidentView>> {
      if (await repo.markReviewed(id, { userId, note: input.note ?? null }, now())) return viewOf(id);
      const current = await viewOf(id);
      throw new AppError("conflict", `${current.reviewedByName ?? "Someone"} already marked this injury reviewed`);
    },
  };
}

export type IncidentsService = ReturnType<typeof createIncidentsService>;

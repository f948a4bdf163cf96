// Injury records (issue 15): office and admins list them and mark them reviewed; the office enters one reported by
// phone; a sign-off at clock-out records one in its own transaction (recordWithin). An unreviewed one is in the bell.
import type { Served } from "@shared/api/contract";
import type { IncidentView, ReportIncidentInput, ReviewIncidentInput } from "@shared/api/incidents";
import { CLIENT_CLOCK_SKEW_MS } from "@shared/api/time-clock";
import type { Tx } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { IncidentRow, IncidentsRepo, NewIncident } from "./incidents.repo";

export const INCIDENT_NOT_FOUND_MESSAGE = "Injury record not found";

const view = (row: IncidentRow): Served<IncidentView> => row;

export function createIncidentsService(repo: IncidentsRepo, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

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
    recordWithin(tx: Tx, incident: Omit<NewIncident, "createdAt">): Promise<number> {
      return repo.insert({ ...incident, createdAt: now() }, tx);
    },

    async review(id: number, input: ReviewIncidentInput, userId: number): Promise<Served<IncidentView>> {
      if (await repo.markReviewed(id, { userId, note: input.note ?? null }, now())) return viewOf(id);
      const current = await viewOf(id);
      throw new AppError("conflict", `${current.reviewedByName ?? "Someone"} already marked this injury reviewed`);
    },
  };
}

export type IncidentsService = ReturnType<typeof createIncidentsService>;

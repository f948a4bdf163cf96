// Why a time-clock step (clock in, clock out, switch) did not act, as a value (issue 25): the step returns it and
// leaves the caller to undo what the transaction did before it (a switch's clock-out when its clock-in is refused). A
// service turns it into its HTTP answer (refusalError: the one place a step's refusal becomes an AppError); a crew
// request turns it into that worker's result line (crewRefusalOf), in the codes the crew answers have always used.
import type { ErrorCode } from "@shared/errors";
import type { CrewRefusalCode } from "@shared/domain/crew";
import { AppError } from "../../lib/errors";
import type { LateTap } from "./late-punches";

/** What each refusal answers: the single request's error (and so its status) and the crew answer's per-worker code. */
export const STEP_REFUSAL_ANSWERS = {
  worker_not_found: { error: "not_found", crew: "not_found" },
  project_not_found: { error: "not_found", crew: "not_found" },
  entry_not_found: { error: "not_found", crew: "not_found" },
  worker_archived: { error: "conflict", crew: "archived" },
  worker_inactive: { error: "conflict", crew: "inactive" },
  project_completed: { error: "conflict", crew: "project_completed" },
  // The crew answers named any other 422 'invalid_time' before the steps said why; a client reads that code still.
  cost_code_unknown: { error: "unprocessable", crew: "invalid_time" },
  time_in_future: { error: "validation_failed", crew: "invalid_time" },
  before_last_clock_out: { error: "validation_failed", crew: "invalid_time" },
  before_clock_in: { error: "validation_failed", crew: "invalid_time" },
  too_far: { error: "validation_failed", crew: "too_far" },
  week_approved: { error: "period_locked", crew: "period_locked" },
  already_clocked_in: { error: "already_clocked_in", crew: "already_clocked_in" },
  already_clocked_out: { error: "already_clocked_out", crew: "already_clocked_out" },
  already_on_project: { error: "unprocessable", crew: "already_on_project" },
} as const satisfies Record<string, { error: ErrorCode; crew: CrewRefusalCode }>;

export type StepRefusalCode = keyof typeof STEP_REFUSAL_ANSWERS;

export interface StepRefusal {
  code: StepRefusalCode;
  message: string;
  /** The input field the refusal is about, with its own short message (the form shows it there). */
  field?: { name: string; message: string };
  /** 'week_approved' of a queued tap: the tap, for a caller that keeps it as a late punch (late-punches.ts). */
  late?: LateTap;
}

/** A step's answer: what it wrote, or why it wrote nothing that may stay (the caller undoes its transaction). */
export type Stepped<T> = { done: T } | { refused: StepRefusal };

export const refused = (code: StepRefusalCode, message: string, field?: StepRefusal["field"]): { refused: StepRefusal } => ({
  refused: field ? { code, message, field } : { code, message },
});

/** A tap refused in an approved period, as crew answers and the callers that keep no late punch say it. */
export const weekApprovedMessage = (periodRange: string) => `Payroll for this pay period (${periodRange}) is already approved, so no more punches can be added to it.`;

/** 'week_approved' of a queued tap, with the tap described for a caller that keeps it as a late punch (issue 27). */
export function refusedLate(late: LateTap): { refused: StepRefusal } {
  const message = late.periodRange ? weekApprovedMessage(late.periodRange) : "This clock-out completes a late punch";
  return { refused: { code: "week_approved", message, late } };
}

/** The tap of a step refused because its pay period is approved, when the caller may keep it as a late punch; else null. */
export const lateTapOf = (stepped: Stepped<unknown>): LateTap | null => ("refused" in stepped ? (stepped.refused.late ?? null) : null);

/** The AppError a single request answers for a step's refusal. */
export function refusalError(refusal: StepRefusal): AppError {
  const fieldErrors = refusal.field ? { [refusal.field.name]: [refusal.field.message] } : undefined;
  return new AppError(STEP_REFUSAL_ANSWERS[refusal.code].error, refusal.message, fieldErrors);
}

/** A step's result in a service: what it wrote, or its refusal thrown as the request's answer (undoing the transaction). */
export function doneOrThrow<T>(stepped: Stepped<T>): T {
  if ("refused" in stepped) throw refusalError(stepped.refused);
  return stepped.done;
}

/** A step's refusal as a crew answer's line for that worker. */
export function crewRefusalOf(refusal: StepRefusal): { code: CrewRefusalCode; message: string } {
  return { code: STEP_REFUSAL_ANSWERS[refusal.code].crew, message: refusal.message };
}

// Issue 25: every refusal of a time-clock step, as a single request answers it (code, status, field) and as a crew
// answer's line names it. The codes and statuses are the ones clients saw before the steps returned refusals as values
// (the crew answers' codes were then guessed from the error's code and field name): a change here changes an answer.
import { describe, expect, it } from "vitest";
import { ERROR_STATUS } from "@shared/errors";
import { CREW_REFUSAL_CODES } from "@shared/domain/crew";
import { crewRefusalOf, doneOrThrow, refusalError, refused, STEP_REFUSAL_ANSWERS, type StepRefusalCode } from "../../../server/modules/time-clock/step-refusal";
import { AppError } from "../../../server/lib/errors";

const TODAY: Record<StepRefusalCode, { error: string; status: number; crew: string }> = {
  worker_not_found: { error: "not_found", status: 404, crew: "not_found" },
  project_not_found: { error: "not_found", status: 404, crew: "not_found" },
  entry_not_found: { error: "not_found", status: 404, crew: "not_found" },
  worker_archived: { error: "conflict", status: 409, crew: "archived" },
  worker_inactive: { error: "conflict", status: 409, crew: "inactive" },
  project_completed: { error: "conflict", status: 409, crew: "project_completed" },
  cost_code_unknown: { error: "unprocessable", status: 422, crew: "invalid_time" },
  time_in_future: { error: "validation_failed", status: 400, crew: "invalid_time" },
  before_last_clock_out: { error: "validation_failed", status: 400, crew: "invalid_time" },
  before_clock_in: { error: "validation_failed", status: 400, crew: "invalid_time" },
  too_far: { error: "validation_failed", status: 400, crew: "too_far" },
  week_approved: { error: "period_locked", status: 409, crew: "period_locked" },
  already_clocked_in: { error: "already_clocked_in", status: 409, crew: "already_clocked_in" },
  already_clocked_out: { error: "already_clocked_out", status: 409, crew: "already_clocked_out" },
  already_on_project: { error: "unprocessable", status: 422, crew: "already_on_project" },
};

describe("a step's refusal, answered", () => {
  it("names every refusal the steps have, and no other", () => {
    expect(Object.keys(STEP_REFUSAL_ANSWERS).sort()).toEqual(Object.keys(TODAY).sort());
  });

  it.each(Object.entries(TODAY))("%s -> %o", (code, expected) => {
    const refusal = refused(code as StepRefusalCode, "Why not").refused;
    const error = refusalError(refusal);
    expect({ error: error.code, status: ERROR_STATUS[error.code], crew: crewRefusalOf(refusal).code }).toEqual(expected);
    expect(CREW_REFUSAL_CODES).toContain(crewRefusalOf(refusal).code);
    expect(crewRefusalOf(refusal).message).toBe("Why not");
  });

  it("puts a field's own message on that field, and the whole message on the answer", () => {
    const refusal = refused("too_far", "You are 2.1 km from Main St", { name: "location", message: "Too far from the site" }).refused;
    const error = refusalError(refusal);
    expect(error.message).toBe("You are 2.1 km from Main St");
    expect(error.fieldErrors).toEqual({ location: ["Too far from the site"] });
    expect(refusalError(refused("already_clocked_in", "Already in").refused).fieldErrors).toBeUndefined();
  });

  it("hands on what a step did, and throws its refusal as the request's error", () => {
    expect(doneOrThrow({ done: 7 })).toBe(7);
    expect(() => doneOrThrow(refused("week_approved", "Approved"))).toThrow(AppError);
  });
});

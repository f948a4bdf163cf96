// What a form says above its buttons after a failed save (formRefusal): a refusal naming fields is said under them,
// a plain refusal is the server's words, and a failure the server did not explain is the form's own fallback.
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { applyServerFieldErrors, formRefusal, serverFieldError } from "@/lib/form-errors";

const FALLBACK = "The PIN could not be saved. Please try again.";

describe("formRefusal", () => {
  it.each([
    ["no error yet", null, null],
    ["a refusal naming a field (said under it)", new ApiError(400, "validation_failed", "Invalid input", { pin: ["Use 4 to 6 digits"] }), null],
    ["a refusal of the whole form", new ApiError(409, "conflict", "This project is completed"), "This project is completed"],
    ["no connection", new ApiError(0, "network_error", "Failed to fetch"), FALLBACK],
    ["the server failing", new ApiError(500, "internal_error", "Something went wrong"), FALLBACK],
    [
      "the server's disk nearly full (a refusal that says what to do)",
      new ApiError(507, "insufficient_storage", "The server is running low on disk space; photos cannot be saved right now. Ask your administrator."),
      "The server is running low on disk space; photos cannot be saved right now. Ask your administrator.",
    ],
    ["an error that is not the server's", new Error("boom"), FALLBACK],
  ])("%s", (_case, error, expected) => {
    expect(formRefusal(error, FALLBACK)).toBe(expected);
  });
});

describe("serverFieldError", () => {
  it("is the first message for the field, or nothing", () => {
    const error = new ApiError(400, "validation_failed", "Invalid input", { pin: ["Use 4 to 6 digits", "Another"] });
    expect(serverFieldError(error, "pin")).toBe("Use 4 to 6 digits");
    expect(serverFieldError(error, "name")).toBeUndefined();
    expect(serverFieldError(new Error("boom"), "pin")).toBeUndefined();
  });
});

describe("applyServerFieldErrors", () => {
  /** A form as react-hook-form hands it over: its values name its fields; what was set is recorded. */
  function formWith(values: Record<string, unknown>) {
    const set: Record<string, string> = {};
    return { set, form: { getValues: () => values, setError: (name: string, error: { message?: string }) => void (set[name] = error.message ?? "") } };
  }

  it("puts each field error under the form's own field, a nested path under its row, and leaves out fields the form lacks", () => {
    const { set, form } = formWith({ workerId: "", projectId: "3", breaks: [{ startTime: "", endTime: "" }] });
    const error = new ApiError(400, "validation_failed", "Invalid input", {
      projectId: ["Project not found", "Another"],
      "breaks.0.endTime": ["The break must end after it starts"],
      clockInTime: ["Not a field of this form"],
    });
    applyServerFieldErrors(error, form as never);
    expect(set).toEqual({ projectId: "Project not found", "breaks.0.endTime": "The break must end after it starts" });
  });

  it("sets nothing for an answer without field errors, or an error that is not the server's", () => {
    const { set, form } = formWith({ name: "" });
    applyServerFieldErrors(new ApiError(409, "conflict", "This project is completed"), form as never);
    applyServerFieldErrors(new Error("boom"), form as never);
    expect(set).toEqual({});
  });
});

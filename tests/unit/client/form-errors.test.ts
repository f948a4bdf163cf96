// What a form says above its buttons after a failed save (formRefusal): a refusal naming fields is said under them,
// a plain refusal is the server's words, and a failure the server did not explain is the form's own fallback.
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { formRefusal, serverFieldError } from "@/lib/form-errors";

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

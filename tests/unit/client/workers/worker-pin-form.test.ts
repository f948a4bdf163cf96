// The office's kiosk PIN form: on Save the PUT body's own schema decides (its messages under the field), and while the
// PIN is typed the same rule speaks once there is something to judge, never while the person is still typing digits.
import { describe, expect, it } from "vitest";
import { workerPinSchema } from "@shared/api/kiosks";
import { PIN_FORMAT_MESSAGE, PIN_GUESSABLE_MESSAGE } from "@shared/domain/kiosk-pin";
import { livePinProblem, workerPinFormSchema } from "@/features/workers/worker-pin-form";

const saveProblem = (pin: string) => {
  const result = workerPinFormSchema.safeParse({ pin });
  return result.success ? null : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("livePinProblem", () => {
  it.each(["", "1", "48", "482"])("says nothing while %o is still being typed", (pin) => {
    expect(livePinProblem(pin)).toBeNull();
  });
  it.each([
    ["12a4", PIN_FORMAT_MESSAGE],
    ["a", PIN_FORMAT_MESSAGE],
    ["48 2", PIN_FORMAT_MESSAGE],
    ["1234", PIN_GUESSABLE_MESSAGE],
    ["0000", PIN_GUESSABLE_MESSAGE],
    ["987654", PIN_GUESSABLE_MESSAGE],
    ["1234567", PIN_FORMAT_MESSAGE],
  ])("says what is wrong with %o at once", (pin, message) => {
    expect(livePinProblem(pin)).toBe(message);
  });
  it.each(["4827", "48271", "482719", "1235"])("accepts %o", (pin) => {
    expect(livePinProblem(pin)).toBeNull();
  });
});

describe("workerPinFormSchema", () => {
  it("refuses on Save what the server refuses, with its message under the PIN", () => {
    expect(saveProblem("")).toEqual({ pin: PIN_FORMAT_MESSAGE });
    expect(saveProblem("482")).toEqual({ pin: PIN_FORMAT_MESSAGE });
    expect(saveProblem("12a4")).toEqual({ pin: PIN_FORMAT_MESSAGE });
    expect(saveProblem("1234")).toEqual({ pin: PIN_GUESSABLE_MESSAGE });
    expect(saveProblem("4827")).toBeNull();
  });
  it("agrees with the body schema on every PIN of four digits", () => {
    for (let n = 0; n < 10_000; n += 1) {
      const pin = String(n).padStart(4, "0");
      expect(saveProblem(pin) === null, pin).toBe(workerPinSchema.safeParse({ pin }).success);
    }
  });
});

import { describe, expect, it } from "vitest";
import { isPinShaped, PIN_FORMAT_MESSAGE, PIN_GUESSABLE_MESSAGE, pinProblem } from "@shared/domain/kiosk-pin";

// Each row: a PIN the office types, and why it is refused (null: it is fine).
const PINS: [string, string | null][] = [
  ["4821", null],
  ["907315", null],
  ["12345", PIN_GUESSABLE_MESSAGE],
  ["1235", null],
  ["0000", PIN_GUESSABLE_MESSAGE],
  ["777777", PIN_GUESSABLE_MESSAGE],
  ["1234", PIN_GUESSABLE_MESSAGE],
  ["987654", PIN_GUESSABLE_MESSAGE],
  ["2468", null],
  ["0987", null],
  ["123", PIN_FORMAT_MESSAGE],
  ["1234567", PIN_FORMAT_MESSAGE],
  ["12a4", PIN_FORMAT_MESSAGE],
  [" 4821", PIN_FORMAT_MESSAGE],
  ["４８２１", PIN_FORMAT_MESSAGE],
  ["", PIN_FORMAT_MESSAGE],
];

describe("pinProblem", () => {
  it.each(PINS)("%j -> %s", (pin, problem) => {
    expect(pinProblem(pin)).toBe(problem);
  });
});

describe("isPinShaped", () => {
  it.each([
    ["1234", true],
    ["000000", true],
    ["123", false],
    ["1234567", false],
    ["12 34", false],
  ])("%j -> %s", (pin, shaped) => {
    expect(isPinShaped(pin)).toBe(shaped);
  });
});

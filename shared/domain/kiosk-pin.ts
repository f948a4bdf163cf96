// The PIN a worker types at a site kiosk (issue 14): 4 to 6 digits, set by the office. A PIN guards a worker's own
// punches against a colleague's thumb, so the few that everybody tries first are refused: one digit repeated
// ('0000') and a run up or down ('1234', '987654').

export const PIN_MIN_DIGITS = 4;
export const PIN_MAX_DIGITS = 6;
export const PIN_FORMAT_MESSAGE = `A PIN is ${PIN_MIN_DIGITS} to ${PIN_MAX_DIGITS} digits`;
export const PIN_GUESSABLE_MESSAGE = "Choose a PIN that is harder to guess than one digit repeated or a run like 1234";

const PIN_PATTERN = new RegExp(`^\\d{${PIN_MIN_DIGITS},${PIN_MAX_DIGITS}}$`);

/** True for text of 4 to 6 digits (the shape a punch may carry; the guessable ones included). */
export const isPinShaped = (pin: string): boolean => PIN_PATTERN.test(pin);

/** Why the office may not set this PIN, or null when it may. */
export function pinProblem(pin: string): string | null {
  if (!isPinShaped(pin)) return PIN_FORMAT_MESSAGE;
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((d, i) => d - digits[i]));
  // One step between every pair of neighbours: 0 is a repeated digit, 1 and -1 a run.
  if (steps.size === 1 && [0, 1, -1].includes([...steps][0])) return PIN_GUESSABLE_MESSAGE;
  return null;
}

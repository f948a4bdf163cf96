// The PIN pad's digits: typed one at a time up to the longest PIN, sent once there are enough (shared/domain/kiosk-pin.ts).
import { isPinShaped, PIN_MAX_DIGITS } from "@shared/domain/kiosk-pin";

export type PinKey = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "back" | "clear";

/** The PIN after a key: a digit past the longest PIN is ignored, 'back' drops the last digit, 'clear' all of them. */
export function pressPinKey(pin: string, key: PinKey): string {
  if (key === "back") return pin.slice(0, -1);
  if (key === "clear") return "";
  return pin.length >= PIN_MAX_DIGITS ? pin : pin + key;
}

/** Whether the PIN may be sent: 4 to 6 digits. */
export const isPinComplete = (pin: string): boolean => isPinShaped(pin);

/** The key a physical keyboard's key stands for (a tablet with a keyboard, a desk test), or null. */
export function pinKeyOf(keyboardKey: string): PinKey | null {
  if (/^[0-9]$/.test(keyboardKey)) return keyboardKey as PinKey;
  if (keyboardKey === "Backspace") return "back";
  if (keyboardKey === "Escape" || keyboardKey === "Delete") return "clear";
  return null;
}

// The PIN pad: the digits typed so far as dots, and keys a gloved thumb can hit (a physical keyboard works too).
import { Delete } from "lucide-react";
import { useEffect } from "react";
import { PIN_MAX_DIGITS, PIN_MIN_DIGITS } from "@shared/domain/kiosk-pin";
import { cn } from "@/lib/cn";
import { pinKeyOf, pressPinKey, type PinKey } from "../pin-entry";

const DIGIT_ROWS: PinKey[][] = [
  ["1", "2", "3"],
  ["4", "5", "6"],
  ["7", "8", "9"],
];

const keyClass =
  "flex h-14 items-center justify-center rounded-card border-2 border-slate-400 bg-white text-3xl font-bold text-slate-900 shadow-sm active:bg-slate-200 disabled:opacity-50 sm:h-20";

export function PinPad({ pin, onChange, disabled }: { pin: string; onChange: (pin: string) => void; disabled?: boolean }) {
  useEffect(() => {
    if (disabled) return;
    const onKey = (event: KeyboardEvent) => {
      const key = pinKeyOf(event.key);
      if (!key || event.target instanceof HTMLInputElement) return;
      event.preventDefault();
      onChange(pressPinKey(pin, key));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [pin, onChange, disabled]);

  const press = (key: PinKey) => onChange(pressPinKey(pin, key));
  const slots = Math.max(PIN_MIN_DIGITS, Math.min(PIN_MAX_DIGITS, pin.length + 1));
  return (
    <div className="grid gap-4">
      <div
        className="flex h-10 items-center justify-center gap-4"
        role="status"
        aria-label={pin.length === 0 ? "PIN: no digits entered" : `PIN: ${pin.length} ${pin.length === 1 ? "digit" : "digits"} entered`}
        data-testid="pin-dots"
      >
        {Array.from({ length: slots }, (_, index) => (
          <span
            key={index}
            aria-hidden="true"
            className={cn("size-6 rounded-full border-[3px] border-slate-900", index < pin.length ? "bg-slate-900" : "bg-transparent")}
          />
        ))}
      </div>
      <div className="grid grid-cols-3 gap-3">
        {DIGIT_ROWS.flat().map((digit) => (
          <button key={digit} type="button" className={keyClass} disabled={disabled} onClick={() => press(digit)}>
            {digit}
          </button>
        ))}
        <button type="button" className={cn(keyClass, "text-lg")} disabled={disabled || pin.length === 0} onClick={() => press("clear")}>
          Clear
        </button>
        <button type="button" className={keyClass} disabled={disabled} onClick={() => press("0")}>
          0
        </button>
        <button type="button" className={keyClass} disabled={disabled || pin.length === 0} onClick={() => press("back")} aria-label="Delete last digit">
          <Delete className="size-8" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

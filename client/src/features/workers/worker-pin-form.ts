// The office's "Set kiosk PIN" form: checked on Save by the PUT body's own schema (shared/api/kiosks.ts), and while the
// PIN is typed by the same rule (shared/domain/kiosk-pin.ts pinProblem), once there is something to say. Loaded with
// the dialog: it brings zod.
import { z } from "zod";
import { workerPinSchema } from "@shared/api/kiosks";
import { PIN_MIN_DIGITS, pinProblem } from "@shared/domain/kiosk-pin";
import { checkedByBody } from "@/lib/form-schema";

export interface WorkerPinFormValues {
  pin: string;
}

export const workerPinFormSchema = checkedByBody(z.object({ pin: z.string() }), workerPinSchema, (values) => values);

/**
 * What to say under the PIN while it is typed: nothing while it is still short digits (the person has not finished),
 * the rule's message as soon as a non-digit is in it or it is long enough to judge.
 */
export function livePinProblem(pin: string): string | null {
  if (pin === "" || (/^\d*$/.test(pin) && pin.length < PIN_MIN_DIGITS)) return null;
  return pinProblem(pin);
}

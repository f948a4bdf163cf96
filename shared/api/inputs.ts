// The request fields many bodies share (required text, optional text, calendar days, clock times, hours), as plain zod:
// the contracts that build on them are bundled by the client, so nothing here may import drizzle.
import { z } from "zod";
import { hasNoNul, NUL_TEXT_MESSAGE } from "./constants";
import { MAX_ID } from "./contract";
import { isDateKey } from "../domain/work-week";
import { isPinShaped, PIN_FORMAT_MESSAGE } from "../domain/kiosk-pin";

export const trimmed = (message: string) => z.string({ error: message }).trim().min(1, message);
/** Trimmed text; missing, null or blank is stored as null. */
export const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null));
/** A numeric(10,2) amount sent as a number, a string or null/empty; stored as a '12.50' string or null. */
export const moneyInput = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return null;
    const n = typeof v === "number" ? v : Number(v.trim());
    // Compared after rounding to cents, so 99999999.9999999 cannot become '100000000.00' and overflow numeric(10,2).
    if (!Number.isFinite(n) || n < 0 || Number(n.toFixed(2)) >= 1e8) {
      ctx.addIssue({ code: "custom", message: "Enter an amount of at least 0 with up to 2 decimals" });
      return z.NEVER;
    }
    if (Math.round(n * 100) / 100 !== Math.round(n * 1e6) / 1e6) {
      ctx.addIssue({ code: "custom", message: "Amounts have at most 2 decimals" });
      return z.NEVER;
    }
    return n.toFixed(2);
  });
// PostgreSQL text cannot hold U+0000: refused here with a message instead of failing as a 500 in the database.
export const requiredText = (message: string) => trimmed(message).refine(hasNoNul, NUL_TEXT_MESSAGE);
export const optionalPlainText = optionalText.refine(hasNoNul, NUL_TEXT_MESSAGE);
/** A real calendar day: '2026-02-30' matches the pattern but is refused here rather than by PostgreSQL (a 500). */
export const calendarDate = z.string({ error: "Use a date like 2026-01-31" }).refine(isDateKey, "Use a real date like 2026-01-31");
/** A coordinate sent as a number or a numeric string; stored as numeric text with 8 decimals, or null. */
export const coordinateInput = (label: string, limit: number) =>
  z
    .union([z.number(), z.string(), z.null()], { error: `${label} must be a number` })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return null;
      const n = typeof v === "number" ? v : /^[+-]?(\d+\.?\d*|\.\d+)$/.test(v.trim()) ? Number(v.trim()) : NaN;
      if (!Number.isFinite(n) || n < -limit || n > limit) {
        ctx.addIssue({ code: "custom", message: `${label} must be a number between -${limit} and ${limit}` });
        return z.NEVER;
      }
      return n.toFixed(8);
    });

/** Hours as a number or a numeric string with up to 2 decimals, below `max` (the column's precision). */
export const hoursInput = (max: number) =>
  z
    .union([z.number(), z.string(), z.null()], { error: "Hours must be a number" })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return null;
      const n = typeof v === "number" ? v : /^\d+(\.\d*)?$/.test(v.trim()) ? Number(v.trim()) : NaN;
      // Compared after rounding to cents: 9999.9999999 would otherwise pass and overflow numeric(6,2) as 10000.00.
      if (!Number.isFinite(n) || n < 0 || Number(n.toFixed(2)) >= max) {
        ctx.addIssue({ code: "custom", message: `Hours must be a number from 0 to less than ${max}` });
        return z.NEVER;
      }
      if (Math.round(n * 100) / 100 !== Math.round(n * 1e6) / 1e6) {
        ctx.addIssue({ code: "custom", message: "Hours have at most 2 decimals" });
        return z.NEVER;
      }
      return n.toFixed(2);
    });

/** 'HH:mm' on a 24-hour clock, as the schedule sorts and shows it. */
export const clockTime = z
  .string({ error: "Use a time like 07:30" })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time like 07:30 (24-hour HH:mm)");

/** A row id in a body: a positive whole number that fits PostgreSQL's integer, with the field's label in the messages. */
export const idInput = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`)
    .max(MAX_ID, `${label} is not a known id`);

/** A worker's kiosk PIN as typed at a kiosk (4 to 6 digits; whether it is right is the server's check). */
export const kioskPinInput = () => z.string({ error: PIN_FORMAT_MESSAGE }).refine(isPinShaped, PIN_FORMAT_MESSAGE);

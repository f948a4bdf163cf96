// How values travel as JSON in the answers: instants as ISO text, money as decimal text, whole numbers. Plain zod (no
// drizzle), so the client can bundle the contracts that use them.
import { z } from "zod";

/** An instant as JSON carries it: Date.toJSON(), e.g. 2026-03-02T14:00:00.000Z. */
export const instant = () => z.iso.datetime({ offset: true });
export const money = () => z.string().describe("numeric(10,2) as decimal text, e.g. '12.50'");
export const int = () => z.number().int();

/**
 * A numeric(10,2) amount as a request sends it: a number, a string or null/empty; parsed to '12.50' text or null.
 * Plain zod, so a form can run the same rule as the server.
 */
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

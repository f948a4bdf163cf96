// How values travel as JSON in the answers: instants as ISO text, money as decimal text, whole numbers. Plain zod (no
// drizzle), so the client can bundle the contracts that use them.
import { z } from "zod";

/** An instant as JSON carries it: Date.toJSON(), e.g. 2026-03-02T14:00:00.000Z. */
export const instant = () => z.iso.datetime({ offset: true });
export const money = () => z.string().describe("numeric(10,2) as decimal text, e.g. '12.50'");
export const int = () => z.number().int();

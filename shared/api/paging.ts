// The query fields of a paged list (contract.ts's PageSpec): `cursor` from the Link header and `limit`.
import { z } from "zod";
import { DEFAULT_PAGE, type PageSpec } from "./contract";

/** The query fields of a paged list, to spread into its query object: `cursor` (from the Link header) and `limit`. */
export function pageQueryFields(page: PageSpec = DEFAULT_PAGE) {
  const limitMessage = `limit must be a whole number from 1 to ${page.maxLimit}`;
  return {
    cursor: z
      .string()
      // A key of a list sorted by a text column holds that text (up to 1,000 characters; server/lib/keyset.repo.ts),
      // which JSON and base64 can make up to eight times as long.
      .max(8192, "cursor is not one this server gave")
      .regex(/^[A-Za-z0-9_-]+$/, "cursor is not one this server gave")
      .optional()
      .describe("The next page's cursor, from the Link header of the page before"),
    limit: z
      .string()
      .regex(/^\d{1,5}$/, limitMessage)
      .transform(Number)
      .refine((n) => n >= 1 && n <= page.maxLimit, limitMessage)
      .optional()
      .describe(`Rows a page, ${page.defaultLimit} unless given`),
  };
}

// A desk table of WINDOWED_FROM_ROWS rows or more draws only the rows in view (client/src/components/ui/sortable-table.tsx),
// and the shared e2e server's "today" fills up as the suite runs: a journey that looks for its own row in the office's
// daily table scrolls the table until the row is drawn, instead of depending on how many entries came before it.
import { expect, type Locator, type Page } from "@playwright/test";

/** Scrolls every windowed table's box a screen at a time (back to the top after the end) until `row` is drawn. */
export async function drawRow(page: Page, row: Locator) {
  await expect(async () => {
    if ((await row.count()) > 0) return;
    await page.evaluate(() => {
      for (const table of document.querySelectorAll("table[aria-rowcount]")) {
        const box = table.parentElement;
        if (!box) continue;
        const atEnd = box.scrollTop + box.clientHeight >= box.scrollHeight - 1;
        box.scrollTop = atEnd ? 0 : box.scrollTop + box.clientHeight * 0.8;
      }
    });
    throw new Error("the row is not drawn yet");
  }).toPass({ timeout: 30_000 });
}

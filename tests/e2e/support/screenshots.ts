// Screenshots of one state at a phone's and a desk's width (390 and 1280 px), into the test's output, for a person to
// look at; the viewport is put back afterwards. The toasts are hidden so they cover nothing. Options:
// - ready: awaited at each width before the picture (the layout swaps cards for tables at a desk's width);
// - focus: scrolled into view at each width (the picture is then of the viewport, where it is);
// - part: only this element is pictured (the fixed bars are hidden so they do not cover it).
// The pictures are taken when E2E_SCREENSHOTS=1 (README, Scripts: `npm run test:e2e`); otherwise, as in CI where nobody
// opens them, each width is still laid out and `ready` and `focus` awaited there, and only the capture is skipped.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { drawRow } from "./windowed-table";

export const SHOT_VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const TAKE_PICTURES = process.env.E2E_SCREENSHOTS === "1";

const HIDE_TOASTS = "div:has(> [role=status][aria-live=polite] + [role=alert]) { display: none !important; }";
const HIDE_FIXED_BARS = ".fixed, .sticky { visibility: hidden !important; }";

export interface ShotOptions {
  ready?: Locator;
  focus?: Locator;
  part?: Locator;
}

export async function shootBoth(page: Page, name: string, options: ShotOptions = {}) {
  const before = page.viewportSize()!;
  for (const viewport of SHOT_VIEWPORTS) {
    await page.setViewportSize(viewport);
    // At a desk's width a long list is a windowed table: what the picture waits for may first need scrolling to.
    if (options.ready) {
      await drawRow(page, options.ready);
      await expect(options.ready).toBeVisible();
    }
    const { focus, part } = options;
    if (focus) {
      await drawRow(page, focus);
      await expect(async () => focus.scrollIntoViewIfNeeded({ timeout: 2000 })).toPass();
    }
    if (!TAKE_PICTURES) continue;
    const path = test.info().outputPath(`${name}-${viewport.width}.png`);
    if (part) await part.screenshot({ path, animations: "disabled", style: `${HIDE_FIXED_BARS} ${HIDE_TOASTS}` });
    else await page.screenshot({ path, fullPage: !focus, animations: "disabled", style: HIDE_TOASTS });
  }
  await page.setViewportSize(before);
}

// Screenshots of one state at a phone's and a desk's width (390 and 1280 px), into the test's output, for a person to
// look at; the viewport is put back afterwards. The layout swaps cards for tables at a desk's width, so `ready` (when
// given) is awaited at each width before the picture; the toasts are hidden so they cover nothing.
import { expect, type Locator, type Page, test } from "@playwright/test";

export const SHOT_VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const HIDE_TOASTS = "div:has(> [role=status][aria-live=polite] + [role=alert]) { display: none !important; }";

export async function shootBoth(page: Page, name: string, options: { ready?: Locator; fullPage?: boolean } = {}) {
  const before = page.viewportSize()!;
  for (const viewport of SHOT_VIEWPORTS) {
    await page.setViewportSize(viewport);
    if (options.ready) await expect(options.ready).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath(`${name}-${viewport.width}.png`),
      fullPage: options.fullPage ?? true,
      animations: "disabled",
      style: HIDE_TOASTS,
    });
  }
  await page.setViewportSize(before);
}

// A control big enough for a thumb (a gloved one outdoors: DESIGN.md), measured once the screen has settled: a
// re-render between finding the control and measuring it detaches it, and boundingBox() then answers null.
import { expect, type Locator } from "@playwright/test";

export async function expectTouchHeight(control: Locator, minPx: number): Promise<void> {
  await expect(async () => expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(minPx)).toPass();
}

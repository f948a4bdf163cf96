// A phone whose GPS fails every request with one GeolocationPositionError code (2: no fix indoors, 3: timed out),
// installed before the app loads; Chromium's own emulation can only grant a position or deny permission.
import type { Page } from "@playwright/test";

export async function failEveryFix(page: Page, code: 1 | 2 | 3): Promise<void> {
  await page.addInitScript((errorCode) => {
    Object.defineProperty(navigator, "geolocation", {
      configurable: true,
      value: {
        getCurrentPosition: (_ok: unknown, fail: (error: { code: number; message: string }) => void) =>
          setTimeout(() => fail({ code: errorCode, message: "emulated failure" }), 0),
        watchPosition: () => 0,
        clearWatch: () => undefined,
      },
    });
  }, code);
}

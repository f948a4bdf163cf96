// A foreman reopens the app on a site with no signal: the shell, his session and the crew list still come up,
// so a punch can be queued instead of the phone showing the landing page.
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts";

test("the GPS clock opens offline with the last crew list, and sign-out forgets it", async ({ page, context }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await page.goto("/timesheet-gps");
  // The service worker takes over this page; the next load reads the crew list through it and keeps a copy.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByText("Tom Brennan").first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/Offline/).first()).toBeVisible();
  await expect(page.getByText("Tom Brennan").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await context.setOffline(false);
  await page.goto("/");
  await page.getByRole("button", { name: "Profile menu" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByRole("link", { name: "Sign In" }).or(page.getByRole("button", { name: "Sign In" })).first()).toBeVisible();
  const cached = await page.evaluate(async () => (await caches.keys()).includes("crewline-field-data"));
  expect(cached).toBe(false);
});

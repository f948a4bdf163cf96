// The sign-off at a site kiosk (issue 15), while the company asks for it: a worker clocks out at the kiosk with their
// PIN and the kiosk asks "Did you take your breaks?" and "Were you injured today?"; they answer injured, with what
// happened, and the kiosk says the sign-off is saved. The entry carries the answers and the injury record names the
// kiosk. Screenshots at 390 and 1280 px of the questions and of the result after them.
import { expect, test } from "./support/company-settings";
import { kioskTile, setUpKioskSite, tapWithPin, typePin } from "./support/kiosk-site";
import { shootBoth } from "./support/screenshots";

// A site of our own (Telluride), far from the demo sites and every other journey's.
const SITE = { latitude: 37.9375, longitude: -107.8123, radius: 200, location: "Telluride, CO" };

test("after a kiosk clock-out the worker answers the sign-off; an injury is recorded for the office, reported by the kiosk", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const site = await setUpKioskSite(page, testInfo, SITE, ["Ivo Signoff"]);
  const [ivo] = site.workers;
  const current = (await (await site.admin.get("/api/settings/company")).json()) as Record<string, unknown>;
  const on = await site.admin.put("/api/settings/company", { data: { ...current, signOffAtClockOut: true } });
  expect(on.ok(), await on.text()).toBe(true);

  await page.goto("/kiosk");
  await expect(page.getByRole("heading", { level: 1, name: site.projectName })).toBeVisible();
  expect(await tapWithPin(page, ivo.name, ivo.pin, "Clock in", "punches")).toBe(200);
  // A clock-in asks nothing.
  await expect(page.getByRole("dialog", { name: "Sign off" })).toHaveCount(0);
  await page.getByRole("button", { name: "Done" }).click();

  expect(await tapWithPin(page, ivo.name, ivo.pin, "Clock out", "punches")).toBe(200);
  const dialog = page.getByRole("dialog", { name: "Sign off" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${ivo.name} is clocked out. Two questions before you go.`);
  await expect(dialog.getByRole("button", { name: "Answer both questions" })).toBeDisabled();
  await dialog.getByRole("group", { name: "Did you take your breaks?" }).getByRole("button", { name: "Yes" }).click();
  await dialog.getByRole("group", { name: "Were you injured today?" }).getByRole("button", { name: "Yes" }).click();
  await dialog.getByLabel("What happened? (optional)").fill("Pinched a finger in the gate.");
  await shootBoth(page, "kiosk-sign-off", { ready: dialog });
  const answered = page.waitForResponse((res) => res.url().endsWith("/api/kiosk/sign-offs") && res.request().method() === "POST");
  await dialog.getByRole("button", { name: "Save sign-off" }).click();
  expect((await answered).status()).toBe(201);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Sign-off saved", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Clocked out at/ })).toBeVisible();
  await shootBoth(page, "kiosk-sign-off-saved");
  await page.getByRole("button", { name: "Done" }).click();
  await expect(kioskTile(page, ivo.name)).toContainText("Not clocked in");

  // What the office reads: the answers on the entry, and the injury the kiosk reported.
  const entries = (await (await site.admin.get(`/api/time-entries?workerId=${ivo.id}`)).json()) as { signOffDue: boolean; signOff: Record<string, unknown> | null }[];
  expect(entries[0]).toMatchObject({ signOffDue: true, signOff: { tookBreaks: true, injured: true } });
  const injuries = (await (await site.admin.get("/api/incidents")).json()) as Record<string, unknown>[];
  expect(injuries.find((i) => i.workerName === ivo.name)).toMatchObject({ description: "Pinched a finger in the gate.", reportedBy: null, kioskName: "Gate phone" });
  await site.admin.dispose();
});

test("a sign-off skipped at the kiosk is answered later behind the worker's PIN, until the end of the day", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const site = await setUpKioskSite(page, testInfo, { ...SITE, latitude: SITE.latitude + 0.02 }, ["Uma Later", "Vic Other"]);
  const [uma, vic] = site.workers;
  const current = (await (await site.admin.get("/api/settings/company")).json()) as Record<string, unknown>;
  const on = await site.admin.put("/api/settings/company", { data: { ...current, signOffAtClockOut: true } });
  expect(on.ok(), await on.text()).toBe(true);

  await page.goto("/kiosk");
  expect(await tapWithPin(page, uma.name, uma.pin, "Clock in", "punches")).toBe(200);
  await page.getByRole("button", { name: "Done" }).click();
  expect(await tapWithPin(page, uma.name, uma.pin, "Clock out", "punches")).toBe(200);
  const dialog = page.getByRole("dialog", { name: "Sign off" });
  await dialog.getByRole("button", { name: "Skip" }).click();
  await page.getByRole("button", { name: "Done" }).click();

  // Someone else's panel offers nothing of Uma's.
  await kioskTile(page, vic.name).click();
  await expect(page.getByTestId("kiosk-sign-off-later")).toHaveCount(0);
  await page.getByRole("button", { name: "Back to names" }).first().click();

  // Uma's own panel offers it, behind her PIN.
  await kioskTile(page, uma.name).click();
  const later = page.getByTestId("kiosk-sign-off-later");
  await expect(later).toContainText("This shift has no sign-off yet");
  await expect(later.getByRole("button", { name: "Sign off" })).toBeDisabled();

  // A wrong PIN is only found out when the answers are sent: back to her pad, told so, to type it again.
  const wrongPin = uma.pin.slice(0, -1) + String((Number(uma.pin.at(-1)) + 1) % 10);
  await typePin(page, wrongPin);
  await later.getByRole("button", { name: "Sign off" }).click();
  await dialog.getByRole("group", { name: "Did you take your breaks?" }).getByRole("button", { name: "Yes" }).click();
  await dialog.getByRole("group", { name: "Were you injured today?" }).getByRole("button", { name: "No" }).click();
  const refused = page.waitForResponse((res) => res.url().endsWith("/api/kiosk/sign-offs") && res.request().method() === "POST");
  await dialog.getByRole("button", { name: "Save sign-off" }).click();
  expect((await refused).status()).toBe(401);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("heading", { name: uma.name })).toBeVisible();
  await expect(page.getByText("Wrong PIN. Please try again.")).toBeVisible();
  // The office clears the wait that wrong PIN started, so the right one counts at once.
  expect((await site.admin.delete(`/api/workers/${uma.id}/pin-waits`)).ok()).toBe(true);

  await typePin(page, uma.pin);
  await shootBoth(page, "kiosk-sign-off-later", { ready: later });
  await later.getByRole("button", { name: "Sign off" }).click();
  await dialog.getByRole("group", { name: "Did you take your breaks?" }).getByRole("button", { name: "Yes" }).click();
  await dialog.getByRole("group", { name: "Were you injured today?" }).getByRole("button", { name: "No" }).click();
  const answered = page.waitForResponse((res) => res.url().endsWith("/api/kiosk/sign-offs") && res.request().method() === "POST");
  await dialog.getByRole("button", { name: "Save sign-off" }).click();
  expect((await answered).status()).toBe(201);
  await expect(page.getByRole("heading", { name: "Sign-off saved" })).toBeVisible();
  await page.getByRole("button", { name: "Done" }).click();

  // Answered: her panel no longer offers it, and the entry carries the answers.
  await kioskTile(page, uma.name).click();
  await expect(page.getByRole("heading", { name: uma.name })).toBeVisible();
  await expect(page.getByTestId("kiosk-sign-off-later")).toHaveCount(0);
  const entries = (await (await site.admin.get(`/api/time-entries?workerId=${uma.id}`)).json()) as { signOffDue: boolean; signOff: Record<string, unknown> | null }[];
  expect(entries[0]).toMatchObject({ signOffDue: true, signOff: { tookBreaks: true, injured: false } });
  await site.admin.dispose();
});

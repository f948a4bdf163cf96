// The worker signs their pay period (issue 27 step 5): an admin asks workers to sign in Company Settings; a crew member
// finds their last week waiting on the dashboard, reads its days, shifts, breaks and hours per label (no pay) under
// the certification text, and signs; the office sees who signed beside each worker; a correction after signing asks
// for a new signature, which the crew member gives. A worker without an account signs at the site kiosk behind their
// PIN. Pictured at 390 and 1280 px for each.
// Company settings are the company's: this journey holds their lock (support/company-settings.ts).
import { expect, test } from "./support/company-settings";
import { adminApi, newContextLikeProject, signInAsAdmin, signInWithEmail } from "./support/accounts";
import { createPersonWithRole } from "./support/people";
import { shootBoth } from "./support/screenshots";
import { dayKeyInCompanyZone } from "./support/company-day";
import { kioskTile, setUpKioskSite, typePin } from "./support/kiosk-site";

const DAY_MS = 86_400_000;
const addDays = (key: string, days: number) => new Date(Date.parse(`${key}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Sunday-Saturday week a worker signs now: this one on its Saturday, else the one before. */
function weekToSign(today: string): string {
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const sunday = addDays(today, -weekday);
  return weekday === 6 ? sunday : addDays(sunday, -7);
}

test("a crew member signs their week; a correction asks for a new signature; the office sees who signed", async ({ page, browser }, testInfo) => {
  const stamp = Date.now().toString(36);
  const crew = await createPersonWithRole(testInfo, "crew", `E2E Signer ${stamp}`);
  const admin = await adminApi(testInfo);
  const project = await admin.post("/api/projects", { data: { name: `E2E Signature Site ${stamp}`, location: "1 Main St, Loveland, CO", status: "in-progress", endDate: "2030-12-31" } });
  expect(project.ok(), await project.text()).toBe(true);
  const projectId = ((await project.json()) as { id: number }).id;
  const sunday = weekToSign(dayKeyInCompanyZone(new Date()));
  // Monday 07:00-16:30 with a 30 min lunch (9 h: 1 h over 8), Tuesday 07:00-15:00 (8 h), in Denver (UTC-6 or -7).
  const entryIds: number[] = [];
  for (const [day, out, lunch] of [
    [addDays(sunday, 1), "22:30", 30],
    [addDays(sunday, 2), "21:00", 0],
  ] as const) {
    const added = await admin.post("/api/time-entries", {
      data: { workerId: crew.workerId, projectId, clockInTime: `${day}T13:00:00.000Z`, clockOutTime: `${day}T${out}:00.000Z`, breakMinutes: lunch, reason: "Paper timesheet" },
    });
    expect(added.ok(), await added.text()).toBe(true);
    entryIds.push(((await added.json()) as { id: number }).id);
  }

  // The admin asks workers to sign.
  await signInAsAdmin(page);
  await page.goto("/company-settings");
  const ask = page.getByRole("switch", { name: "Ask workers to sign their pay period" });
  await ask.click();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await expect(page.getByLabel("What workers sign")).toHaveValue(/^I certify that the hours shown/);
  await shootBoth(page, "company-settings-signatures", { focus: page.getByRole("form", { name: "Certification text" }) });

  // The crew member's phone: the week waits on the dashboard.
  const crewContext = await newContextLikeProject(browser, testInfo);
  const phone = await crewContext.newPage();
  await signInWithEmail(phone, crew.email, crew.password);
  const prompt = phone.getByTestId("my-period-card");
  await expect(prompt).toContainText("Not signed");
  // The bell asks too.
  await phone.getByRole("button", { name: "Notifications" }).click();
  const bellItem = phone.getByText(/^Sign your hours: /);
  await expect(bellItem).toBeVisible();
  await shootBoth(phone, "bell-sign-period", { ready: bellItem });
  await phone.keyboard.press("Escape");
  await expect(prompt).toContainText("17.00 h");
  await shootBoth(phone, "dashboard-sign-period", { focus: prompt });
  await prompt.getByRole("button", { name: "Review and sign" }).click();
  const dialog = phone.getByRole("dialog");
  const monday = dialog.getByTestId("my-period-day").first();
  await expect(monday).toContainText("9.00 h");
  await expect(monday).toContainText("8.00 regular · 1.00 overtime");
  await expect(monday).toContainText("30 min break");
  await expect(dialog.getByRole("definition").filter({ hasText: "17.00 h" })).toBeVisible();
  await expect(dialog.getByTestId("certification-text")).toContainText("I certify that the hours shown");
  // Hours only: no pay, no rate.
  await expect(dialog).not.toContainText("$");
  await shootBoth(phone, "my-period-dialog");
  await dialog.getByRole("button", { name: "Sign my hours" }).click();
  await expect(dialog).toBeHidden();
  // Signed: nothing waits on the dashboard any more; the Weekly Summary keeps the period and says so.
  await expect(prompt).toBeHidden();
  await phone.goto("/timesheet");
  await phone.getByRole("tab", { name: "Weekly Summary" }).click();
  const card = phone.getByTestId("my-period-card");
  await expect(card).toContainText("Signed");
  await expect(card).toContainText("You signed on");
  await shootBoth(phone, "weekly-my-period-signed", { focus: card });

  // The office corrects Tuesday after the signature: the office sees it changed, and the worker is asked again.
  const corrected = await admin.patch(`/api/time-entries/${entryIds[1]}`, { data: { clockOutTime: `${addDays(sunday, 2)}T20:00:00.000Z`, reason: "Left at 2" } });
  expect(corrected.ok(), await corrected.text()).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/timesheet");
  await page.getByRole("tab", { name: "Payroll Calculations" }).click();
  await page.getByLabel("Week of").fill(addDays(sunday, 1));
  const row = page.getByTestId("payroll-grid-row").filter({ hasText: crew.workerName });
  await expect(row.getByTestId("signature-status")).toHaveText("Changed after signing");
  await expect(page.getByTestId("not-signed")).toContainText(/workers? ha(s|ve) not signed this pay period/);
  await shootBoth(page, "payroll-signatures", { focus: page.getByTestId("payroll-worker").filter({ hasText: crew.workerName }) });

  await phone.reload();
  await phone.getByRole("tab", { name: "Weekly Summary" }).click();
  await expect(card).toContainText("Hours changed: sign again");
  await expect(card).toContainText("16.00 h");
  await card.getByRole("button", { name: "Review and sign" }).click();
  await phone.getByRole("dialog").getByRole("button", { name: "Sign my hours" }).click();
  await expect(card).toContainText("You signed on");

  await page.reload();
  await page.getByRole("tab", { name: "Payroll Calculations" }).click();
  await page.getByLabel("Week of").fill(addDays(sunday, 1));
  await expect(row.getByTestId("signature-status")).toContainText("Signed");
  await admin.dispose();
  await crewContext.close();
});

// A site of our own (Ouray), far from the demo sites and every other journey's.
const KIOSK_SITE = { latitude: 38.0228, longitude: -107.6714, radius: 200, location: "Ouray, CO" };

test("a worker without an account signs their week at the site kiosk, behind their PIN", async ({ page }, testInfo) => {
  const site = await setUpKioskSite(page, testInfo, KIOSK_SITE, ["Lia Kiosk"]);
  const [lia] = site.workers;
  const current = (await (await site.admin.get("/api/settings/company")).json()) as Record<string, unknown>;
  const on = await site.admin.put("/api/settings/company", { data: { ...current, periodSignatures: true } });
  expect(on.ok(), await on.text()).toBe(true);
  const projects = (await (await site.admin.get("/api/projects")).json()) as { id: number; name: string }[];
  const projectId = projects.find((p) => p.name === site.projectName)!.id;
  const monday = addDays(weekToSign(dayKeyInCompanyZone(new Date())), 1);
  const added = await site.admin.post("/api/time-entries", {
    data: { workerId: lia.id, projectId, clockInTime: `${monday}T14:00:00.000Z`, clockOutTime: `${monday}T22:00:00.000Z`, breakMinutes: 0, reason: "Paper timesheet" },
  });
  expect(added.ok(), await added.text()).toBe(true);

  await page.goto("/kiosk");
  await kioskTile(page, lia.name).click();
  const myHours = page.getByRole("button", { name: "My hours" });
  // Behind the PIN: nothing is read before it is typed.
  await expect(myHours).toBeDisabled();
  await typePin(page, lia.pin);
  await shootBoth(page, "kiosk-my-hours-button", { focus: myHours });
  const read = page.waitForResponse((res) => res.url().endsWith("/api/kiosk/period") && res.request().method() === "POST");
  await myHours.click();
  expect((await read).status()).toBe(200);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("my-period-day")).toContainText("8.00 h");
  await expect(dialog).not.toContainText("$");
  await shootBoth(page, "kiosk-my-period", { ready: dialog });
  const signed = page.waitForResponse((res) => res.url().endsWith("/api/kiosk/period-signature") && res.request().method() === "POST");
  await dialog.getByRole("button", { name: "Sign my hours" }).click();
  expect((await signed).status()).toBe(201);
  await expect(page.getByRole("heading", { name: "Hours signed" })).toBeVisible();
  await shootBoth(page, "kiosk-period-signed");
  await page.getByRole("button", { name: "Done" }).click();
  await expect(kioskTile(page, lia.name)).toBeVisible();

  // The office reads it beside her hours.
  const week = (await (await site.admin.get(`/api/payroll?periodOf=${monday}`)).json()) as { signatures: { workerId: number; status: string }[] };
  expect(week.signatures.find((s) => s.workerId === lia.id)).toMatchObject({ status: "signed" });
  await site.admin.dispose();
});

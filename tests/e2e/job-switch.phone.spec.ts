// Issue 15, switching job mid-shift with cost codes, on a 390 px phone: a foreman clocks a worker in at one site with a
// cost code, walks to the next site, taps "Switch project" and picks another code; the recent entries then show both
// entries, each with its code, the first closed at the moment the second opened. The office's timesheet shows the code
// on the card and in the desk table's column, the Correct and Add Entry dialogs offer the picker, and the project page
// has its hours by cost code. Screenshots at 390 and 1280 px in the test's output.
import { expect, type Locator, type Page, test } from "@playwright/test";

const ADMIN = { username: "admin", password: "E2e-Admin-Passw0rd" };
// Two sites of our own, 1 km apart and away from the demo sites in Denver, so only one is in range at a time.
const FIRST_SITE = { latitude: 40.1, longitude: -105.3 };
const NEXT_SITE = { latitude: 40.109, longitude: -105.3 };

test.use({ viewport: { width: 390, height: 844 } });

async function shootBoth(page: Page, name: string, ready: Locator) {
  const before = page.viewportSize()!;
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    await expect(ready).toBeVisible();
    const style = "div:has(> [role=status][aria-live=polite] + [role=alert]) { display: none !important; }";
    await page.screenshot({ path: test.info().outputPath(`${name}-${viewport.width}.png`), fullPage: true, animations: "disabled", style });
  }
  await page.setViewportSize(before);
}

async function chooseOption(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("a worker clocked in with a cost code switches project with another code; both entries show their codes", async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ ...FIRST_SITE, accuracy: 8 });
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Admin" }).click();
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Admin Sign In" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });

  const stamp = Date.now().toString(36).slice(-6);
  const site = async (name: string, at: { latitude: number; longitude: number }) => {
    const res = await page.request.post("/api/projects", {
      data: { name, location: "Boulder County, CO", status: "in-progress", endDate: "2030-12-31", ...at, locationRadius: 100 },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { id: number }).id;
  };
  const firstName = `Switch Yard ${stamp}`;
  const nextName = `Switch Mill ${stamp}`;
  await site(firstName, FIRST_SITE);
  const nextId = await site(nextName, NEXT_SITE);
  const code = async (value: string, name: string) => {
    const res = await page.request.post("/api/cost-codes", { data: { code: value, name } });
    expect(res.ok(), await res.text()).toBe(true);
    return `${value} – ${name}`;
  };
  const concrete = await code(`S3-${stamp}`, "Concrete forms");
  const framing = await code(`S6-${stamp}`, "Rough framing");
  const workerName = `Switch Worker ${stamp}`;
  const workerRes = await page.request.post("/api/workers", {
    data: { name: workerName, role: "inhouse", category: "Carpentry", hourlyRate: 30 },
  });
  expect(workerRes.ok(), await workerRes.text()).toBe(true);
  const workerId = ((await workerRes.json()) as { id: number }).id;

  // Clock in at the first site with a cost code.
  await page.goto("/timesheet-gps");
  await page.getByRole("button", { name: new RegExp(workerName) }).click();
  await page.getByRole("button", { name: "Refresh Location" }).click();
  await expect(page.getByRole("radio", { name: new RegExp(firstName) })).toHaveAttribute("aria-checked", "true");
  await chooseOption(page, page, "Cost code (optional)", concrete);
  await shootBoth(page, "gps-clock-cost-code", page.getByRole("combobox", { name: "Cost code (optional)" }));
  await page.getByRole("button", { name: "Clock In", exact: true }).click();
  await expect(page.getByText("Clocked In Successfully")).toBeVisible();
  await expect(page.getByTestId("currently-working")).toContainText(firstName);
  await expect(page.getByTestId("working-cost-code")).toHaveText(`Cost code: ${concrete}`);

  // Walk to the next site; one tap switches, with another code.
  await context.setGeolocation({ ...NEXT_SITE, accuracy: 8 });
  await page.getByRole("button", { name: "Refresh Location" }).click();
  await expect(page.getByTestId("current-coordinates")).toContainText("40.109");
  await page.getByRole("button", { name: "Switch project" }).click();
  const dialog = page.getByRole("dialog", { name: "Switch project" });
  await expect(dialog.getByRole("combobox", { name: "New job site" })).toContainText(nextName);
  await chooseOption(page, dialog, "Cost code (optional)", framing);
  await shootBoth(page, "switch-project-dialog", dialog);
  await dialog.getByRole("button", { name: "Switch", exact: true }).click();
  await expect(page.getByText("Switched project")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("currently-working")).toContainText(nextName);
  await expect(page.getByTestId("working-cost-code")).toHaveText(`Cost code: ${framing}`);

  const recent = page.getByTestId("recent-entries").getByTestId("time-entry");
  await expect(recent).toHaveCount(2);
  await expect(recent.nth(0)).toContainText(nextName);
  await expect(recent.nth(0)).toContainText(framing);
  await expect(recent.nth(0)).toContainText("Active");
  await expect(recent.nth(1)).toContainText(firstName);
  await expect(recent.nth(1)).toContainText(concrete);
  await expect(recent.nth(1)).toContainText("Completed");
  await shootBoth(page, "gps-clock-after-switch", page.getByTestId("recent-entries"));

  // Same site, other work: "Change cost code" splits the entry at the tap (issue 26 item 3); the code they are on is
  // said at once, under the field.
  await page.getByRole("button", { name: "Change cost code" }).click();
  const change = page.getByRole("dialog", { name: "Change cost code" });
  await change.getByRole("button", { name: "Change cost code" }).click();
  await expect(change.getByText("Choose another cost code: this is the one they are on")).toBeVisible();
  await chooseOption(page, change, "New cost code", concrete);
  await shootBoth(page, "change-cost-code-dialog", change);
  await change.getByRole("button", { name: "Change cost code" }).click();
  await expect(page.getByText("Cost code changed", { exact: true })).toBeVisible();
  await expect(change).toBeHidden();
  await expect(page.getByTestId("currently-working")).toContainText(nextName);
  await expect(page.getByTestId("working-cost-code")).toHaveText(`Cost code: ${concrete}`);

  const entries = (await (await page.request.get(`/api/time-entries?workerId=${workerId}`)).json()) as {
    id: number;
    projectName: string;
    clockInTime: string;
    clockOutTime: string | null;
  }[];
  // In time order: the first site, the next one with framing, the next one with concrete; each ends as the next starts.
  const inOrder = [...entries].sort((a, b) => a.clockInTime.localeCompare(b.clockInTime));
  expect(inOrder.map((e) => e.projectName)).toEqual([firstName, nextName, nextName]);
  expect(inOrder[0].clockOutTime).toBe(inOrder[1].clockInTime);
  expect(inOrder[1].clockOutTime).toBe(inOrder[2].clockInTime);

  // The office's timesheet: the code on the card (phone) and in the desk table's column; the dialogs' pickers.
  await page.request.post("/api/time-entries/clock-out", { data: { timeEntryId: inOrder[2].id } });
  await page.goto("/timesheet");
  const card = page.getByTestId("daily-entry").filter({ hasText: nextName }).filter({ hasText: framing });
  await expect(card).toContainText(framing);
  await page.setViewportSize({ width: 1280, height: 800 });
  const row = page.getByRole("row").filter({ hasText: nextName }).filter({ hasText: framing });
  await expect(row).toContainText(framing);
  await expect(row).toContainText(`Cost code: ${framing}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shootBoth(page, "timesheet-cost-codes", page.getByRole("heading", { level: 1 }));

  await page.getByRole("button", { name: `Correct entry of ${workerName}` }).first().click();
  const correct = page.getByRole("dialog", { name: "Correct Time Entry" });
  await expect(correct.getByRole("combobox", { name: "Cost code" })).toBeVisible();
  await shootBoth(page, "correct-entry-cost-code", correct);
  await correct.getByRole("button", { name: "Close" }).click();

  await page.getByRole("button", { name: "Add time entry" }).click();
  const add = page.getByRole("dialog", { name: "Add Time Entry" });
  await chooseOption(page, add, "Cost code (optional)", concrete);
  await shootBoth(page, "add-entry-cost-code", add);

  // The project page: the office's hours and labour cost per code.
  await page.goto(`/projects/${nextId}`);
  await page.getByRole("tab", { name: /Time/ }).click();
  const byCode = page.getByTestId("cost-code-hours");
  await expect(byCode.getByRole("row").filter({ hasText: framing })).toContainText("$");
  await shootBoth(page, "project-cost-code-hours", byCode);
});

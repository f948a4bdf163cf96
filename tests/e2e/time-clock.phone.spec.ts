// A foreman's day on a phone with a fake GPS position: a site just out of range is not offered (and the server
// refuses it with the distance), a clock-in on site is verified, a clock-out made offline waits on the phone and
// is stored exactly once when the signal returns; the office then corrects, exports and approves the week.
import { expect, test, type Page } from "@playwright/test";
import { failEveryFix } from "./support/failing-geolocation";

const ADMIN = { username: "admin", password: "E2e-Admin-Passw0rd" };
const TIME_ZONE = "America/Denver";
// A site of our own, away from the demo sites in Denver, so no other site is in range.
const SITE = { latitude: 40.015, longitude: -105.2705, radius: 150 };
const METERS_PER_DEGREE_LATITUDE = 111_195;

function northOfSite(meters: number) {
  return { latitude: SITE.latitude + meters / METERS_PER_DEGREE_LATITUDE, longitude: SITE.longitude };
}

function dateKeyInZone(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}

async function signInAsAdmin(page: Page) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Admin" }).click();
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Admin Sign In" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
}

test.describe("GPS time clock on a phone", () => {
  test("outside is refused, inside is verified, an offline clock-out syncs once, and the week is exported and approved", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ ...northOfSite(400), accuracy: 8 });
    await signInAsAdmin(page);

    const stamp = Date.now().toString(36);
    const projectName = `E2E Boulder Site ${stamp}`;
    const workerName = `E2E Foreman ${stamp}`;
    const projectRes = await page.request.post("/api/projects", {
      data: {
        name: projectName,
        location: "1777 Broadway, Boulder, CO",
        status: "in-progress",
        endDate: "2030-12-31",
        latitude: SITE.latitude,
        longitude: SITE.longitude,
        locationRadius: SITE.radius,
      },
    });
    expect(projectRes.ok(), await projectRes.text()).toBe(true);
    const project = (await projectRes.json()) as { id: number };
    const workerRes = await page.request.post("/api/workers", {
      data: { name: workerName, role: "foreman", category: "Carpentry", subcategory: "Framing", phone: null, email: null, hourlyRate: 32.5 },
    });
    expect(workerRes.ok(), await workerRes.text()).toBe(true);
    const worker = (await workerRes.json()) as { id: number };

    // Just outside the site (170 m from the centre of a 150 m site): the site is not offered.
    await context.setGeolocation({ ...northOfSite(170), accuracy: 8 });
    await page.goto("/timesheet-gps");
    await page.getByRole("button", { name: new RegExp(workerName) }).click();
    await expect(page.getByTestId("selected-worker")).toHaveText(workerName);
    await page.getByRole("button", { name: "Refresh Location" }).click();
    await expect(page.getByText("No job sites found within range. You may need to be closer to a project location to clock in.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Clock In", exact: true })).toBeDisabled();
    await expect(page.getByTestId("gps-quality")).toContainText("Good");

    // The server is the authority: the same punch sent straight to it is refused with the distance.
    const outside = northOfSite(170);
    const refused = await page.request.post("/api/time-entries/clock-in", {
      data: {
        workerId: worker.id,
        projectId: project.id,
        location: "outside",
        clockInLatitude: outside.latitude,
        clockInLongitude: outside.longitude,
        locationAccuracy: 8,
        clockInTime: new Date().toISOString(),
      },
    });
    expect(refused.status()).toBeGreaterThanOrEqual(400);
    expect(refused.status()).toBeLessThan(500);
    expect(((await refused.json()) as { message: string }).message).toMatch(/1[67]\d\s?m/);

    // On site: the one site in range is chosen by itself, and the entry is verified.
    await context.setGeolocation({ ...northOfSite(20), accuracy: 8 });
    await page.getByRole("button", { name: "Refresh Location" }).click();
    const site = page.getByRole("radio", { name: new RegExp(projectName) });
    await expect(site).toHaveAttribute("aria-checked", "true");
    await expect(site).toContainText("20 m away");
    await page.getByRole("button", { name: "Clock In", exact: true }).click();
    await expect(page.getByText("Clocked In Successfully")).toBeVisible();
    await expect(page.getByTestId("currently-working")).toContainText(`Currently Working - ${projectName}`);
    const recent = page.getByTestId("recent-entries");
    await expect(recent.getByTestId("time-entry").first()).toContainText("Location Verified");
    await expect(recent.getByTestId("time-entry").first()).toContainText("Active");

    // No signal: the clock-out waits on the phone with the time of the tap.
    await context.setOffline(true);
    await page.getByRole("button", { name: "Clock Out", exact: true }).click();
    const pending = page.getByTestId("pending-punches");
    await expect(pending).toContainText("Waiting to sync");
    await expect(pending).toContainText(`Clock out · ${workerName}`);
    await expect(page.getByText("You're offline.")).toBeVisible();

    // Signal back: it is sent by itself, once.
    await context.setOffline(false);
    await expect(pending).toBeHidden({ timeout: 20_000 });
    await expect(recent.getByTestId("time-entry").first()).toContainText("Completed");
    await expect(page.getByRole("button", { name: "Clock In", exact: true })).toBeVisible();
    const entriesRes = await page.request.get(`/api/time-entries?workerId=${worker.id}`);
    const entries = (await entriesRes.json()) as { id: number; clockOutTime: string | null; clientClockOutTime: string | null }[];
    expect(entries).toHaveLength(1);
    expect(entries[0].clockOutTime).not.toBeNull();
    expect(entries[0].clientClockOutTime).not.toBeNull();

    // The office moves the short test shift to a past week (07:00-16:00, 9 h: 1 h overtime) with a reason,
    // so approving that week locks nothing any other journey needs.
    const pastDay = dateKeyInZone(new Date(Date.now() - 70 * 86_400_000));
    await page.goto("/timesheet");
    const entryCard = page.getByTestId("daily-entry").filter({ hasText: workerName });
    await entryCard.getByRole("button", { name: `Correct entry of ${workerName}` }).click();
    const dialog = page.getByRole("dialog", { name: "Correct Time Entry" });
    await dialog.getByLabel("Clock in").fill(`${pastDay}T07:00`);
    await dialog.getByLabel("Clock out").fill(`${pastDay}T16:00`);
    await dialog.getByLabel("Reason for the change *").fill("E2E: moved the test shift to a past week");
    await dialog.getByRole("button", { name: "Save Correction" }).click();
    await expect(page.getByText("Entry Corrected")).toBeVisible();

    await page.getByRole("tab", { name: "Payroll Calculations" }).click();
    await page.getByLabel("Week of").fill(pastDay);
    const line = page.getByTestId("payroll-worker").filter({ hasText: workerName });
    await expect(line).toContainText("9.00");
    await expect(line).toContainText("$32.50/hr");
    // 8 h x 32.50 = 260.00 regular, 1 h x 48.75 overtime, 308.75 gross.
    await expect(line).toContainText("$260.00");
    await expect(line).toContainText("$48.75");
    await expect(line).toContainText("$308.75");

    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export", exact: true }).click();
    const download = await downloadPromise;
    const csvPath = await download.path();
    const { readFile } = await import("node:fs/promises");
    const csv = await readFile(csvPath, "utf8");
    expect(csv).toContain(workerName);
    expect(csv).toContain("308.75");

    await page.getByRole("button", { name: "Approve", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Approve Week" }).click();
    await expect(page.getByTestId("approved-badge")).toBeVisible();
    await expect(page.getByText("its time entries can no longer be corrected")).toBeVisible();
    // Who approved it and when, in the company's zone.
    await expect(page.getByTestId("approval-banner")).toContainText(/^This week was approved by .+ on \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M:/);

    // Reopened with a reason, then approved again: version 2 beside version 1 in the week's history.
    await page.getByRole("button", { name: "Reopen", exact: true }).click();
    const reopen = page.getByRole("dialog", { name: "Reopen this week?" });
    await reopen.getByRole("button", { name: "Reopen Week" }).click();
    await expect(reopen.getByText("Please say why the period is reopened")).toBeVisible();
    await reopen.getByLabel("Reason").fill("Rate was wrong on Monday");
    await reopen.getByRole("button", { name: "Reopen Week" }).click();
    await expect(page.getByTestId("reopen-banner")).toContainText(/^Reopened by .+ on \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M: “Rate was wrong on Monday”/);
    await expect(page.getByText("Reopened", { exact: true })).toBeVisible();
    await expect(page.getByTestId("period-version-1")).toContainText("Rate was wrong on Monday");
    await page.getByRole("button", { name: "Approve", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Approve Week" }).click();
    await expect(page.getByTestId("approved-badge")).toBeVisible();
    await expect(page.getByTestId("period-version-2")).toContainText("No worker's hours or gross changed from version 1.");
    // The approved periods' picker names the week shown, with its version.
    await expect(page.getByRole("combobox", { name: "Approved periods" })).toContainText(/ · Approved v2$/);
  });
});

test("the GPS clock words a failed fix 'Location information is unavailable' and keeps Clock In off", async ({ page }) => {
  await failEveryFix(page, 2);
  await signInAsAdmin(page);
  const workerName = `E2E No Fix ${Date.now().toString(36)}`;
  const workerRes = await page.request.post("/api/workers", { data: { name: workerName, role: "foreman", category: "Carpentry" } });
  expect(workerRes.ok(), await workerRes.text()).toBe(true);

  await page.goto("/timesheet-gps");
  await page.getByRole("button", { name: new RegExp(workerName) }).click();
  await page.getByRole("button", { name: "Refresh Location" }).click();
  await expect(page.getByText("Location information is unavailable", { exact: true })).toBeVisible();
  await expect(page.getByText("Please enable location access in your browser settings.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Clock In", exact: true })).toBeDisabled();
});

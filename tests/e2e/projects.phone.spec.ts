// Office and foreman journey on a phone: a project with its site, its team, a job on the calendar and the dashboard,
// progress through the inline edit and the dialog, and a site photo uploaded, seen in the gallery and deleted.
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";

const SITE = { latitude: 39.7392, longitude: -104.9903 };

async function signInAsAdmin(page: Page) {
  await page.goto("/auth?tab=admin");
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill("E2e-Admin-Passw0rd");
  await page.getByRole("button", { name: "Admin Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
}

async function pickOption(page: Page, trigger: ReturnType<Page["getByLabel"]>, option: string) {
  await trigger.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("a project is set up with its site, team, job, progress and photos", async ({ page, context }) => {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ ...SITE, accuracy: 8 });
  const stamp = Date.now();
  const projectName = `E2E Site ${stamp}`;
  const jobTitle = `Frame walls ${stamp}`;

  await signInAsAdmin(page);

  // Create the project with its site from the phone's position.
  await page.goto("/projects");
  await page.getByRole("button", { name: "Add Project" }).click();
  const addDialog = page.getByRole("dialog", { name: "Add New Project" });
  await addDialog.getByRole("button", { name: "Create Project" }).click();
  await expect(page.getByText("Please fill in all required fields.")).toBeVisible();
  await addDialog.getByLabel("Project Name *").fill(projectName);
  await addDialog.getByLabel("Location *").fill("1200 Larimer St, Denver");
  await addDialog.getByLabel("End Date *").fill("2027-06-30");
  await addDialog.getByLabel("Team Size").fill("4");
  await addDialog.getByRole("button", { name: "Use my current location" }).click();
  await expect(addDialog.getByLabel("Latitude")).toHaveValue("39.739200");
  await expect(addDialog.getByLabel("Longitude")).toHaveValue("-104.990300");
  await addDialog.getByLabel("Radius (metres)").fill("150");
  await addDialog.getByRole("button", { name: "Create Project" }).click();
  await expect(page.getByText("Project Created")).toBeVisible();
  await expect(page.getByRole("heading", { name: projectName, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  const projectUrl = page.url();
  await expect(page.getByText("39.739200, -104.990300 · radius 150 m")).toBeVisible();

  // Assign two workers.
  await expect(page.getByText("No workers assigned to this project")).toBeVisible();
  await page.getByRole("button", { name: "Manage Team" }).click();
  const teamDialog = page.getByRole("dialog", { name: "Manage Team" });
  const boxes = teamDialog.getByRole("checkbox");
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await teamDialog.getByRole("button", { name: "Save Team" }).click();
  await expect(page.getByRole("heading", { name: "Assigned Workers (2)" })).toBeVisible();

  // Inline progress: a value outside 0-100 is ignored, 42 is saved.
  await page.getByRole("button", { name: "Edit progress" }).click();
  await page.getByLabel("Progress percent (0-100)").fill("150");
  await page.getByRole("button", { name: "Save progress" }).click();
  await expect(page.getByLabel("Progress percent (0-100)")).toBeVisible();
  await page.getByLabel("Progress percent (0-100)").fill("42");
  await page.getByRole("button", { name: "Save progress" }).click();
  await expect(page.getByText("Progress Updated")).toBeVisible();
  await expect(page.getByText("42%", { exact: true })).toBeVisible();
  await expect(page.getByText("0% → 42%")).toBeVisible();

  // Photo: upload a real PNG, see its thumbnail, open it, delete it.
  await page.getByRole("tab", { name: "Photos" }).click();
  await expect(page.getByText("No photos uploaded yet")).toBeVisible();
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c2410c" } }).png().toBuffer();
  await page.locator('input[type="file"]').setInputFiles({ name: "footings.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText("footings.png")).toBeVisible();
  await page.getByLabel("Caption (optional)").fill("Footings poured");
  await page.getByRole("button", { name: "Upload Photo" }).click();
  await expect(page.getByText("Photo uploaded successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Progress Photos (1)" })).toBeVisible();
  const thumbnail = page.getByRole("img", { name: "Footings poured" });
  await expect(thumbnail).toHaveAttribute("src", /\/thumbnail$/);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Open full photo: Footings poured" }).click();
  await expect(page.getByRole("dialog").getByRole("img", { name: "Footings poured" })).toHaveAttribute("src", /\/image$/);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Delete photo Footings poured" }).click();
  await page.getByRole("button", { name: "Delete Photo" }).click();
  await expect(page.getByText("Photo deleted successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Progress Photos (0)" })).toBeVisible();
  await expect(page.getByText("No photos uploaded yet")).toBeVisible();

  // Schedule a job today with one worker; it shows on the calendar and the day's list.
  await page.goto("/schedule");
  await expect(page.getByRole("heading", { name: "Today", level: 2 })).toBeVisible();
  await page.getByRole("button", { name: "Add Job" }).click();
  const jobDialog = page.getByRole("dialog", { name: "Schedule a Job" });
  await jobDialog.getByLabel("Title *").fill(jobTitle);
  await pickOption(page, jobDialog.getByLabel("Project *"), projectName);
  await jobDialog.getByLabel("Time").fill("06:45");
  await pickOption(page, jobDialog.getByLabel("Priority"), "High");
  await jobDialog.getByRole("checkbox").first().check();
  await jobDialog.getByRole("button", { name: "Schedule Job" }).click();
  await expect(page.getByText("Job Scheduled")).toBeVisible();
  const jobCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: jobTitle }) });
  await expect(jobCard).toContainText("6:45 AM");
  await expect(jobCard).toContainText("High priority");
  await expect(jobCard).toContainText(projectName);
  await expect(page.getByRole("button", { name: /^Today, .*\d+ jobs?$/ })).toBeVisible();

  // The dashboard shows today's job; the Update Progress dialog moves the project to 44%.
  await page.goto("/");
  await expect(page.getByRole("heading", { name: jobTitle })).toBeVisible();
  await page.getByRole("button", { name: "Update Progress" }).click();
  const progressDialog = page.getByRole("dialog", { name: "Update Progress" });
  await pickOption(page, progressDialog.getByLabel("Project"), `${projectName} (42%)`);
  const thumb = progressDialog.getByRole("slider", { name: "Progress percent" });
  await expect(thumb).toHaveAttribute("aria-valuenow", "65");
  await thumb.focus();
  await page.keyboard.press("Home");
  for (let step = 0; step < 44; step += 1) await page.keyboard.press("ArrowRight");
  await expect(thumb).toHaveAttribute("aria-valuenow", "44");
  await progressDialog.getByLabel("Notes (optional)").fill("  Walls framed on level 1  ");
  await progressDialog.getByRole("button", { name: "Update Progress" }).click();
  await expect(page.getByText("Progress Updated")).toBeVisible();

  await page.goto(projectUrl);
  await expect(page.getByText("44%", { exact: true })).toBeVisible();
  await expect(page.getByText("Walls framed on level 1")).toBeVisible();

  // The job is deleted from its card's menu, after a confirmation (both load when first reached for).
  await page.goto("/schedule");
  await page.getByRole("button", { name: `Actions for ${jobTitle}` }).click();
  await page.getByRole("menuitem", { name: "Delete Job" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this job?" });
  await expect(confirm).toContainText(`${jobTitle} will be removed from the schedule.`);
  await confirm.getByRole("button", { name: "Delete Job" }).click();
  await expect(page.getByText("Job Deleted")).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("heading", { name: jobTitle })).toHaveCount(0);
});

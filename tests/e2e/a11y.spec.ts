// Accessibility: axe (WCAG 2.0/2.1 A and AA) on every screen, tab and main dialog, on both phones and the desktop.
// Each scan waits for the screen's data (no skeletons left) so it checks what a person reads, not a placeholder.
// No axe rule is disabled. Motion is reduced so a scan never catches a dialog half faded in (an opacity animation
// makes axe measure the contrast of text that is still blending into the page).
import AxeBuilder from "@axe-core/playwright";
import { type Locator, type Page, expect, test } from "@playwright/test";
import { ADMIN_PASSWORD, ADMIN_USERNAME } from "./support/accounts";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
/**
 * An open dialog or menu is scanned on its own: the screen behind it (inert and aria-hidden while it is open) had its
 * own scan just before, and scanning it again under the overlay only repeated that work in the suite's slowest spec.
 */
const DIALOG = '[role="dialog"]';
const MENU = '[role="menu"]';

test.use({ reducedMotion: "reduce" });
// Each test walks several screens: on a busy machine it takes minutes, not the default's two (a hang guard only).
test.slow();

/** Waits until nothing on the page is a loading placeholder and the network has gone quiet. */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".animate-pulse")).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/** Scans the page (or one part of it) and fails, softly so every screen reports, with each violation spelled out. */
async function expectAccessible(page: Page, screen: string, include?: string) {
  await settled(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const report = violations
    .map(
      (v) =>
        `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes.map((n) => `      ${n.target.join(" ")}\n        ${n.failureSummary?.replace(/\n/g, "\n        ")}`).join("\n"),
    )
    .join("\n");
  expect.soft(violations.map((v) => v.id), `axe violations on ${screen}:\n${report}`).toEqual([]);
}

async function signIn(page: Page) {
  // The sign-in form itself is scanned in the signed-out test; here the session comes from the API (same cookies).
  const res = await page.request.post("/api/admin/login", { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
}

async function openDialog(page: Page, trigger: Locator, title: string | RegExp): Promise<Locator> {
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closeDialog(page: Page, dialog: Locator) {
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

async function heading(page: Page, name: string | RegExp) {
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test("signed out: landing page and each sign-in tab", async ({ page }) => {
  await page.goto("/");
  await heading(page, "Crewline");
  await expectAccessible(page, "landing");

  await page.goto("/auth");
  await heading(page, "Welcome to Crewline");
  for (const tab of ["Admin", "Sign In", "Register"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    await expectAccessible(page, `/auth ${tab} tab`);
  }
  // The form's own errors (checked in the browser, so no failed sign-in is charged to the rate limit).
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expectAccessible(page, "/auth Register tab with field errors");

  await page.getByRole("tab", { name: "Sign In" }).click();
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByRole("form", { name: "Forgot your password?" })).toBeVisible();
  await expectAccessible(page, "/auth Forgot password form");

  await page.goto("/auth/reset-password?token=made-up-token-made-up-token");
  await heading(page, "Set a new password");
  await expectAccessible(page, "/auth/reset-password");
  await page.goto("/auth/reset-password");
  await expect(page.getByRole("form", { name: "Get a new link" })).toBeVisible();
  await expectAccessible(page, "/auth/reset-password without a token");

  await page.goto("/auth/verify-email?token=made-up-token-made-up-token");
  await heading(page, "Verify your email");
  await expectAccessible(page, "/auth/verify-email");
  await page.goto("/auth/verify-email");
  await expect(page.getByRole("link", { name: "Create Account" })).toBeVisible();
  await expectAccessible(page, "/auth/verify-email without a token");
});

test("dashboard, projects and a project's details with each tab", async ({ page }) => {
  await signIn(page);
  await page.goto("/");
  await heading(page, "Dashboard");
  await expectAccessible(page, "dashboard");
  await page.getByRole("button", { name: "Notifications" }).click();
  await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
  await expectAccessible(page, "notifications panel", DIALOG);
  await page.keyboard.press("Escape");
  await page.getByRole("banner").getByRole("button", { name: "Profile menu" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expectAccessible(page, "profile menu", MENU);
  await page.keyboard.press("Escape");

  await page.goto("/projects");
  await heading(page, "Projects");
  await expectAccessible(page, "projects");
  const addProject = await openDialog(page, page.getByRole("button", { name: "Add Project" }).first(), "Add New Project");
  await expectAccessible(page, "Add New Project dialog", DIALOG);
  await addProject.getByRole("button", { name: "Create Project" }).click();
  await expect(page.getByText("Please fill in all required fields.")).toBeVisible();
  await expectAccessible(page, "Add New Project dialog with errors", DIALOG);
  await closeDialog(page, addProject);

  const projects = (await (await page.request.get("/api/projects")).json()) as { id: number; name: string }[];
  const project = projects[0];
  await page.goto(`/projects/${project.id}`);
  await heading(page, project.name);
  for (const tab of ["Workers", /^Time/, "Photos"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    await expectAccessible(page, `project details, ${String(tab)} tab`);
  }
});

test("schedule and workers with their dialogs", async ({ page }) => {
  await signIn(page);
  await page.goto("/schedule");
  await heading(page, "Schedule");
  await expectAccessible(page, "schedule");
  const addJob = await openDialog(page, page.getByRole("button", { name: "Add Job" }), "Schedule a Job");
  await expectAccessible(page, "Add Job dialog", DIALOG);
  await closeDialog(page, addJob);

  await page.goto("/workers");
  await heading(page, "Workers");
  await expectAccessible(page, "workers");
  const addWorker = await openDialog(page, page.getByRole("button", { name: "Add Worker" }).first(), "Add New Worker");
  await expectAccessible(page, "Add New Worker dialog", DIALOG);
  await closeDialog(page, addWorker);
  const importRoster = await openDialog(page, page.getByRole("button", { name: "Import CSV" }), "Import Workers from CSV");
  await expectAccessible(page, "Import Workers from CSV dialog", DIALOG);
  await closeDialog(page, importRoster);
  await page.getByRole("button", { name: /^More actions for / }).first().click();
  const pin = await openDialog(page, page.getByRole("menuitem", { name: /^(Set|Change) Kiosk PIN$/ }), /^(Set|Change) kiosk PIN · /);
  await pin.getByLabel("New PIN").fill("1234");
  await expect(pin.getByRole("alert")).toBeVisible();
  await expectAccessible(page, "kiosk PIN dialog with its message", DIALOG);
  await closeDialog(page, pin);
});

test("timesheet tabs, the Clock In dialog and the GPS time clock", async ({ page, context }) => {
  await signIn(page);
  await page.goto("/timesheet");
  await heading(page, "Timesheet & Payroll");
  for (const tab of ["Daily Timesheet", "Weekly Summary", "Payroll Calculations"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    await expectAccessible(page, `/timesheet ${tab} tab`);
  }
  await page.getByRole("tab", { name: "Daily Timesheet" }).click();
  const clock = await openDialog(page, page.getByRole("button", { name: "Clock In / Out" }), /^Clock (In|Out)$/);
  await expectAccessible(page, "Clock In dialog", DIALOG);
  await closeDialog(page, clock);

  // The GPS clock at a demo site, so the card lists a site in range.
  const projects = (await (await page.request.get("/api/projects")).json()) as {
    latitude: string | null;
    longitude: string | null;
    status: string;
  }[];
  const site = projects.find((p) => p.latitude && p.longitude && p.status === "in-progress") ?? projects.find((p) => p.latitude);
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: Number(site?.latitude ?? 39.7392), longitude: Number(site?.longitude ?? -104.9903), accuracy: 8 });
  await page.goto("/timesheet-gps");
  await heading(page, "GPS Time Clock");
  await expect(page.getByRole("main").getByRole("list").getByRole("button").first()).toBeVisible();
  await expectAccessible(page, "/timesheet-gps worker picker");
  await page.getByRole("main").getByRole("list").getByRole("button").first().click();
  await expect(page.getByTestId("selected-worker")).toBeVisible();
  await expect(page.getByTestId("gps-quality")).toContainText("Good");
  await expectAccessible(page, "/timesheet-gps clock card");
});

test("materials and safety with their dialogs and an open checklist", async ({ page }) => {
  await signIn(page);
  await page.goto("/materials");
  await heading(page, "Materials & Inventory");
  // Cards on a phone, a table at a desk: both offer each material's Transaction.
  await expect(page.getByRole("button", { name: /^Transaction for / }).first()).toBeVisible();
  await expectAccessible(page, "materials");
  const addMaterial = await openDialog(page, page.getByRole("button", { name: "Add Material" }).first(), "Add Material");
  await expectAccessible(page, "Add Material dialog", DIALOG);
  await closeDialog(page, addMaterial);
  const transaction = await openDialog(page, page.getByRole("button", { name: /^Transaction for / }).first(), "Stock Transaction");
  await expectAccessible(page, "Transaction dialog", DIALOG);
  await closeDialog(page, transaction);

  await page.goto("/safety");
  await heading(page, "Safety Checklists");
  await expect(page.getByTestId("checklist-card").first()).toBeVisible();
  await expectAccessible(page, "safety");
  const create = await openDialog(page, page.getByRole("button", { name: "Create Checklist" }).first(), "Create Checklist");
  await expectAccessible(page, "Create Checklist dialog", DIALOG);
  await closeDialog(page, create);
  await page.getByTestId("checklist-card").first().getByRole("button").click();
  const checklist = page.getByRole("dialog");
  await expect(checklist.getByTestId("checklist-item").first()).toBeVisible();
  await expectAccessible(page, "open checklist", DIALOG);
});

test("admin tabs, profile and the not-found page", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin");
  await heading(page, "Admin Dashboard");
  for (const tab of [/Registration Requests/, "User Management"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    await expectAccessible(page, `admin ${String(tab)} tab`);
  }
  const link = await openDialog(page, page.getByRole("button", { name: /^(Link worker|Change) for/ }).first(), /^Worker record of/);
  await expectAccessible(page, "Link worker dialog", DIALOG);
  await closeDialog(page, link);
  const kiosk = await openDialog(page, page.getByRole("button", { name: "Make this device a kiosk" }), "Make this device a kiosk");
  await kiosk.getByRole("button", { name: "Sign out and make kiosk" }).click();
  await expect(kiosk.getByText("Choose the project this kiosk is for")).toBeVisible();
  await expectAccessible(page, "Make this device a kiosk dialog with its messages", DIALOG);
  await closeDialog(page, kiosk);

  await page.goto("/profile");
  await expect(page.getByRole("form", { name: "Change Password" })).toBeVisible();
  await expectAccessible(page, "profile");

  await page.goto("/no-such-screen");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page, "404");
});

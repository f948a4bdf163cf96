// Issue 14 on a phone: a crew member clocks themself in on the GPS clock and cannot pick anyone else (nor a site that
// is not theirs); a foreman clocks in two of their crew, never sees an outsider, a rate or the Payroll tab. Neither
// screen fires a request the server refuses.
import { expect, type Page, test, type TestInfo } from "@playwright/test";
import { NOT_LINKED_MESSAGE } from "../../shared/domain/account-roles";
import { screenHeading } from "../../shared/screens";
import { adminApi, createActiveUser, signInWithEmail, uniqueEmail, USER_PASSWORD } from "./support/accounts";
import { addToTeam, createPersonWithRole, createWorkerRecord } from "./support/people";
import { refusedRequests } from "./support/refused-requests";
import { createSiteProject } from "./support/sites";

/** A site of this test's own, far from the demo's and other tests' sites, so only the sites made here are in range. */
function siteFor(testInfo: TestInfo) {
  const offset = (Date.now() % 10_000) / 100_000 + testInfo.workerIndex * 0.2;
  return { latitude: 44.2 + offset, longitude: -101.3, radius: 150 };
}

async function clockInAtSite(page: Page, projectName: string, who: string) {
  await page.getByRole("button", { name: "Refresh Location" }).click();
  await expect(page.getByRole("radio", { name: new RegExp(projectName) })).toHaveAttribute("aria-checked", "true");
  await page.getByRole("button", { name: "Clock In", exact: true }).click();
  await expect(page.getByText("Clocked In Successfully")).toBeVisible();
  await expect(page.getByText(`${who} at ${projectName}`)).toBeVisible();
  await expect(page.getByTestId("currently-working")).toContainText(`Currently Working - ${projectName}`);
}

test("a crew member clocks themself in on their own site and cannot pick anyone else", async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const site = siteFor(testInfo);
  const admin = await adminApi(testInfo);
  const ownProject = `Crew Site ${stamp}`;
  const otherProject = `Not Theirs ${stamp}`;
  const projectId = await createSiteProject(admin, ownProject, site, "Pierre, SD");
  // Another company site at the very same spot: crew are offered only their own projects' sites.
  await createSiteProject(admin, otherProject, site, "Pierre, SD");
  await admin.dispose();
  const crew = await createPersonWithRole(testInfo, "crew", `Crew Member ${stamp}`);
  const teammate = await createWorkerRecord(testInfo, `Teammate ${stamp}`);
  await addToTeam(testInfo, projectId, [crew.workerId, teammate]);

  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ ...site, accuracy: 8 });
  const refused = refusedRequests(page, { screens: /^\/timesheet(-gps)?$/ });
  await signInWithEmail(page, crew.email, crew.password);
  await page.goto("/timesheet-gps");

  // No picker: their own name, and nothing to change it with.
  await expect(page.getByTestId("selected-worker")).toContainText(crew.workerName);
  await expect(page.getByTestId("selected-worker")).toContainText("(You)");
  await expect(page.getByRole("heading", { name: "Who are you clocking?" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Change", exact: true })).toHaveCount(0);
  await expect(page.getByText(`Teammate ${stamp}`)).toHaveCount(0);

  await clockInAtSite(page, ownProject, crew.workerName);
  await expect(page.getByRole("radio", { name: new RegExp(otherProject) })).toHaveCount(0);
  await expect(page.getByTestId("recent-entries")).toContainText(ownProject);

  // The timesheet: their own entry, hours and no pay; the tracker's worker is themself, not a choice; no payroll.
  await page.goto("/timesheet");
  await expect(page.getByRole("heading", { level: 1, name: "Timesheet", exact: true })).toBeVisible();
  await expect(page.getByText(screenHeading("timesheet-page", "crew").description)).toBeVisible();
  await expect(page.getByRole("tab", { name: "Daily Timesheet" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Weekly Summary" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Payroll Calculations" })).toHaveCount(0);
  await expect(page.getByTestId("own-worker")).toContainText(crew.workerName);
  await expect(page.getByRole("combobox", { name: "Worker" })).toHaveCount(0);
  await expect(page.getByTestId("daily-entry").filter({ hasText: ownProject })).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Add time entry" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Correct entry/ })).toHaveCount(0);
  await expect(page.getByText("$")).toHaveCount(0);

  // The Clock In / Out dialog: themself again, already clocked in.
  await page.getByRole("button", { name: "Clock In / Out" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("own-worker")).toContainText(crew.workerName);
  await expect(dialog.getByRole("combobox", { name: "Worker" })).toHaveCount(0);
  await expect(dialog.getByTestId("dialog-active-entry")).toContainText(ownProject);
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("tab", { name: "Weekly Summary" }).click();
  await expect(page.getByTestId("weekly-line").filter({ hasText: `${crew.workerName} - ${ownProject}` })).toHaveCount(1);
  await expect(page.getByTestId("weekly-line").filter({ hasText: `Teammate ${stamp}` })).toHaveCount(0);
  expect(refused).toEqual([]);
});

test("a foreman clocks in two of their crew, sees no one else, no rate and no payroll", async ({ page, context }, testInfo) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const site = siteFor(testInfo);
  const admin = await adminApi(testInfo);
  const project = `Foreman Site ${stamp}`;
  const projectId = await createSiteProject(admin, project, { ...site, latitude: site.latitude + 0.05 }, "Pierre, SD");
  const elsewhereId = await createSiteProject(admin, `Elsewhere ${stamp}`, { ...site, latitude: site.latitude + 1 }, "Pierre, SD");
  await admin.dispose();
  const foreman = await createPersonWithRole(testInfo, "foreman", `Foreman ${stamp}`);
  const first = `Ana Crew ${stamp}`;
  const second = `Ben Crew ${stamp}`;
  const outsider = `Outsider ${stamp}`;
  await addToTeam(testInfo, projectId, [
    foreman.workerId,
    await createWorkerRecord(testInfo, first),
    await createWorkerRecord(testInfo, second),
  ]);
  await addToTeam(testInfo, elsewhereId, [await createWorkerRecord(testInfo, outsider)]);

  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: site.latitude + 0.05, longitude: site.longitude, accuracy: 8 });
  const refused = refusedRequests(page, { screens: /^\/timesheet(-gps)?$/ });
  await signInWithEmail(page, foreman.email, foreman.password);
  await page.goto("/timesheet-gps");
  // A foreman's clock opens in Crew mode (issue 26 item 4); one worker at a time is one tap away.
  await expect(page.getByRole("radio", { name: "Crew", exact: true })).toHaveAttribute("aria-checked", "true");
  await page.getByRole("radio", { name: "One worker", exact: true }).click();

  await expect(page.getByRole("heading", { name: "Who are you clocking?" })).toBeVisible();
  await expect(page.getByRole("button", { name: new RegExp(first) })).toBeVisible();
  await expect(page.getByRole("button", { name: new RegExp(second) })).toBeVisible();
  await expect(page.getByRole("button", { name: new RegExp(foreman.workerName) })).toBeVisible();
  await expect(page.getByRole("button", { name: new RegExp(outsider) })).toHaveCount(0);

  for (const name of [first, second]) {
    await page.getByRole("button", { name: new RegExp(name) }).click();
    await expect(page.getByTestId("selected-worker")).toHaveText(name);
    await clockInAtSite(page, project, name);
    await page.getByRole("button", { name: "Change", exact: true }).click();
  }
  await expect(page.getByRole("button", { name: new RegExp(first) })).toContainText("Clocked in");
  await expect(page.getByRole("button", { name: new RegExp(second) })).toContainText("Clocked in");

  await page.goto("/timesheet");
  await expect(page.getByRole("heading", { level: 1, name: "Timesheet", exact: true })).toBeVisible();
  await expect(page.getByText(screenHeading("timesheet-page", "foreman").description)).toBeVisible();
  await expect(page.getByRole("tab", { name: "Payroll Calculations" })).toHaveCount(0);
  const entries = page.getByTestId("daily-entry");
  await expect(entries.filter({ hasText: first })).toHaveCount(1);
  await expect(entries.filter({ hasText: second })).toHaveCount(1);
  await expect(entries.filter({ hasText: outsider })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Correct entry/ })).toHaveCount(0);
  // No rate anywhere (the workers were made at 34.25 an hour), nor any pay figure.
  await expect(page.getByText("34.25")).toHaveCount(0);
  await expect(page.getByText("$")).toHaveCount(0);

  // The tracker's worker picker holds the crew only.
  await page.getByRole("combobox", { name: "Worker" }).first().click();
  await expect(page.getByRole("option", { name: new RegExp(first) })).toBeVisible();
  await expect(page.getByRole("option", { name: new RegExp(outsider) })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.getByRole("tab", { name: "Weekly Summary" }).click();
  await expect(page.getByTestId("weekly-line").filter({ hasText: `${first} - ${project}` })).toHaveCount(1);
  await expect(page.getByTestId("weekly-line").filter({ hasText: `${second} - ${project}` })).toHaveCount(1);
  expect(refused).toEqual([]);
});

test("a crew member whose account is linked to no worker record is told so instead of getting a clock", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "unlinked");
  await createActiveUser(testInfo, email, USER_PASSWORD, { role: "crew" });
  await signInWithEmail(page, email, USER_PASSWORD);
  const refused = refusedRequests(page, { screens: /^\/timesheet(-gps)?$/ });
  await page.goto("/timesheet-gps");
  await expect(page.getByText("Not linked to a worker record", { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByText(NOT_LINKED_MESSAGE).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Clock In", exact: true })).toHaveCount(0);
  await page.goto("/timesheet");
  await expect(page.getByText("Not linked to a worker record", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Clock In / Out" })).toHaveCount(0);
  expect(refused).toEqual([]);
});

// Issue 14: the office invites a worker from the roster; the worker opens the e-mailed link on their phone, chooses a
// password and lands on their dashboard as crew, linked to their worker record, with no approval queue. The link
// works once. Only an administrator invites as Office: the office's role picker offers Crew and Foreman.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { adminApi, createActiveUser, newContextLikeProject, signInAsAdmin, signInWithEmail, uniqueEmail, USER_PASSWORD } from "./support/accounts";
import { waitForMailMatch } from "./support/mailbox";
import { shootBoth } from "./support/screenshots";

const INVITE_LINK = /https?:\/\/\S+\/auth\/accept-invite\?token=[\w-]+/;
const PASSWORD = "Invited-Passw0rd1";

/** A worker with an e-mail address, made by the admin over HTTP; returns its name and address. */
async function workerToInvite(testInfo: TestInfo, prefix: string, role = "inhouse") {
  const email = uniqueEmail(testInfo, prefix);
  const name = `Rosa ${prefix} ${testInfo.project.name}`;
  const admin = await adminApi(testInfo);
  const created = await admin.post("/api/workers", { data: { name, role, category: "Carpentry", email, hourlyRate: "29.00" } });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();
  return { email, name };
}

/** Opens Invite on the worker's row of the roster; the dialog. */
async function openInvite(page: Page, name: string) {
  await page.goto("/workers");
  await page.getByPlaceholder("Search name, role or trade").fill(name);
  await page.getByRole("button", { name: `Invite ${name} to Crewline` }).click();
  return page.getByRole("dialog", { name: `Invite ${name} to Crewline` });
}

/** What the roster says of the worker's account (the search on the screen shows only them): "Invited ...", "Joined ...". */
async function accountStatusOnRoster(page: Page, name: string) {
  await page.goto("/workers");
  await page.getByPlaceholder("Search name, role or trade").fill(name);
  return page.getByTestId("worker-account-status");
}

/** The roles the dialog's Role picker offers, in order (the picker is closed again). */
async function rolesOffered(page: Page, dialog: ReturnType<Page["getByRole"]>) {
  await dialog.getByRole("combobox", { name: "Role" }).click();
  const options = page.getByRole("option");
  await expect(options.first()).toBeVisible();
  const offered = await options.allTextContents();
  await page.keyboard.press("Escape");
  await expect(options).toHaveCount(0);
  return offered;
}

test("the office invites a worker, who joins from the e-mailed link and lands on their dashboard", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const { email, name } = await workerToInvite(testInfo, "Invite");

  await test.step("Invite on the worker's card (a row action at a desk) sends the link", async () => {
    await signInAsAdmin(page);
    const dialog = await openInvite(page, name);
    await expect(dialog.getByText(email)).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: "Role" })).toHaveText("Crew");
    expect(await rolesOffered(page, dialog)).toEqual(["Crew", "Foreman", "Office"]);
    await dialog.getByRole("button", { name: "Send Invitation" }).click();
    await expect(page.getByRole("status").getByText("Invitation Sent")).toBeVisible();
    // The roster says so at once (issue 26), and offers to send a new link.
    const status = page.getByTestId("worker-account-status");
    await expect(status).toHaveText("Invited today as Crew");
    await expect(page.getByRole("button", { name: `Invite ${name} to Crewline` })).toBeVisible();
    await shootBoth(page, "roster-invited", { ready: status });
  });

  const link = await test.step("the invitation mail arrives", () => waitForMailMatch(email, INVITE_LINK));

  await test.step("on the worker's phone: the link shows the address and role, takes a password, signs them in", async () => {
    const phone = await newContextLikeProject(browser, testInfo);
    const worker = await phone.newPage();
    await worker.goto(link);
    await expect(worker.getByRole("heading", { level: 1, name: "Join Crewline" })).toBeVisible();
    const form = worker.getByRole("form", { name: "Join Crewline" });
    await expect(form.getByText(email)).toBeVisible();
    await expect(form.getByText("Crew", { exact: true })).toBeVisible();
    await expect(form.getByLabel("First Name")).toHaveValue("Rosa");
    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form.getByLabel("Confirm Password").fill("Different-Passw0rd1");
    await form.getByRole("button", { name: "Join Crewline" }).click();
    await expect(form.getByText("The two passwords don't match.")).toBeVisible();
    await form.getByLabel("Confirm Password").fill(PASSWORD);
    await form.getByRole("button", { name: "Join Crewline" }).click();
    await expect(worker.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    const me = await worker.request.get("/api/auth/user");
    expect(await me.json()).toMatchObject({ email, role: "crew", isActive: true });

    // The link works once.
    await worker.context().clearCookies();
    await worker.goto(link);
    await expect(worker.getByRole("alert").filter({ hasText: /invalid, has expired or has already been used/ })).toBeVisible();
    await phone.close();
  });

  await test.step("the roster says Joined, and offers no more invitations", async () => {
    const status = await accountStatusOnRoster(page, name);
    await expect(status).toHaveText("Joined as Crew");
    await expect(page.getByRole("button", { name: `Invite ${name} to Crewline` })).toHaveCount(0);
    await shootBoth(page, "roster-joined", { ready: status });
  });
});

test("the office invites as Crew or Foreman only: Office is the administrator's to give", async ({ page }, testInfo) => {
  const { name } = await workerToInvite(testInfo, "Office-invite");
  const office = uniqueEmail(testInfo, "office-inviter");
  await createActiveUser(testInfo, office);
  await signInWithEmail(page, office, USER_PASSWORD);
  const dialog = await openInvite(page, name);
  await expect(dialog.getByRole("combobox", { name: "Role" })).toHaveText("Crew");
  expect(await rolesOffered(page, dialog)).toEqual(["Crew", "Foreman"]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  // A foreman's record invites as Foreman unless changed (issue 26).
  const foreman = await workerToInvite(testInfo, "Foreman-invite", "foreman");
  const foremanDialog = await openInvite(page, foreman.name);
  await expect(foremanDialog.getByRole("combobox", { name: "Role" })).toHaveText("Foreman");
});

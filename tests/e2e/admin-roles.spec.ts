// The admin's roles and links (issue 14) in the dashboard: User Management shows each role by its label and changes
// it, links a worker record (a worker already linked to another account is refused in a toast), Remove Admin makes
// the account Office; Approve on a registration always asks for the role (Crew first) and the worker record (issue 26
// item 9: no click makes a stranger Office).
import { type Locator, type Page, type TestInfo, expect, request, test } from "@playwright/test";
import { USER_PASSWORD, confirmEmail, createActiveUser, registrationEntry, signInAsAdmin, uniqueEmail } from "./support/accounts";
import { createWorkerRecord } from "./support/people";
import { shootBoth } from "./support/screenshots";

/** The account's table row (wide screens) or card (phones), whichever is on screen. */
const accountEntry = (page: Page, email: string): Locator => page.getByRole("row").or(page.getByRole("listitem")).filter({ hasText: email });

async function openUserManagement(page: Page) {
  await page.goto("/admin");
  await page.getByRole("tab", { name: "User Management" }).click();
}

async function chooseRole(entry: Locator, role: string) {
  await entry.getByRole("combobox", { name: /^Role of/ }).click();
  await entry.page().getByRole("option", { name: role, exact: true }).click();
}

async function linkWorker(page: Page, entry: Locator, workerName: string) {
  await entry.getByRole("button", { name: /^(Link worker|Change) for/ }).click();
  const dialog = page.getByRole("dialog", { name: /^Worker record of/ });
  await dialog.getByRole("combobox", { name: "Worker" }).click();
  await page.getByRole("option", { name: new RegExp(`^${workerName}`) }).click();
  await dialog.getByRole("button", { name: "Save" }).click();
  return dialog;
}

/** A registration with a verified address, waiting for the admin. */
async function pendingRegistration(testInfo: TestInfo, firstName: string, lastName: string): Promise<string> {
  const email = uniqueEmail(testInfo, "approve-as");
  const api = await request.newContext({ baseURL: testInfo.project.use.baseURL });
  expect((await api.post("/api/auth/register", { data: { email, password: USER_PASSWORD, firstName, lastName } })).status()).toBe(201);
  await confirmEmail(api, email);
  await api.dispose();
  return email;
}

test("the admin sets a role and links a worker in User Management; the role shows as its label", async ({ page }, testInfo) => {
  const workerName = `Dana Whitfield ${testInfo.project.name} ${Date.now()}`;
  await createWorkerRecord(testInfo, workerName);
  const email = uniqueEmail(testInfo, "set-role");
  const other = uniqueEmail(testInfo, "set-role-other");
  await createActiveUser(testInfo, email);
  await createActiveUser(testInfo, other);

  await signInAsAdmin(page);
  await openUserManagement(page);
  const entry = accountEntry(page, email);
  // Approved as Office (the fixture chooses it), not yet linked.
  await expect(entry.getByRole("combobox", { name: /^Role of/ })).toHaveText("Office");
  await expect(entry.getByText("Not linked")).toBeVisible();

  await chooseRole(entry, "Foreman");
  await expect(page.getByText("User changed to Foreman successfully.")).toBeVisible();
  await expect(entry.getByRole("combobox", { name: /^Role of/ })).toHaveText("Foreman");
  // A foreman without a worker record sees empty lists: the row says so until one is linked.
  await expect(entry.getByText("Not linked: sees empty lists")).toBeVisible();

  const dialog = await linkWorker(page, entry, workerName);
  await expect(page.getByText("User linked to a worker record successfully.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(entry.getByText(workerName)).toBeVisible();

  // The same worker for another account: the server refuses, and says why in the one error toast.
  const otherEntry = accountEntry(page, other);
  const otherDialog = await linkWorker(page, otherEntry, workerName);
  await expect(page.getByText("This worker is already linked to another account")).toBeVisible();
  await expect(otherDialog).toBeVisible();
  await otherDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(otherEntry.getByText("Not linked")).toBeVisible();

  // Unlinked again from the same dialog.
  await entry.getByRole("button", { name: /^Change for/ }).click();
  const unlink = page.getByRole("dialog", { name: /^Worker record of/ });
  await unlink.getByRole("combobox", { name: "Worker" }).click();
  await page.getByRole("option", { name: "Not linked" }).click();
  await unlink.getByRole("button", { name: "Unlink" }).click();
  await expect(page.getByText("User unlinked from their worker record successfully.")).toBeVisible();
  await expect(entry.getByText("Not linked: sees empty lists")).toBeVisible();
});

test("Make Admin then Remove Admin: the account is Office again", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "remove-admin");
  await createActiveUser(testInfo, email, USER_PASSWORD, { role: "crew" });
  await signInAsAdmin(page);
  await openUserManagement(page);
  const entry = accountEntry(page, email);
  await expect(entry.getByRole("combobox", { name: /^Role of/ })).toHaveText("Crew");

  await entry.getByRole("button", { name: /^Make Admin/ }).click();
  await expect(page.getByText("User made an admin successfully.")).toBeVisible();
  await expect(entry.getByRole("combobox", { name: /^Role of/ })).toHaveText("Admin");

  await entry.getByRole("button", { name: /^Remove Admin/ }).click();
  await expect(page.getByText("User changed to Office successfully.")).toBeVisible();
  await expect(entry.getByRole("combobox", { name: /^Role of/ })).toHaveText("Office");
  await expect(entry.getByRole("button", { name: /^Make Admin/ })).toBeVisible();
});

test("Approve asks for the role, Crew first, and the worker record: a crew member linked to theirs", async ({ page }, testInfo) => {
  const workerName = `Rae Okafor ${testInfo.project.name} ${Date.now()}`;
  await createWorkerRecord(testInfo, workerName);
  const email = await pendingRegistration(testInfo, "Rae", "Okafor");

  await signInAsAdmin(page);
  await page.goto("/admin");
  const registration = registrationEntry(page, email);
  // One way to approve: no second "Approve as..." beside it.
  await expect(registration.getByRole("button", { name: /^Approve/ })).toHaveCount(1);
  await registration.getByRole("button", { name: "Approve Rae Okafor" }).click();
  const dialog = page.getByRole("dialog", { name: "Approve Rae Okafor" });
  await expect(dialog.getByRole("combobox", { name: "Role" })).toHaveText("Crew");
  await expect(dialog.getByText("without one their lists are empty")).toBeVisible();
  await dialog.getByRole("combobox", { name: "Worker" }).click();
  await page.getByRole("option", { name: workerName }).click();
  await expect(dialog.getByText("without one their lists are empty")).toHaveCount(0);
  await shootBoth(page, "approve-registration-dialog", { ready: dialog, focus: dialog });
  await dialog.getByRole("button", { name: "Approve as Crew" }).click();
  await expect(page.getByText("Registration approved successfully.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(registration.getByText("Approved", { exact: true })).toBeVisible();

  await page.getByRole("tab", { name: "User Management" }).click();
  const account = accountEntry(page, email);
  await expect(account.getByRole("combobox", { name: /^Role of/ })).toHaveText("Crew");
  await expect(account.getByText(workerName)).toBeVisible();
});

test("Approve as Office only when the admin chooses it; Cancel decides nothing", async ({ page }, testInfo) => {
  const email = await pendingRegistration(testInfo, "Omar", "Lindgren");

  await signInAsAdmin(page);
  await page.goto("/admin");
  const registration = registrationEntry(page, email);
  await registration.getByRole("button", { name: "Approve Omar Lindgren" }).click();
  const dialog = page.getByRole("dialog", { name: "Approve Omar Lindgren" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(registration.getByText("Pending", { exact: true })).toBeVisible();

  await registration.getByRole("button", { name: "Approve Omar Lindgren" }).click();
  await expect(dialog.getByRole("combobox", { name: "Role" })).toHaveText("Crew");
  await dialog.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: "Office", exact: true }).click();
  await expect(dialog.getByText("Every screen but the admin dashboard, pay included.")).toBeVisible();
  await dialog.getByRole("button", { name: "Approve as Office" }).click();
  await expect(page.getByText("Registration approved successfully.")).toBeVisible();
  await expect(registration.getByText("Approved", { exact: true })).toBeVisible();

  await page.getByRole("tab", { name: "User Management" }).click();
  const account = accountEntry(page, email);
  await expect(account.getByRole("combobox", { name: /^Role of/ })).toHaveText("Office");
  await expect(account.getByText("Not linked")).toBeVisible();
});

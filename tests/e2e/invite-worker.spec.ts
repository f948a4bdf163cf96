// Issue 14: the office invites a worker from the roster; the worker opens the e-mailed link on their phone, chooses a
// password and lands on their dashboard as crew, linked to their worker record, with no approval queue. The link
// works once.
import { expect, test } from "@playwright/test";
import { adminApi, newContextLikeProject, signInAsAdmin, uniqueEmail } from "./support/accounts";
import { waitForMailMatch } from "./support/mailbox";

const INVITE_LINK = /https?:\/\/\S+\/auth\/accept-invite\?token=[\w-]+/;
const PASSWORD = "Invited-Passw0rd1";

test("the office invites a worker, who joins from the e-mailed link and lands on their dashboard", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail(testInfo, "invitee");
  const name = `Rosa Invite ${testInfo.project.name}`;
  const admin = await adminApi(testInfo);
  const created = await admin.post("/api/workers", { data: { name, role: "inhouse", category: "Carpentry", email, hourlyRate: "29.00" } });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();

  await test.step("Invite on the worker's card (a row action at a desk) sends the link", async () => {
    await signInAsAdmin(page);
    await page.goto("/workers");
    await page.getByPlaceholder("Search name, role or trade").fill(name);
    await page.getByRole("button", { name: `Invite ${name} to Crewline` }).click();
    const dialog = page.getByRole("dialog", { name: `Invite ${name} to Crewline` });
    await expect(dialog.getByText(email)).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: "Role" })).toHaveText("Crew");
    await dialog.getByRole("button", { name: "Send Invitation" }).click();
    await expect(page.getByRole("status").getByText("Invitation Sent")).toBeVisible();
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
});

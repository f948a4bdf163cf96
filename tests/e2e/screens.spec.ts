// Screenshots of the account screens for a person to look at (saved in screenshots/, never compared or asserted).
import path from "node:path";
import { type Page, expect, request, test } from "@playwright/test";
import { USER_PASSWORD, createActiveUser, signInAsAdmin, uniqueEmail } from "./support/accounts";

const DIR = path.resolve(import.meta.dirname, "../../screenshots");

async function shoot(page: Page, name: string, project: string) {
  await page.screenshot({ path: path.join(DIR, `accounts-${name}-${project}.png`), fullPage: true, animations: "disabled" });
}

test("account screens: admin dashboard and profile", async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  const api = await request.newContext({ baseURL: testInfo.project.use.baseURL });
  const registered = await api.post("/api/auth/register", {
    data: { email: uniqueEmail(testInfo, "screens"), password: USER_PASSWORD, firstName: "Rosa", lastName: "Delgado" },
  });
  expect(registered.status()).toBe(201);
  await api.dispose();
  await createActiveUser(testInfo, uniqueEmail(testInfo, "screens-user"));

  await signInAsAdmin(page);
  await page.goto("/admin");
  await expect(page.getByText("Rosa Delgado").filter({ visible: true }).first()).toBeVisible();
  await shoot(page, "admin-registrations", project);

  await page.getByRole("tab", { name: "User Management" }).click();
  await expect(page.getByRole("tabpanel").getByText("You", { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Make Admin/ }).first()).toBeVisible();
  await shoot(page, "admin-users", project);

  await page.goto("/profile");
  const form = page.getByRole("form", { name: "Change Password" });
  await form.getByLabel("New Password", { exact: true }).fill("abc");
  await form.getByRole("button", { name: "Show password" }).nth(1).click();
  await form.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Missing Information")).toBeVisible();
  await shoot(page, "profile", project);
});

// Issue 15, injury records: the office records an injury phoned in on the Safety screen (refused without a worker,
// with the message under Worker), sees it in the list and in the bell, marks it reviewed and it leaves the bell. A
// foreman's Safety screen has no injuries card. Screenshots of the office's card and dialog at 390 and 1280 px.
import { expect, type Page, test } from "@playwright/test";
import { signInWithEmail } from "./support/accounts";
import { createPersonWithRole, createWorkerRecord } from "./support/people";
import { shootBoth } from "./support/screenshots";

async function bellItem(page: Page, title: string) {
  await page.getByRole("button", { name: "Notifications" }).click();
  const item = page.getByRole("dialog").getByRole("link", { name: new RegExp(title) });
  return item;
}

test("the office records an injury, sees it in the bell, and marks it reviewed; a foreman sees no injuries", async ({ page, browser }, testInfo) => {
  const tag = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const office = await createPersonWithRole(testInfo, "user", `Olive Office ${tag}`);
  const workerName = `Ivan Injured ${tag}`;
  await createWorkerRecord(testInfo, workerName);

  await signInWithEmail(page, office.email, office.password);
  await page.goto("/safety");
  const card = page.getByRole("region", { name: "Injuries reported" });
  await expect(card.getByRole("heading", { name: /Injuries reported/ })).toBeVisible();

  await test.step("Record Injury refuses a missing worker under Worker, then records it", async () => {
    await card.getByRole("button", { name: "Record Injury" }).click();
    const dialog = page.getByRole("dialog", { name: "Record Injury" });
    await dialog.getByRole("button", { name: "Record Injury" }).click();
    await expect(dialog.getByText("Choose a worker")).toBeVisible();
    await expect(dialog.getByText("Choose a project")).toBeVisible();

    await dialog.getByRole("combobox", { name: "Worker" }).click();
    await page.getByRole("option", { name: workerName }).click();
    await dialog.getByRole("combobox", { name: "Project" }).click();
    await page.getByRole("option").first().click();
    await dialog.getByLabel("What happened").fill("Cut left hand on a rebar tie; first aid on site.");
    if (testInfo.project.name === "desktop") await shootBoth(page, "injury-dialog", { ready: dialog });
    await dialog.getByRole("button", { name: "Record Injury" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("status").getByText("Injury Recorded")).toBeVisible();
  });

  const item = card.getByRole("listitem").filter({ hasText: workerName });
  await expect(item).toContainText("Cut left hand on a rebar tie");
  await expect(item).toContainText(`Recorded by`);
  await expect(item.getByText("To review")).toBeVisible();
  if (testInfo.project.name === "desktop") await shootBoth(page, "injuries-card", { ready: item });

  await test.step("the bell names it and leads to Safety", async () => {
    const link = await bellItem(page, `Injury reported: ${workerName}`);
    await expect(link).toBeVisible();
    await page.keyboard.press("Escape");
  });

  await test.step("Mark reviewed takes it out of the bell; it is listed under the reviewed ones", async () => {
    await item.getByRole("button", { name: "Mark reviewed" }).click();
    await item.getByLabel("What was done? (optional)").fill("Sent to the clinic; report filed.");
    await item.getByRole("button", { name: "Mark reviewed" }).click();
    await expect(item).toHaveCount(0);
    await card.getByRole("button", { name: /^Show \d+ reviewed$/ }).click();
    await expect(item.getByText("Reviewed", { exact: true })).toBeVisible();
    await expect(item).toContainText("Reviewed by");
    await expect(item).toContainText("Done: Sent to the clinic; report filed.");
    await expect(item.getByRole("button", { name: "Mark reviewed" })).toHaveCount(0);
    await page.getByRole("button", { name: "Notifications" }).click();
    await expect(page.getByRole("dialog").getByText(`Injury reported: ${workerName}`)).toHaveCount(0);
    await page.keyboard.press("Escape");
  });

  await test.step("a foreman's Safety screen has no injuries", async () => {
    const foreman = await createPersonWithRole(testInfo, "foreman", `Fern Foreman ${tag}`);
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize()! });
    const foremanPage = await context.newPage();
    await signInWithEmail(foremanPage, foreman.email, foreman.password);
    await foremanPage.goto("/safety");
    await expect(foremanPage.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(foremanPage.getByText("Injuries reported")).toHaveCount(0);
    await context.close();
  });
});

// Safety on a phone: start a Daily Inspection for a project, tick every item, and see it Completed and counted.
import { expect, type Page, test } from "@playwright/test";

async function signInAsAdmin(page: Page) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Admin" }).click();
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill("E2e-Admin-Passw0rd");
  await page.getByRole("button", { name: "Admin Sign In" }).click();
  await expect(page.getByRole("button", { name: "Notifications" })).toBeVisible();
}

/**
 * The counters are computed from the stored checklists: each equals the cards of its status. (Other journeys running
 * alongside add and delete checklists, so the counts before and after are not compared.)
 */
async function expectCountersFollowCards(page: Page) {
  await expect(async () => {
    for (const label of ["Completed", "In Progress", "Pending"]) {
      const cards = page.getByTestId("checklist-card").filter({ has: page.getByTestId("checklist-status").getByText(label, { exact: true }) });
      expect(await page.getByTestId(`counter-${label}`).textContent(), label).toBe(String(await cards.count()));
    }
  }).toPass();
}

test("a daily inspection run to completion shows Completed with its date and moves the counters", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/safety");
  await expect(page.getByRole("heading", { name: "Safety Checklists" })).toBeVisible();
  await expect(page.getByTestId("checklist-card").first()).toBeVisible();

  await page.getByRole("button", { name: "Daily Inspection" }).click();
  // With several active projects the app asks which one.
  const chooser = page.getByRole("dialog", { name: "Daily Inspection" });
  await expect(chooser).toBeVisible();
  await chooser.getByRole("button", { name: "Start Daily Inspection" }).click();
  await expect(chooser.getByText("Choose a project")).toBeVisible();
  await chooser.getByRole("combobox", { name: "Project" }).click();
  const option = page.getByRole("option").first();
  const projectName = (await option.textContent())!.trim();
  await option.click();
  await chooser.getByRole("button", { name: "Start Daily Inspection" }).click();
  await expect(page.getByText("Checklist Created")).toBeVisible();

  const checklist = page.getByRole("dialog", { name: /Daily Site Inspection - / });
  await expect(checklist).toBeVisible();
  await expect(checklist).toContainText(projectName);
  await expect(checklist.getByTestId("checklist-status")).toHaveText("Pending");
  const boxes = checklist.getByRole("checkbox");
  const total = await boxes.count();
  expect(total).toBeGreaterThan(3);
  await expect(checklist.getByTestId("checklist-progress-text")).toHaveText(`0 of ${total} done · 0%`);

  await boxes.nth(0).click();
  await expect(page.getByText("Item Updated")).toBeVisible();
  await expect(checklist.getByTestId("checklist-status")).toHaveText("In Progress");
  for (let index = 1; index < total; index += 1) {
    await boxes.nth(index).click();
    await expect(boxes.nth(index)).toBeChecked();
  }
  await expect(checklist.getByTestId("checklist-progress-text")).toHaveText(`${total} of ${total} done · 100%`);
  await expect(checklist.getByTestId("checklist-status")).toHaveText("Completed");
  await expect(checklist.getByTestId("checklist-completed")).toContainText(/Completed on [A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M by /);
  await expect(checklist.getByTestId("checklist-item").first()).toContainText(/Done by .+ on /);
  await checklist.getByRole("button", { name: "Close" }).click();

  await expectCountersFollowCards(page);

  // It is stored, not just shown: after a reload the card still reads Completed with today's date.
  await page.reload();
  const card = page.getByTestId("checklist-card").filter({ hasText: projectName }).filter({ hasText: "Daily Site Inspection" }).first();
  await expect(card.getByTestId("checklist-status")).toHaveText("Completed");
  await expect(card).toContainText(/Completed [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(card).toContainText(`${total} of ${total} items`);
  await expectCountersFollowCards(page);
});

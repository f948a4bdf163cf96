// Issue 15, the company's cost codes: the office opens Cost Codes from the navigation, adds a code, is refused a code
// that exists (in another case) with the message under Code and nothing added, renames it, deactivates it (it moves
// to Deactivated) and reactivates it. A crew member has no Cost Codes entry and gets the not-found page at its
// address. Screenshots of the office's screen and dialog at 390 and 1280 px (desktop project) in the test's output.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { SCREEN_HEADINGS } from "../../shared/screens";
import { signInWithEmail } from "./support/accounts";
import { isDesk, mainNav, moreButton, openFromNav } from "./support/navigation";
import { createPersonWithRole } from "./support/people";
import { shootBoth } from "./support/screenshots";

const HEADING = SCREEN_HEADINGS["cost-codes-page"].title;

/** A code no other run or project has used, at most 20 characters. */
function uniqueCode(projectName: string): string {
  return `T${projectName.slice(0, 1).toUpperCase()}-${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 4)}`.toUpperCase();
}

/** The code's row (a desk table) or card (a phone) in one of the two lists: "Cost codes in use" or "Deactivated cost codes". */
function entryIn(page: Page, list: string, code: string, desk: boolean): Locator {
  const container = desk ? page.getByRole("table", { name: list }) : page.getByRole("list", { name: list });
  return container.getByTestId(desk ? "cost-code-row" : "cost-code-card").filter({ hasText: code });
}

test("the office adds, renames, deactivates and reactivates a cost code; a code that exists is refused", async ({ page }, testInfo) => {
  const desk = isDesk(testInfo.project.name);
  const shots = testInfo.project.name === "desktop";
  const office = await createPersonWithRole(testInfo, "user", `Olive Office ${testInfo.project.name}`);
  const code = uniqueCode(testInfo.project.name);

  await signInWithEmail(page, office.email, office.password);
  await openFromNav(page, "Cost Codes", desk);

  await test.step("Add Cost Code saves the code, which is listed in use", async () => {
    await page.getByRole("button", { name: "Add Cost Code" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add Cost Code" });
    await dialog.getByRole("button", { name: "Add Cost Code" }).click();
    await expect(dialog.getByText("Enter a code")).toBeVisible();
    await dialog.getByLabel("Code").fill(code);
    await dialog.getByLabel("Name").fill("Cast-in-place concrete");
    await dialog.getByRole("button", { name: "Add Cost Code" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("status").getByText("Cost Code Added")).toBeVisible();
    await expect(entryIn(page, "Cost codes in use", code, desk)).toContainText("Cast-in-place concrete");
  });

  await test.step("the same code in small letters is refused under Code, and nothing is added", async () => {
    await page.getByRole("button", { name: "Add Cost Code" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add Cost Code" });
    await dialog.getByLabel("Code").fill(code.toLowerCase());
    await dialog.getByLabel("Name").fill("Concrete again");
    await dialog.getByRole("button", { name: "Add Cost Code" }).click();
    // The message names the code that exists, as the list writes it.
    await expect(dialog.getByText(`A cost code ${code} already exists`)).toBeVisible();
    await expect(dialog.getByLabel("Code")).toHaveAttribute("aria-invalid", "true");
    if (shots) await shootBoth(page, "cost-codes-duplicate", { ready: dialog });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText("Concrete again")).toHaveCount(0);
  });

  await test.step("Edit renames it", async () => {
    await entryIn(page, "Cost codes in use", code, desk).getByRole("button", { name: `Edit ${code}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit ${code}` });
    await expect(dialog.getByLabel("Code")).toHaveValue(code);
    await dialog.getByLabel("Name").fill("Concrete forming");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(entryIn(page, "Cost codes in use", code, desk)).toContainText("Concrete forming");
    await expect(entryIn(page, "Cost codes in use", code, desk)).toContainText(/Changed \w{3} \d{1,2}, \d{4} by \S/);
    if (shots) await shootBoth(page, "cost-codes-list", { ready: page.getByRole("heading", { level: 1, name: HEADING }) });
  });

  await test.step("Deactivate moves it to Deactivated; Reactivate brings it back", async () => {
    await entryIn(page, "Cost codes in use", code, desk).getByRole("button", { name: `Deactivate ${code}` }).click();
    await expect(page.getByRole("status").getByText("Cost Code Deactivated")).toBeVisible();
    await expect(entryIn(page, "Deactivated cost codes", code, desk)).toBeVisible();
    await expect(entryIn(page, "Cost codes in use", code, desk)).toHaveCount(0);
    if (shots) await shootBoth(page, "cost-codes-deactivated", { ready: page.getByRole("heading", { level: 2, name: /Deactivated/ }) });
    await entryIn(page, "Deactivated cost codes", code, desk).getByRole("button", { name: `Reactivate ${code}` }).click();
    await expect(entryIn(page, "Cost codes in use", code, desk)).toBeVisible();
  });
});

test("a crew member has no Cost Codes, even by its address", async ({ page }, testInfo) => {
  const desk = isDesk(testInfo.project.name);
  const crew = await createPersonWithRole(testInfo, "crew", `Carl Crew ${testInfo.project.name}`);
  await signInWithEmail(page, crew.email, crew.password);
  if (desk) {
    await expect(mainNav(page).getByRole("link", { name: "Safety" })).toBeVisible();
  } else {
    await moreButton(page).click();
    await expect(page.getByRole("menu").getByRole("menuitem").first()).toBeVisible();
    await expect(page.getByRole("menu").getByRole("menuitem", { name: "Cost Codes" })).toHaveCount(0);
    await page.keyboard.press("Escape");
  }
  await expect(mainNav(page).getByRole("link", { name: "Cost Codes" })).toHaveCount(0);
  await page.goto("/cost-codes");
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Cost Code" })).toHaveCount(0);
});

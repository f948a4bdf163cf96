// The project page's Delete button is shown only to those the server lets delete a project (administrators:
// DELETE /api/projects/:id is admin-only); everyone else still edits the project.
import { expect, test } from "@playwright/test";
import { createActiveUser, signInAsAdmin, signInWithEmail, uniqueEmail, USER_PASSWORD } from "./support/accounts";

async function firstProjectId(page: import("@playwright/test").Page): Promise<number> {
  const projects = (await (await page.request.get("/api/projects")).json()) as { id: number }[];
  expect(projects.length).toBeGreaterThan(0);
  return projects[0].id;
}

test("an administrator sees Delete on the project page", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`/projects/${await firstProjectId(page)}`);
  await expect(page.getByRole("button", { name: "Edit", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete", exact: true })).toBeVisible();
});

test("a signed-in user who is not an administrator sees Edit and no Delete", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "field");
  await createActiveUser(testInfo, email);
  await signInWithEmail(page, email, USER_PASSWORD);
  const projectId = await firstProjectId(page);
  // The server agrees: the request the button would make is refused.
  expect((await page.request.delete(`/api/projects/${projectId}`)).status()).toBe(403);

  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole("button", { name: "Edit", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete", exact: true })).toHaveCount(0);
});

// Issue 14 on a phone, Workers and Materials: a crew member sees only their own worker card, without a rate or any
// control (Materials is not theirs: roles-navigation.spec.ts); a foreman sees their crew without rates, the stock
// levels without costs, and records use of a material on their own project; an unlinked foreman is told so once and
// offered nothing to record. Neither screen fires a request the role is refused. Record use reads GET /api/projects,
// open to foremen (their projects only) since roles-projects.
import { type APIRequestContext, expect, test } from "@playwright/test";
import { NOT_LINKED_MESSAGE } from "@shared/domain/account-roles";
import { screenHeading } from "@shared/screens";
import { adminApi, createActiveUser, signInWithEmail, uniqueEmail, USER_PASSWORD } from "./support/accounts";
import { addToTeam, createPersonWithRole, createWorkerRecord } from "./support/people";
import { refusedRequests } from "./support/refused-requests";

async function created<T>(res: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<T> {
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

async function createProject(api: APIRequestContext, name: string): Promise<number> {
  return (await created<{ id: number }>(await api.post("/api/projects", { data: { name, location: "Denver, CO", endDate: "2026-12-31" } }))).id;
}

test("a crew member sees only their own worker card, with no rate and no controls", async ({ page }, testInfo) => {
  const stamp = `${Date.now()}`;
  const api = await adminApi(testInfo);
  const projectId = await createProject(api, `Crew Site ${stamp}`);
  await api.dispose();
  const crew = await createPersonWithRole(testInfo, "crew", `Cora Crew ${stamp}`);
  const mate = await createWorkerRecord(testInfo, `Milo Mate ${stamp}`);
  await addToTeam(testInfo, projectId, [crew.workerId, mate]);

  await signInWithEmail(page, crew.email, crew.password);
  const refused = refusedRequests(page, { screens: /^\/(workers|materials)$/ });
  await page.goto("/workers");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Workers", level: 1 })).toBeVisible();
  // The line under the heading says what is here, not the office's "rates and who is active".
  await expect(main.getByText(screenHeading("workers-page", "crew").description)).toBeVisible();
  await expect(main).not.toContainText("rates");
  const card = page.getByTestId("worker-card");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(crew.workerName);
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expect(main.getByText(`Milo Mate ${stamp}`)).toHaveCount(0);
  // The rate the admin set (34.25) is not on the phone, and nothing here changes anything.
  await expect(main).not.toContainText("$");
  await expect(main).not.toContainText("/hr");
  await expect(main.getByRole("switch")).toHaveCount(0);
  await expect(main.getByRole("button", { name: /Add Worker|Import CSV|Edit/ })).toHaveCount(0);
  expect(refused).toEqual([]);
});

test("a foreman sees their crew without rates, stock without costs, and records use on their project", async ({ page }, testInfo) => {
  const stamp = `${Date.now()}`;
  const materialName = `Joist Hangers ${stamp}`;
  const projectName = `Foreman Site ${stamp}`;
  const api = await adminApi(testInfo);
  const projectId = await createProject(api, projectName);
  const elsewhere = await createProject(api, `Other Site ${stamp}`);
  const material = await created<{ id: number }>(
    await api.post("/api/materials", {
      data: { name: materialName, category: "Hardware", unit: "boxes", unitCost: "18.75", currentStock: 40, minStockLevel: 5 },
    }),
  );
  await created(await api.post(`/api/materials/${material.id}/transactions`, { data: { transactionType: "used", quantity: 3, projectId: elsewhere } }));
  await api.dispose();
  const foreman = await createPersonWithRole(testInfo, "foreman", `Fern Foreman ${stamp}`);
  const mate = await createWorkerRecord(testInfo, `Cal Crew ${stamp}`);
  const stranger = await createWorkerRecord(testInfo, `Sid Stranger ${stamp}`);
  await addToTeam(testInfo, projectId, [foreman.workerId, mate]);
  await addToTeam(testInfo, elsewhere, [stranger]);

  await signInWithEmail(page, foreman.email, foreman.password);
  const refused = refusedRequests(page, { screens: /^\/(workers|materials)$/ });
  const main = page.getByRole("main");

  // Their crew, without rates or controls; a worker on someone else's project is not in it.
  await page.goto("/workers");
  await expect(main.getByText(screenHeading("workers-page", "foreman").description)).toBeVisible();
  const cards = page.getByTestId("worker-card");
  await expect(cards.filter({ hasText: `Cal Crew ${stamp}` })).toHaveCount(1);
  await expect(cards.filter({ hasText: foreman.workerName })).toHaveCount(1);
  await expect(cards).toHaveCount(2);
  await expect(main.getByText(`Sid Stranger ${stamp}`)).toHaveCount(0);
  await expect(main).not.toContainText("$");
  await expect(main.getByRole("switch")).toHaveCount(0);
  await expect(main.getByRole("button", { name: /Add Worker|Import CSV|Edit/ })).toHaveCount(0);

  // Stock levels, without unit cost, total value or the Total Value card, and no catalogue changes.
  await page.goto("/materials");
  await expect(main.getByText(screenHeading("materials-page", "foreman").description)).toBeVisible();
  await expect(page.getByRole("region", { name: "Inventory summary" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Inventory summary" })).not.toContainText("Total Value");
  await page.getByLabel("Search").fill(materialName);
  const card = page.getByRole("article", { name: materialName });
  await expect(card.getByTestId("current-stock")).toHaveText(/^37\s+boxes$/);
  await expect(card).not.toContainText("Unit cost");
  await expect(card).not.toContainText("$");
  await expect(main.getByRole("button", { name: /Add Material|^Edit/ })).toHaveCount(0);

  // Record use: a use only, on one of their projects; the stock drops and the history shows it, without a cost.
  await card.getByRole("button", { name: `Record use of ${materialName}` }).click();
  const dialog = page.getByRole("dialog", { name: "Record Use" });
  await expect(dialog.getByLabel("Unit cost ($)")).toHaveCount(0);
  await dialog.getByLabel(/^Quantity/).fill("6");
  await expect(dialog.getByTestId("stock-preview")).toContainText("31 boxes");
  await dialog.getByRole("combobox", { name: /^Project/ }).click();
  await expect(page.getByRole("option", { name: `Other Site ${stamp}` })).toHaveCount(0);
  await page.getByRole("option", { name: projectName }).click();
  await dialog.getByRole("button", { name: "Record Use" }).click();
  await expect(page.getByText("Stock Updated")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId("current-stock")).toHaveText(/^31\s+boxes$/);

  await card.getByRole("button", { name: `History of ${materialName}` }).click();
  const history = page.getByRole("dialog", { name: "Stock History" });
  const movements = history.getByTestId("material-movement");
  // Only the movement on their project: the use on the other site is not theirs to see.
  await expect(movements).toHaveCount(1);
  await expect(movements).toContainText(projectName);
  await expect(movements).toContainText("-6 boxes");
  await expect(history).not.toContainText("Cost");
  expect(refused).toEqual([]);
});

test("a foreman whose account is not linked yet is told so, sees the stock, and is offered nothing to record", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "unlinked-foreman");
  await createActiveUser(testInfo, email, USER_PASSWORD, { role: "foreman" });
  await signInWithEmail(page, email, USER_PASSWORD);
  const refused = refusedRequests(page, { screens: /^\/(workers|materials)$/ });
  await page.goto("/workers");
  // The shell's strip says why once; the screen says what will change.
  await expect(page.getByText(NOT_LINKED_MESSAGE)).toHaveCount(1);
  await expect(page.getByText("Your crew shows here once the office links your account to your worker record.")).toBeVisible();
  await expect(page.getByTestId("worker-card")).toHaveCount(0);

  await page.goto("/materials");
  await expect(page.getByText(NOT_LINKED_MESSAGE)).toHaveCount(1);
  await expect(page.getByTestId("material-card").first()).toBeVisible();
  await expect(page.getByRole("main").getByRole("button", { name: /^(Record use|History) of / })).toHaveCount(0);
  expect(refused).toEqual([]);
});

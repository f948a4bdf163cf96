// Issue 14 on a phone: a crew member sees only their own project, adds a site photo and finds no office controls; a
// foreman updates their project's progress and reads its team without pay rates. Neither sees a budget, opens another
// project, or is refused a request by the screens they use.
import { type Browser, expect, type Page, test, type TestInfo } from "@playwright/test";
import sharp from "sharp";
import { adminApi, newContextLikeProject, signInWithEmail } from "./support/accounts";
import { addToTeam, createPersonWithRole, createWorkerRecord } from "./support/people";
import { refusedRequests } from "./support/refused-requests";

const BUDGET = "480000.00";
const BUDGET_SHOWN = "$480,000";
const RATE_SHOWN = "34.25";

async function createProject(testInfo: TestInfo, name: string): Promise<number> {
  const admin = await adminApi(testInfo);
  const res = await admin.post("/api/projects", { data: { name, location: "1200 Larimer St, Denver", endDate: "2027-06-30", budget: BUDGET } });
  expect(res.status(), await res.text()).toBe(201);
  const id = ((await res.json()) as { id: number }).id;
  await admin.dispose();
  return id;
}

/** A signed-in page of its own (cookies of its own) that records every API request the server refused or failed. */
async function signedInPage(browser: Browser, testInfo: TestInfo, email: string, password: string) {
  const context = await newContextLikeProject(browser, testInfo);
  const page = await context.newPage();
  const refused = refusedRequests(page);
  await signInWithEmail(page, email, password);
  return { page, refused, close: () => context.close() };
}

async function expectNoMoney(page: Page) {
  await expect(page.getByText(BUDGET_SHOWN)).toHaveCount(0);
  await expect(page.getByText("Budget", { exact: true })).toHaveCount(0);
  await expect(page.getByText(RATE_SHOWN)).toHaveCount(0);
}

test("crew add a photo to their own project; a foreman sets its progress and reads the team without rates", async ({ browser }, testInfo) => {
  const stamp = Date.now();
  const ours = `Roles Site ${stamp}`;
  const theirs = `Other Site ${stamp}`;
  const oursId = await createProject(testInfo, ours);
  const theirsId = await createProject(testInfo, theirs);
  const crew = await createPersonWithRole(testInfo, "crew", `Casey Crew ${stamp}`);
  const foreman = await createPersonWithRole(testInfo, "foreman", `Frankie Foreman ${stamp}`);
  await addToTeam(testInfo, oursId, [crew.workerId, foreman.workerId]);
  await addToTeam(testInfo, theirsId, [await createWorkerRecord(testInfo, `Elsewhere ${stamp}`)]);

  // The crew member: their own figures, their one project, a photo added; no office controls, no money.
  const asCrew = await signedInPage(browser, testInfo, crew.email, crew.password);
  const page = asCrew.page;
  await expect(page.getByText("My Jobs Today")).toBeVisible();
  await expect(page.getByText("My Hours This Week")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add New Project" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Update Progress" })).toHaveCount(0);
  await page.goto("/projects");
  await expect(page.getByRole("heading", { name: ours, level: 2 })).toBeVisible();
  await expect(page.getByText(theirs)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add Project" })).toHaveCount(0);
  await expectNoMoney(page);
  await page.getByRole("link", { name: "View Details" }).click();
  await expect(page.getByRole("heading", { name: ours, level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Edit progress" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Manage Team" })).toHaveCount(0);
  await expect(page.getByText(crew.workerName)).toBeVisible();
  await expectNoMoney(page);
  await page.getByRole("tab", { name: "Photos" }).click();
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#15803d" } }).png().toBuffer();
  await page.locator('input[type="file"]').setInputFiles({ name: "rebar.png", mimeType: "image/png", buffer: png });
  await page.getByLabel("Caption (optional)").fill("Rebar before the pour");
  await page.getByRole("button", { name: "Upload Photo" }).click();
  await expect(page.getByText("Photo uploaded successfully")).toBeVisible();
  await expect(page.getByRole("img", { name: "Rebar before the pour" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Delete photo/ })).toHaveCount(0);
  // Another project's page is not there for them.
  await page.goto(`/projects/${theirsId}`);
  await expect(page.getByRole("heading", { name: "Project Not Found" })).toBeVisible();
  expect(asCrew.refused).toEqual([]);
  await asCrew.close();

  // The foreman: their projects' figures, the progress control, the team without rates, the crew's photo.
  const asForeman = await signedInPage(browser, testInfo, foreman.email, foreman.password);
  const fpage = asForeman.page;
  await expect(fpage.getByText("Crew Hours This Week")).toBeVisible();
  await expect(fpage.getByRole("button", { name: "Add New Project" })).toHaveCount(0);
  await fpage.goto("/projects");
  await expect(fpage.getByText(theirs)).toHaveCount(0);
  await fpage.getByRole("link", { name: "View Details" }).click();
  await expect(fpage.getByRole("heading", { name: ours, level: 1 })).toBeVisible();
  await expect(fpage.getByRole("button", { name: "Edit", exact: true })).toHaveCount(0);
  await fpage.getByRole("button", { name: "Edit progress" }).click();
  await fpage.getByLabel("Progress percent (0-100)").fill("55");
  await fpage.getByRole("button", { name: "Save progress" }).click();
  await expect(fpage.getByText("Progress Updated")).toBeVisible();
  await expect(fpage.getByText("0% → 55%")).toBeVisible();
  await expect(fpage.getByRole("heading", { name: "Assigned Workers (2)" })).toBeVisible();
  await expect(fpage.getByText(crew.workerName)).toBeVisible();
  await expect(fpage.getByText(foreman.workerName)).toBeVisible();
  await expect(fpage.getByRole("button", { name: "Manage Team" })).toHaveCount(0);
  await expectNoMoney(fpage);
  await fpage.getByRole("tab", { name: "Photos" }).click();
  await expect(fpage.getByRole("img", { name: "Rebar before the pour" })).toBeVisible();
  // The dashboard's Update Progress dialog offers their project only.
  await fpage.goto("/");
  await fpage.getByRole("button", { name: "Update Progress" }).first().click();
  const dialog = fpage.getByRole("dialog", { name: "Update Progress" });
  await dialog.getByLabel("Project").click();
  await expect(fpage.getByRole("option")).toHaveText([`${ours} (55%)`]);
  await fpage.keyboard.press("Escape");
  expect(asForeman.refused).toEqual([]);
  await asForeman.close();
});

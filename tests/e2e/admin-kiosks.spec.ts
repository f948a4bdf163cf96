// Issue 14, site kiosks, the admin's side: an admin sets a worker's kiosk PIN on the roster (a guessable or non-digit
// PIN is refused as it is typed and on Save, and nothing is stored) and sees it in the worker's history; changes the
// kiosk photo settings (a bad number of days is refused in place); makes this device a kiosk, which signs it out and
// opens the kiosk screen; then from another browser revokes that kiosk, which the tablet feels at its next request.
// The office sets and removes PINs too, but archiving and deleting stay the admin's. On a phone (cards) and at a desk
// (tables).
import { type Page } from "@playwright/test";
import { expect, test } from "./support/kiosk-settings";
import { KIOSK_SETTINGS_DEFAULTS } from "../../shared/api/kiosks";
import { PIN_FORMAT_MESSAGE, PIN_GUESSABLE_MESSAGE } from "../../shared/domain/kiosk-pin";
import { KIOSK_PATH } from "../../shared/screens";
import { adminApi, createActiveUser, newContextLikeProject, signInAsAdmin, signInWithEmail, uniqueEmail, USER_PASSWORD } from "./support/accounts";
import { addToTeam, createWorkerRecord } from "./support/people";

/** The worker's card on a phone or table row at a desk. */
const workerEntry = (page: Page, name: string) => page.getByTestId("worker-card").or(page.getByTestId("worker-row")).filter({ hasText: name });
const kioskEntry = (page: Page, name: string) => page.getByTestId("kiosk-card").or(page.getByTestId("kiosk-row")).filter({ hasText: name });

test("an admin sets a kiosk PIN, changes the kiosk settings, makes this device a kiosk and revokes it from another", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const workerName = `Kira Kiosk ${tag}`;
  const projectName = `Kiosk Site ${tag}`;
  const kioskName = `Gate tablet ${tag}`;
  const admin = await adminApi(testInfo);
  const project = await admin.post("/api/projects", { data: { name: projectName, location: "Denver", status: "in-progress", endDate: "2030-12-31" } });
  expect(project.status(), await project.text()).toBe(201);
  const projectId = ((await project.json()) as { id: number }).id;
  const workerId = await createWorkerRecord(testInfo, workerName);
  await addToTeam(testInfo, projectId, [workerId]);
  const hasPin = async () => ((await (await admin.get("/api/workers")).json()) as { id: number; hasPin: boolean }[]).find((w) => w.id === workerId)?.hasPin;

  await signInAsAdmin(page);

  await test.step("on the roster: a guessable or non-digit PIN is refused and stored nowhere; a good one is set", async () => {
    await page.goto("/workers");
    await page.getByRole("searchbox", { name: "Search workers" }).fill(workerName);
    const entry = workerEntry(page, workerName);
    await expect(entry).toHaveCount(1);
    await expect(entry.getByText("PIN set")).toHaveCount(0);
    await page.getByRole("button", { name: `More actions for ${workerName}` }).click();
    await page.getByRole("menuitem", { name: "Set Kiosk PIN" }).click();
    const dialog = page.getByRole("dialog", { name: `Set kiosk PIN · ${workerName}` });
    const pin = dialog.getByLabel("New PIN");
    await expect(pin).toHaveAttribute("type", "password");
    await expect(pin).toHaveAttribute("inputmode", "numeric");

    await pin.fill("1234");
    await expect(dialog.getByRole("alert")).toHaveText(PIN_GUESSABLE_MESSAGE);
    await dialog.getByRole("button", { name: "Set PIN" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(PIN_GUESSABLE_MESSAGE);
    await pin.fill("12a4");
    await expect(dialog.getByRole("alert")).toHaveText(PIN_FORMAT_MESSAGE);
    await dialog.getByRole("button", { name: "Set PIN" }).click();
    await expect(dialog).toBeVisible();
    expect(await hasPin()).toBe(false);

    await pin.fill("4827");
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Show PIN" }).click();
    await expect(pin).toHaveAttribute("type", "text");
    await dialog.getByRole("button", { name: "Set PIN" }).click();
    await expect(page.getByRole("status").getByText("Kiosk PIN Set")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(entry.getByText("PIN set")).toBeVisible();
    expect(await hasPin()).toBe(true);
  });

  await test.step("the worker's history says who set it", async () => {
    await page.getByRole("button", { name: `History of ${workerName}` }).click();
    const history = page.getByTestId("worker-history");
    await expect(history.getByRole("listitem").first()).toContainText("Kiosk PIN set");
    await expect(history.getByRole("listitem").first()).toContainText("by Administrator");
    await page.keyboard.press("Escape");
  });

  await test.step("kiosk settings: a bad number of days is refused in place; good ones are saved", async () => {
    await page.goto("/admin");
    const settings = page.getByRole("form", { name: "Kiosk settings" });
    const photos = settings.getByRole("switch", { name: "Take a photo at every kiosk punch" });
    const days = settings.getByLabel("Keep punch photos for (days)");
    await expect(photos).not.toBeChecked();
    await expect(days).toHaveValue("90");
    await photos.click();
    await days.fill("0");
    await settings.getByRole("button", { name: "Save kiosk settings" }).click();
    await expect(settings.getByRole("alert")).toHaveText("Keep punch photos for a whole number of days from 1 to 3650");
    expect(await (await admin.get("/api/settings/kiosk")).json()).toEqual(KIOSK_SETTINGS_DEFAULTS);

    await days.fill("30");
    await settings.getByRole("button", { name: "Save kiosk settings" }).click();
    await expect(page.getByRole("status").getByText("Kiosks take a photo at every punch; photos are deleted after 30 days.")).toBeVisible();
    expect(await (await admin.get("/api/settings/kiosk")).json()).toEqual({ photosOnPunch: true, photoRetentionDays: 30 });
  });

  await test.step("make this device a kiosk: it is signed out and shows the kiosk's address", async () => {
    await page.getByRole("button", { name: "Make this device a kiosk" }).click();
    const dialog = page.getByRole("dialog", { name: "Make this device a kiosk" });
    await expect(dialog).toContainText("You will be signed out here, and this device will show only the kiosk for the project you choose");
    await dialog.getByRole("button", { name: "Sign out and make kiosk" }).click();
    await expect(dialog.getByText("Choose the project this kiosk is for")).toBeVisible();
    await expect(dialog.getByText("Give the kiosk a name, such as 'Gate tablet'")).toBeVisible();
    await dialog.getByRole("combobox", { name: "Project" }).click();
    await page.getByRole("option", { name: projectName }).click();
    await dialog.getByLabel("Name", { exact: true }).fill(kioskName);
    await dialog.getByRole("button", { name: "Sign out and make kiosk" }).click();
    await expect(page).toHaveURL(new RegExp(`${KIOSK_PATH}$`));
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
    expect((await page.request.get("/api/kiosk")).status()).toBe(200);
  });

  await test.step("from another browser the admin sees the kiosk and revokes it; the tablet is refused next", async () => {
    const desk = await newContextLikeProject(browser, testInfo);
    const other = await desk.newPage();
    await signInAsAdmin(other);
    await other.goto("/admin");
    const entry = kioskEntry(other, kioskName);
    await expect(entry).toContainText(projectName);
    await expect(entry).toContainText("by Administrator");
    await expect(entry.getByText("In use")).toBeVisible();
    await other.getByRole("button", { name: `Revoke ${kioskName}` }).click();
    const confirm = other.getByRole("dialog", { name: "Revoke this kiosk?" });
    await expect(confirm).toContainText(`${kioskName} (${projectName}) stops working at its next tap`);
    await confirm.getByRole("button", { name: "Revoke Kiosk" }).click();
    await expect(other.getByRole("status").getByText("Kiosk Revoked")).toBeVisible();
    // Made by and revoked by: the same account.
    await expect(entry.getByText(/by Administrator/)).toHaveCount(2);
    await expect(entry.getByText("In use")).toHaveCount(0);
    await expect(other.getByRole("button", { name: `Revoke ${kioskName}` })).toHaveCount(0);
    expect((await page.request.get("/api/kiosk")).status()).toBe(401);
    await desk.close();
  });
  await admin.dispose();
});

test("the office changes and removes a kiosk PIN; archiving and deleting stay the admin's", async ({ page }, testInfo) => {
  const workerName = `Omar Office ${testInfo.project.name} ${Date.now().toString(36)}`;
  const workerId = await createWorkerRecord(testInfo, workerName);
  const admin = await adminApi(testInfo);
  expect((await admin.put(`/api/workers/${workerId}/pin`, { data: { pin: "4827" } })).ok()).toBe(true);
  const hasPin = async () => ((await (await admin.get("/api/workers")).json()) as { id: number; hasPin: boolean }[]).find((w) => w.id === workerId)?.hasPin;
  const email = uniqueEmail(testInfo, "office");
  await createActiveUser(testInfo, email, USER_PASSWORD, { role: "user" });
  await signInWithEmail(page, email, USER_PASSWORD);

  await page.goto("/workers");
  await page.getByRole("searchbox", { name: "Search workers" }).fill(workerName);
  const entry = workerEntry(page, workerName);
  await expect(entry.getByText("PIN set")).toBeVisible();
  await page.getByRole("button", { name: `More actions for ${workerName}` }).click();
  await expect(page.getByRole("menuitem", { name: "Change Kiosk PIN" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Archive Worker" })).toHaveCount(0);
  await expect(page.getByRole("menuitem", { name: "Delete Worker" })).toHaveCount(0);
  await page.getByRole("menuitem", { name: "Change Kiosk PIN" }).click();
  const dialog = page.getByRole("dialog", { name: `Change kiosk PIN · ${workerName}` });
  await dialog.getByLabel("New PIN").fill("5938");
  await dialog.getByRole("button", { name: "Change PIN" }).click();
  await expect(page.getByRole("status").getByText("Kiosk PIN Changed")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: `More actions for ${workerName}` }).click();
  await page.getByRole("menuitem", { name: "Remove Kiosk PIN" }).click();
  const confirm = page.getByRole("dialog", { name: "Remove the kiosk PIN?" });
  await expect(confirm).toContainText(`${workerName} can no longer clock in or out at a site kiosk until a new PIN is set.`);
  await confirm.getByRole("button", { name: "Remove PIN" }).click();
  await expect(page.getByRole("status").getByText("Kiosk PIN Removed")).toBeVisible();
  await expect(entry.getByText("PIN set")).toHaveCount(0);
  expect(await hasPin()).toBe(false);

  // The history, with the office's changes in it, is the admin's.
  const changes = (await (await admin.get(`/api/workers/${workerId}/changes`)).json()) as { field: string; from: unknown; to: unknown }[];
  expect(changes.filter((c) => c.field === "pin").map((c) => [c.from, c.to])).toEqual([
    [true, false],
    [true, true],
    [false, true],
  ]);
  await admin.dispose();
});

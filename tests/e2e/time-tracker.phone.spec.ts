// The timesheet's tracker card on a phone: its worker and project pickers load their code when first tapped (a
// stand-in that looks and reads the same is drawn until then), and a punch goes in and out with the phone's fix;
// without a fix it shows the spec's 'Location Error' and sends nothing.
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts";
import { failEveryFix } from "./support/failing-geolocation";

test("clock a new worker in and out from the tracker card, picking with a tap and with the keyboard", async ({ page, context }) => {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 39.7392, longitude: -104.9903, accuracy: 10 });
  await signInAsAdmin(page);
  const name = `Tracker Worker ${Date.now()}`;
  const created = await page.request.post("/api/workers", { data: { name, role: "inhouse", category: "Framing", hourlyRate: "31.50" } });
  expect(created.status(), await created.text()).toBe(201);
  const projects = (await (await page.request.get("/api/projects")).json()) as { name: string; status: string }[];
  const project = projects.filter((p) => p.status !== "completed").map((p) => p.name).sort((a, b) => a.localeCompare(b))[0];

  await page.goto("/timesheet");
  const worker = page.getByRole("combobox", { name: "Worker" });
  await expect(worker).toHaveText("Select worker");
  await expect(page.getByRole("button", { name: "Clock In", exact: true })).toBeDisabled();

  // A tap on the stand-in loads the select and opens it.
  await worker.click();
  await page.getByRole("option", { name, exact: true }).click();
  await expect(worker).toHaveText(name);

  // The project picker, from the keyboard: focus, Enter opens it, then the option.
  const projectPicker = page.getByRole("combobox", { name: "Project" });
  await projectPicker.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("option", { name: project, exact: true }).click();
  await expect(projectPicker).toHaveText(project);

  await page.getByLabel("Notes (optional)").fill("Tracker e2e");
  await page.getByRole("button", { name: "Clock In", exact: true }).click();
  await expect(page.getByText("Clocked in successfully")).toBeVisible();
  await expect(page.getByText(`Working at ${project}`)).toBeVisible();

  await page.getByRole("button", { name: "Clock Out", exact: true }).click();
  await expect(page.getByText("Clocked out successfully")).toBeVisible();
  const entries = (await (await page.request.get(`/api/time-entries?workerId=${((await created.json()) as { id: number }).id}`)).json()) as {
    clockOutTime: string | null;
    location: string | null;
    clockOutLocation: string | null;
    notes: string | null;
  }[];
  expect(entries).toHaveLength(1);
  expect(entries[0].clockOutTime).not.toBeNull();
  expect(entries[0].location).toMatch(/^39\.7392\d*,-104\.9903\d*$/);
  expect(entries[0].clockOutLocation).toMatch(/^39\.7392\d*,-104\.9903\d*$/);
  expect(entries[0].notes).toBe("Tracker e2e");
});

test("a failed fix on the tracker card shows 'Location Error' in the tracker's words and sends no punch", async ({ page }) => {
  await failEveryFix(page, 2);
  await signInAsAdmin(page);
  const name = `No Fix Worker ${Date.now()}`;
  const created = await page.request.post("/api/workers", { data: { name, role: "inhouse", category: "Framing", hourlyRate: "31.50" } });
  expect(created.status(), await created.text()).toBe(201);
  const workerId = ((await created.json()) as { id: number }).id;
  const projects = (await (await page.request.get("/api/projects")).json()) as { name: string; status: string }[];
  const project = projects.filter((p) => p.status !== "completed").map((p) => p.name).sort((a, b) => a.localeCompare(b))[0];

  await page.goto("/timesheet");
  await page.getByRole("combobox", { name: "Worker" }).click();
  await page.getByRole("option", { name, exact: true }).click();
  await page.getByRole("combobox", { name: "Project" }).click();
  await page.getByRole("option", { name: project, exact: true }).click();
  await page.getByRole("button", { name: "Clock In", exact: true }).click();

  const toast = page.getByRole("alert").filter({ hasText: "Location Error" });
  await expect(toast).toContainText("Location information unavailable");
  await expect(toast).not.toContainText("is unavailable");
  await expect(page.getByRole("button", { name: "Clock In", exact: true })).toBeEnabled();
  const entries = (await (await page.request.get(`/api/time-entries?workerId=${workerId}`)).json()) as unknown[];
  expect(entries).toEqual([]);
});

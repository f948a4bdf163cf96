// The admin dashboard offers "Remove demo data" while the demo company is there, behind a confirmation that lists the
// company's own entries made on the demo during the trial, which go with it (issue 26 item 10). The shared e2e server
// keeps its demo (other journeys use it), so this journey cancels; removal itself, its refusals and its races are in
// tests/api/demo-data.test.ts, and first-hour.spec.ts removes it on a server of its own.
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts";
import { shootBoth } from "./support/screenshots";

test("the admin sees the demo company's counts, the trial's own entries and a confirmation; Cancel removes nothing", async ({ page }) => {
  await signInAsAdmin(page);
  const stamp = Date.now().toString(36);
  // A trial shift: the company's own worker on a demo project, added by hand last month.
  const projects = (await (await page.request.get("/api/projects")).json()) as { id: number; name: string }[];
  const status = (await (await page.request.get("/api/admin/demo-data")).json()) as { counts: { projects: number } };
  expect(status.counts.projects).toBeGreaterThan(0);
  const demoProject = projects.find((p) => p.name === "RiNo Brighton Lofts");
  expect(demoProject, "the demo's RiNo Brighton Lofts").toBeTruthy();
  const worker = await page.request.post("/api/workers", { data: { name: `Trial Worker ${stamp}`, role: "inhouse", category: "Carpentry", hourlyRate: 28 } });
  expect(worker.ok(), await worker.text()).toBe(true);
  const day = new Date(Date.now() - 30 * 86_400_000);
  const at = (hour: number) => new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour)).toISOString();
  const entry = await page.request.post("/api/time-entries", {
    data: { workerId: ((await worker.json()) as { id: number }).id, projectId: demoProject!.id, clockInTime: at(15), clockOutTime: at(19), reason: "Trial" },
  });
  expect(entry.ok(), await entry.text()).toBe(true);

  const before = (await (await page.request.get("/api/admin/demo-data")).json()) as { counts: { projects: number; workers: number }; trialEntries: { count: number } };
  expect(before.trialEntries.count).toBeGreaterThan(0);

  await page.goto("/admin");
  const card = page.getByRole("region", { name: "Demo company" });
  await expect(card).toContainText(`${before.counts.projects} projects, ${before.counts.workers} workers`);
  await card.getByRole("button", { name: "Remove demo data" }).click();

  const dialog = page.getByRole("dialog", { name: "Remove demo data?" });
  await expect(dialog.getByTestId("trial-entries")).toContainText(
    `Also ${before.trialEntries.count} of your time entries made on demo projects or for demo workers, approved or not:`,
  );
  await expect(dialog).toContainText("Each stays in the audit as a deleted entry. Your account, the settings and the rest of what your company entered stay.");
  await expect(dialog.getByRole("button", { name: "Remove demo data" })).toBeVisible();
  await shootBoth(page, "admin-remove-demo-dialog", { ready: dialog });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await expect(card).toBeVisible();
  expect(await (await page.request.get("/api/admin/demo-data")).json()).toEqual(before);
});

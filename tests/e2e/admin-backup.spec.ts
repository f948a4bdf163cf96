// The admin saves a backup of the whole database from the Admin screen (issue 12, item 10): a dated .tar.gz on the
// embedded database, the pg_dump line when the server runs on PostgreSQL.
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { PG_DUMP_COMMAND, type BackupInfo } from "../../shared/api/backup";
import { signInAsAdmin } from "./support/accounts";

test("the admin downloads a backup from the Admin screen, or reads the pg_dump line on PostgreSQL", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin");
  const card = page.getByRole("heading", { name: "Backup" });
  await expect(card).toBeVisible();

  const info = (await (await page.request.get("/api/admin/backup/info")).json()) as BackupInfo;
  if (info.method === "download") {
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download Backup" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^crewline-backup-\d{4}-\d{2}-\d{2}-\d{4}\.tar\.gz$/);
    const bytes = fs.readFileSync((await download.path())!);
    // gzip's magic number, and more than a manifest: the database is in it.
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    expect(bytes.length).toBeGreaterThan(100_000);
  } else {
    await expect(page.getByText(PG_DUMP_COMMAND)).toBeVisible();
    await expect(page.getByRole("link", { name: "Download Backup" })).toHaveCount(0);
  }
});

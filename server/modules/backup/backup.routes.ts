// HTTP for backups, admins only: how this server is backed up, and the embedded database's backup file.
import { Router } from "express";
import { pipeline } from "node:stream/promises";
import { backupApi } from "@shared/api/backup";
import { mount } from "../../lib/endpoint-router";
import type { BackupService } from "./backup.service";

export function createBackupRouter(backup: BackupService) {
  const router = Router();

  mount(router, backupApi.info, () => backup.info());

  mount(router, backupApi.download, async ({ req, res }) => {
    const { fileName, stream } = await backup.open();
    res.setHeader("Content-Type", "application/gzip");
    res.setHeader("Content-Disposition", `attachment; filename="${fileName}"`);
    res.setHeader("Cache-Control", "no-store");
    try {
      await pipeline(stream, res);
    } catch (error) {
      // The headers are out: a failure (or a download the browser dropped) can only cut the file short, which
      // gzip's own check makes `npm run restore` refuse.
      req.log.warn({ err: error }, "backup download ended early");
    }
  });

  return router;
}

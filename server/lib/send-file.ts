// A file download: the one way a route sends a made file (the payroll CSVs, a payroll batch), never cached.
import type { Response } from "express";

export interface TextFile {
  filename: string;
  /** Text is sent as UTF-8; bytes (a kept payroll file) exactly as they are. */
  content: string | Buffer;
}

export function sendCsv(res: Response, file: TextFile) {
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader("Content-Disposition", `attachment; filename="${file.filename}"`);
  res.setHeader("Cache-Control", "no-store");
  res.send(file.content);
}

// Backups of the whole database: how this server makes one (GET /api/admin/backup/info) and the commands the
// README and the admin dashboard show for PostgreSQL, written once here so both say the same.
import { z } from "zod";
import { archive, endpoint, json } from "./contract";

/** The README's backup line for PostgreSQL; the admin dashboard shows it instead of a download button. */
export const PG_DUMP_COMMAND = 'pg_dump --format=custom --file="crewline-$(date +%F).dump" "$DATABASE_URL"';

export const backupInfoSchema = z.discriminatedUnion("method", [
  z.object({ method: z.literal("download"), path: z.literal("/api/admin/backup") }).strict(),
  z.object({ method: z.literal("pg_dump"), command: z.string() }).strict(),
]);

/** download: the embedded database, saved from the dashboard; pg_dump: PostgreSQL, saved with its own tools. */
export type BackupInfo = z.infer<typeof backupInfoSchema>;

/** 'crewline-backup-2026-01-31-1730.tar.gz' from the date and time in the company's zone. */
export function backupFileName(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "00";
  return `crewline-backup-${part("year")}-${part("month")}-${part("day")}-${part("hour")}${part("minute")}.tar.gz`;
}

export const backupApi = {
  info: endpoint({
    method: "GET",
    path: "/api/admin/backup/info",
    summary: "How this server is backed up",
    description: "download: the embedded database, from GET /api/admin/backup; pg_dump: PostgreSQL, with the command to run.",
    tag: "admin",
    access: "admin",
    response: json(backupInfoSchema, "The backup method"),
  }),
  download: endpoint({
    method: "GET",
    path: "/api/admin/backup",
    summary: "A backup of the whole embedded database, as a .tar.gz",
    description:
      "Streams crewline-backup-YYYY-MM-DD-HHmm.tar.gz (date and time in APP_TIME_ZONE) as an attachment: a manifest and " +
      "the PGlite directory, copied while queries wait (a fraction of a second on the demo database), then compressed " +
      "as it is sent. `npm run restore -- <file> --data-dir <new dir>` makes a data directory from it. 409 on " +
      "PostgreSQL, whose backups are made with pg_dump (the message gives the command).",
    tag: "admin",
    access: "admin",
    response: archive("The backup file"),
    errors: [409],
  }),
};

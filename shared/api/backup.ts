// Backups of the whole database: how this server makes one (GET /api/admin/backup/info) and the commands the
// README and the admin dashboard show for PostgreSQL, written once here so both say the same.
import { z } from "zod";

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

// npm run restore -- <backup file> [--data-dir DIR]: a new DATA_DIR from a backup downloaded on the admin
// dashboard. It never overwrites: the directory must be missing or empty. Then start Crewline on it.
import fs from "node:fs";
import { restoreBackup, RestoreRefusedError } from "../server/db/backup-archive";

const USAGE = "Usage: npm run restore -- <crewline-backup-....tar.gz> [--data-dir ./data]";

function parseArgs(argv: string[]): { archive: string; dataDir: string } {
  let archive: string | undefined;
  let dataDir: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--data-dir") dataDir = argv[++i];
    else if (arg.startsWith("--data-dir=")) dataDir = arg.slice("--data-dir=".length);
    else if (arg.startsWith("-") || archive) throw new RestoreRefusedError(`Unexpected argument ${arg}. ${USAGE}`);
    else archive = arg;
  }
  if (!archive || dataDir === "") throw new RestoreRefusedError(USAGE);
  // Like the server: --data-dir, else DATA_DIR (from the environment or .env), else ./data.
  if (!dataDir && fs.existsSync(".env")) process.loadEnvFile(".env");
  return { archive, dataDir: dataDir ?? process.env.DATA_DIR ?? "./data" };
}

try {
  const { archive, dataDir } = parseArgs(process.argv.slice(2));
  console.log(`Restoring ${archive} into ${dataDir} ...`);
  const result = await restoreBackup(archive, dataDir);
  const rows = Object.values(result.rowCounts).reduce((sum, n) => sum + n, 0);
  const of = (table: string) => result.rowCounts[`public.${table}`] ?? 0;
  console.log(
    `Restored the backup made ${result.manifest.createdAt}: ${rows} rows in ${Object.keys(result.rowCounts).length} tables ` +
      `(${of("users")} users, ${of("projects")} projects, ${of("workers")} workers, ${of("time_entries")} time entries).`,
  );
  console.log(`Start Crewline on it with DATA_DIR=${result.dataDir} npm start. Everyone signs in again (a new session secret is made).`);
} catch (error) {
  if (error instanceof RestoreRefusedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// The environment, parsed once at start-up; a bad setting stops the process with a message naming the variable.
import net from "node:net";
import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : ["true", "1", "yes"].includes(v)));

/** A size in bytes; an empty value takes the default (coercing "" would make it 0). */
const wholeBytes = (defaultBytes: number) =>
  z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number({ error: "must be a whole number of bytes" })
      .int("must be a whole number of bytes")
      .min(0, "must be a whole number of bytes")
      .default(defaultBytes),
  );

const envSchema = z.object({
  // Development mode mounts Vite's dev server, which serves files from disk: only `npm run dev` asks for it.
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  /** Unset: 0.0.0.0, or 127.0.0.1 in development mode (see parseEnv). */
  HOST: optionalString,
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: z.string().default("./data"),
  SESSION_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  APP_URL: optionalString.pipe(z.url().optional()),
  APP_TIME_ZONE: z
    .string()
    .default(Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC")
    .refine(isTimeZone, "must be an IANA time zone such as America/Chicago"),
  ADMIN_USERNAME: z.string().trim().min(1).default("admin"),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, "must be at least 8 characters").optional()),
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().default("Crewline <no-reply@crewline.local>"),
  OIDC_ISSUER_URL: optionalString.pipe(z.url().optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_PROVIDER_NAME: z
    .string()
    .regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits or dashes")
    .default("oidc"),
  OIDC_DISPLAY_NAME: optionalString,
  GEOCODER_URL: optionalString.pipe(z.url().optional()),
  SEED_DEMO: booleanFlag,
  // Failed sign-ins one client address may make in 15 minutes: raise it when a whole office signs in from one
  // address (NAT), since every typo there counts against everybody.
  SIGN_IN_LIMIT_PER_IP: z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(1, "must be at least 1").default(10),
  // Registrations and "Forgot password?" requests one client address may make in 10 minutes: raise it when a whole
  // crew signs up from the office's one address on its first day.
  REGISTRATION_LIMIT_PER_IP: z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(1, "must be at least 1").default(20),
  // Bytes of photos one person may store per company day, counted as stored (re-encoded): 200 MiB is some 300 site
  // photos, where 30 uploads of 10 MB every 10 minutes could otherwise fill 1.7 GB an hour.
  PHOTO_DAILY_BYTES_PER_PERSON: wholeBytes(200 * 1024 * 1024),
  // Free bytes the embedded database's file system must keep: below it photos are refused, so the database itself
  // never meets a full disk. Not checked with DATABASE_URL (the database's disk is not this machine's DATA_DIR).
  DISK_FREE_FLOOR_BYTES: wholeBytes(1024 * 1024 * 1024),
  TRUST_PROXY: optionalString.pipe(
    z
      .string()
      .refine(isTrustProxyValue, "must be a hop count (such as 1) or the proxies' addresses (such as loopback or 10.0.0.0/8); true would believe any X-Forwarded-For")
      .transform((v) => (/^\d+$/.test(v) ? Number(v) : v))
      .optional(),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

/** Proxy presets Express knows by name (proxy-addr). */
const TRUST_PROXY_PRESETS = new Set(["loopback", "linklocal", "uniquelocal"]);

/** A hop count, or a comma-separated list of presets, addresses and address/prefix ranges. */
function isTrustProxyValue(value: string): boolean {
  if (/^\d+$/.test(value)) return true;
  return value.split(",").every((item) => {
    const [address, prefix, extra] = item.trim().split("/");
    if (extra !== undefined) return false;
    if (prefix === undefined && TRUST_PROXY_PRESETS.has(address)) return true;
    const family = net.isIP(address);
    if (!family) return false;
    return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
  });
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export type Env = Omit<z.infer<typeof envSchema>, "HOST"> & { HOST: string };

export class EnvError extends Error {}

/** Parses a set of variables; throws EnvError whose message names every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const parsed = result.data;
  if (parsed.OIDC_ISSUER_URL && !parsed.OIDC_CLIENT_ID) {
    throw new EnvError("Invalid configuration:\n  OIDC_CLIENT_ID: required when OIDC_ISSUER_URL is set");
  }
  // The dev server answers for files on disk (Vite's /@fs/): it listens on this machine only unless HOST says otherwise.
  return { ...parsed, HOST: parsed.HOST ?? (parsed.NODE_ENV === "development" ? "127.0.0.1" : "0.0.0.0") };
}

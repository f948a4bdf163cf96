// createApp() on a fresh test database, with an admin account and helpers to sign in through the real routes.
import pino from "pino";
import request from "supertest";
import type { Express } from "express";
import { createApp, type AppDeps, type Services } from "../../server/app";
import type { Database } from "../../server/db/client";
import type { Mailer, MailMessage } from "../../server/lib/mailer";
import { parseEnv, type Env } from "../../server/env";
import { createTestDatabase } from "./db";

export const ADMIN_USERNAME = "admin";
export const ADMIN_PASSWORD = "Admin-Passw0rd!";
/** bcrypt cost for fixtures; the production cost (12) is asserted in its own test. */
export const TEST_BCRYPT_COST = 4;

export interface TestApp {
  app: Express;
  database: Database;
  services: Services;
  env: Env;
  /**
   * Every message sent through the in-memory mailer (a test's own mailer's `mails`, if it keeps them). Mail is sent
   * after the request that queued it has answered: read it through sentMails() unless the queue has been settled.
   */
  mails: MailMessage[];
  /** The in-memory mailbox once the mail queue has sent what is due now. */
  sentMails(): Promise<MailMessage[]>;
  close(): Promise<void>;
}

/** A mailer that keeps messages in memory, so tests never write into DATA_DIR/outbox. */
export function memoryMailer(): Mailer & { mails: MailMessage[] } {
  const mails: MailMessage[] = [];
  return {
    mails,
    async send(message) {
      mails.push(message);
    },
  };
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: "test",
    DATA_DIR: "./data-test-unused",
    APP_URL: "http://127.0.0.1:5000",
    APP_TIME_ZONE: "America/Denver",
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    LOG_LEVEL: "silent",
    ...overrides,
  });
}

/**
 * A fresh app on a fresh database; with `database`, a second app on another one's database (as a second server
 * process would be), whose close() leaves that database to its owner.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; deps?: Partial<AppDeps>; database?: Database } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const env = testEnv(options.env);
  // A test's own mailer that keeps what it sends (a memoryMailer wrapped to fail at times) is the mailbox read here.
  const own = options.deps?.mailer as (Mailer & { mails?: MailMessage[] }) | undefined;
  const mailer = own?.mails ? { ...own, mails: own.mails } : memoryMailer();
  const deps: AppDeps = {
    env,
    database,
    logger: pino({ level: "silent" }),
    sessionSecret: "test-secret-test-secret-test-secret-0123456789",
    spa: { kind: "none" },
    bcryptCost: TEST_BCRYPT_COST,
    mailer,
    // DATA_DIR is not a real directory here: a disk with room to spare, unless a test passes a full one.
    freeDiskBytes: async () => Number.MAX_SAFE_INTEGER,
    ...options.deps,
  };
  const app = createApp(deps);
  const services = app.locals.services as Services;
  await services.auth.ensureAdmin(ADMIN_USERNAME, ADMIN_PASSWORD);
  const close = options.database ? async () => undefined : () => database.close();
  const sentMails = async () => {
    await services.mailQueue.settled();
    return mailer.mails;
  };
  return { app, database, services, env, mails: mailer.mails, sentMails, close };
}

/** A cookie-keeping client signed in as the admin through POST /api/admin/login. */
export async function adminAgent(app: Express) {
  const agent = request.agent(app);
  const res = await agent.post("/api/admin/login").send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
}

/** The value of the session cookie in a response, for tests that replay an old cookie. */
export function sessionCookie(res: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
  return cookies.find((c) => c.startsWith("crewline.sid="))?.split(";")[0];
}

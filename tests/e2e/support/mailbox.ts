// Reads the mail the app sent to the test SMTP server (through the mailbox endpoint of e2e-server.ts).
import { expect, test } from "@playwright/test";
import type { ReceivedMail } from "../../support/smtp-server";
import { mailboxPortOf } from "./e2e-env";

/** The mailbox of the server the running test's project talks to (each project's baseURL, playwright.config.ts). */
function mailboxUrl(): string {
  const baseUrl = test.info().project.use.baseURL;
  if (!baseUrl) throw new Error("the project has no baseURL (playwright.config.ts sets it)");
  const app = new URL(baseUrl);
  return `${app.protocol}//${app.hostname}:${mailboxPortOf(Number(app.port))}`;
}

export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const res = await fetch(`${mailboxUrl()}/messages?to=${encodeURIComponent(address)}`);
  return (await res.json()) as ReceivedMail[];
}

/** Waits for a mail to `address` whose text matches `pattern`, and returns the first match of the pattern. */
export async function waitForMailMatch(address: string, pattern: RegExp, timeout = 15_000): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of await mailsTo(address)) {
          const match = mail.text.match(pattern);
          if (match) {
            found = match[0];
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${address} matching ${pattern}`, timeout },
    )
    .toBe(true);
  return found!;
}

/** A verification link: its page (/auth/verify-email?token=...), where the person types their password. */
export const VERIFY_LINK = /https?:\/\/\S+?\/auth\/verify-email\?token=[\w-]+/;

/** The issuer URL of the test OpenID provider. */
export async function providerIssuer(): Promise<string> {
  const res = await fetch(`${mailboxUrl()}/provider`);
  return ((await res.json()) as { issuer: string }).issuer;
}

// Outgoing e-mail through nodemailer: SMTP when SMTP_URL is set, else each message is written to DATA_DIR/outbox and logged.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  /** smtp://user:pass@host:port or smtps://...; nodemailer reads options such as ?requireTLS=false from the query. */
  smtpUrl?: string;
  from: string;
  /** Where messages go when there is no SMTP server (a development install must still be able to verify). */
  outboxDir: string;
  logger: Logger;
  /** How long one send may wait on the SMTP server; SMTP_TIMEOUTS by default, tests shorten them. */
  timeoutsMs?: SmtpTimeouts;
}

/**
 * Bounds on one send (nodemailer's defaults are 2 minutes to connect and an hour of silence): a mail server that
 * hangs costs the queue's sender at most about 50 s per mail before the attempt counts as failed and is retried
 * later. An operator may set any of them in SMTP_URL's query (?socketTimeout=60000), which then wins.
 */
export interface SmtpTimeouts {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}
export const SMTP_TIMEOUTS: SmtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailer(options: MailerOptions): Mailer {
  const { from, logger } = options;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(withTimeouts(requireStartTls(options.smtpUrl), options.timeoutsMs ?? SMTP_TIMEOUTS));
    return {
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, "mail sent");
      },
    };
  }
  const outboxDir = path.resolve(options.outboxDir);
  // Builds the RFC 822 text without a network; the .eml file opens in any mail client.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      fs.mkdirSync(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(outboxDir, `${stamp}-${crypto.randomBytes(3).toString("hex")}.eml`);
      await fs.promises.writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info({ to: message.to, subject: message.subject, file, text: message.text }, "mail written to the outbox (SMTP_URL is not set)");
    },
  };
}

/**
 * smtps:// is TLS from the start; smtp:// must upgrade with STARTTLS (nodemailer's requireTLS), so a server or a
 * man in the middle that leaves STARTTLS out cannot get the mails, sign-in links included, in clear text. A relay
 * that cannot do TLS is the operator's explicit choice: ?requireTLS=false in SMTP_URL (README, Settings).
 */
export function requireStartTls(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (url.protocol !== "smtp:" || url.searchParams.has("requireTLS")) return smtpUrl;
  url.searchParams.set("requireTLS", "true");
  return url.toString();
}

/** SMTP_URL with the time-outs added to its query (nodemailer reads them from there), except those it already sets. */
export function withTimeouts(smtpUrl: string, timeoutsMs: SmtpTimeouts): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(timeoutsMs)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  return url.toString();
}

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
}

export function createMailer(options: MailerOptions): Mailer {
  const { from, logger } = options;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(requireStartTls(options.smtpUrl));
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

/**
 * A sender for mail that follows a change already committed: a mail server that is down must not turn that change
 * into an error page, so a failed send is logged, not thrown.
 */
export function deliverWithoutFailing(mailer: Mailer, logger: Logger): (message: MailMessage) => Promise<void> {
  return async (message) => {
    try {
      await mailer.send(message);
    } catch (error) {
      logger.error({ err: error, to: message.to, subject: message.subject }, "mail could not be sent");
    }
  };
}

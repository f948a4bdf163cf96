// A real SMTP server for tests (smtp-server on 127.0.0.1, a free port): collects every message the app sends.
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

export interface TestSmtp {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message (already received or arriving within the timeout) to `to` that matches. */
  waitForMail(to: string, predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = ([] as AddressObject[]).concat(value ?? []);
  return list.flatMap((a) => a.value.map((v) => (v.address ?? "").toLowerCase()));
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    // nodemailer would try STARTTLS with the package's bundled (expired) certificate and fail.
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({ to: addresses(parsed.to), subject: parsed.subject ?? "", text: parsed.text ?? "" });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;

  return {
    // STARTTLS is off here (see above), so the app's SMTP_URL says it accepts a server without TLS.
    url: `smtp://127.0.0.1:${port}?requireTLS=false`,
    messages,
    waitForMail(to, predicate = () => true, timeoutMs = 5_000) {
      const find = () => messages.find((m) => m.to.includes(to.toLowerCase()) && predicate(m));
      return new Promise((resolve, reject) => {
        const found = find();
        if (found) return resolve(found);
        const wake = () => {
          const mail = find();
          if (!mail) return;
          cleanup();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms; received: ${JSON.stringify(messages.map((m) => [m.to, m.subject]))}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        waiters.add(wake);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

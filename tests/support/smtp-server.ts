// A real SMTP server for tests (smtp-server on 127.0.0.1, a free port): collects every message the app sends.
import net from "node:net";
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

/** Listens on `port` (a mail server coming back where the app expects it), else on a free one. */
export async function startTestSmtp(port = 0): Promise<TestSmtp> {
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
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const listening = (server.server.address() as { port: number }).port;

  return {
    // STARTTLS is off here (see above), so the app's SMTP_URL says it accepts a server without TLS.
    url: `smtp://127.0.0.1:${listening}?requireTLS=false`,
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

/** A port nothing listens on: a mail server that is down (until startTestSmtp(port) brings one up there). */
export async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A mail server that accepts connections and never says a word (no greeting): the hung server of QUALITY 57. */
export async function startHangingSmtp(): Promise<{ url: string; connections: () => number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?requireTLS=false`,
    connections: () => connections,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

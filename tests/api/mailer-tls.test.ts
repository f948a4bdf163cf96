// SMTP over smtp:// must upgrade to TLS (STARTTLS) unless SMTP_URL opts out with ?requireTLS=false.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer, requireStartTls, SMTP_TIMEOUTS, withTimeouts } from "../../server/lib/mailer";
import { startTestSmtp, type TestSmtp } from "../support/smtp-server";

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
});

function mailerFor(smtpUrl: string) {
  return createMailer({ smtpUrl, from: "Crewline <no-reply@crewline.local>", outboxDir: "/nonexistent", logger: pino({ level: "silent" }) });
}

describe("SMTP_URL and TLS", () => {
  it("sends nothing to an smtp:// server that does not offer STARTTLS", async () => {
    // The suite's server has STARTTLS off; its URL carries the opt-out, taken away here.
    const plain = new URL(smtp.url);
    plain.search = "";
    expect(plain.toString()).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    const to = "no-tls@example.com";
    await expect(mailerFor(plain.toString()).send({ to, subject: "Verify your e-mail", text: "secret link" })).rejects.toThrow();
    expect(smtp.messages.some((m) => m.to.includes(to))).toBe(false);
  });

  it("sends without TLS when SMTP_URL says ?requireTLS=false", async () => {
    expect(smtp.url).toMatch(/\?requireTLS=false$/);
    const to = "opted-out@example.com";
    await mailerFor(smtp.url).send({ to, subject: "Hello", text: "Body" });
    expect((await smtp.waitForMail(to)).subject).toBe("Hello");
  });

  it("adds requireTLS to smtp:// only, keeping the credentials and any other option", () => {
    expect(requireStartTls("smtp://user:p%40ss@mail.example.com:587")).toBe("smtp://user:p%40ss@mail.example.com:587?requireTLS=true");
    expect(requireStartTls("smtp://mail.example.com:587?name=crewline")).toBe("smtp://mail.example.com:587?name=crewline&requireTLS=true");
    expect(requireStartTls("smtp://relay.local:25?requireTLS=false")).toBe("smtp://relay.local:25?requireTLS=false");
    expect(requireStartTls("smtps://mail.example.com:465")).toBe("smtps://mail.example.com:465");
  });

  it("bounds every send with SMTP_TIMEOUTS, unless SMTP_URL sets a time-out itself (QUALITY 57)", () => {
    const bounded = new URL(withTimeouts("smtp://user:pw@mail.example.com:587?socketTimeout=60000", SMTP_TIMEOUTS));
    expect(Object.fromEntries(bounded.searchParams)).toEqual({
      socketTimeout: "60000",
      connectionTimeout: String(SMTP_TIMEOUTS.connectionTimeout),
      greetingTimeout: String(SMTP_TIMEOUTS.greetingTimeout),
    });
    expect(bounded.username).toBe("user");
  });
});

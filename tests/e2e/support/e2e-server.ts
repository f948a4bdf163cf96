// The browser tests' web server: a real SMTP server and a real OpenID provider (the API tests' own helpers),
// then the app in this same process wired to both, and a small HTTP mailbox the tests read the mail from.
// Playwright starts its webServer before globalSetup, and the app needs the SMTP and issuer URLs in its
// environment, so the helpers start here, on free ports, before the app; one process also means one kill stops all.
import http from "node:http";
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, startTestOidcProvider } from "../../support/oidc-provider";
import { startTestSmtp } from "../../support/smtp-server";

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set (playwright.config.ts sets it)`);
  return value;
}

const appUrl = required("APP_URL");
const mailboxPort = Number(required("E2E_MAILBOX_PORT"));
const providerName = process.env.OIDC_PROVIDER_NAME ?? "oidc";

const smtp = await startTestSmtp();
const provider = await startTestOidcProvider(`${appUrl}/api/auth/${providerName}/callback`);

// GET /messages?to=<address> -> the mails received for that address; GET /provider -> the issuer URL.
const mailbox = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  res.setHeader("content-type", "application/json");
  if (url.pathname === "/messages") {
    const to = url.searchParams.get("to")?.toLowerCase();
    res.end(JSON.stringify(smtp.messages.filter((m) => !to || m.to.includes(to))));
  } else if (url.pathname === "/provider") {
    res.end(JSON.stringify({ issuer: provider.issuer }));
  } else {
    res.statusCode = 404;
    res.end("{}");
  }
});
await new Promise<void>((resolve) => mailbox.listen(mailboxPort, "127.0.0.1", resolve));

process.env.SMTP_URL = smtp.url;
process.env.OIDC_ISSUER_URL = provider.issuer;
process.env.OIDC_CLIENT_ID = OIDC_CLIENT_ID;
process.env.OIDC_CLIENT_SECRET = OIDC_CLIENT_SECRET;
process.env.OIDC_PROVIDER_NAME = providerName;
// Every browser of the suite signs in from 127.0.0.1, so the specs' deliberate wrong passwords add up on that one
// address over a run; the per-account limit stays as shipped.
process.env.SIGN_IN_LIMIT_PER_IP = "1000";
// Likewise every spec that needs a person registers one from 127.0.0.1: more than a real office's first day.
process.env.REGISTRATION_LIMIT_PER_IP = "1000";

await import("../../../server/index");

// A real OpenID provider for tests (oidc-provider 9 on 127.0.0.1, a free port) and a client that walks its dev login.
import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export const OIDC_CLIENT_ID = "crewline-test";
export const OIDC_CLIENT_SECRET = "crewline-test-secret-crewline-test-secret";

export interface TestOidcProvider {
  issuer: string;
  /**
   * Profile claims per subject; a subject not listed gets an e-mail and names made from it. `email_verified` is
   * true unless given here: false, or undefined for a provider that leaves the claim out.
   */
  accounts: Map<string, { email?: string; email_verified?: unknown; given_name?: string; family_name?: string }>;
  /** Overrides the claims of the next ID tokens, e.g. a wrong nonce. */
  tamperIdToken?: (claims: Record<string, unknown>) => void;
  close(): Promise<void>;
}

export async function startTestOidcProvider(redirectUri: string): Promise<TestOidcProvider> {
  const server = http.createServer();
  // The issuer must carry the real port, so the server listens before the provider exists.
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts: TestOidcProvider["accounts"] = new Map();
  const handle: TestOidcProvider = { issuer, accounts, close: async () => undefined };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name"] },
    // Names distinct from the app's crewline.sid: cookies ignore ports on 127.0.0.1.
    cookies: { keys: ["test-cookie-key-0123456789abcdef"] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, sub) {
      const profile = accounts.get(sub) ?? { email: `${sub}@idp.example.test`, given_name: "Ida", family_name: sub };
      return { accountId: sub, claims: () => ({ sub, email_verified: true, ...profile }) };
    },
    async extraTokenClaims() {
      return {};
    },
  });
  // The hook for a tampered ID token: oidc-provider builds the token's payload from IdToken#payload.
  const idTokenClass = (provider as unknown as { IdToken: { prototype: { payload(): Promise<Record<string, unknown>> } } }).IdToken;
  const originalPayload = idTokenClass.prototype.payload;
  idTokenClass.prototype.payload = async function (this: unknown) {
    const claims = await originalPayload.call(this);
    handle.tamperIdToken?.(claims);
    return claims;
  };
  server.on("request", provider.callback());
  handle.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return handle;
}

/** A browser-like cookie jar for 127.0.0.1: like a browser, it ignores ports. */
export class CookieJar {
  private cookies = new Map<string, string>();
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const name = pair.slice(0, pair.indexOf("=")).trim();
      const value = pair.slice(pair.indexOf("=") + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0/i.test(a));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

/** GET or POST without following redirects, keeping cookies in the jar. */
export async function visit(jar: CookieJar, url: string, form?: Record<string, string>): Promise<Response> {
  const res = await fetch(url, {
    method: form ? "POST" : "GET",
    redirect: "manual",
    headers: {
      cookie: jar.header(),
      ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  jar.store(res);
  return res;
}

export interface ProviderWalk {
  /** The app's callback URL the provider redirected to (with code and state), not yet opened. */
  callbackUrl: string;
}

/**
 * Follows the app's redirect to the provider, signs in as `subject` through the dev login form and consents,
 * stopping at the redirect back to the app so a test can open it (or tamper with it).
 */
export async function walkProviderLogin(jar: CookieJar, startUrl: string, appOrigin: string, subject: string): Promise<ProviderWalk> {
  let res = await visit(jar, startUrl);
  for (let step = 0; step < 20; step++) {
    const location = res.headers.get("location");
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, res.url || startUrl).href;
      if (next.startsWith(appOrigin)) return { callbackUrl: next };
      res = await visit(jar, next);
      continue;
    }
    if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${await res.text()}`);
    const html = await res.text();
    const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
    if (!action) throw new Error(`no form in provider page: ${html.slice(0, 500)}`);
    const target = new URL(action.replace(/&amp;/g, "&"), res.url).href;
    const form: Record<string, string> = /name="prompt" value="login"/.test(html) || /name="login"/.test(html)
      ? { prompt: "login", login: subject, password: "x" }
      : { prompt: "consent" };
    res = await visit(jar, target, form);
  }
  throw new Error("too many steps at the provider");
}

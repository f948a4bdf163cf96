// OpenID Connect relying party (openid-client 6): authorization code with PKCE, state and nonce; discovery on first use.
import * as client from "openid-client";

export interface OidcClientOptions {
  issuerUrl: string;
  clientId: string;
  clientSecret?: string;
  /** The exact redirect URI registered with the provider: `${APP_URL}/api/auth/{name}/callback`. */
  callbackUrl: string;
}

/** What one sign-in attempt must remember between the redirect out and the callback (kept in the session). */
export interface OidcPendingAuthorization {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcIdentity {
  issuer: string;
  subject: string;
  email?: string;
  /** True only when the provider says `email_verified: true` (a missing claim or the string "true" is not enough). */
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
}

export interface OidcClient {
  begin(): Promise<{ url: string; pending: OidcPendingAuthorization }>;
  /** Exchanges the code; throws on a wrong state, nonce or PKCE verifier or any provider error. */
  complete(callbackQuery: string, pending: OidcPendingAuthorization): Promise<OidcIdentity>;
}

export function createOidcClient(options: OidcClientOptions): OidcClient {
  let configuration: Promise<client.Configuration> | undefined;

  // Discovery waits for the first sign-in, so the app starts even while the provider is down; a failed discovery
  // is forgotten so the next attempt tries again.
  function config(): Promise<client.Configuration> {
    configuration ??= client
      .discovery(
        new URL(options.issuerUrl),
        options.clientId,
        options.clientSecret,
        undefined,
        // http:// is allowed only for an http:// issuer (a provider on the same machine or in a test).
        options.issuerUrl.startsWith("http://") ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  }

  return {
    async begin() {
      const cfg = await config();
      const pending: OidcPendingAuthorization = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(cfg, {
        redirect_uri: options.callbackUrl,
        scope: "openid email profile",
        response_type: "code",
        code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: "S256",
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url: url.href, pending };
    },

    async complete(callbackQuery, pending) {
      const cfg = await config();
      // Built from the configured callback URL, never from the Host header: openid-client sends it as redirect_uri.
      const currentUrl = new URL(options.callbackUrl);
      currentUrl.search = callbackQuery;
      const tokens = await client.authorizationCodeGrant(cfg, currentUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      // The ID token usually carries only `sub`; the profile comes from the userinfo endpoint, bound to that subject.
      const info = await client.fetchUserInfo(cfg, tokens.access_token, claims.sub).catch(() => undefined);
      const merged = { ...claims, ...info } as Record<string, unknown>;
      const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined);
      // The address and its verified flag come from the same answer, so one answer's flag never vouches for the
      // other's address.
      const emailSource = (info && text(info.email) ? info : claims) as Record<string, unknown>;
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: text(emailSource.email)?.toLowerCase(),
        emailVerified: emailSource.email_verified === true,
        firstName: text(merged.given_name),
        lastName: text(merged.family_name),
      };
    },
  };
}

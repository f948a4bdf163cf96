// Sign-in through the external OpenID provider: accounts are linked by (issuer, subject), never merged by e-mail.
import type { Logger } from "pino";
import type { User } from "@shared/schema";
import type { OidcClient, OidcIdentity, OidcPendingAuthorization } from "./oidc-client";
import { PG_UNIQUE_VIOLATION, pgError } from "../../lib/pg-errors";
import type { AuthRepo } from "./auth.repo";

export type OidcOutcome = { kind: "signed_in"; user: User } | { kind: "pending_approval" };

/**
 * A sign-in the app refuses after the provider said yes. `messageCode`, when set, is the sign-in screen's code for a
 * reason the person can act on (it rides on the failure redirect as ?message=).
 */
export class OidcSignInRefused extends Error {
  constructor(
    message: string,
    readonly messageCode?: "email_unverified",
  ) {
    super(message);
  }
}

export function createOidcService(repo: AuthRepo, oidc: OidcClient, logger: Logger) {
  async function firstSignIn(identity: OidcIdentity): Promise<OidcOutcome> {
    // A registration needs an address the admin can write to; without one there is nothing to review.
    if (!identity.email) throw new OidcSignInRefused("the provider sent no email address");
    // The registration is stored as verified on the provider's word, so that word must be given: otherwise someone
    // at a lax provider could claim a colleague's address and block its owner's registration.
    if (!identity.emailVerified) {
      throw new OidcSignInRefused("the provider has not confirmed the email address (email_verified is not true)", "email_unverified");
    }
    // The address belongs to another account: linking them on the e-mail alone would hand that account to whoever
    // controls this provider login, so the sign-in is refused (the person signs in the way they registered).
    if ((await repo.findUserByEmail(identity.email)) || (await repo.findRegistrationByEmail(identity.email))) {
      throw new OidcSignInRefused("the email address is already used by another account");
    }
    try {
      await repo.createOidcAccount({
        issuer: identity.issuer,
        subject: identity.subject,
        email: identity.email,
        firstName: identity.firstName ?? "",
        lastName: identity.lastName ?? "",
      });
      return { kind: "pending_approval" };
    } catch (error) {
      if (!pgError(error, PG_UNIQUE_VIOLATION)) throw error;
      // A second callback for the same person raced this one and created the account first.
      if (await repo.findUserByOidcIdentity(identity.issuer, identity.subject)) return { kind: "pending_approval" };
      throw new OidcSignInRefused("the email address is already used by another account");
    }
  }

  return {
    begin: () => oidc.begin(),

    async complete(callbackQuery: string, pending: OidcPendingAuthorization): Promise<OidcOutcome> {
      const identity = await oidc.complete(callbackQuery, pending);
      const linked = await repo.findUserByOidcIdentity(identity.issuer, identity.subject);
      if (!linked) {
        const outcome = await firstSignIn(identity);
        logger.info({ issuer: identity.issuer, subject: identity.subject }, "OpenID first sign-in: account waits for approval");
        return outcome;
      }
      if (!linked.isActive) return { kind: "pending_approval" };
      return { kind: "signed_in", user: linked };
    },
  };
}

export type OidcService = ReturnType<typeof createOidcService>;

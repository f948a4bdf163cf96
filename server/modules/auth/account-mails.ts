// The texts of the account e-mails (verification, already registered, access granted, rejected, password reset and
// changed, an invitation) and the links in them.
import { ACCOUNT_ROLE_LABELS, ROLE_ABILITIES, type InviteRole } from "@shared/domain/account-roles";
import type { Env } from "../../env";
import type { MailMessage } from "../../lib/mailer";

/** The public base URL for links in mails and the OpenID callback: APP_URL, else this machine on PORT. */
export function publicBaseUrl(env: Pick<Env, "APP_URL" | "PORT">): string {
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
}

/** How the sign-in screen and the admin list name the OpenID provider. */
export function openIdDisplayName(env: Pick<Env, "OIDC_DISPLAY_NAME">): string {
  return env.OIDC_DISPLAY_NAME ?? "Single Sign-On";
}

/** Every Crewline mail ends with it. */
export const SIGNATURE = "\n\n-- \nCrewline";

/** Every Crewline mail to a person opens with it. */
export function greeting(firstName: string | null | undefined): string {
  return firstName ? `Hello ${firstName},` : "Hello,";
}

export function verificationMail(to: string, firstName: string, link: string, validHours: number): MailMessage {
  return {
    to,
    subject: "Verify your email address for Crewline",
    text:
      `${greeting(firstName)}\n\n` +
      `Thank you for registering. Please confirm your email address: open this link and type the password you ` +
      `registered with (if you no longer know it, you can choose a new one there):\n\n${link}\n\n` +
      `The link works once and expires in ${validHours} hours. After that an administrator reviews your registration; ` +
      `you will get another email when your access is granted.\n\n` +
      `If you did not register, ignore this email and nothing will happen.` +
      SIGNATURE,
  };
}

export type ExistingAccountState = "account" | "awaiting_approval" | "rejected";

/** Sent instead of a link when the address is already known, so the sign-up answer reveals nothing. */
export function alreadyRegisteredMail(to: string, state: ExistingAccountState, signInUrl: string): MailMessage {
  const situation = {
    account: `An account with this email address already exists. If it was you, sign in at ${signInUrl} ` +
      `or choose "Forgot password?" on the Sign In tab to set a new password.`,
    awaiting_approval: `This address is already registered and is waiting for an administrator's approval. ` +
      `You will get an email as soon as your access is granted; there is nothing else to do.`,
    rejected: `An earlier registration with this address was not approved. If you think that is a mistake, ` +
      `please contact your administrator.`,
  }[state];
  return {
    to,
    subject: "Someone tried to register with your email address",
    text:
      `Hello,\n\nSomeone (perhaps you) just tried to create a Crewline account with this email address.\n\n` +
      `${situation}\n\nIf it was not you, you can ignore this email: nothing has changed.` +
      SIGNATURE,
  };
}

export function accessGrantedMail(to: string, firstName: string | null, signInUrl: string): MailMessage {
  return {
    to,
    subject: "Your Crewline access has been granted",
    text:
      `${greeting(firstName)}\n\nAn administrator has approved your registration. You can sign in now:\n\n${signInUrl}` +
      SIGNATURE,
  };
}

export function registrationRejectedMail(to: string, firstName: string | null): MailMessage {
  return {
    to,
    subject: "Your Crewline registration was not approved",
    text:
      `${greeting(firstName)}\n\nAn administrator has reviewed your registration and did not approve it. ` +
      `If you think this is a mistake, please contact your administrator.` +
      SIGNATURE,
  };
}

export function passwordResetMail(to: string, firstName: string | null, link: string, validMinutes: number): MailMessage {
  return {
    to,
    subject: "Reset your Crewline password",
    text:
      `${greeting(firstName)}\n\nSomeone (perhaps you) asked to reset the password of your Crewline account. ` +
      `To choose a new password, open this link:\n\n${link}\n\n` +
      `The link works once and expires in ${validMinutes} minutes. Setting a new password signs you out on every device.\n\n` +
      `If you did not ask for this, ignore this email: your password stays as it is.` +
      SIGNATURE,
  };
}

/** Sent instead of a reset link to an account that has no password: it signs in through the OpenID provider. */
export function passwordResetOpenIdMail(to: string, firstName: string | null, providerName: string, signInUrl: string): MailMessage {
  return {
    to,
    subject: "About your Crewline password",
    text:
      `${greeting(firstName)}\n\nSomeone (perhaps you) asked to reset the password of your Crewline account. ` +
      `Your account has no Crewline password: you sign in with ${providerName}. Open ${signInUrl} and choose ` +
      `"Continue with ${providerName}". If you cannot sign in there, ask whoever runs ${providerName} at your company.\n\n` +
      `If you did not ask for this, ignore this email: nothing has changed.` +
      SIGNATURE,
  };
}

export function passwordChangedMail(to: string, firstName: string | null, signInUrl: string): MailMessage {
  return {
    to,
    subject: "Your Crewline password was changed",
    text:
      `${greeting(firstName)}\n\nThe password of your Crewline account has just been changed, and every device that ` +
      `was signed in has been signed out.\n\nIf this was you, there is nothing else to do. If it was not, choose ` +
      `"Forgot password?" at ${signInUrl} to set a new password at once, and tell your administrator.` +
      SIGNATURE,
  };
}

export interface InviteMailFacts {
  workerName: string;
  /** Who sent it ('Dana Admin'); null: the account has no name, so "Your office". */
  inviterName: string | null;
  /** The Company settings' name; "" when none is set, and the mail then names no company. */
  companyName: string;
  role: InviteRole;
  link: string;
  validDays: number;
}

/**
 * An invitation from the office (issue 14): the link sets a password and signs the person in. It names the company
 * and says in one sentence what the role may do (ROLE_ABILITIES, issue 26), so the person knows who asks and for what.
 */
export function inviteMail(to: string, facts: InviteMailFacts): MailMessage {
  const inviter = facts.inviterName ?? "Your office";
  const company = facts.companyName.trim();
  return {
    to,
    subject: "You are invited to Crewline",
    text:
      `Hello ${facts.workerName},\n\n` +
      (company ? `${inviter} invited you to join ${company} on Crewline. ` : `${inviter} invited you to Crewline. `) +
      `As ${ACCOUNT_ROLE_LABELS[facts.role]} you can ${ROLE_ABILITIES[facts.role].toPerson}.\n\n` +
      `Open this link to choose a password and sign in:\n\n${facts.link}\n\n` +
      `The link works once and expires in ${facts.validDays} days. If you did not expect this, ignore this email.` +
      SIGNATURE,
  };
}

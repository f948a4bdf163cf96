// The texts of the account e-mails (verification, already registered, access granted, rejected) and the links in them.
import type { Env } from "../../env";
import type { MailMessage } from "../../lib/mailer";

/** The public base URL for links in mails and the OpenID callback: APP_URL, else this machine on PORT. */
export function publicBaseUrl(env: Pick<Env, "APP_URL" | "PORT">): string {
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
}

const SIGNATURE = "\n\n-- \nCrewline";

function greeting(firstName: string | null | undefined): string {
  return firstName ? `Hello ${firstName},` : "Hello,";
}

export function verificationMail(to: string, firstName: string, link: string, validHours: number): MailMessage {
  return {
    to,
    subject: "Verify your email address for Crewline",
    text:
      `${greeting(firstName)}\n\n` +
      `Thank you for registering. Please confirm your email address by opening this link:\n\n${link}\n\n` +
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
      `or ask your administrator to reset your password.`,
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

// Shows the sign-in screen's toasts for ?error= and ?message= (SPEC 8), once, then drops those parameters.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { type ToastOptions, toast } from "@/components/ui/use-toast";
import { type AuthConfig, authQueries } from "./api";

const AUTH_FAILED_SUFFIX = "_auth_failed";

const PENDING_APPROVAL: ToastOptions = {
  title: "Account pending approval",
  description:
    "Your account has been created but requires admin approval before you can access the application. You will receive an email notification once approved.",
};
const EMAIL_VERIFIED: ToastOptions = {
  title: "Email verified",
  description: "Thank you. An administrator will now review your registration; you will get an email once your access is approved.",
  variant: "success",
};
const PASSWORD_RESET: ToastOptions = {
  title: "Password changed",
  description: "Your password has been changed. Please sign in with your new password.",
  variant: "success",
};
const INVALID_TOKEN: ToastOptions = {
  title: "Verification failed",
  description: "This verification link is invalid or has expired.",
  variant: "destructive",
};
/** For an error code this screen does not know: the page says something went wrong, never the code's own text. */
const UNKNOWN_ERROR: ToastOptions = {
  title: "Sign-in failed",
  description: "Something went wrong while signing you in. Please try again.",
  variant: "destructive",
};

/**
 * The toast for the sign-in screen's ?error= and ?message= codes (SPEC 8). Anyone can put any text in a link to
 * this screen, so only known codes get words, and the words are ours: an unknown error code gets a generic
 * message and an unknown message code none.
 */
export function authToastFor(
  params: { error: string | null; message: string | null },
  config: AuthConfig | undefined,
): ToastOptions | null {
  const { error, message } = params;
  if (error !== null) {
    const provider = config?.oidc;
    if (provider && error === `${provider.name}${AUTH_FAILED_SUFFIX}`) {
      if (message === "email_unverified") {
        return {
          title: "Authentication failed",
          description: `${provider.displayName} has not confirmed your email address, so it cannot be used to register here. Confirm the address with ${provider.displayName} first, then try again.`,
          variant: "destructive",
        };
      }
      return {
        title: "Authentication failed",
        description: `${provider.displayName} sign-in was unsuccessful. Please try again.`,
        variant: "destructive",
      };
    }
    if (error === "invalid_token") return INVALID_TOKEN;
    // A provider this server does not offer (or the offer could not be read): the spec's title, none of the text.
    if (error.endsWith(AUTH_FAILED_SUFFIX)) {
      return { title: "Authentication failed", description: "Sign-in was unsuccessful. Please try again.", variant: "destructive" };
    }
    return UNKNOWN_ERROR;
  }
  if (message === "pending_approval") return PENDING_APPROVAL;
  if (message === "email_verified") return EMAIL_VERIFIED;
  if (message === "password_reset") return PASSWORD_RESET;
  return null;
}

export function useAuthQueryToasts() {
  const config = useQuery(authQueries.config());
  const shown = useRef(false);
  const configSettled = !config.isPending;

  useEffect(() => {
    if (shown.current || !configSettled) return;
    shown.current = true;
    const url = new URL(window.location.href);
    const options = authToastFor(
      { error: url.searchParams.get("error"), message: url.searchParams.get("message") },
      config.data,
    );
    if (!options) return;
    toast(options);
    url.searchParams.delete("error");
    url.searchParams.delete("message");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }, [configSettled, config.data]);
}

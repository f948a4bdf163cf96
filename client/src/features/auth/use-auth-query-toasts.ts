// Shows the sign-in screen's toasts for ?error= and ?message= (SPEC 8), once, then drops those parameters.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { type ToastOptions, toast } from "@/components/ui/use-toast";
import { type AuthConfig, authQueries } from "./api";

const AUTH_FAILED_SUFFIX = "_auth_failed";

function providerLabel(name: string, config: AuthConfig | undefined): string {
  if (config?.oidc && config.oidc.name === name) return config.oidc.displayName;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export function authToastFor(
  params: { error: string | null; message: string | null },
  config: AuthConfig | undefined,
): ToastOptions | null {
  const { error, message } = params;
  if (error?.endsWith(AUTH_FAILED_SUFFIX) && error.length > AUTH_FAILED_SUFFIX.length) {
    const provider = providerLabel(error.slice(0, -AUTH_FAILED_SUFFIX.length), config);
    return {
      title: "Authentication failed",
      description: `${provider} sign-in was unsuccessful. Please try again.`,
      variant: "destructive",
    };
  }
  if (error === "invalid_token") {
    return {
      title: "Verification failed",
      description: "This verification link is invalid or has expired.",
      variant: "destructive",
    };
  }
  if (message === "pending_approval") {
    return {
      title: "Account pending approval",
      description:
        "Your account has been created but requires admin approval before you can access the application. You will receive an email notification once approved.",
    };
  }
  if (message === "email_verified") {
    return {
      title: "Email verified",
      description:
        "Thank you. An administrator will now review your registration; you will get an email once your access is approved.",
      variant: "success",
    };
  }
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

// Auth queries and mutations: current user, sign-in options, admin login, e-mail login, registration, e-mail
// verification, password reset, invitations.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import type { BodyOf } from "@shared/api/contract";
import { type CurrentUser } from "@shared/api/auth";
import { authApi, invitesApi } from "@shared/api/routes";
import { toast } from "@/components/ui/use-toast";
import { callEndpoint, endpointQuery } from "@/lib/endpoint-client";
import { getQueryFn } from "@/lib/query-client";
import {
  decideCurrentUser,
  forgetLastKnownUser,
  readLastKnownUser,
  rememberUser,
  type UserRead,
} from "./last-known-user";

export type { AuthConfig, CurrentUser } from "@shared/api/auth";

export const REDIRECT_AFTER_LOGIN_MS = 1000;

const fetchCurrentUser = getQueryFn<CurrentUser | null>({ on401: "returnNull" });

export const authQueries = {
  /**
   * The signed-in user, or null when the server answers 401 (signed out is not an error). Without network the
   * user last seen on this device stands in, and the read is repeated once the connection is back.
   */
  user: () =>
    queryOptions({
      queryKey: endpointQuery(authApi.user).queryKey,
      queryFn: async (context): Promise<CurrentUser | null> => {
        let read: UserRead;
        try {
          read = { ok: true, user: await fetchCurrentUser(context) };
        } catch (error) {
          read = { ok: false, error };
        }
        const decision = decideCurrentUser(read, readLastKnownUser());
        switch (decision.kind) {
          case "signed-in":
            rememberUser(decision.user);
            return decision.user;
          case "signed-out":
            forgetLastKnownUser();
            return null;
          case "offline":
            return decision.user;
          case "failed":
            throw decision.error;
        }
      },
      retry: false,
      // A failed read is not repeated by each screen that mounts (the kiosk's screen mounted, the read failed, the app
      // showed its skeleton, the kiosk mounted again: a tight loop offline). The connection's return and the back-off
      // of saved-copy-refresh.ts read it again.
      retryOnMount: false,
      // Never paused as "offline": the read fails fast and the remembered user is used instead.
      networkMode: "always",
      refetchOnReconnect: "always",
    }),
  /** Which sign-in options the server offers. */
  config: () => endpointQuery(authApi.config),
};

export function useCurrentUser() {
  return useQuery(authQueries.user());
}

export function displayName(user: Pick<CurrentUser, "firstName" | "lastName">): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return name || "User";
}

/** Reloads the current user, then goes home: the spec's one-second pause after a successful sign-in. */
function useRedirectHomeAfterLogin() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(async () => {
      await queryClient.refetchQueries({ queryKey: authQueries.user().queryKey });
      navigate("/", { replace: true });
    }, REDIRECT_AFTER_LOGIN_MS);
  };
}

export function useAdminLogin() {
  const redirectHome = useRedirectHomeAfterLogin();
  return useMutation({
    mutationFn: (body: BodyOf<typeof authApi.adminLogin>) => callEndpoint(authApi.adminLogin, { body }),
    meta: { errorToast: { title: "Login failed" } },
    onSuccess: () => {
      toast({ title: "Admin login successful", description: "Redirecting to dashboard...", variant: "success" });
      redirectHome();
    },
  });
}

export function useLogin() {
  const redirectHome = useRedirectHomeAfterLogin();
  return useMutation({
    mutationFn: (body: BodyOf<typeof authApi.login>) => callEndpoint(authApi.login, { body }),
    meta: { errorToast: { title: "Login failed" } },
    onSuccess: () => {
      toast({ title: "Login successful", description: "Welcome back! Redirecting to dashboard...", variant: "success" });
      redirectHome();
    },
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof authApi.register>) => callEndpoint(authApi.register, { body }),
    meta: { errorToast: { title: "Registration failed" } },
    onSuccess: () => {
      toast({
        title: "Registration successful",
        description:
          "Please check your email to verify your account. An administrator will then activate your access.",
        variant: "success",
      });
    },
  });
}

/** POST /api/auth/forgot-password: the answer is the same whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof authApi.forgotPassword>) => callEndpoint(authApi.forgotPassword, { body }),
    meta: { errorToast: { title: "Reset link not sent" } },
  });
}

/**
 * POST /api/auth/reset-password; on success the sign-in screen says so (?message=password_reset). Failures are the
 * form's to show: a dead link and a refused password have their own place on the page.
 */
export function useResetPassword() {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (body: BodyOf<typeof authApi.resetPassword>) => callEndpoint(authApi.resetPassword, { body }),
    meta: { errorToast: false },
    onSuccess: () => navigate("/auth?message=password_reset", { replace: true }),
  });
}

/**
 * POST /api/auth/verify-email (the verification page); on success the sign-in screen says so
 * (?message=email_verified). Failures are the form's to show, as with a reset link.
 */
export function useConfirmEmail() {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (body: BodyOf<typeof authApi.confirmEmail>) => callEndpoint(authApi.confirmEmail, { body }),
    meta: { errorToast: false },
    onSuccess: () => navigate("/auth?message=email_verified", { replace: true }),
  });
}

/** GET /api/invites/link: what an invitation is for; a dead link is a 400 the page shows in place of the form. */
export const inviteQueries = {
  link: (token: string) => ({ ...endpointQuery(invitesApi.link, { query: { token } }), retry: false }),
};

/** POST /api/invites/accept: the new account is signed in by the answer, so the app opens on the dashboard. */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (body: BodyOf<typeof invitesApi.accept>) => callEndpoint(invitesApi.accept, { body }),
    meta: { errorToast: false },
    onSuccess: async (user) => {
      queryClient.setQueryData(authQueries.user().queryKey, user);
      navigate("/", { replace: true });
    },
  });
}

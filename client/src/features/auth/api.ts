// Auth queries and mutations: current user, sign-in options, admin login, e-mail login, registration, password reset.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import type { PublicUser } from "@shared/schema";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, errorMessage } from "@/lib/api-client";
import { getQueryFn } from "@/lib/query-client";
import { queryKeys } from "@/lib/query-keys";
import {
  decideCurrentUser,
  forgetLastKnownUser,
  readLastKnownUser,
  rememberUser,
  type UserRead,
} from "./last-known-user";

/** GET /api/auth/user as it arrives over JSON (timestamps are ISO strings). */
export type CurrentUser = Omit<PublicUser, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string };

export type AuthConfig = {
  oidc: null | { name: string; displayName: string };
};

export type AdminLoginInput = { username: string; password: string };
export type LoginInput = { email: string; password: string };
export type RegisterInput = { email: string; password: string; firstName: string; lastName: string };
export type ResetPasswordInput = { token: string; password: string };
type MessageResponse = { message: string };

export const REDIRECT_AFTER_LOGIN_MS = 1000;

const fetchCurrentUser = getQueryFn<CurrentUser | null>({ on401: "returnNull" });

export const authQueries = {
  /**
   * The signed-in user, or null when the server answers 401 (signed out is not an error). Without network the
   * user last seen on this device stands in, and the read is repeated once the connection is back.
   */
  user: () =>
    queryOptions({
      queryKey: [...queryKeys.auth, "user"] as const,
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
      // Never paused as "offline": the read fails fast and the remembered user is used instead.
      networkMode: "always",
      refetchOnReconnect: "always",
    }),
  /** Which sign-in options the server offers. */
  config: () =>
    queryOptions({
      queryKey: [...queryKeys.auth, "config"] as const,
      queryFn: getQueryFn<AuthConfig>({ on401: "throw" }),
    }),
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
    mutationFn: (input: AdminLoginInput) => apiRequest<unknown>("POST", "/api/admin/login", input),
    onSuccess: () => {
      toast({ title: "Admin login successful", description: "Redirecting to dashboard...", variant: "success" });
      redirectHome();
    },
    onError: (error) => {
      toast({ title: "Login failed", description: errorMessage(error), variant: "destructive" });
    },
  });
}

export function useLogin() {
  const redirectHome = useRedirectHomeAfterLogin();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<unknown>("POST", "/api/auth/login", input),
    onSuccess: () => {
      toast({ title: "Login successful", description: "Welcome back! Redirecting to dashboard...", variant: "success" });
      redirectHome();
    },
    onError: (error) => {
      toast({ title: "Login failed", description: errorMessage(error), variant: "destructive" });
    },
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => apiRequest<unknown>("POST", "/api/auth/register", input),
    onSuccess: () => {
      toast({
        title: "Registration successful",
        description:
          "Please check your email to verify your account. An administrator will then activate your access.",
        variant: "success",
      });
    },
    onError: (error) => {
      toast({ title: "Registration failed", description: errorMessage(error), variant: "destructive" });
    },
  });
}

/** POST /api/auth/forgot-password: the answer is the same whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: { email: string }) => apiRequest<MessageResponse>("POST", "/api/auth/forgot-password", input),
    onError: (error) => {
      toast({ title: "Reset link not sent", description: errorMessage(error), variant: "destructive" });
    },
  });
}

/**
 * POST /api/auth/reset-password; on success the sign-in screen says so (?message=password_reset). Failures are the
 * form's to show: a dead link and a refused password have their own place on the page.
 */
export function useResetPassword() {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => apiRequest<MessageResponse>("POST", "/api/auth/reset-password", input),
    onSuccess: () => navigate("/auth?message=password_reset", { replace: true }),
  });
}

// Top-level routing: a skeleton while the current user loads, then the signed-out or the signed-in app.
import { useQueryClient } from "@tanstack/react-query";
import { Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { ACCEPT_INVITE_PATH, KIOSK_PATH, loadingHeading, RESET_PASSWORD_PATH, VERIFY_EMAIL_PATH } from "@shared/screens";
import { FullScreenSkeleton } from "@/components/layout/full-screen-skeleton";
import { useCurrentUser } from "@/features/auth/api";
import { isKioskDevice } from "@/lib/kiosk-device";
import { lazyNamed } from "@/lib/lazy-named";
import { ScrollToTopOnNavigate } from "./scroll-to-top";
import { preloadSignedInPage } from "./signed-in-pages";

const LandingPage = lazyNamed(() => import("./pages/landing-page"), "LandingPage");
const AuthPage = lazyNamed(() => import("./pages/auth-page"), "AuthPage");
const ResetPasswordPage = lazyNamed(() => import("./pages/reset-password-page"), "ResetPasswordPage");
const VerifyEmailPage = lazyNamed(() => import("./pages/verify-email-page"), "VerifyEmailPage");
const AcceptInvitePage = lazyNamed(() => import("./pages/accept-invite-page"), "AcceptInvitePage");
const KioskPage = lazyNamed(() => import("./pages/kiosk-page"), "KioskPage");
const SignedInApp = lazyNamed(() => import("./signed-in-app"), "SignedInApp");

function SignedOutRoutes() {
  return (
    <>
      <ScrollToTopOnNavigate />
      <Switch>
        <Route path="/auth" component={AuthPage} />
        {/* A kiosk tablet reopened at "/" (the installed app's start) with nobody signed in goes back to its kiosk. */}
        <Route path="/">{isKioskDevice() ? <Redirect to={KIOSK_PATH} replace /> : <LandingPage />}</Route>
        <Route component={LandingPage} />
      </Switch>
    </>
  );
}

export function AppRoutes() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  // Only the first read waits: a read again after a failure (no signal) is pending too, and must not take down the
  // screen that is up (a kiosk would lose the name a worker just tapped).
  if (user.isPending && user.errorUpdateCount === 0) return <FullScreenSkeleton />;
  if (user.data) preloadSignedInPage(window.location.pathname, user.data.role, queryClient);
  const heading = user.data ? loadingHeading(window.location.pathname, user.data.role) : undefined;
  // Without network the user last signed in on this device stays in (features/auth/last-known-user.ts); any other
  // failure to read the current user (server down, 5xx) leaves the visitor signed out.
  return (
    <Suspense fallback={<FullScreenSkeleton heading={heading} />}>
      <Switch>
        {/* A reset, verification or invitation link works on a device where someone is signed in too (a shared phone). */}
        <Route path={RESET_PASSWORD_PATH} component={ResetPasswordPage} />
        <Route path={VERIFY_EMAIL_PATH} component={VerifyEmailPage} />
        <Route path={ACCEPT_INVITE_PATH} component={AcceptInvitePage} />
        {/* A kiosk's screen shows whoever is signed in: the device's kiosk credential, not a session, decides. */}
        <Route path={KIOSK_PATH} component={KioskPage} />
        <Route>{user.data ? <SignedInApp user={user.data} /> : <SignedOutRoutes />}</Route>
      </Switch>
    </Suspense>
  );
}

// Signed-in frame: sticky header, main navigation and a content area the navigation never covers.
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { seesEveryRow } from "@shared/domain/account-roles";
import { CONTENT_COLUMN_CLASS } from "./content-column";
import { Logo } from "./logo";
import { MainNav } from "./main-nav";
import { MoreMenu } from "./more-menu";
import { moreItemsFor } from "./nav-items";
import { NotLinkedBanner } from "./not-linked-banner";
import { OfflineBanner } from "./offline-banner";
import { ProfileMenu } from "./profile-menu";

type AppShellProps = {
  /** Who is signed in: the role decides the navigation; `workerId` null on a crew or foreman account shows why their lists are empty. */
  user: { name: string; email: string | null; profileImageUrl: string | null; role: string; workerId: number | null };
  /** Extra header controls before the profile menu (the notification bell). */
  headerActions?: ReactNode;
  /** Runs as the person chooses Sign Out. */
  onSignOut?: () => void;
  /** How many of this person's punches wait unsent on this phone (Sign Out warns when there are any). */
  unsentPunches?: () => Promise<number>;
  children: ReactNode;
};

export function AppShell({ user, headerActions, onSignOut, unsentPunches, children }: AppShellProps) {
  const [location] = useLocation();
  return (
    <div className="min-h-dvh">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-slate-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 bg-slate-900 text-white shadow-md">
        <div className="flex h-16 items-center gap-2 px-3 sm:px-4 lg:px-6">
          <Link href="/" className="-ml-1 inline-flex min-h-11 items-center rounded-lg px-1" aria-label="Crewline home">
            <Logo />
          </Link>
          <div className="ml-auto flex items-center gap-1">
            <div className="lg:hidden">
              <MoreMenu items={moreItemsFor(user.role)} location={location} />
            </div>
            {headerActions}
            <ProfileMenu
              name={user.name}
              email={user.email}
              profileImageUrl={user.profileImageUrl}
              onSignOut={onSignOut}
              unsentPunches={unsentPunches}
            />
          </div>
        </div>
      </header>
      <OfflineBanner />
      {user.workerId === null && !seesEveryRow(user.role) ? <NotLinkedBanner /> : null}
      <div className="lg:flex lg:min-h-[calc(100dvh-4rem)]">
        <MainNav role={user.role} />
        <main
          id="main-content"
          tabIndex={-1}
          className="pb-[calc(5.5rem+env(safe-area-inset-bottom))] focus:outline-none lg:min-w-0 lg:flex-1 lg:pb-10"
        >
          <div className={CONTENT_COLUMN_CLASS}>{children}</div>
        </main>
      </div>
    </div>
  );
}

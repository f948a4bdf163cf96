// Which screen a path opens, named by its module in client/src/app/pages/. The client loads a screen's code from
// this table (app/signed-in-pages.ts); the server uses it to list that code in index.html (server/spa.ts), so the
// browser fetches it beside the app's entry instead of after it. SCREEN_ACCESS says which roles may open each.

import { type AccessLevel, roleMayAccess } from "./domain/account-roles";

export type ScreenModule =
  | "landing-page"
  | "auth-page"
  | "reset-password-page"
  | "verify-email-page"
  | "accept-invite-page"
  | "kiosk-page"
  | SignedInScreen;

export type SignedInScreen =
  | "dashboard-page"
  | "projects-page"
  | "project-details-page"
  | "schedule-page"
  | "workers-page"
  | "timesheet-page"
  | "timesheet-gps-page"
  | "materials-page"
  | "safety-page"
  | "cost-codes-page"
  | "company-settings-page"
  | "admin-page"
  | "profile-page";

export const SIGNED_IN_SCREENS: readonly (readonly [RegExp, SignedInScreen])[] = [
  [/^\/$/, "dashboard-page"],
  [/^\/projects\/?$/, "projects-page"],
  [/^\/projects\/[^/]+\/?$/, "project-details-page"],
  [/^\/schedule\/?$/, "schedule-page"],
  [/^\/workers\/?$/, "workers-page"],
  [/^\/timesheet\/?$/, "timesheet-page"],
  [/^\/timesheet-gps\/?$/, "timesheet-gps-page"],
  [/^\/materials\/?$/, "materials-page"],
  [/^\/safety\/?$/, "safety-page"],
  [/^\/cost-codes\/?$/, "cost-codes-page"],
  [/^\/company-settings\/?$/, "company-settings-page"],
  [/^\/admin\/?$/, "admin-page"],
  [/^\/profile\/?$/, "profile-page"],
];

/** The screen at this path; null for a path with no screen (the not-found page). */
export function signedInScreen(pathname: string): SignedInScreen | null {
  return SIGNED_IN_SCREENS.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

/**
 * The least role that may open each screen, decided once: the navigation lists only these, the client's routes show
 * the not-found page for the rest, and the server neither preloads their code nor names them in the outline. Crew
 * and foremen get scoped versions of the "member" screens (their own rows, no money); the server decides every read.
 */
export const SCREEN_ACCESS: Readonly<Record<SignedInScreen, AccessLevel>> = {
  "dashboard-page": "member",
  "projects-page": "member",
  "project-details-page": "member",
  "schedule-page": "member",
  "workers-page": "member",
  "timesheet-page": "member",
  "timesheet-gps-page": "member",
  "materials-page": "foreman",
  "safety-page": "member",
  // The company's list of cost codes, kept by the office and admins (crew and foremen read the codes where they punch).
  "cost-codes-page": "office",
  // Company-wide rules (overtime, forgotten clock-outs) are an administrator's to set (PUT is admin-only).
  "company-settings-page": "admin",
  "admin-page": "admin",
  "profile-page": "member",
};

export const mayOpenScreen = (role: string, screen: SignedInScreen): boolean => roleMayAccess(role, SCREEN_ACCESS[screen]);

/** The screen this person sees at this path: null for the not-found page (no screen there, or not one for their role). */
export function signedInScreenFor(pathname: string, role: string): SignedInScreen | null {
  const screen = signedInScreen(pathname);
  return screen && mayOpenScreen(role, screen) ? screen : null;
}

/** The page of a password reset link; it opens whether or not someone is signed in on the device. */
export const RESET_PASSWORD_PATH = "/auth/reset-password";
/** The page of a verification link: the person types their password there; it too opens whoever is signed in. */
export const VERIFY_EMAIL_PATH = "/auth/verify-email";
/** The page of an invitation link (the office invited a worker); it too opens whoever is signed in on the device. */
export const ACCEPT_INVITE_PATH = "/auth/accept-invite";
/** A site kiosk's screen (a shared tablet that an administrator made a time clock for one project; issue 14). */
export const KIOSK_PATH = "/kiosk";

/** Whether the path is the kiosk's screen: it opens whoever is signed in (the device's kiosk credential decides). */
export const isKioskPath = (pathname: string): boolean => /^\/kiosk\/?$/.test(pathname);

/**
 * A signed-out visitor sees the sign-in page at /auth, the new-password page of a reset link, the page of a
 * verification link, the page of an invitation link, a site kiosk's screen at /kiosk, and the landing page everywhere
 * else.
 */
export function signedOutScreen(pathname: string): ScreenModule {
  if (/^\/auth\/?$/.test(pathname)) return "auth-page";
  if (/^\/auth\/reset-password\/?$/.test(pathname)) return "reset-password-page";
  if (/^\/auth\/verify-email\/?$/.test(pathname)) return "verify-email-page";
  if (/^\/auth\/accept-invite\/?$/.test(pathname)) return "accept-invite-page";
  if (isKioskPath(pathname)) return "kiosk-page";
  return "landing-page";
}

/**
 * Each screen's heading and the line under it, where both are fixed text. The screen draws them (PageHeader); the
 * loading outline draws the same words, and the server writes them into index.html's outline, so a phone on a
 * slow network shows which screen is coming from the first paint instead of grey bars.
 */
export interface ScreenHeading {
  title: string;
  description: string;
}

/**
 * Words that differ by who reads them. Crew and foremen see their own projects' rows and no money, so where the
 * office's words would promise more (every site, rates, payroll), theirs say what they do see. A role reads the words
 * of the nearest role at or above it that has some: crew, then foreman, then everyone's.
 */
export type TextByRole = { everyone: string; foreman?: string; crew?: string };

/** The words this role reads: the one rule for headings, the lines under them and navigation labels. */
export function textForRole(text: string | TextByRole, role: string): string {
  if (typeof text === "string") return text;
  const own = role === "crew" ? (text.crew ?? text.foreman) : role === "foreman" ? text.foreman : undefined;
  return own ?? text.everyone;
}

/** Read through screenHeading(screen, role): words that differ by role are not a string, so they cannot be spread. */
export const SCREEN_HEADINGS = {
  "projects-page": {
    title: "Projects",
    description: { everyone: "Every job site, its progress and its team.", foreman: "Your job sites, their progress and their teams." },
  },
  "schedule-page": {
    title: "Schedule",
    description: {
      everyone: "Jobs by day, and what is coming up this week.",
      foreman: "Your projects' jobs by day, and what is coming up this week.",
      crew: "Your jobs by day, and what is coming up this week.",
    },
  },
  "workers-page": {
    title: "Workers",
    description: {
      everyone: "Your crew roster: roles, trades, rates and who is active.",
      foreman: "Your crew: the workers on your projects' teams.",
      crew: "Your worker record: trade, contact and status.",
    },
  },
  "timesheet-page": {
    // Payroll is the office's tab: crew and foremen have the daily timesheet and the weekly summary only.
    title: { everyone: "Timesheet & Payroll", foreman: "Timesheet" },
    description: {
      everyone: "Daily timesheets, weekly summaries and payroll figures.",
      foreman: "Daily timesheets and weekly summaries on your projects.",
      crew: "Your daily timesheet and weekly summary.",
    },
  },
  "timesheet-gps-page": {
    title: "GPS Time Clock",
    description: {
      everyone: "Clock your crew in and out at the job site.",
      foreman: "Clock yourself and your crew in and out at the job site.",
      crew: "Clock in and out at the job site.",
    },
  },
  "materials-page": {
    title: "Materials & Inventory",
    description: {
      everyone: "Stock levels, suppliers and low-stock alerts.",
      foreman: "Stock levels, suppliers and low-stock alerts; record what your projects use.",
    },
  },
  "safety-page": {
    title: "Safety Checklists",
    description: {
      everyone: "Daily inspections, equipment checks and pre-task plans.",
      foreman: "Daily inspections, equipment checks and pre-task plans on your projects.",
    },
  },
  "cost-codes-page": { title: "Cost Codes", description: "The codes your crews book their hours to, such as 03-300 Concrete." },
  "company-settings-page": {
    title: "Company Settings",
    description: "Overtime, breaks, forgotten clock-outs, the sign-off at clock-out and cost codes.",
  },
  "admin-page": { title: "Admin Dashboard", description: "Approve new accounts and manage who can use Crewline." },
} satisfies Partial<Record<SignedInScreen, { title: string | TextByRole; description: string | TextByRole }>>;

/** A screen whose heading is fixed text (the dashboard's line is today's date, the profile's a name). */
export type HeadedScreen = keyof typeof SCREEN_HEADINGS;

const hasHeading = (screen: SignedInScreen): screen is HeadedScreen => screen in SCREEN_HEADINGS;

/** The heading this role sees on this screen: the title and the line under it, each as their role reads it. */
export function screenHeading(screen: HeadedScreen, role: string): ScreenHeading {
  const { title, description }: { title: string | TextByRole; description: string | TextByRole } = SCREEN_HEADINGS[screen];
  return { title: textForRole(title, role), description: textForRole(description, role) };
}

/**
 * The fixed heading a signed-in user's loading outline shows at this path, if the screen has one, as their role reads
 * it. None for a screen the role may not open: they get the not-found page.
 */
export function loadingHeading(pathname: string, role: string): ScreenHeading | undefined {
  const screen = signedInScreenFor(pathname, role);
  return screen && hasHeading(screen) ? screenHeading(screen, role) : undefined;
}

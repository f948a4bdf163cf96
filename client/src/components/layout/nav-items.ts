// The one list of navigation entries. It drives the phone's bottom bar, the phone's More menu and the desk sidebar,
// each showing only the screens the person's role may open (SCREEN_ACCESS in shared/screens.ts).
// The bar keeps SPEC 2's entries (Dashboard, Projects, Schedule, Workers, Safety, plus Admin for admins); the time
// clock, timesheets and materials are behind the header's More button on a phone, since a seventh cell at 360 px
// would leave each about 51 px, too narrow for the labels. The field's bar (a crew member's and a foreman's) has the
// time clock in Workers' place: they punch in and out every day (a foreman clocks the crew, issue 26 item 4: under More
// it was nine taps to clock in a crew of five), and Workers stays one tap away under More. From 1024 px the sidebar
// lists every entry.
import {
  CalendarDays,
  Clock,
  FileSpreadsheet,
  FolderKanban,
  Hash,
  House,
  type LucideIcon,
  Package,
  Settings,
  ShieldCheck,
  ShieldUser,
  Users,
} from "lucide-react";
import { roleMayAccess } from "@shared/domain/account-roles";
import { SCREEN_HEADINGS, type TextByRole, mayOpenScreen, signedInScreen, textForRole } from "@shared/screens";

type NavEntry = {
  href: string;
  /** As the screen's heading: words that would promise crew and foremen what they cannot see differ by role. */
  label: string | TextByRole;
  /** A shorter label for the phone's bar cell (the link's accessible name stays `label`). */
  barLabel?: string;
  icon: LucideIcon;
  /** Shown in the phone's bottom bar; the others are listed under the header's More there. */
  inBar: boolean;
  /** Where the field's bar (crew and foremen) differs: the clock takes Workers' cell. */
  inFieldBar?: boolean;
};

/** An entry as one person sees it: its label and `inBar` decided for their role. */
export type NavItem = Omit<NavEntry, "inFieldBar" | "label"> & { label: string };

const NAV_ENTRIES: readonly NavEntry[] = [
  { href: "/", label: "Dashboard", icon: House, inBar: true },
  { href: "/projects", label: "Projects", icon: FolderKanban, inBar: true },
  { href: "/schedule", label: "Schedule", icon: CalendarDays, inBar: true },
  { href: "/workers", label: "Workers", icon: Users, inBar: true, inFieldBar: false },
  { href: "/timesheet-gps", label: "GPS Time Clock", barLabel: "Time Clock", icon: Clock, inBar: false, inFieldBar: true },
  { href: "/timesheet", label: SCREEN_HEADINGS["timesheet-page"].title, icon: FileSpreadsheet, inBar: false },
  { href: "/materials", label: "Materials", icon: Package, inBar: false },
  { href: "/cost-codes", label: "Cost Codes", icon: Hash, inBar: false },
  { href: "/company-settings", label: "Company Settings", icon: Settings, inBar: false },
  { href: "/safety", label: "Safety", icon: ShieldCheck, inBar: true },
  { href: "/admin", label: "Admin", icon: ShieldUser, inBar: true },
];

/** Every entry this person's role may open: the sidebar's list, in its order. */
export function navItemsFor(role: string): NavItem[] {
  return NAV_ENTRIES.filter((entry) => {
    const screen = signedInScreen(entry.href);
    return screen !== null && mayOpenScreen(role, screen);
  }).map(({ inFieldBar, label, ...item }) => ({
    ...item,
    label: textForRole(label, role),
    // The field (below the office: crew and foremen) works on the time clock every day: their bar has it.
    inBar: !roleMayAccess(role, "office") && inFieldBar !== undefined ? inFieldBar : item.inBar,
  }));
}

/** The entries of the phone's bottom bar. */
export function barItemsFor(role: string): NavItem[] {
  return navItemsFor(role).filter((item) => item.inBar);
}

/** The entries the phone's More menu lists: every entry not in the bar. */
export function moreItemsFor(role: string): NavItem[] {
  return navItemsFor(role).filter((item) => !item.inBar);
}

/** '/projects/12' keeps Projects active; '/' is active only on the dashboard itself. */
export function isNavItemActive(href: string, location: string): boolean {
  if (href === "/") return location === "/";
  return location === href || location.startsWith(`${href}/`);
}

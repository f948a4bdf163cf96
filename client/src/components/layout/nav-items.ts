// The one list of navigation entries. It drives the phone's bottom bar, the phone's More menu and the desk sidebar.
// The bar keeps exactly SPEC 2's entries (Dashboard, Projects, Schedule, Workers, Safety, plus Admin for admins);
// the time clock, timesheets and materials are behind the header's More button on a phone, since a seventh cell at
// 360 px would leave each about 51 px, too narrow for the labels. From 1024 px the sidebar lists every entry.
import {
  CalendarDays,
  Clock,
  FileSpreadsheet,
  FolderKanban,
  House,
  type LucideIcon,
  Package,
  ShieldCheck,
  ShieldUser,
  Users,
} from "lucide-react";

export type NavItem = {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Shown in the phone's bottom bar; the others are listed under the header's More there. */
  inBar: boolean;
  adminOnly?: boolean;
};

export const NAV_ITEMS: readonly NavItem[] = [
  { href: "/", label: "Dashboard", icon: House, inBar: true },
  { href: "/projects", label: "Projects", icon: FolderKanban, inBar: true },
  { href: "/schedule", label: "Schedule", icon: CalendarDays, inBar: true },
  { href: "/workers", label: "Workers", icon: Users, inBar: true },
  { href: "/timesheet-gps", label: "GPS Time Clock", icon: Clock, inBar: false },
  { href: "/timesheet", label: "Timesheet & Payroll", icon: FileSpreadsheet, inBar: false },
  { href: "/materials", label: "Materials", icon: Package, inBar: false },
  { href: "/safety", label: "Safety", icon: ShieldCheck, inBar: true },
  { href: "/admin", label: "Admin", icon: ShieldUser, inBar: true, adminOnly: true },
];

/** Every entry this person may use: the sidebar's list, in its order. */
export function navItemsFor(isAdmin: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.adminOnly || isAdmin);
}

/** The entries of the phone's bottom bar. */
export function barItemsFor(isAdmin: boolean): NavItem[] {
  return navItemsFor(isAdmin).filter((item) => item.inBar);
}

/** The entries the phone's More menu lists: every entry not in the bar. */
export function moreItemsFor(isAdmin: boolean): NavItem[] {
  return navItemsFor(isAdmin).filter((item) => !item.inBar);
}

/** '/projects/12' keeps Projects active; '/' is active only on the dashboard itself. */
export function isNavItemActive(href: string, location: string): boolean {
  if (href === "/") return location === "/";
  return location === href || location.startsWith(`${href}/`);
}

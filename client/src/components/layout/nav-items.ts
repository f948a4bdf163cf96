// The main navigation entries (SPEC 2: Dashboard, Projects, Schedule, Workers, Safety, plus Admin for admins).
import { CalendarDays, FolderKanban, House, type LucideIcon, ShieldCheck, ShieldUser, Users } from "lucide-react";

export type NavItem = { href: string; label: string; icon: LucideIcon; adminOnly?: boolean };

export const NAV_ITEMS: readonly NavItem[] = [
  { href: "/", label: "Dashboard", icon: House },
  { href: "/projects", label: "Projects", icon: FolderKanban },
  { href: "/schedule", label: "Schedule", icon: CalendarDays },
  { href: "/workers", label: "Workers", icon: Users },
  { href: "/safety", label: "Safety", icon: ShieldCheck },
  { href: "/admin", label: "Admin", icon: ShieldUser, adminOnly: true },
];

export function navItemsFor(isAdmin: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.adminOnly || isAdmin);
}

/** '/projects/12' keeps Projects active; '/' is active only on the dashboard itself. */
export function isNavItemActive(href: string, location: string): boolean {
  if (href === "/") return location === "/";
  return location === href || location.startsWith(`${href}/`);
}

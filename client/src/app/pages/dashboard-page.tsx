// Dashboard (/): a welcome and the way into each section. Project figures arrive with the dashboard feature.
import { format } from "date-fns";
import {
  CalendarDays,
  ChevronRight,
  Clock,
  FolderKanban,
  type LucideIcon,
  MapPin,
  Package,
  ShieldCheck,
  ShieldUser,
  Users,
} from "lucide-react";
import { Link } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { useCurrentUser } from "@/features/auth/api";

type QuickLink = { href: string; title: string; text: string; icon: LucideIcon; adminOnly?: boolean };

const QUICK_LINKS: readonly QuickLink[] = [
  { href: "/projects", title: "Projects", text: "Sites, progress and teams", icon: FolderKanban },
  { href: "/schedule", title: "Schedule", text: "Today's jobs and the week ahead", icon: CalendarDays },
  { href: "/workers", title: "Workers", text: "Crew roster, trades and rates", icon: Users },
  { href: "/timesheet-gps", title: "GPS Time Clock", text: "Clock in and out on site", icon: MapPin },
  { href: "/timesheet", title: "Timesheet & Payroll", text: "Hours, overtime and gross pay", icon: Clock },
  { href: "/materials", title: "Materials", text: "Stock levels and suppliers", icon: Package },
  { href: "/safety", title: "Safety", text: "Inspections and checklists", icon: ShieldCheck },
  { href: "/admin", title: "Admin", text: "Registrations and user accounts", icon: ShieldUser, adminOnly: true },
];

export function DashboardPage() {
  const { data: user } = useCurrentUser();
  const isAdmin = user?.role === "admin";
  const greetingName = user?.firstName?.trim() || "there";
  const links = QUICK_LINKS.filter((link) => !link.adminOnly || isAdmin);

  return (
    <>
      <PageHeader title="Dashboard" description={format(new Date(), "EEEE, MMMM d, yyyy")} />

      <section
        aria-labelledby="welcome-title"
        className="relative overflow-hidden rounded-card bg-slate-900 p-5 text-white shadow-card sm:p-6"
      >
        <div
          aria-hidden="true"
          className="absolute inset-y-0 right-0 w-2 bg-[repeating-linear-gradient(135deg,#EA580C_0_12px,#0F172A_12px_24px)]"
        />
        <h2 id="welcome-title" className="text-2xl font-semibold">
          Welcome back, {greetingName}
        </h2>
        <p className="mt-2 max-w-prose text-base text-slate-300">
          Clock in on site, check today's schedule or catch up on your projects.
        </p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link href="/timesheet-gps">
              <MapPin aria-hidden="true" />
              GPS Time Clock
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="border-slate-600 bg-transparent text-white hover:bg-white/10">
            <Link href="/schedule">
              <CalendarDays aria-hidden="true" />
              Today's Schedule
            </Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="quick-links-title" className="mt-6">
        <h2 id="quick-links-title" className="mb-3 text-lg font-semibold">
          Quick links
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="flex min-h-16 items-center gap-4 rounded-card border border-slate-200 bg-white p-4 shadow-card transition-colors hover:border-brand-300 hover:bg-brand-50"
              >
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <link.icon className="size-6" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900">{link.title}</span>
                  <span className="block text-base text-slate-600">{link.text}</span>
                </span>
                <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

// Public landing page (SPEC 1-2): what Crewline does, and the ways in.
import {
  ArrowRight,
  BarChart3,
  Camera,
  CircleCheck,
  Clock,
  FolderKanban,
  type LucideIcon,
  MailCheck,
  Package,
  ShieldCheck,
  UserCheck,
  Users,
} from "lucide-react";
import type { CSSProperties } from "react";
import { Link, useLocation } from "wouter";
import { authApi } from "@shared/api/routes";
import { Logo } from "@/components/layout/logo";
import { Button } from "@/components/ui/button";

type Feature = { icon: LucideIcon; title: string; text: string };

const FEATURES: readonly Feature[] = [
  {
    icon: Users,
    title: "Worker Management",
    text: "Keep your roster of foremen, in-house crews and subcontractors with their roles, skills and trade categories.",
  },
  {
    icon: Clock,
    title: "Time Tracking",
    text: "Mobile-friendly clock in and out with location tracking, feeding payroll and project hours.",
  },
  {
    icon: FolderKanban,
    title: "Project Management",
    text: "Follow progress, schedules and team assignments across all of your job sites.",
  },
  {
    icon: Camera,
    title: "Photo Documentation",
    text: "Capture project photos on site as a visual record of completed work.",
  },
  {
    icon: Package,
    title: "Material Tracking",
    text: "Track inventory with stock levels, suppliers and low-stock alerts before a job runs short.",
  },
  {
    icon: BarChart3,
    title: "Analytics & Reports",
    text: "A dashboard of project statistics and worker performance metrics for the office.",
  },
];

const FIELD_FACTS = [
  "Clock in at the gate with GPS-verified location",
  "Works on the phone your foreman already carries",
  "Weekly hours, overtime and gross pay worked out for you",
  "Accounts verified by email and approved by your admin",
] as const;

const ACCESS_STEPS: readonly Feature[] = [
  { icon: UserCheck, title: "Register", text: "Create an account with your work email." },
  { icon: MailCheck, title: "Verify", text: "Confirm your address from the email we send." },
  { icon: ShieldCheck, title: "Get approved", text: "Your administrator activates your access." },
];

const BLUEPRINT_GRID: CSSProperties = {
  backgroundImage:
    "linear-gradient(rgb(255 255 255 / 0.05) 1px, transparent 1px), linear-gradient(90deg, rgb(255 255 255 / 0.05) 1px, transparent 1px)",
  backgroundSize: "32px 32px",
};

const HAZARD_STRIPE: CSSProperties = {
  backgroundImage: "repeating-linear-gradient(135deg, #EA580C 0 16px, #0F172A 16px 32px)",
};

function goToServerLogin() {
  window.location.assign(authApi.startSignIn.path);
}

export function LandingPage() {
  const [, navigate] = useLocation();

  return (
    <div className="min-h-dvh bg-white">
      <header className="absolute inset-x-0 top-0 z-10 text-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:h-20 sm:px-6">
          <Logo />
          <Link
            href="/auth"
            className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-slate-100 hover:bg-white/10"
          >
            Sign in
          </Link>
        </div>
      </header>

      <main>
        <section className="relative overflow-hidden bg-slate-900 text-white" style={BLUEPRINT_GRID}>
          <div
            aria-hidden="true"
            className="absolute -top-40 -right-40 size-[32rem] rounded-full bg-brand-600/25 blur-3xl"
          />
          <div className="relative mx-auto grid max-w-6xl gap-10 px-4 pt-24 pb-14 sm:px-6 sm:pt-32 sm:pb-20 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-center lg:gap-14">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full border border-brand-400/40 bg-brand-600/15 px-3 py-1 text-sm font-semibold text-brand-200">
                <span className="size-2 rounded-full bg-brand-400" aria-hidden="true" />
                Construction project management
              </p>
              <h1 className="mt-5 text-5xl font-bold tracking-tight sm:text-6xl">Crewline</h1>
              <p className="mt-4 text-2xl leading-snug font-semibold text-slate-100 sm:text-3xl">
                Run every job site from your pocket.
              </p>
              <p className="mt-4 max-w-xl text-lg text-slate-300">
                Projects, crews, GPS time clock, payroll hours, materials and safety checklists in one app built for
                contractors, foremen and the office.
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <Button size="lg" className="sm:min-w-40" onClick={() => navigate("/auth")}>
                  Sign In
                </Button>
                <Button
                  size="lg"
                  variant="outline"
                  className="border-white/40 bg-white/5 text-white hover:bg-white/15 active:bg-white/20 sm:min-w-40"
                  onClick={() => navigate("/auth?tab=register")}
                >
                  Create Account
                </Button>
              </div>
              <div className="mt-4 flex flex-col items-center gap-1 sm:flex-row sm:gap-2">
                <span className="text-base text-slate-400">Already approved?</span>
                <Button
                  variant="ghost"
                  className="px-2 text-brand-200 hover:bg-white/10 hover:text-white active:bg-white/15"
                  onClick={goToServerLogin}
                >
                  Access Your Dashboard
                  <ArrowRight aria-hidden="true" />
                </Button>
              </div>
            </div>

            <div className="rounded-2xl border border-white/10 bg-white/5 p-5 backdrop-blur-sm sm:p-6">
              <p className="text-sm font-semibold tracking-wider text-brand-300 uppercase">Built for the field</p>
              <ul className="mt-4 grid gap-4">
                {FIELD_FACTS.map((fact) => (
                  <li key={fact} className="flex gap-3 text-base text-slate-100">
                    <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand-400" aria-hidden="true" />
                    {fact}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <div aria-hidden="true" className="h-2" style={HAZARD_STRIPE} />
        </section>

        <section aria-labelledby="features-title" className="bg-slate-50 py-14 sm:py-20">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <div className="max-w-2xl">
              <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">Features</p>
              <h2 id="features-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
                Everything your crews need, in one place
              </h2>
              <p className="mt-3 text-lg text-slate-600">
                From the first site visit to the last timesheet, Crewline keeps the field and the office on the same
                page.
              </p>
            </div>
            <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {FEATURES.map((feature) => (
                <li
                  key={feature.title}
                  className="rounded-card border border-slate-200 bg-white p-6 shadow-card transition-shadow hover:shadow-md"
                >
                  <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <feature.icon className="size-6" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 text-xl font-semibold text-slate-900">{feature.title}</h3>
                  <p className="mt-2 text-base text-slate-600">{feature.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="access-title" className="py-14 sm:py-20">
          <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:items-center">
            <div>
              <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">Secure by design</p>
              <h2 id="access-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
                Only your people get in
              </h2>
              <p className="mt-3 text-lg text-slate-600">
                Payroll, site locations and crew details stay private. Every new account is checked before it opens.
              </p>
            </div>
            <ol className="grid gap-4 sm:grid-cols-3">
              {ACCESS_STEPS.map((step, index) => (
                <li key={step.title} className="rounded-card border border-slate-200 p-5">
                  <div className="flex items-center gap-3">
                    <span className="inline-flex size-9 items-center justify-center rounded-full bg-slate-900 font-semibold text-white">
                      {index + 1}
                    </span>
                    <step.icon className="size-6 text-brand-700" aria-hidden="true" />
                  </div>
                  <h3 className="mt-3 text-lg font-semibold text-slate-900">{step.title}</h3>
                  <p className="mt-1 text-base text-slate-600">{step.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section aria-labelledby="cta-title" className="bg-brand-700 text-white">
          <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-14 sm:px-6 sm:py-16 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
                Built for construction professionals
              </h2>
              <p className="mt-3 text-lg text-brand-50">
                General contractors, foremen, subcontractors and office managers: put your crews, hours and job sites in
                one place, starting today.
              </p>
            </div>
            <Button
              size="lg"
              variant="outline"
              className="border-white bg-white text-brand-800 hover:bg-brand-50 active:bg-brand-100 lg:min-w-48"
              onClick={() => navigate("/auth?tab=register")}
            >
              Get Started
              <ArrowRight aria-hidden="true" />
            </Button>
          </div>
        </section>
      </main>

      <footer className="bg-slate-900 text-slate-300">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <Logo className="text-white" />
          <p className="text-base">Construction project and workforce management.</p>
        </div>
      </footer>
    </div>
  );
}

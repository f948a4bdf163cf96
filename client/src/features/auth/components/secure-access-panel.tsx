// Side panel on the sign-in screen: the four steps from registration to access.
import { BadgeCheck, MailCheck, ShieldCheck, UserPlus } from "lucide-react";

const STEPS = [
  { icon: UserPlus, title: "Create Account", text: "Register with your name, work email and a strong password." },
  { icon: MailCheck, title: "Verify Email", text: "Open the link we send you to confirm your email address." },
  { icon: ShieldCheck, title: "Admin Approval", text: "An administrator at your company reviews and activates your account." },
  { icon: BadgeCheck, title: "Access Granted", text: "Sign in to manage projects, crews, time and materials." },
] as const;

export function SecureAccessPanel() {
  return (
    <section aria-labelledby="secure-access-title" className="rounded-card bg-slate-900 p-5 text-white shadow-card sm:p-6">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-600/20 text-brand-400">
          <ShieldCheck className="size-6" aria-hidden="true" />
        </span>
        <h2 id="secure-access-title" className="text-xl font-semibold">
          Secure Access Required
        </h2>
      </div>
      <p className="mt-3 text-base text-slate-300">
        Crewline holds payroll, site locations and crew details, so every account is checked before it is opened.
      </p>
      <ol className="mt-5 grid gap-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-base font-semibold text-white">
              {index + 1}
            </span>
            <div>
              <p className="flex items-center gap-2 font-semibold">
                <step.icon className="size-5 text-brand-400" aria-hidden="true" />
                {step.title}
              </p>
              <p className="text-base text-slate-300">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

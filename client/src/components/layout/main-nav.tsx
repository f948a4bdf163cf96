// Main navigation: a bar fixed to the bottom on phones and tablets, a left sidebar from 1024 px that runs the
// page's full height (the column stretches beside the content; its links stay in view while the page scrolls).
import { Link, useLocation } from "wouter";
import { cn } from "@/lib/cn";
import { isNavItemActive, navItemsFor } from "./nav-items";

export function MainNav({ isAdmin }: { isAdmin: boolean }) {
  const [location] = useLocation();
  const items = navItemsFor(isAdmin);
  return (
    <nav
      aria-label="Main"
      className={cn(
        "fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-safe shadow-[0_-1px_3px_rgb(15_23_42/0.06)]",
        "lg:static lg:z-auto lg:w-60 lg:shrink-0 lg:self-stretch lg:border-t-0 lg:border-r lg:pb-0 lg:shadow-none",
      )}
    >
      <ul className="mx-auto flex max-w-2xl lg:sticky lg:top-16 lg:mx-0 lg:max-w-none lg:flex-col lg:gap-1 lg:p-3">
        {items.map((item) => {
          const active = isNavItemActive(item.href, location);
          return (
            <li key={item.href} className="min-w-0 flex-auto lg:flex-none">
              <Link
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "relative flex min-h-16 flex-col items-center justify-center gap-1 px-0.5 text-[0.6875rem] font-semibold tracking-tight text-slate-600 transition-colors sm:text-xs",
                  "hover:text-slate-900 lg:min-h-11 lg:flex-row lg:justify-start lg:gap-3 lg:rounded-lg lg:px-3 lg:text-base lg:tracking-normal lg:hover:bg-slate-100",
                  active &&
                    "text-brand-700 before:absolute before:inset-x-3 before:top-0 before:h-1 before:rounded-b-full before:bg-brand-600 hover:text-brand-700 lg:bg-brand-50 lg:text-brand-800 lg:before:hidden lg:hover:bg-brand-50",
                )}
              >
                <item.icon className="size-6 shrink-0" aria-hidden="true" />
                <span className="max-w-full truncate lg:overflow-visible">{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

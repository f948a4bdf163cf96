// Main navigation: a bar fixed to the bottom on phones and tablets, a left sidebar from 1024 px that runs the
// page's full height (the column stretches beside the content; its links stay in view while the page scrolls).
// One list of links serves both: the entries not in the bar are hidden below 1024 px, where the header's More lists them.
import { Link, useLocation } from "wouter";
import { cn } from "@/lib/cn";
import { BAR_ENTRY_ACTIVE_CLASS, BAR_ENTRY_CLASS } from "./bar-entry-class";
import { isNavItemActive, navItemsFor } from "./nav-items";

export function MainNav({ role }: { role: string }) {
  const [location] = useLocation();
  const items = navItemsFor(role);
  return (
    <nav
      aria-label="Main"
      className={cn(
        "fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-safe shadow-[0_-1px_3px_rgb(15_23_42/0.06)]",
        "lg:static lg:z-auto lg:w-64 lg:shrink-0 lg:self-stretch lg:border-t-0 lg:border-r lg:pb-0 lg:shadow-none",
      )}
    >
      <ul className="mx-auto flex max-w-2xl lg:sticky lg:top-16 lg:mx-0 lg:max-w-none lg:flex-col lg:gap-1 lg:p-3">
        {items.map((item) => {
          const active = isNavItemActive(item.href, location);
          return (
            <li key={item.href} className={cn("min-w-0 flex-auto lg:flex-none", !item.inBar && "hidden lg:block")}>
              <Link
                href={item.href}
                aria-current={active ? "page" : undefined}
                // A shorter word in the bar cell; the name read out is the full label at every width.
                aria-label={item.barLabel ? item.label : undefined}
                className={cn(BAR_ENTRY_CLASS, active && BAR_ENTRY_ACTIVE_CLASS)}
              >
                <item.icon className="size-6 shrink-0" aria-hidden="true" />
                {item.barLabel ? (
                  <>
                    <span className="max-w-full truncate lg:hidden">{item.barLabel}</span>
                    <span className="hidden lg:inline">{item.label}</span>
                  </>
                ) : (
                  <span className="max-w-full truncate lg:overflow-visible">{item.label}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

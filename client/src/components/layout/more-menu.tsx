// The header's More button on phones: the screens that do not fit in the bottom bar. Its menu loads on first use,
// like the profile menu, so the phone's first download does not carry the menu library.
import { LayoutGrid } from "lucide-react";
import { firstUse } from "@/components/ui/first-use";
import { cn } from "@/lib/cn";
import { isNavItemActive, type NavItem } from "./nav-items";

export type MoreMenuProps = { items: NavItem[]; location: string };

/** More looks active while one of its screens is open, so the phone always shows where the person is. */
export function moreButtonClass(props: MoreMenuProps): string {
  const active = props.items.some((item) => isNavItemActive(item.href, props.location));
  return cn(
    "inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-slate-100 transition-colors hover:bg-slate-800",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
    active && "bg-slate-800 text-white shadow-[inset_0_-3px_0_var(--color-brand-500)]",
  );
}

export function MoreButtonFace() {
  return (
    <>
      <LayoutGrid className="size-5 shrink-0" aria-hidden="true" />
      <span>More</span>
    </>
  );
}

const MoreMenuOnFirstUse = firstUse<MoreMenuProps>(() => import("./more-menu-dropdown"));

export function MoreMenu(props: MoreMenuProps) {
  return (
    <MoreMenuOnFirstUse
      {...props}
      standIn={(handlers) => (
        <button type="button" aria-haspopup="menu" aria-expanded={false} className={moreButtonClass(props)} {...handlers}>
          <MoreButtonFace />
        </button>
      )}
    />
  );
}

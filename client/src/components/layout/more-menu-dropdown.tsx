// The More menu itself, loaded on first use (see more-menu.tsx): a menu opening under the header's button, one
// 44 px row per screen, the open screen marked for sight (colour and a check) and for screen readers (aria-current).
import { Check } from "lucide-react";
import { Link } from "wouter";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/cn";
import { type MoreMenuProps, MoreButtonFace, moreButtonClass } from "./more-menu";
import { isNavItemActive } from "./nav-items";

export default function MoreMenuDropdown({ defaultOpen, ...props }: MoreMenuProps & { defaultOpen?: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={moreButtonClass(props)}>
        <MoreButtonFace />
      </DropdownMenuTrigger>
      <DropdownMenuContent side="bottom" align="end" aria-label="More screens" className="w-72">
        {props.items.map((item) => {
          const active = isNavItemActive(item.href, props.location);
          return (
            <DropdownMenuItem key={item.href} asChild className={cn("min-h-12", active && "bg-brand-50 font-semibold text-brand-800")}>
              <Link href={item.href} aria-current={active ? "page" : undefined}>
                <item.icon aria-hidden="true" className={cn(active && "text-brand-700")} />
                <span className="flex-1">{item.label}</span>
                {active ? <Check aria-hidden="true" className="text-brand-700" /> : null}
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

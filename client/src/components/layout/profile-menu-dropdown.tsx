// The profile menu itself, loaded on first use (see profile-menu.tsx).
import { LogOut, Settings } from "lucide-react";
import { Link } from "wouter";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Avatar, PROFILE_TRIGGER_CLASS, type ProfileMenuProps } from "./profile-menu";

export default function ProfileMenuDropdown({
  name,
  email,
  profileImageUrl,
  onSignOut,
  defaultOpen,
}: ProfileMenuProps & { defaultOpen?: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger
        aria-label="Profile menu"
        className={PROFILE_TRIGGER_CLASS}
      >
        <Avatar src={profileImageUrl} />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-72">
        <DropdownMenuLabel className="flex items-center gap-3">
          <Avatar src={profileImageUrl} className="size-11" />
          <span className="min-w-0">
            <span className="block truncate text-base font-semibold text-slate-900">{name}</span>
            {email ? <span className="block truncate text-sm font-normal text-slate-600">{email}</span> : null}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/profile">
            <Settings aria-hidden="true" />
            Profile Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild variant="destructive" onSelect={onSignOut}>
          <a href="/api/logout">
            <LogOut aria-hidden="true" />
            Sign Out
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

// Header profile menu: picture (or an icon), name (or 'User'), e-mail, Profile Settings and Sign Out.
import { LogOut, Settings, UserRound } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/cn";

type ProfileMenuProps = {
  name: string;
  email: string | null;
  profileImageUrl: string | null;
};

function Avatar({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        className={cn("size-9 rounded-full object-cover", className)}
        onError={() => setFailed(true)}
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <span className={cn("inline-flex size-9 items-center justify-center rounded-full bg-slate-700 text-white", className)}>
      <UserRound className="size-5" aria-hidden="true" />
    </span>
  );
}

export function ProfileMenu({ name, email, profileImageUrl }: ProfileMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Profile menu"
        className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10 data-[state=open]:bg-white/10"
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
        <DropdownMenuItem asChild variant="destructive">
          <a href="/api/logout">
            <LogOut aria-hidden="true" />
            Sign Out
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

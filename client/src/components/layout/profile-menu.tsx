// Header profile menu: picture (or an icon), name (or 'User'), e-mail, Profile Settings and Sign Out.
import { UserRound } from "lucide-react";
import { useState } from "react";
import { firstUse } from "@/components/ui/first-use";
import { cn } from "@/lib/cn";

export type ProfileMenuProps = {
  name: string;
  email: string | null;
  profileImageUrl: string | null;
  /** Runs as Sign Out is chosen, before the browser follows the link. */
  onSignOut?: () => void;
  /** How many of this person's punches wait on this phone unsent: more than 0 asks before signing out. */
  unsentPunches?: () => Promise<number>;
};

export const PROFILE_TRIGGER_CLASS =
  "inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10 data-[state=open]:bg-white/10";

export function Avatar({ src, className }: { src: string | null; className?: string }) {
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

const ProfileMenuOnFirstUse = firstUse<ProfileMenuProps>(() => import("./profile-menu-dropdown"));

export function ProfileMenu(props: ProfileMenuProps) {
  return (
    <ProfileMenuOnFirstUse
      {...props}
      standIn={(handlers) => (
        <button type="button" aria-label="Profile menu" aria-haspopup="menu" aria-expanded={false} className={PROFILE_TRIGGER_CLASS} {...handlers}>
          <Avatar src={props.profileImageUrl} />
        </button>
      )}
    />
  );
}
